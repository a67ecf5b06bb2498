import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { addDays, dateInZone, zonedTimeToInstant } from '../../../shared/time-zones.ts';
import type { Database, Executor } from '../../db/client.ts';
import { newsletterItems, newsletterSubscriptions } from '../../db/schema.ts';
import { rowsOf } from '../../db/results.ts';
import { defineJob } from '../jobs/jobs.service.ts';

/*
 * The weekly digest: at NEWSLETTER_DIGEST_SCHEDULE (a weekday and a time in
 * the company's time zone) one send to the subscribers with the digest on.
 * Each one's copy lists what was published since their last digest (or
 * since they subscribed), leaving out what a post's own e-mail already
 * brought them; a subscriber with nothing new gets nothing, and a week with
 * nothing published starts no send at all.
 */

/** The digest of one scheduled time; a new one is queued for the next time when it runs. */
export const NEWSLETTER_DIGEST_JOB = defineJob<{ at: string }>(
  'newsletter.digest',
  z.object({ at: z.string() }),
  { maxAttempts: 50 },
);

/** The subject every digest job shares, so one instance's start-up never queues a second. */
export const DIGEST_SUBJECT = 'newsletter-digest';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The first digest time strictly after `now`: "mon 09:00" in `timeZone`. */
export function nextDigestAt(now: Date, schedule: string, timeZone: string): Date {
  const [day = 'mon', time = '09:00'] = schedule.toLowerCase().split(' ');
  const weekday = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  const today = dateInZone(now, timeZone);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const date = addDays(today, ahead);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) continue;
    const at = zonedTimeToInstant(date, time, timeZone);
    if (at > now) return at;
  }
  return zonedTimeToInstant(addDays(today, 7), time, timeZone);
}

/** The digest of a scheduled time, as an item id: the same on every instance (one send per time). */
export function digestId(at: Date): string {
  const hex = createHash('sha256').update(`digest|${at.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether anything was published in the week before `at` (else the week is skipped). */
export async function publishedInWeekBefore(db: Executor, at: Date): Promise<boolean> {
  const since = new Date(at.getTime() - 7 * 24 * 3600 * 1000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterItems)
    .where(and(gt(newsletterItems.publishedAt, since), lte(newsletterItems.publishedAt, at)));
  return Number(row?.n ?? 0) > 0;
}

/** A digest entry as stored: the page's path on the site. */
export interface DigestItem {
  title: string;
  excerpt: string;
  path: string;
}

/**
 * What one subscriber's digest lists: published up to `through`, after their
 * last digest (or their subscription), and not already sent, or on its way,
 * to them by the item's own e-mail. Newest first.
 */
export async function digestItemsFor(
  db: Database,
  subscriptionId: string,
  through: Date,
): Promise<DigestItem[]> {
  const result = await db.execute(sql`
    select i.title, i.excerpt, i.path from newsletter_items i, newsletter_subscriptions s
    where s.id = ${subscriptionId}
      and i.published_at <= ${through.toISOString()}
      and i.published_at > coalesce(s.digest_through, s.subscribed_at, s.created_at)
      and not exists (
        select 1 from newsletter_deliveries d join newsletter_sends n on n.id = d.send_id
        where d.subscription_id = s.id and n.kind = i.kind and n.item_id = i.item_id
          and d.status in ('queued', 'sending', 'sent'))
    order by i.published_at desc
    limit 50`);
  return rowsOf(result).map((row) => ({
    title: String(row['title']),
    excerpt: String(row['excerpt']),
    path: String(row['path']),
  }));
}

/** The subscriber's digests have covered everything up to `through`. */
export async function markDigested(db: Executor, subscriptionId: string, through: Date) {
  await db
    .update(newsletterSubscriptions)
    .set({ digestThrough: through })
    .where(eq(newsletterSubscriptions.id, subscriptionId));
}

/** What the newsletter keeps of an item while it is public (what digests list). */
export async function recordItem(
  db: Executor,
  kind: 'post' | 'case-study',
  item: {
    id: string;
    title: string;
    excerpt: string;
    path: string;
    image?: string;
    publishedAt: Date;
  },
) {
  const values = {
    kind,
    itemId: item.id,
    title: item.title,
    excerpt: item.excerpt,
    path: item.path,
    image: item.image ?? null,
    publishedAt: item.publishedAt,
  };
  await db
    .insert(newsletterItems)
    .values(values)
    .onConflictDoUpdate({ target: [newsletterItems.kind, newsletterItems.itemId], set: values });
}

export async function forgetItem(db: Executor, kind: 'post' | 'case-study', id: string) {
  await db
    .delete(newsletterItems)
    .where(and(eq(newsletterItems.kind, kind), eq(newsletterItems.itemId, id)));
}
