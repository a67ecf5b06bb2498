import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/forgot-password.ts';
import { CardShell, textLinkClass } from '../../../components/layout/card-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { accountHeaders, accountMeta } from '../private-page.ts';
import { CsrfField } from '../components/csrf-field.tsx';
import { fieldErrors } from '../../../lib/forms/form-errors.ts';
import { accountSchemas } from '../account-schemas.ts';
import { forgotPasswordAction } from '../account-actions.ts';
import { forgotClientAction } from '../account-client-actions.ts';

export const headers = accountHeaders;

/** The form posts here, before and after hydration alike. */
export const action = forgotPasswordAction;
export const clientAction = forgotClientAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Forgot your password?',
    description: 'Get a link by e-mail to choose a new password for your account.',
    path: '/forgot-password',
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const [email, setEmail] = useState(actionData?.email ?? '');
  const [error, setError] = useState<string | undefined>();
  // 'try again' shows the form again over the action's confirmation.
  const [againFor, setAgainFor] = useState<typeof actionData>();
  const sending = useNavigation().state === 'submitting';
  const submitForm = useSubmit();
  // The confirmation shows whatever the answer, so it never tells whether an account exists.
  const state = sending ? 'sending' : actionData && againFor !== actionData ? 'sent' : 'form';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const schemas = await accountSchemas.get();
    const problem = schemas
      ? fieldErrors(schemas.forgotPasswordSchema, { email })['email']
      : undefined;
    setError(problem);
    if (problem) return;
    void submitForm(target, { method: 'post' });
  };

  const footer = (
    <span className="inline-flex flex-wrap justify-center gap-x-4 gap-y-1">
      <Link to="/login" className={textLinkClass}>
        Back to Sign In
      </Link>
      <Link to="/contact" className={textLinkClass}>
        Contact Support
      </Link>
    </span>
  );

  if (state === 'sent') {
    return (
      <CardShell title="Check your email" footer={footer}>
        <div role="status" className="grid gap-4 text-ink">
          <MailCheck aria-hidden="true" className="size-10 text-brand-600" />
          <p>
            If an account exists for <strong className="break-all">{email.trim()}</strong>, we have
            sent it a link to reset your password. The link works for one hour.
          </p>
          <p className="text-sm text-muted">
            No email after a few minutes? Check your spam folder, or{' '}
            <button type="button" className={textLinkClass} onClick={() => setAgainFor(actionData)}>
              try again
            </button>
            .
          </p>
        </div>
      </CardShell>
    );
  }

  return (
    <CardShell
      title="Forgot your password?"
      subtitle="Enter your email address and we will send you a link to reset it."
      footer={footer}
    >
      <form
        method="post"
        onSubmit={(event) => void submit(event)}
        onFocus={accountSchemas.warm}
        noValidate
        className="grid gap-4"
      >
        <CsrfField />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="lg" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </CardShell>
  );
}
