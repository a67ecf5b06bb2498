import { MailCheck, MailX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES } from '../../../../shared/newsletter-messages.ts';
import { postJson } from '../../../lib/api-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { AuthShell } from '../auth/auth-shell.tsx';

const ACTIONS = {
  confirm: {
    path: '/api/newsletter/confirm',
    title: 'Confirm your subscription',
    subtitle: 'One click and you will receive our Dynamics 365 and Power Platform updates.',
    button: 'Confirm my subscription',
    busy: 'Confirming...',
    Icon: MailCheck,
    fallback: 'Failed to confirm your subscription. Please try again.',
  },
  unsubscribe: {
    path: '/api/newsletter/unsubscribe',
    title: 'Unsubscribe from our newsletter',
    subtitle: 'You will receive no more newsletter e-mails at this address.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    Icon: MailX,
    fallback: NEWSLETTER_MESSAGES.unsubscribeFailed,
  },
} as const;

/**
 * The pages the newsletter e-mails link to (/newsletter/confirm and
 * /unsubscribe). The change takes a button press (a POST): mail scanners
 * that open every link must not subscribe or unsubscribe anyone.
 */
export function NewsletterLinkPage({ action }: { action: keyof typeof ACTIONS }) {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const copy = ACTIONS[action];
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const [message, setMessage] = useState('');

  async function press() {
    setState('busy');
    const result = await postJson(copy.path, { email, token });
    setMessage(result.message ?? copy.fallback);
    setState(result.ok ? 'done' : 'failed');
  }

  const complete = Boolean(email && token);
  return (
    <AuthShell title={copy.title} subtitle={copy.subtitle}>
      <div className="grid gap-4">
        <copy.Icon aria-hidden="true" className="size-10 text-brand-600" />
        {email ? (
          <p className="break-all text-ink">
            Address: <strong>{email}</strong>
          </p>
        ) : null}
        {!complete ? <Alert tone="error">{NEWSLETTER_MESSAGES.invalidLink}</Alert> : null}
        {state === 'done' ? <Alert tone="success">{message}</Alert> : null}
        {state === 'failed' ? <Alert tone="error">{message}</Alert> : null}
        {complete && state !== 'done' ? (
          <Button size="lg" onClick={press} disabled={state === 'busy'}>
            {state === 'busy' ? copy.busy : copy.button}
          </Button>
        ) : null}
        {state === 'done' ? (
          <ButtonLink to="/" variant="outline" className="w-full">
            Back to the home page
          </ButtonLink>
        ) : null}
      </div>
    </AuthShell>
  );
}
