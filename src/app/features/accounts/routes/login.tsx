import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/login.ts';
import { AUTH_MESSAGES, AUTH_TIMINGS } from '../../../../shared/auth-messages.ts';
import { CardShell, textLinkClass } from '../../../components/layout/card-shell.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { accountHeaders, accountMeta } from '../private-page.ts';
import { useHydrated } from '../../../lib/forms/page-forms.ts';
import { loginAction } from '../account-actions.ts';
import { useAuth } from '../session/auth-context.ts';
import { nextPath } from '../next-path.ts';

export const headers = accountHeaders;

/** Sign-in posted by the browser itself (before or without JavaScript). */
export const action = loginAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Sign in',
    description: 'Sign in to your account to reach your dashboard, profile and service catalogue.',
    path: '/login',
  });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { login, adoptSession, user, loading } = useAuth();
  const navigate = useNavigate();
  const next = nextPath(useLocation().search);
  const hydrated = useHydrated();
  const [email, setEmail] = useState(actionData?.kind === 'refused' ? actionData.email : '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(actionData?.kind === 'refused' ? actionData.message : '');
  const [success, setSuccess] = useState(actionData?.kind === 'signed-in');
  const errorRef = useRef<HTMLDivElement>(null);

  // A sign-in the server answered before this page's JavaScript ran: keep its session.
  useEffect(() => {
    if (actionData?.kind === 'signed-in') {
      adoptSession(actionData.session, AUTH_MESSAGES.loginSuccess);
    }
  }, [actionData, adoptSession]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate(next), AUTH_TIMINGS.loginRedirectMs);
    return () => clearTimeout(timer);
  }, [success, navigate, next]);

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
      <CardShell title="You are signed in" subtitle={`Signed in as ${user.email}.`}>
        <ButtonLink to={next} className="w-full">
          {next === '/dashboard' ? 'Go to your dashboard' : 'Continue'}
        </ButtonLink>
      </CardShell>
    );
  }

  return (
    <CardShell
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
          {next === '/dashboard' ? 'Taking you to your dashboard…' : 'Taking you back…'}
        </Alert>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="grid gap-4">
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
                name="rememberMe"
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
          <Button
            type="submit"
            size="lg"
            disabled={hydrated && (!email.trim() || !password || busy)}
          >
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      )}
    </CardShell>
  );
}
