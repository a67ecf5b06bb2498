import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { affectedRows, rowsOf } from '../../db/results.ts';
import { newsletterDeliveries, newsletterSends, newsletterSubscriptions } from '../../db/schema.ts';
import {
  SEND_AUDIENCE,
  type NewsletterDeliveryStatus,
  type NewsletterSendKind,
  type NewsletterSendView,
  type NewsletterSendStatus,
} from '../../../shared/newsletter-delivery.ts';

/*
 * The newsletter's sends and their recipients. A send's recipients are fixed
 * when it starts (one row each, in one statement), and each row moves on
 * its own: queued → sending → sent, failed, bounced or skipped.
 */

export type SendRow = typeof newsletterSends.$inferSelect;

/** Which column of a subscription a send's recipients must have on. */
const preferenceColumn = (kind: NewsletterSendKind) => newsletterSubscriptions[SEND_AUDIENCE[kind]];

/** Confirmed subscribers who want this kind of send. */
export async function audienceCount(db: Executor, kind: NewsletterSendKind): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.status, 'active'), eq(preferenceColumn(kind), true)));
  return Number(row?.n ?? 0);
}

/**
 * Starts a send: the send and one queued row per confirmed subscriber with
 * the matching preference, in the caller's transaction. An item already sent
 * (the unique index on kind and item) starts nothing: undefined.
 */
export async function createSend(
  db: Executor,
  input: {
    kind: NewsletterSendKind;
    itemId: string | null;
    subject: string;
    content: Record<string, unknown>;
  },
): Promise<{ id: string; recipients: number } | undefined> {
  const [send] = await db
    .insert(newsletterSends)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: newsletterSends.id });
  if (!send) return undefined;
  const preference = sql.identifier(preferenceColumn(input.kind).name);
  const result = await db.execute(sql`
    insert into newsletter_deliveries (send_id, subscription_id)
    select ${send.id}, id from newsletter_subscriptions
    where status = 'active' and ${preference} = true`);
  return { id: send.id, recipients: affectedRows(result) };
}

export async function findSend(db: Executor, id: string): Promise<SendRow | undefined> {
  const [row] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, id));
  return row;
}

export async function setSendStatus(db: Executor, id: string, status: NewsletterSendStatus) {
  await db
    .update(newsletterSends)
    .set({ status, updatedAt: new Date() })
    .where(eq(newsletterSends.id, id));
}

/** A recipient as the worker needs it: the address and whether they still want this send. */
export interface ClaimedRecipient {
  subscriptionId: string;
  email: string;
  attempts: number;
  wanted: boolean;
}

/**
 * Takes up to `limit` recipients of a send whose turn it is (queued and due,
 * or left `sending` by a worker that stopped more than `leaseMs` ago) and
 * marks them `sending`; concurrent workers never take the same row.
 * `wanted` is read now, so an unsubscribe or a preference turned off counts
 * until the recipient's turn.
 */
export async function claimRecipients(
  db: Executor,
  sendId: string,
  kind: NewsletterSendKind,
  limit: number,
  leaseMs: number,
): Promise<ClaimedRecipient[]> {
  const preference = sql.identifier(preferenceColumn(kind).name);
  const result = await db.execute<Record<string, unknown>>(sql`
    with due as (
      select subscription_id from newsletter_deliveries
      where send_id = ${sendId}
        and ((status = 'queued' and (retry_at is null or retry_at <= now()))
          or (status = 'sending' and locked_at < now() - make_interval(secs => ${leaseMs / 1000})))
      order by subscription_id
      limit ${limit}
      for update skip locked
    )
    update newsletter_deliveries d
    set status = 'sending', locked_at = now(), attempts = d.attempts + 1
    from due, newsletter_subscriptions s
    where d.send_id = ${sendId} and d.subscription_id = due.subscription_id
      and s.id = d.subscription_id
    returning d.subscription_id, s.email, d.attempts,
      (s.status = 'active' and s.${preference} = true) as wanted`);
  return rowsOf(result).map((row) => ({
    subscriptionId: String(row['subscription_id']),
    email: String(row['email']),
    attempts: Number(row['attempts']),
    wanted: row['wanted'] === true,
  }));
}

