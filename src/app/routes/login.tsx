import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/login.ts';
import { AUTH_MESSAGES, AUTH_TIMINGS } from '../../shared/auth-messages.ts';
import { AuthShell, textLinkClass } from '../components/pages/auth/auth-shell.tsx';
import { PasswordField } from '../components/pages/auth/password-field.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/field.tsx';
import { accountHeaders, accountMeta } from '../features/auth/account-page.ts';
import { useAuth } from '../features/auth/auth-context.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Sign in',
    description: 'Sign in to your account to reach your dashboard, profile and service catalogue.',
    path: '/login',
  });
}

export default function Login() {
  const { login, user, loading } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/dashboard'), AUTH_TIMINGS.loginRedirectMs);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return;
    setBusy(true);
    setError('');
    try {
      const result = await login(email.trim(), password, remember);
      if (result.ok) setSuccess(true);
      else setError(result.message || AUTH_MESSAGES.loginFailed);
    } catch {
      setError(AUTH_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  if (!loading && user && !success) {
    return (
      <AuthShell title="You are signed in" subtitle={`Signed in as ${user.email}.`}>
        <ButtonLink to="/dashboard" className="w-full">
          Go to your dashboard
        </ButtonLink>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to your account."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={textLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      {success ? (
        <Alert tone="success" title={AUTH_MESSAGES.loginSuccess}>
          Taking you to your dashboard…
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          {error ? (
            <div ref={errorRef} tabIndex={-1}>
              <Alert tone="error">{error}</Alert>
            </div>
          ) : null}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <label className="inline-flex min-h-11 items-center gap-2 text-ink">
              <input
                type="checkbox"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
                className="size-4 accent-brand-600"
              />
              Remember me
            </label>
            <Link to="/forgot-password" className={textLinkClass}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" size="lg" disabled={!email.trim() || !password || busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
