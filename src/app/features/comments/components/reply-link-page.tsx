import { BellOff, BellRing } from 'lucide-react';
import { useFetcher, useSearchParams } from 'react-router';
import { COMMENT_MESSAGES } from '../../../../shared/comment-messages.ts';
import { CardShell } from '../../../components/layout/card-shell.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ReplyLinkOutcome } from '../reply-notification-actions.ts';

const PAGES = {
  confirm: {
    title: 'Confirm reply notifications',
    subtitle: 'One click and we will e-mail you when someone replies to your comments.',
    Icon: BellRing,
    buttons: [{ scope: 'thread', label: 'Confirm reply notifications' }],
  },
  stop: {
    title: 'Stop reply notifications',
    subtitle: 'Choose which e-mails about replies to your comments you no longer want.',
    Icon: BellOff,
    buttons: [
      { scope: 'thread', label: 'Stop for this comment' },
      { scope: 'all', label: 'Stop all reply e-mails' },
    ],
  },
} as const;

/**
 * The pages the reply-notification e-mails link to. The change takes a
 * button press (a POST through the fetcher, or the browser's own post before
 * the page has hydrated): a mail scanner that opens the link changes nothing.
 */
export function ReplyLinkPage({
  kind,
  outcome,
}: {
  kind: keyof typeof PAGES;
  outcome: ReplyLinkOutcome | undefined;
}) {
  const [params] = useSearchParams();
  const fetcher = useFetcher<ReplyLinkOutcome>();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const thread = params.get('thread') ?? '';
  const page = PAGES[kind];
  const answer = fetcher.data ?? outcome;
  const complete = Boolean(email && token);
  const buttons = page.buttons.filter(
    (button) => button.scope === 'all' || kind === 'confirm' || thread,
  );
  return (
    <CardShell title={page.title} subtitle={page.subtitle}>
      <div className="grid gap-4">
        <page.Icon aria-hidden="true" className="size-10 text-brand-600" />
        {email ? (
          <p className="break-all text-ink">
            Address: <strong>{email}</strong>
          </p>
        ) : null}
        {!complete ? <Alert tone="error">{COMMENT_MESSAGES.notifyInvalidLink}</Alert> : null}
        {answer ? <Alert tone={answer.ok ? 'success' : 'error'}>{answer.message}</Alert> : null}
        {complete && !answer?.ok ? (
          <fetcher.Form method="post" className="grid gap-3">
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="token" value={token} />
            {thread ? <input type="hidden" name="thread" value={thread} /> : null}
            {buttons.map((button, index) => (
              <Button
                key={button.scope}
                type="submit"
                name="scope"
                value={button.scope}
                size="lg"
                variant={index === 0 ? 'primary' : 'outline'}
                disabled={fetcher.state !== 'idle'}
              >
                {button.label}
              </Button>
            ))}
          </fetcher.Form>
        ) : null}
      </div>
    </CardShell>
  );
}