/** Where a recipient's delivery ended up (or, for a retry, when it is due again). */
export async function settleRecipient(
  db: Executor,
  sendId: string,
  subscriptionId: string,
  outcome:
    | { status: Exclude<NewsletterDeliveryStatus, 'queued' | 'sending'>; error?: string }
    | { status: 'queued'; retryAt: Date; error: string },
) {
  await db
    .update(newsletterDeliveries)
    .set({
      status: outcome.status,
      lockedAt: null,
      sentAt: outcome.status === 'sent' ? new Date() : null,
      retryAt: outcome.status === 'queued' ? outcome.retryAt : null,
      lastError: 'error' in outcome ? (outcome.error ?? null) : null,
    })
    .where(
      and(
        eq(newsletterDeliveries.sendId, sendId),
        eq(newsletterDeliveries.subscriptionId, subscriptionId),
      ),
    );
}

/** Adds one failure to a send; answers the new count. */
export async function countFailure(db: Executor, sendId: string): Promise<number> {
  const [row] = await db
    .update(newsletterSends)
    .set({ failures: sql`${newsletterSends.failures} + 1`, updatedAt: new Date() })
    .where(eq(newsletterSends.id, sendId))
    .returning({ failures: newsletterSends.failures });
  return row?.failures ?? 0;
}

/** A permanent refusal: nothing more goes to the address until it subscribes again. */
export async function markBounced(db: Executor, subscriptionId: string) {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'bounced', updatedAt: new Date() })
    .where(eq(newsletterSubscriptions.id, subscriptionId));
}

/**
 * Recipients still to do, and when the next of them is due: a queued one at
 * its retry time (or now), one left `sending` by a worker that stopped once
 * its lease has run out (never sooner, or the batches would spin until then).
 */
export async function remaining(
  db: Executor,
  sendId: string,
  leaseMs: number,
): Promise<{ left: number; nextAt: Date | null }> {
  const d = newsletterDeliveries;
  const [row] = await db
    .select({
      left: sql<number>`count(*)::int`,
      nextAt: sql<Date | null>`min(case when ${d.status} = 'queued' then coalesce(${d.retryAt}, now())
        else ${d.lockedAt} + make_interval(secs => ${leaseMs / 1000}) end)`,
    })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.sendId, sendId),
        sql`${newsletterDeliveries.status} in ('queued', 'sending')`,
      ),
    );
  const nextAt = row?.nextAt ? new Date(row.nextAt) : null;
  return { left: Number(row?.left ?? 0), nextAt };
}

/** Sends, newest first, with their recipients counted by status (the staff view). */
export async function listSends(db: Executor, limit: number): Promise<NewsletterSendView[]> {
  const sends = await db
    .select()
    .from(newsletterSends)
    .orderBy(desc(newsletterSends.createdAt))
    .limit(limit);
  if (sends.length === 0) return [];
  const counts = await db
    .select({
      sendId: newsletterDeliveries.sendId,
      status: newsletterDeliveries.status,
      n: sql<number>`count(*)::int`,
    })
    .from(newsletterDeliveries)
    .where(
      sql`${newsletterDeliveries.sendId} in (${sql.join(
        sends.map((send) => sql`${send.id}`),
        sql`, `,
      )})`,
    )
    .groupBy(newsletterDeliveries.sendId, newsletterDeliveries.status);
  return sends.map((send) => {
    const of = counts.filter((count) => count.sendId === send.id);
    const by = (status: NewsletterDeliveryStatus) =>
      Number(of.find((count) => count.status === status)?.n ?? 0);
    return {
      id: send.id,
      kind: send.kind,
      subject: send.subject,
      status: send.status,
      createdAt: send.createdAt.toISOString(),
      recipients: of.reduce((sum, count) => sum + Number(count.n), 0),
      sent: by('sent'),
      failed: by('failed'),
      bounced: by('bounced'),
      skipped: by('skipped'),
      pending: by('queued') + by('sending'),
    };
  });
}

/** The sends not done yet by status, and their recipients by status: what the metrics show. */
export async function unfinished(db: Executor): Promise<{
  sends: Array<{ status: NewsletterSendStatus; count: number }>;
  recipients: Array<{ status: NewsletterDeliveryStatus; count: number }>;
}> {
  const sendRows = await db
    .select({ status: newsletterSends.status, count: sql<number>`count(*)::int` })
    .from(newsletterSends)
    .where(sql`${newsletterSends.status} <> 'done'`)
    .groupBy(newsletterSends.status);
  const recipientRows = await db
    .select({ status: newsletterDeliveries.status, count: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSends, eq(newsletterSends.id, newsletterDeliveries.sendId))
    .where(sql`${newsletterSends.status} <> 'done'`)
    .groupBy(newsletterDeliveries.status);
  return {
    sends: sendRows.map((row) => ({ status: row.status, count: Number(row.count) })),
    recipients: recipientRows.map((row) => ({ status: row.status, count: Number(row.count) })),
  };
}
