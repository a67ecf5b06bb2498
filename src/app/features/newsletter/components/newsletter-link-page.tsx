import { MailCheck, MailX } from 'lucide-react';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES } from '../../../../shared/newsletter-messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { CardShell } from '../../../components/layout/card-shell.tsx';
import { CsrfField } from '../../accounts/public.ts';
import type { NewsletterOutcome } from '../newsletter-outcomes.ts';

const ACTIONS = {
  confirm: {
    title: 'Confirm your subscription',
    subtitle: 'One click and you will receive our Dynamics 365 and Power Platform updates.',
    button: 'Confirm my subscription',
    busy: 'Confirming...',
    Icon: MailCheck,
  },
  unsubscribe: {
    title: 'Unsubscribe from our newsletter',
    subtitle: 'You will receive no more newsletter e-mails at this address.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    Icon: MailX,
  },
} as const;

/**
 * The pages the newsletter e-mails link to (/newsletter/confirm and
 * /unsubscribe). The change takes a button press (a POST): mail scanners
 * that open every link must not subscribe or unsubscribe anyone. The press
 * posts to the page's action (`linkAction`), before and after hydration alike.
 */
export function NewsletterLinkPage({
  action,
  outcome,
}: {
  action: keyof typeof ACTIONS;
  /** The action's answer to the press. */
  outcome?: NewsletterOutcome | undefined;
}) {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const copy = ACTIONS[action];
  const busy = useNavigation().state === 'submitting';
  const state = outcome ? (outcome.ok ? 'done' : 'failed') : 'idle';
  const message = outcome?.message ?? '';

  const complete = Boolean(email && token);
  return (
    <CardShell title={copy.title} subtitle={copy.subtitle}>
      <div className="grid gap-4">
        <copy.Icon aria-hidden="true" className="size-10 text-brand-600" />
        {email ? (
          <p className="break-all text-ink">
            Address: <strong>{email}</strong>
          </p>
        ) : null}
        {!complete ? <Alert tone="error">{NEWSLETTER_MESSAGES.invalidLink}</Alert> : null}
        {state === 'done' ? <Alert tone="success">{message}</Alert> : null}
        {state === 'failed' ? <Alert tone="error">{message}</Alert> : null}
        {complete && state !== 'done' ? (
          <Form method="post" className="grid">
            <CsrfField />
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? copy.busy : copy.button}
            </Button>
          </Form>
        ) : null}
        {state === 'done' ? (
          <ButtonLink to="/" variant="outline" className="w-full">
            Back to the home page
          </ButtonLink>
        ) : null}
      </div>
    </CardShell>
  );
}
