import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form, useFetcher, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/verify-email.ts';
import { AUTH_MESSAGES } from '../../../../shared/auth-messages.ts';
import { CardShell } from '../../../components/layout/card-shell.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { accountHeaders, accountMeta } from '../private-page.ts';
import { CsrfField } from '../components/csrf-field.tsx';
import { useSessionUser } from '../session/auth-context.ts';
import { fieldErrors } from '../../../lib/forms/form-errors.ts';
import { accountSchemas } from '../account-schemas.ts';
import { verifyEmailAction } from '../account-actions.ts';
import { verifyClientAction } from '../account-client-actions.ts';

export const headers = accountHeaders;

/** Both forms of the page post here, before and after hydration alike. */
export const action = verifyEmailAction;
export const clientAction = verifyClientAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Verify your email address',
    description: 'Confirm the e-mail address of your account.',
    path: '/verify-email',
  });
}

/**
 * The page a verification e-mail links to. Verifying takes a button press
 * (a POST): mail scanners that open links must not use the token up. A
 * signed-in visitor's header and screens learn the new state from the root
 * loader, which runs again after the action.
 */
export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useSessionUser();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'verify';
  const outcome =
    actionData?.kind === 'verified' || actionData?.kind === 'failed' ? actionData : undefined;

  if (outcome?.kind === 'verified') {
    return (
      <CardShell title="Email verified">
        <Alert tone="success">{outcome.message}</Alert>
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
        {outcome?.kind === 'failed' ? <Alert tone="error">{outcome.message}</Alert> : null}
        {token && outcome?.kind !== 'failed' ? (
          <Form method="post" className="grid">
            <CsrfField />
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? 'Verifying...' : 'Verify my email address'}
            </Button>
          </Form>
        ) : null}
        {!token || outcome?.kind === 'failed' ? (
          <ResendLink
            signedIn={user !== null}
            answered={actionData?.kind === 'resent' ? actionData.message : ''}
          />
        ) : null}
      </div>
    </CardShell>
  );
}

/** "Need a new link?": its own fetcher, so the page around it stays as it is. */
function ResendLink({
  signedIn,
  answered,
}: {
  signedIn: boolean;
  /** The answer to a request the browser posted itself (before the JavaScript ran). */
  answered: string;
}) {
  const fetcher = useFetcher<typeof verifyEmailAction>();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const busy = fetcher.state !== 'idle';
  const reply = fetcher.data?.kind === 'resent' ? fetcher.data.message : answered;

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!signedIn) {
      const schemas = await accountSchemas.get();
      const problem = schemas
        ? fieldErrors(schemas.forgotPasswordSchema, { email })['email']
        : undefined;
      setError(problem);
      if (problem) return;
    }
    void fetcher.submit(form);
  };

  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => void send(event)}
      onFocus={accountSchemas.warm}
      noValidate
      className="grid gap-3 border-t border-line pt-4"
    >
      <CsrfField />
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
      {reply ? <Alert tone="info">{reply}</Alert> : null}
    </fetcher.Form>
  );
}
