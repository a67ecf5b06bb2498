import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
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
import { loginClientAction } from '../account-client-actions.ts';
import { useSessionUser } from '../session/auth-context.ts';
import { useToast } from '../../toast/public.ts';
import { nextPath } from '../next-path.ts';

export const headers = accountHeaders;

/** Sign-in: the form posts here before and after hydration alike; a success sets the session cookie. */
export const action = loginAction;
export const clientAction = loginClientAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Sign in',
    description: 'Sign in to your account to reach your dashboard, profile and service catalogue.',
    path: '/login',
  });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const user = useSessionUser();
  const toast = useToast();
  const navigate = useNavigate();
  const next = nextPath(useLocation().search);
  const hydrated = useHydrated();
  const navigationState = useNavigation().state;
  const busy = navigationState === 'submitting';
  const [email, setEmail] = useState(actionData?.kind === 'refused' ? actionData.email : '');
  const [password, setPassword] = useState('');
  // Signed in once the pages' data (the header's user) has been read again;
  // it stays so while the way to the next page loads.
  const [signedInFor, setSignedInFor] = useState<typeof actionData>();
  if (
    actionData?.kind === 'signed-in' &&
    navigationState === 'idle' &&
    signedInFor !== actionData
  ) {
    setSignedInFor(actionData);
  }
  const success = signedInFor !== undefined && signedInFor === actionData;
  const error = actionData?.kind === 'refused' ? actionData.message : '';
  const errorRef = useRef<HTMLDivElement>(null);

  // The action set the session cookie and the root loader has read the user.
  useEffect(() => {
    if (!success) return;
    toast.success(AUTH_MESSAGES.loginSuccess);
    const timer = setTimeout(() => navigate(next), AUTH_TIMINGS.loginRedirectMs);
    return () => clearTimeout(timer);
  }, [success, toast, navigate, next]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error, actionData]);

  if (user && !success) {
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
          {next === '/dashboard' ? 'Taking you to your dashboard…' : 'Taking you back…'}{' '}
          <Link to={next} className={textLinkClass}>
            Continue now
          </Link>
        </Alert>
      ) : (
        <Form method="post" noValidate className="grid gap-4">
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
              <input type="checkbox" name="rememberMe" className="size-4 accent-brand-600" />
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
        </Form>
      )}
    </CardShell>
  );
}
