import { Link } from 'react-router';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  NEWSLETTER_PREFERENCE_KEYS,
  NEWSLETTER_PREFERENCE_LABELS,
  type NewsletterSendKind,
  type NewsletterSendView,
} from '../../../../shared/newsletter-delivery.ts';
import {
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
} from '../../../../shared/newsletter-messages.ts';
import { ExportCsvButton } from '../../../components/partials/export-csv-button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useNewsletters } from './use-newsletters.ts';

const KIND_LABEL: Record<NewsletterSendKind, string> = {
  post: 'Blog post',
  'case-study': 'Case study',
  digest: 'Weekly digest',
  news: 'Industry news',
};

const SEND_STATUS_LABEL = { sending: 'Sending', paused: 'Paused', done: 'Finished' } as const;

const SUBSCRIBER_STATUS_LABEL: Record<NewsletterStatus, string> = {
  active: 'Confirmed',
  pending: 'Waiting for confirmation',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Staff: what the newsletter sent and is sending, and to whom it can send. */
export function NewslettersView() {
  const view = useNewsletters();
  return (
    <div className="container-page section grid gap-8">
      <header>
        <Link to="/dashboard" className="font-semibold text-brand-700 hover:underline">
          Back to the dashboard
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-ink">Newsletters</h1>
        <p className="text-muted">
          Each published post or case study goes once to the subscribers who asked for it. No open
          or click tracking: the e-mails carry no pixels and no rewritten links.
        </p>
        <ButtonLink to="/dashboard/newsletters/news" className="mt-4">
          Write industry news
        </ButtonLink>
      </header>

      <section aria-labelledby="sends-heading" className="grid gap-4">
        <h2 id="sends-heading" className="text-xl font-bold text-ink">
          Sends
        </h2>
        {view.failed ? (
          <Alert tone="error">
            {D.sendsFailed}{' '}
            <button
              type="button"
              onClick={view.reload}
              className="min-h-11 font-semibold underline"
            >
              Try again
            </button>
          </Alert>
        ) : null}
        {view.sends === null && !view.failed ? <p className="text-muted">Loading…</p> : null}
        {view.sends?.length === 0 ? (
          <p className="text-muted">
            Nothing sent yet: publish a post with “E-mail to subscribers” on.
          </p>
        ) : null}
        <ol className="grid gap-4">
          {view.sends?.map((send) => (
            <SendItem
              key={send.id}
              send={send}
              busy={view.busy}
              onChange={(action) => void view.change(send.id, action)}
            />
          ))}
        </ol>
      </section>

      <section aria-labelledby="subscribers-heading" className="grid gap-4">
        <h2 id="subscribers-heading" className="text-xl font-bold text-ink">
          Subscribers
        </h2>
        <div role="group" aria-label="Show subscribers" className="flex flex-wrap gap-2">
          {[undefined, ...NEWSLETTER_STATUSES].map((status) => (
            <button
              key={status ?? 'all'}
              type="button"
              aria-pressed={view.status === status}
              onClick={() => view.showStatus(status)}
              className={cn(
                'min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-line',
                view.status === status ? 'bg-brand-600 text-white' : 'bg-white text-ink',
              )}
            >
              {status ? SUBSCRIBER_STATUS_LABEL[status] : 'All'}
              {view.subscribers && status ? ` (${view.subscribers.counts[status]})` : ''}
            </button>
          ))}
        </div>
        <ExportCsvButton
          list="newsletter subscribers"
          fallbackName="newsletter-subscribers.csv"
          download={view.exportSubscribers}
        />
        {view.subscribers?.list.length === 0 ? (
          <p className="text-muted">No subscribers here yet.</p>
        ) : null}
        <ul className="grid gap-3">
          {view.subscribers?.list.map((subscriber) => (
            <li
              key={subscriber.email}
              className="grid gap-1 rounded-lg border border-line bg-white p-4 text-sm"
            >
              <span className="font-semibold break-all text-ink">{subscriber.email}</span>
              <span className="text-muted">
                {SUBSCRIBER_STATUS_LABEL[subscriber.status]}
                {subscriber.subscribedAt
                  ? ` since ${dateTime.format(new Date(subscriber.subscribedAt))}`
                  : ''}
              </span>
              <span className="text-muted">
                Receives:{' '}
                {NEWSLETTER_PREFERENCE_KEYS.filter((key) => subscriber.preferences[key])
                  .map((key) => NEWSLETTER_PREFERENCE_LABELS[key].label)
                  .join(', ') || 'nothing'}
              </span>
            </li>
          ))}
        </ul>
        {view.subscribers && view.subscribers.pages > 1 ? (
          <nav aria-label="Subscriber pages" className="flex items-center gap-3">
            <Button
              variant="outline"
              disabled={view.page <= 1}
              onClick={() => view.setPage(view.page - 1)}
            >
              Previous
            </Button>
            <span className="text-sm text-muted">
              Page {view.page} of {view.subscribers.pages}
            </span>
            <Button
              variant="outline"
              disabled={view.page >= view.subscribers.pages}
              onClick={() => view.setPage(view.page + 1)}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}

function SendItem({
  send,
  busy,
  onChange,
}: {
  send: NewsletterSendView;
  busy: boolean;
  onChange: (action: 'pause' | 'resume') => void;
}) {
  const done = send.sent + send.failed + send.bounced + send.skipped;
  return (
    <li className="grid gap-3 rounded-lg border border-line bg-white p-4" data-send={send.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{send.subject}</h3>
        <span className="text-sm text-muted">
          {KIND_LABEL[send.kind]} · {dateTime.format(new Date(send.createdAt))} ·{' '}
          <strong className="text-ink">{SEND_STATUS_LABEL[send.status]}</strong>
        </span>
      </div>
      <progress
        className="h-2 w-full"
        max={Math.max(send.recipients, 1)}
        value={done}
        aria-label={`${send.subject}: ${done} of ${send.recipients} done`}
      />
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {(
          [
            ['Recipients', send.recipients],
            ['Sent', send.sent],
            ['Pending', send.pending],
            ['Failed', send.failed],
            ['Bounced', send.bounced],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {send.status !== 'done' ? (
        <div>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => onChange(send.status === 'sending' ? 'pause' : 'resume')}
          >
            {send.status === 'sending' ? 'Pause' : 'Resume'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
