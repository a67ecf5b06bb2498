import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Route } from './+types/privacy-request.ts';
import {
  PRIVACY_ACTION_LABELS,
  PRIVACY_ACTIONS,
  PRIVACY_MESSAGES,
} from '../../../../shared/privacy-messages.ts';
import { CardShell, textLinkClass } from '../../../components/layout/card-shell.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { formProblems, NO_PROBLEMS } from '../../../lib/forms/form-errors.ts';
import { accountHeaders, accountMeta } from '../../accounts/public.ts';
import { privacyRequestAction, type PrivacyOutcome } from '../privacy-actions.ts';
import { privacySchemas } from '../privacy-schemas.ts';

export const headers = accountHeaders;

export const action = privacyRequestAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Your data: a copy or its erasure',
    description:
      'Ask for a copy of everything we hold about your e-mail address, or for its erasure.',
    path: '/privacy/request',
  });
}

/**
 * /privacy/request: an address and Export or Erase. The answer is the same
 * whatever the address (it never tells whether we hold anything); the link
 * that does it goes to the address by e-mail. A fetcher form: it posts to
 * this page's action before and after the page's JavaScript has run.
 */
export default function PrivacyRequest({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<PrivacyOutcome>();
  const answer = fetcher.data ?? actionData;
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const busy = fetcher.state !== 'idle';
  const fieldError = (name: string) =>
    problems.byField[name] ?? answer?.fieldErrors?.[name]?.[0] ?? undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const shared = await privacySchemas.get();
    const found = shared
      ? formProblems(shared.privacyRequestSchema, Object.fromEntries(new FormData(form)))
      : NO_PROBLEMS;
    setProblems(found);
    if (found.messages.length) return;
    void fetcher.submit(form, { method: 'post' });
  }

  if (answer?.ok) {
    return (
      <CardShell title="Check your e-mail">
        <div role="status" className="grid gap-4 text-ink">
          <ShieldCheck aria-hidden="true" className="size-10 text-brand-600" />
          <p>{PRIVACY_MESSAGES.requested}</p>
          <p className="text-sm text-muted">
            Nothing happens until you open the link and press its button.
          </p>
        </div>
      </CardShell>
    );
  }

  return (
    <CardShell
      title="Your data: a copy or its erasure"
      subtitle="Enter the e-mail address you used with us. We e-mail it a link that works once, for 24 hours."
      footer={
        <Link to="/privacy-policy" className={textLinkClass}>
          Read our privacy policy
        </Link>
      }
    >
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={privacySchemas.warm}
        className="grid gap-5"
      >
        {answer && !answer.ok && !answer.fieldErrors ? (
          <Alert tone="error">{answer.message}</Alert>
        ) : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          error={fieldError('email')}
        />
        <fieldset
          className="grid gap-3"
          aria-describedby={fieldError('action') ? 'privacy-action-error' : undefined}
        >
          <legend className="mb-1 font-semibold text-ink">What would you like?</legend>
          {PRIVACY_ACTIONS.map((choice) => (
            <label key={choice} className="flex min-h-11 items-start gap-3 text-ink">
              <input
                type="radio"
                name="action"
                value={choice}
                required
                defaultChecked={choice === 'export'}
                className="mt-1 size-5 shrink-0"
              />
              <span>{PRIVACY_ACTION_LABELS[choice]}</span>
            </label>
          ))}
          {fieldError('action') ? (
            <p id="privacy-action-error" className="text-sm font-medium text-danger-700">
              {fieldError('action')}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Sending...' : 'Send me the link'}
        </Button>
      </fetcher.Form>
    </CardShell>
  );
}
