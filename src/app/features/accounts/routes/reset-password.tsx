import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useNavigation, useSearchParams, useSubmit } from 'react-router';
import type { Route } from './+types/reset-password.ts';
import { AUTH_MESSAGES, AUTH_TIMINGS, passwordProblems } from '../../../../shared/auth-messages.ts';
import { CardShell, textLinkClass } from '../../../components/layout/card-shell.tsx';
import { PasswordChecklist } from '../components/password-checklist.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { accountHeaders, accountMeta } from '../private-page.ts';
import { CsrfField } from '../components/csrf-field.tsx';
import { useHydrated } from '../../../lib/forms/page-forms.ts';
import { resetPasswordAction } from '../account-actions.ts';
import { resetClientAction } from '../account-client-actions.ts';

export const headers = accountHeaders;

/** The new password posts here, before and after hydration alike. */
export const action = resetPasswordAction;
export const clientAction = resetClientAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Choose a new password',
    description: 'Set a new password for your account with the link we e-mailed you.',
    path: '/reset-password',
  });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const submitForm = useSubmit();
  const busy = useNavigation().state === 'submitting';
  // The browser's own check, or the action's answer (shown until a field is edited).
  const [error, setError] = useState('');
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    setError(actionData?.kind === 'refused' ? actionData.message : '');
  }
  const state = actionData?.kind === 'done' ? 'done' : busy ? 'busy' : 'form';
  const mismatch = confirm !== '' && password !== confirm;

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => navigate('/login'), AUTH_TIMINGS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
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
    void submitForm(event.currentTarget, { method: 'post' });
  };

  if (state === 'done') {
    return (
      <CardShell title="Password changed">
        <Alert tone="success" title="Your password has been reset.">
          You can now sign in with your new password. Taking you to the sign-in page…
        </Alert>
        <ButtonLink to="/login" className="mt-6 w-full">
          Go to Sign In
        </ButtonLink>
      </CardShell>
    );
  }

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError('');
  };

  return (
    <CardShell
      title="Choose a new password"
      footer={
        <Link to="/forgot-password" className={textLinkClass}>
          Request a new reset link
        </Link>
      }
    >
      <form method="post" onSubmit={submit} noValidate className="grid gap-4">
        <CsrfField />
        <input type="hidden" name="token" value={token} />
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
          disabled={!token || (hydrated && (!password || !confirm || mismatch || busy))}
        >
          {state === 'busy' ? 'Resetting password...' : 'Reset password'}
        </Button>
      </form>
    </CardShell>
  );
}
