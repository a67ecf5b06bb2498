import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/forgot-password.ts';
import { forgotPasswordSchema } from '../../shared/auth.ts';
import { AuthShell, textLinkClass } from '../components/pages/auth/auth-shell.tsx';
import { Button } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/field.tsx';
import { accountHeaders, accountMeta } from '../features/auth/account-page.ts';
import { postJson } from '../lib/api-client.ts';
import { fieldErrors } from '../lib/form-errors.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Forgot your password?',
    description: 'Get a link by e-mail to choose a new password for your account.',
    path: '/forgot-password',
  });
}

export default function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fieldErrors(forgotPasswordSchema, { email })['email'];
    setError(problem);
    if (problem) return;
    setState('sending');
    const result = await postJson('/api/auth/forgot-password', { email: email.trim() });
    // The confirmation shows whatever the answer, so it never tells whether an account exists.
    if (!result.ok) console.warn('forgot-password request failed', result.status);
    setState('sent');
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
      <AuthShell title="Check your email" footer={footer}>
        <div role="status" className="grid gap-4 text-ink">
          <MailCheck aria-hidden="true" className="size-10 text-brand-600" />
          <p>
            If an account exists for <strong className="break-all">{email.trim()}</strong>, we have
            sent it a link to reset your password. The link works for one hour.
          </p>
          <p className="text-sm text-muted">
            No email after a few minutes? Check your spam folder, or{' '}
            <button type="button" className={textLinkClass} onClick={() => setState('form')}>
              try again
            </button>
            .
          </p>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter your email address and we will send you a link to reset it."
      footer={footer}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
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
    </AuthShell>
  );
}
