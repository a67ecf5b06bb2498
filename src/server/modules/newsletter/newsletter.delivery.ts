import { assertCan, type Actor } from '../../request-auth.ts';
import * as z from 'zod/mini';
import type { FastifyBaseLogger } from 'fastify';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  NEWSLETTER_NEWS_MESSAGES,
  type NewsletterSendKind,
} from '../../../shared/newsletter-delivery.ts';
import type { NewsletterNewsRequest } from '../../../shared/newsletter.ts';
import { fieldProblem } from '../../content/publishing.ts';
import { sanitizeContentHtml } from '../../content/sanitize-html.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import type {
  CurrentSettings,
  SettingsChange,
  SettingsReader,
} from '../settings/settings.types.ts';
import type { PublishedItem } from '../../content/publishing.ts';
import type { Database, Executor } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { defineJob, type JobQueue } from '../jobs/jobs.service.ts';
import { renderEmail, type MailMessage, type MailService } from '../mail/mail.service.ts';
import {
  DIGEST_SUBJECT,
  digestId,
  digestItemsFor,
  forgetItem,
  markDigested,
  NEWSLETTER_DIGEST_JOB,
  nextDigestAt,
  publishedInWeekBefore,
  recordItem,
} from './newsletter.digest.ts';
import {
  announcementMessage,
  digestMessage,
  newsBody,
  newsMessage,
  type AnnouncedItem,
  type NewsContent,
  type NewsletterLinks,
} from './newsletter.mails.ts';
import * as sends from './newsletter.sends.ts';
import type { Metrics } from '../../metrics.ts';

/** One batch of one send: its recipients whose turn it is. */
export const NEWSLETTER_BATCH_JOB = defineJob<{ sendId: string }>(
  'newsletter.batch',
  z.object({ sendId: z.string() }),
  // A batch that fails (the database away) is tried again; recipients keep their own state.
  { maxAttempts: 50 },
);

/** How often one recipient is tried when the mail server answers "not now". */
const MAX_ATTEMPTS_PER_RECIPIENT = 5;
/** Recipients of one batch handed to the mail server at once (the SMTP pool's connections). */
const SEND_CONCURRENCY = 3;

export interface DeliveryOptions {
  db: Database;
  jobs: JobQueue;
  mail: MailService;
  /**
   * The settings as they are now: the company's facts for every message,
   * and when the weekly digest goes (its schedule, in the company's zone).
   */
  settings: SettingsReader;
  /** The site's address (SITE_URL): every link in a message starts with it. */
  baseUrl: string;
  /** COMPANY_EMAIL_DOMAIN: the domain of each message's Message-ID. */
  emailDomain: string;
  log: FastifyBaseLogger;
  /** Each subscriber's own links (preferences, unsubscribe), signed. */
  linksFor(email: string, site: SiteSettings): NewsletterLinks;
  batchSize: number;
  ratePerMinute: number;
  maxFailures: number;
  /** A recipient left `sending` by a stopped worker is taken again after this long. */
  leaseMs: number;
  /** The first wait before a recipient refused "for now" is tried again; it doubles each time. */
  retryBaseMs: number;
  /** Counts recipients sent, bounced and failed (no-ops when metrics are off). */
  metrics?: Pick<Metrics, 'counter'>;
  now?: () => Date;
}

/** The SMTP reply code of a refusal (nodemailer's `responseCode`), if the server gave one. */
function smtpCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Newsletter delivery through the durable job queue: a send's recipients
 * are fixed when it starts, then taken in batches (`batchSize`), each batch
 * sent at once and the next one due when the pace allows (`ratePerMinute`
 * over every instance: one batch job per send at a time). Each recipient's
 * row records how far it got, so a restart or a crash resumes where it
 * stopped; a message is marked sent the moment the mail server accepts it,
 * and carries a Message-ID of its send and recipient, so the few copies a
 * crash at that very moment could send twice (those in flight, at most
 * SEND_CONCURRENCY) are the same messages to mail clients. A permanent refusal (5xx) marks the subscriber bounced; a
 * temporary one is tried again later; after `maxFailures` failures the send
 * pauses and staff are told.
 */
