import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password.ts';
import { AUTH_MESSAGES, AUTH_TIMINGS } from '../../shared/auth-messages.ts';
import { passwordProblems } from '../../shared/auth.ts';
import { AuthShell, textLinkClass } from '../components/pages/auth/auth-shell.tsx';
import { PasswordChecklist } from '../components/pages/auth/password-checklist.tsx';
import { PasswordField } from '../components/pages/auth/password-field.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { accountHeaders, accountMeta } from '../features/auth/account-page.ts';
import { postJson } from '../lib/api-client.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Choose a new password',
    description: 'Set a new password for your account with the link we e-mailed you.',
    path: '/reset-password',
  });
}

/** The error text of spec 02 section 8 for a refused reset. */
function resetError(result: {
  status: number;
  message?: string | undefined;
  errors?: string[] | undefined;
}) {
  if (result.status === 0) return AUTH_MESSAGES.network;
  if (result.errors?.length) return result.errors.join(', ');
  return result.message || AUTH_MESSAGES.resetFailed;
}

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [state, setState] = useState<'form' | 'busy' | 'done'>('form');
  const mismatch = confirm !== '' && password !== confirm;

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => navigate('/login'), AUTH_TIMINGS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || !password || !confirm) return;
    if (password !== confirm) {
      setError(AUTH_MESSAGES.passwordsDoNotMatch);
      return;
    }
    if (passwordProblems(password).length > 0) {
      setError(AUTH_MESSAGES.passwordPolicy);
      return;
    }
    setState('busy');
    const result = await postJson('/api/auth/reset-password', { token, password });
    if (result.ok) {
      setState('done');
      return;
    }
    setError(resetError(result));
    setState('form');
  };

  if (state === 'done') {
    return (
      <AuthShell title="Password changed">
        <Alert tone="success" title="Your password has been reset.">
          You can now sign in with your new password. Taking you to the sign-in page…
        </Alert>
        <ButtonLink to="/login" className="mt-6 w-full">
          Go to Sign In
        </ButtonLink>
      </AuthShell>
    );
  }

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError('');
  };

  return (
    <AuthShell
      title="Choose a new password"
      footer={
        <Link to="/forgot-password" className={textLinkClass}>
          Request a new reset link
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {!token ? <Alert tone="error">{AUTH_MESSAGES.resetNoToken}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          hint={<PasswordChecklist password={password} />}
          onChange={(event) => edit(setPassword)(event.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          error={mismatch ? AUTH_MESSAGES.passwordsDoNotMatch : undefined}
          onChange={(event) => edit(setConfirm)(event.target.value)}
        />
        <Button
          type="submit"
          size="lg"
          disabled={!token || !password || !confirm || mismatch || state === 'busy'}
        >
          {state === 'busy' ? 'Resetting password...' : 'Reset password'}
        </Button>
      </form>
    </AuthShell>
  );
}
