import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/verify-email.ts';
import { AUTH_MESSAGES } from '../../shared/auth-messages.ts';
import { forgotPasswordSchema } from '../../shared/auth.ts';
import { AuthShell } from '../components/pages/auth/auth-shell.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/field.tsx';
import { accountHeaders, accountMeta } from '../features/auth/account-page.ts';
import { useAuth } from '../features/auth/auth-context.ts';
import { postJson } from '../lib/api-client.ts';
import { fieldErrors } from '../lib/form-errors.ts';

export const headers = accountHeaders;

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
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, refreshUser, authHeaders } = useAuth();
  const [state, setState] = useState<'idle' | 'busy' | 'verified' | 'failed'>('idle');
  const [message, setMessage] = useState('');

  const verify = async () => {
    setState('busy');
    const result = await postJson('/api/auth/verify-email', { token });
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
      <AuthShell title="Email verified">
        <Alert tone="success">{message}</Alert>
        <ButtonLink to={user ? '/dashboard' : '/login'} className="mt-6 w-full">
          {user ? 'Go to your dashboard' : 'Sign in'}
        </ButtonLink>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Verify your email address"
      subtitle="Confirm that this address belongs to you to finish setting up your account."
    >
      <div className="grid gap-4">
        <MailCheck aria-hidden="true" className="size-10 text-brand-600" />
        {!token ? <Alert tone="error">{AUTH_MESSAGES.verifyInvalid}</Alert> : null}
        {state === 'failed' ? <Alert tone="error">{message}</Alert> : null}
        {token && state !== 'failed' ? (
          <Button size="lg" onClick={verify} disabled={state === 'busy'}>
            {state === 'busy' ? 'Verifying...' : 'Verify my email address'}
          </Button>
        ) : null}
        {!token || state === 'failed' ? (
          <ResendLink signedIn={user !== null} authHeaders={authHeaders} />
        ) : null}
      </div>
    </AuthShell>
  );
}

function ResendLink({
  signedIn,
  authHeaders,
}: {
  signedIn: boolean;
  authHeaders: () => Record<string, string>;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      const problem = fieldErrors(forgotPasswordSchema, { email })['email'];
      setError(problem);
      if (problem) return;
    }
    setBusy(true);
    const answer = await postJson(
      '/api/auth/resend-verification',
      signedIn ? {} : { email: email.trim() },
      { headers: authHeaders() },
    );
    setBusy(false);
    setResult(
      answer.message ?? (answer.ok ? AUTH_MESSAGES.verificationSent : AUTH_MESSAGES.network),
    );
  };

  return (
    <form onSubmit={send} noValidate className="grid gap-3 border-t border-line pt-4">
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