export function createDelivery(options: DeliveryOptions) {
  const { db, jobs, mail, settings, baseUrl, log } = options;
  const now = options.now ?? (() => new Date());
  const gapMs = 60_000 / options.ratePerMinute;
  const absolute = (address: string) => new URL(address, `${baseUrl}/`).href;
  const results = options.metrics?.counter(
    'newsletter_messages_total',
    'Newsletter recipients by result: sent, bounced (refused for good), failed (given up)',
    ['result'],
    [{ result: 'sent' }, { result: 'bounced' }, { result: 'failed' }],
  );

  /** A recipient's copy of a send; undefined when there is nothing for them (an empty digest). */
  async function messageFor(
    send: sends.SendRow,
    to: string,
    subscriptionId: string,
  ): Promise<MailMessage | undefined> {
    const messageId = `<newsletter.${send.id}.${subscriptionId}@${options.emailDomain}>`;
    const { site } = await settings();
    const links = options.linksFor(to, site);
    const kind = send.kind;
    if (kind === 'post' || kind === 'case-study') {
      return announcementMessage(site, {
        to,
        kind,
        item: send.content as unknown as AnnouncedItem,
        links,
        messageId,
      });
    }
    if (kind === 'digest') {
      const items = await digestItemsFor(db, subscriptionId, digestThrough(send));
      if (items.length === 0) return undefined;
      const entries = items.map((item) => ({ ...item, url: absolute(item.path) }));
      return digestMessage(site, { to, entries, links, messageId });
    }
    const news = send.content as unknown as NewsContent;
    return newsMessage(site, { to, news, links, messageId });
  }

  /** Up to when a digest send covers what was published. */
  const digestThrough = (send: sends.SendRow) => new Date(String(send.content['through']));

  /** After a recipient's turn: a digest has covered what it could list for them. */
  async function afterTurn(send: sends.SendRow, subscriptionId: string) {
    if (send.kind === 'digest') await markDigested(db, subscriptionId, digestThrough(send));
  }

  async function pauseForFailures(send: sends.SendRow, failures: number) {
    await db.transaction(async (tx) => {
      await sends.setSendStatus(tx, send.id, 'paused');
      await mail.queue(tx, pausedMessage((await settings(tx)).site, send, failures), send.id);
    });
    mail.flush();
    log.warn({ sendId: send.id, failures }, 'newsletter send paused after too many failures');
  }

  /** Schedules the send's next batch when the pace allows, or marks it done. */
  async function next(sendId: string, batchStarted: number, sentInBatch: number) {
    const send = await sends.findSend(db, sendId);
    if (!send || send.status !== 'sending') return;
    const { left, nextAt } = await sends.remaining(db, sendId, options.leaseMs);
    if (left === 0) {
      await sends.setSendStatus(db, sendId, 'done');
      log.info({ sendId }, 'newsletter send finished');
      return;
    }
    const paced = batchStarted + sentInBatch * gapMs;
    const at = Math.max(paced, nextAt?.getTime() ?? 0, now().getTime());
    await jobs.enqueue(
      db,
      NEWSLETTER_BATCH_JOB,
      { sendId },
      { subjectId: sendId, runAt: new Date(at) },
    );
    // The worker polls every few seconds; the pace wants this batch on time.
    setTimeout(() => jobs.wake(), Math.max(0, at - now().getTime())).unref();
  }

  jobs.register(NEWSLETTER_BATCH_JOB, async ({ sendId }) => {
    const send = await sends.findSend(db, sendId);
    if (!send || send.status !== 'sending') return;
    const started = now().getTime();
    const recipients = await sends.claimRecipients(
      db,
      sendId,
      send.kind,
      options.batchSize,
      options.leaseMs,
    );
    const current = send;
    let attempted = 0;
    let paused = false;

    /** One recipient's turn: sent, skipped, bounced, failed, or back in line. */
    async function turn(recipient: sends.ClaimedRecipient) {
      const { subscriptionId } = recipient;
      if (paused) {
        // Back in line for when staff resume the send.
        await sends.settleRecipient(db, sendId, subscriptionId, {
          status: 'queued',
          retryAt: now(),
          error: 'send paused',
        });
        return;
      }
      if (!recipient.wanted) {
        await sends.settleRecipient(db, sendId, subscriptionId, { status: 'skipped' });
        return;
      }
      try {
        const message = await messageFor(current, recipient.email, subscriptionId);
        if (!message) {
          await sends.settleRecipient(db, sendId, subscriptionId, { status: 'skipped' });
          await afterTurn(current, subscriptionId);
          return;
        }
        attempted += 1;
        await mail.deliverNow(message);
        await sends.settleRecipient(db, sendId, subscriptionId, { status: 'sent' });
        results?.inc({ result: 'sent' });
        await afterTurn(current, subscriptionId);
      } catch (err) {
        const error = err instanceof Error ? err.message.slice(0, 500) : String(err);
        const code = smtpCode(err);
        if (code !== undefined && code >= 500) {
          await db.transaction(async (tx) => {
            await sends.settleRecipient(tx, sendId, subscriptionId, { status: 'bounced', error });
            await sends.markBounced(tx, subscriptionId);
          });
          results?.inc({ result: 'bounced' });
        } else if (recipient.attempts >= MAX_ATTEMPTS_PER_RECIPIENT) {
          await sends.settleRecipient(db, sendId, subscriptionId, { status: 'failed', error });
          results?.inc({ result: 'failed' });
        } else {
          const delay = options.retryBaseMs * 2 ** (recipient.attempts - 1);
          await sends.settleRecipient(db, sendId, subscriptionId, {
            status: 'queued',
            retryAt: new Date(now().getTime() + delay),
            error,
          });
        }
        log.warn({ sendId, code, err: error }, 'newsletter recipient not sent');
        const failures = await sends.countFailure(db, sendId);
        if (failures >= options.maxFailures && !paused) {
          paused = true;
          await pauseForFailures(current, failures);
        }
      }
    }

    // A few at a time, as many as the mail transport keeps connections open.
    const waiting = [...recipients];
    await Promise.all(
      Array.from({ length: SEND_CONCURRENCY }, async () => {
        for (let next = waiting.shift(); next; next = waiting.shift()) await turn(next);
      }),
    );
    await next(sendId, started, Math.max(attempted, 1));
  });

  /** A send just created: its first batch queued, or finished at once when nobody is on its list. */
  async function launch(tx: Executor, send: { id: string; recipients: number }) {
    if (send.recipients === 0) await sends.setSendStatus(tx, send.id, 'done');
    else await jobs.enqueue(tx, NEWSLETTER_BATCH_JOB, { sendId: send.id }, { subjectId: send.id });
  }

  /**
   * The weekly digest of `at`: one send to the subscribers with the digest on
   * (one per scheduled time, whatever the instances), unless nothing was
   * published in the week before.
   */
  async function startDigest(at: Date): Promise<{ id: string; recipients: number } | undefined> {
    if (!(await publishedInWeekBefore(db, at))) {
      log.info({ at }, 'newsletter digest: nothing published this week, nothing sent');
      return undefined;
    }
    const send = await db.transaction(async (tx) => {
      const started = await sends.createSend(tx, {
        kind: 'digest',
        itemId: digestId(at),
        subject: `Weekly digest of ${at.toISOString().slice(0, 10)}`,
        content: { through: at.toISOString() },
      });
      if (started) await launch(tx, started);
      return started;
    });
    jobs.wake();
    return send;
  }

  /**
   * Queues the digest of the next scheduled time after `from` under the
   * settings given, in place of any waiting one: one digest job waits,
   * whatever the instances and however often the schedule changed.
   */
  async function queueNextDigest(tx: Executor, from: Date, current: CurrentSettings) {
    const next = nextDigestAt(from, current.digestSchedule, current.timeZone);
    await jobs.discardWaiting(tx, NEWSLETTER_DIGEST_JOB, { subjectIds: [DIGEST_SUBJECT] });
    await jobs.enqueue(
      tx,
      NEWSLETTER_DIGEST_JOB,
      { at: next.toISOString() },
      { subjectId: DIGEST_SUBJECT, runAt: next },
    );
    return next;
  }

  jobs.register(NEWSLETTER_DIGEST_JOB, async ({ at }) => {
    const slot = new Date(at);
    await startDigest(slot);
    const current = await settings();
    await db.transaction((tx) => queueNextDigest(tx, slot, current));
  });

  /** What every copy of an item's send is made from (absolute links). */
  const announced = (item: PublishedItem): AnnouncedItem => ({
    title: item.title,
    excerpt: item.excerpt,
    url: absolute(item.path),
    ...(item.image ? { image: absolute(item.image) } : {}),
  });

  /**
   * Starts a send of an item in the caller's transaction: one per item ever
   * (the database refuses a second), to the confirmed subscribers who want
   * this kind. Answers the send, or undefined when there is nothing to start.
   */
  async function startAnnouncement(
    tx: Executor,
    kind: 'post' | 'case-study',
    item: PublishedItem,
  ): Promise<{ id: string; recipients: number } | undefined> {
    const content = announced(item);
    const send = await sends.createSend(tx, {
      kind,
      itemId: item.id,
      subject: item.title,
      content: { ...content },
    });
    if (!send) return undefined;
    await launch(tx, send);
    return send;
  }

  return {
    /**
     * A content module's item changed publication (in its transaction): kept
     * for the digests while it is public, and e-mailed to the subscribers who
     * asked for its kind when the author chose to and it was never sent. Call
     * `jobs.wake()` after the commit.
     */
    async publicationChanged(
      tx: Executor,
      kind: 'post' | 'case-study',
      change: { id: string; published: boolean; item?: PublishedItem },
    ) {
      const { item } = change;
      if (!change.published || !item) return forgetItem(tx, kind, change.id);
      await recordItem(tx, kind, item);
      if (!item.emailSubscribers) return;
      const send = await startAnnouncement(tx, kind, item);
      if (send) {
        log.info({ sendId: send.id, kind, recipients: send.recipients }, 'newsletter send started');
      }
    },

    /** Queues the next weekly digest unless one is already waiting (at start, on every instance). */
    async scheduleDigest() {
      const { digestSchedule, timeZone } = await settings();
      const at = nextDigestAt(now(), digestSchedule, timeZone);
      await db.transaction((tx) =>
        jobs.enqueueUnlessWaiting(
          tx,
          NEWSLETTER_DIGEST_JOB,
          { at: at.toISOString() },
          DIGEST_SUBJECT,
          {
            runAt: at,
          },
        ),
      );
    },

    /**
     * The settings changed (in the change's transaction): a new digest
     * schedule or time zone puts the waiting digest at its new next time.
     */
    async settingsChanged(tx: Executor, change: SettingsChange) {
      if (!change.changes.digestSchedule && !change.changes.timeZone) return;
      const at = await queueNextDigest(tx, now(), change.after);
      log.info({ at }, 'newsletter digest moved to the new schedule');
    },

    /**
     * Staff's industry news: to the subscribers with industry news on, once
     * per key (a second press answers that it was sent), or as a test to
     * the sender's own address.
     */
    async news(input: NewsletterNewsRequest, staffEmail: string, actor: Actor) {
      assertCan(actor, 'newsletter.send');
      const body = newsBody(sanitizeContentHtml(input.content), baseUrl);
      if (!body.text) throw fieldProblem('content', NEWSLETTER_NEWS_MESSAGES.contentRequired);
      const news: NewsContent = { subject: input.subject, ...body };
      if (input.test) {
        const { site } = await settings();
        const message = newsMessage(site, {
          to: staffEmail,
          news,
          links: options.linksFor(staffEmail, site),
        });
        await mail.queue(db, { ...message, subject: `[Test] ${message.subject}` });
        mail.flush();
        return { message: D.testSent, recipients: 0 };
      }
      const send = await db.transaction(async (tx) => {
        const started = await sends.createSend(tx, {
          kind: 'news',
          itemId: input.key,
          subject: input.subject,
          content: { ...news },
        });
        if (!started) throw new Conflict(NEWSLETTER_NEWS_MESSAGES.alreadySent);
        await launch(tx, started);
        return started;
      });
      jobs.wake();
      log.info({ sendId: send.id, recipients: send.recipients }, 'newsletter news started');
      return {
        message:
          send.recipients === 0
            ? NEWSLETTER_NEWS_MESSAGES.nobody
            : NEWSLETTER_NEWS_MESSAGES.started,
        recipients: send.recipients,
      };
    },

    /** Starts the digest of a scheduled time (the job; tests call it with their own time). */
    startDigest,

    /** Confirmed subscribers a send of this kind would reach now (the authoring form's count). */
    audience: (kind: NewsletterSendKind) => sends.audienceCount(db, kind),

    /**
     * The author's test: what subscribers would get, to their own address,
     * with "[Test]" before the subject; queued like any other e-mail.
     */
    async testAnnouncement(kind: 'post' | 'case-study', item: PublishedItem, to: string) {
      const { site } = await settings();
      const message = announcementMessage(site, {
        to,
        kind,
        item: announced(item),
        links: options.linksFor(to, site),
      });
      await mail.queue(db, { ...message, subject: `[Test] ${message.subject}` });
      mail.flush();
    },

    list: (limit = 50) => sends.listSends(db, limit),

    async pause(sendId: string, actor: Actor) {
      assertCan(actor, 'newsletter.send');
      const send = await sends.findSend(db, sendId);
      if (!send) throw new NotFound(D.sendNotFound);
      if (send.status === 'done') throw new Conflict(D.sendFinished);
      await sends.setSendStatus(db, sendId, 'paused');
    },

    async resume(sendId: string, actor: Actor) {
      assertCan(actor, 'newsletter.send');
      const send = await sends.findSend(db, sendId);
      if (!send) throw new NotFound(D.sendNotFound);
      if (send.status === 'done') throw new Conflict(D.sendFinished);
      if (send.status === 'sending') return;
      await db.transaction(async (tx) => {
        await sends.setSendStatus(tx, sendId, 'sending');
        await jobs.enqueue(tx, NEWSLETTER_BATCH_JOB, { sendId }, { subjectId: sendId });
      });
      jobs.wake();
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;

function pausedMessage(site: SiteSettings, send: sends.SendRow, failures: number): MailMessage {
  return {
    to: site.email,
    subject: `Newsletter paused after ${failures} failed deliveries`,
    ...renderEmail(site, {
      heading: 'A newsletter send is paused',
      paragraphs: [
        `The send "${send.subject}" stopped after ${failures} recipients could not be reached. The mail server may be refusing messages.`,
        'Check the mail settings, then resume the send from the Newsletters view; recipients already sent are not sent again.',
      ],
      action: { label: 'Open the Newsletters view', href: `${site.baseUrl}/dashboard/newsletters` },
    }),
  };
}
