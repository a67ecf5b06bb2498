import { Link, useFetcher, useLocation } from 'react-router';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  NEWSLETTER_NEWS_MESSAGES as M,
  NEWSLETTER_PREFERENCE_KEYS,
  NEWSLETTER_PREFERENCE_LABELS,
  type NewsletterSendKind,
  type NewsletterSendView,
  type NewsletterSubscriberView,
} from '../../../../shared/newsletter-delivery.ts';
import {
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
} from '../../../../shared/newsletter-messages.ts';
import { ExportCsvButton } from '../../../components/partials/export-csv-button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FilterChips, ListPager } from '../../../components/ui/list-navigation.tsx';
import { exportNewsletterSubscribers } from '../../../lib/api/downloads.ts';
import { CsrfField } from '../../accounts/public.ts';
import type { newslettersData, SendChangeOutcome } from '../newsletter-dashboard-data.ts';
import { newslettersHref, useSendProgress } from './use-newsletters.ts';

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

/** What the route's loader read for staff. */
export type NewslettersData = Exclude<
  Awaited<ReturnType<typeof newslettersData>>,
  { denied: true }
>;

/**
 * Staff: what the newsletter sent and is sending, and to whom it can send.
 * Everything comes from the route's loader; the status and page of the
 * subscribers are in the address.
 */
export function NewslettersView({
  data,
  changed,
}: {
  data: NewslettersData;
  /** A Pause or Resume posted without JavaScript: its outcome. */
  changed: SendChangeOutcome | undefined;
}) {
  const { sends, subscribers, status, page } = data;
  const location = useLocation();
  useSendProgress(sends);
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
      {data.news ? (
        <Alert tone={data.news === 'started' ? 'success' : 'info'}>{M[data.news]}</Alert>
      ) : null}
      {sends === null || subscribers === null ? (
        <Alert tone="error">
          {D.sendsFailed}{' '}
          <Link
            to={`${location.pathname}${location.search}`}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            Try again
          </Link>
        </Alert>
      ) : null}

      <section aria-labelledby="sends-heading" className="grid gap-4">
        <h2 id="sends-heading" className="text-xl font-bold text-ink">
          Sends
        </h2>
        {sends?.length === 0 ? (
          <p className="text-muted">
            Nothing sent yet: publish a post with “E-mail to subscribers” on.
          </p>
        ) : null}
        <ol className="grid gap-4">
          {sends?.map((send) => (
            <SendItem
              key={send.id}
              send={send}
              changed={changed?.id === send.id ? changed : undefined}
            />
          ))}
        </ol>
      </section>

      <section aria-labelledby="subscribers-heading" className="grid gap-4">
        <h2 id="subscribers-heading" className="text-xl font-bold text-ink">
          Subscribers
        </h2>
        <FilterChips
          label="Show subscribers"
          chips={[undefined, ...NEWSLETTER_STATUSES].map((chip) => ({
            id: chip ?? 'all',
            name: chip ? SUBSCRIBER_STATUS_LABEL[chip] : 'All',
            href: newslettersHref(chip),
            current: status === chip,
            count: chip ? subscribers?.counts[chip] : undefined,
          }))}
        />
        <ExportCsvButton
          list="newsletter subscribers"
          fallbackName="newsletter-subscribers.csv"
          download={() => exportNewsletterSubscribers(status)}
        />
        {subscribers?.list.length === 0 ? (
          <p className="text-muted">No subscribers here yet.</p>
        ) : null}
        <ul className="grid gap-3">
          {subscribers?.list.map((subscriber) => (
            <SubscriberItem key={subscriber.email} subscriber={subscriber} />
          ))}
        </ul>
        {subscribers ? (
          <ListPager
            current={page}
            pages={subscribers.pages}
            hrefFor={(next) => newslettersHref(status, next)}
            copy={{ label: 'Subscriber pages', previous: 'Previous', next: 'Next' }}
          />
        ) : null}
      </section>
    </div>
  );
}

function SubscriberItem({ subscriber }: { subscriber: NewsletterSubscriberView }) {
  return (
    <li className="grid gap-1 rounded-lg border border-line bg-white p-4 text-sm">
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
  );
}

/**
 * One send: its progress and, until it has finished, Pause or Resume: a
 * form posted to the route's action (through the fetcher once the page has
 * hydrated, as a plain post before), after which the loader is read again.
 */
function SendItem({
  send,
  changed,
}: {
  send: NewsletterSendView;
  changed: SendChangeOutcome | undefined;
}) {
  const fetcher = useFetcher<SendChangeOutcome>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data ?? changed;
  const done = send.sent + send.failed + send.bounced + send.skipped;
  const intent = send.status === 'sending' ? 'pause' : 'resume';
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
      <div aria-live="polite">
        {answer ? <Alert tone={answer.ok ? 'success' : 'error'}>{answer.message}</Alert> : null}
      </div>
      {send.status !== 'done' ? (
        <fetcher.Form method="post" preventScrollReset>
          <CsrfField />
          <input type="hidden" name="id" value={send.id} />
          <Button type="submit" name="intent" value={intent} variant="outline" disabled={busy}>
            {intent === 'pause' ? 'Pause' : 'Resume'}
          </Button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
