import { MailCheck, MailX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES } from '../../../../shared/newsletter-messages.ts';
import { confirmNewsletter, unsubscribeNewsletter } from '../../../lib/api/newsletter.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { CardShell } from '../../../components/layout/card-shell.tsx';
import type { NewsletterOutcome } from '../newsletter-actions.ts';

const ACTIONS = {
  confirm: {
    call: confirmNewsletter,
    title: 'Confirm your subscription',
    subtitle: 'One click and you will receive our Dynamics 365 and Power Platform updates.',
    button: 'Confirm my subscription',
    busy: 'Confirming...',
    Icon: MailCheck,
    fallback: NEWSLETTER_MESSAGES.confirmFailed,
  },
  unsubscribe: {
    call: unsubscribeNewsletter,
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
export function NewsletterLinkPage({
  action,
  outcome,
}: {
  action: keyof typeof ACTIONS;
  /** The result of a press the browser posted itself (before the page's JavaScript ran). */
  outcome?: NewsletterOutcome | undefined;
}) {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const copy = ACTIONS[action];
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>(() =>
    outcome ? (outcome.ok ? 'done' : 'failed') : 'idle',
  );
  const [message, setMessage] = useState(outcome?.message ?? '');

  async function press(event: FormEvent) {
    event.preventDefault();
    setState('busy');
    const result = await copy.call({ email, token });
    setMessage(result.message ?? copy.fallback);
    setState(result.ok ? 'done' : 'failed');
  }

  const complete = Boolean(email && token);
  return (
    <CardShell title={copy.title} subtitle={copy.subtitle}>
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
          <form method="post" onSubmit={press} className="grid">
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" disabled={state === 'busy'}>
              {state === 'busy' ? copy.busy : copy.button}
            </Button>
          </form>
        ) : null}
        {state === 'done' ? (
          <ButtonLink to="/" variant="outline" className="w-full">
            Back to the home page
          </ButtonLink>
        ) : null}
      </div>
    </CardShell>
  );
}
