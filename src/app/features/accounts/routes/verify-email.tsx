import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/verify-email.ts';
import { AUTH_MESSAGES } from '../../../../shared/auth-messages.ts';
import { CardShell } from '../../../components/layout/card-shell.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { accountHeaders, accountMeta } from '../private-page.ts';
import { useAuth } from '../session/auth-context.ts';
import { resendVerification, verifyEmail } from '../../../lib/api/auth.ts';
import { fieldErrors } from '../../../lib/forms/form-errors.ts';
import { accountSchemas } from '../account-schemas.ts';
import { verifyEmailAction } from '../account-actions.ts';

export const headers = accountHeaders;

/** Either form of the page posted by the browser itself (before or without JavaScript). */
export const action = verifyEmailAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Verify your email address',
    description: 'Confirm the e-mail address of your account.',
    path: '/verify-email',
  });
}

/**
 * The page a verification e-mail links to. Verifying takes a button press
 * (a POST): mail scanners that open links must not use the token up.
 */
export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, refreshUser, authHeaders } = useAuth();
  const verifyOutcome =
    actionData?.kind === 'verified' || actionData?.kind === 'failed' ? actionData : undefined;
  const [state, setState] = useState<'idle' | 'busy' | 'verified' | 'failed'>(
    verifyOutcome?.kind ?? 'idle',
  );
  const [message, setMessage] = useState(verifyOutcome?.message ?? '');

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    const result = await verifyEmail(token);
    if (result.ok) {
      setState('verified');
      setMessage(result.message ?? AUTH_MESSAGES.verifySuccess);
      await refreshUser();
    } else {
      setState('failed');
      setMessage(
        result.status === 0
          ? AUTH_MESSAGES.network
          : (result.message ?? AUTH_MESSAGES.verifyInvalid),
      );
    }
  };

  if (state === 'verified') {
    return (
      <CardShell title="Email verified">
        <Alert tone="success">{message}</Alert>
        <ButtonLink to={user ? '/dashboard' : '/login'} className="mt-6 w-full">
          {user ? 'Go to your dashboard' : 'Sign in'}
        </ButtonLink>
      </CardShell>
    );
  }

  return (
    <CardShell
      title="Verify your email address"
      subtitle="Confirm that this address belongs to you to finish setting up your account."
    >
      <div className="grid gap-4">
        <MailCheck aria-hidden="true" className="size-10 text-brand-600" />
        {!token ? <Alert tone="error">{AUTH_MESSAGES.verifyInvalid}</Alert> : null}
        {state === 'failed' ? <Alert tone="error">{message}</Alert> : null}
        {token && state !== 'failed' ? (
          <form method="post" onSubmit={verify} className="grid">
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" disabled={state === 'busy'}>
              {state === 'busy' ? 'Verifying...' : 'Verify my email address'}
            </Button>
          </form>
        ) : null}
        {!token || state === 'failed' ? (
          <ResendLink
            signedIn={user !== null}
            authHeaders={authHeaders}
            answered={actionData?.kind === 'resent' ? actionData.message : ''}
          />
        ) : null}
      </div>
    </CardShell>
  );
}

function ResendLink({
  signedIn,
  authHeaders,
  answered,
}: {
  signedIn: boolean;
  authHeaders: () => Record<string, string>;
  /** The answer to a request the browser posted itself (before the JavaScript ran). */
  answered: string;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState(answered);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      const schemas = await accountSchemas.get();
      const problem = schemas
        ? fieldErrors(schemas.forgotPasswordSchema, { email })['email']
        : undefined;
      setError(problem);
      if (problem) return;
    }
    setBusy(true);
    const answer = await resendVerification(
      signedIn ? { auth: authHeaders() } : { email: email.trim() },
    );
    setBusy(false);
    setResult(
      answer.message ?? (answer.ok ? AUTH_MESSAGES.verificationSent : AUTH_MESSAGES.network),
    );
  };

  return (
    <form
      method="post"
      onSubmit={send}
      onFocus={accountSchemas.warm}
      noValidate
      className="grid gap-3 border-t border-line pt-4"
    >
      <input type="hidden" name="intent" value="resend" />
      <h2 className="text-base font-semibold text-ink">Need a new link?</h2>
      {signedIn ? null : (
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
      )}
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? 'Sending...' : 'Send a new verification link'}
      </Button>
      {result ? <Alert tone="info">{result}</Alert> : null}
    </form>
  );
}
