import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestInBatches } from '../../db/keyset.ts';
import { newsletterDeliveries, newsletterSends, newsletterSubscriptions } from '../../db/schema.ts';
import type { NewsletterSubscribeRequest } from '../../../shared/newsletter.ts';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export async function findByEmail(
  db: Executor,
  email: string,
): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  return rows[0];
}

/**
 * Creates the subscription or brings an existing one up to date in one
 * statement, so two simultaneous sign-ups for one address never collide.
 * Names are only replaced by non-empty values; preferences take the new choice.
 * Double opt-in: a new or unsubscribed address becomes `pending` until its
 * owner confirms; an active one stays active.
 */
export async function upsertPending(
  db: Executor,
  input: NewsletterSubscribeRequest,
): Promise<{ row: SubscriptionRow; previousStatus: SubscriptionRow['status'] | null }> {
  const existing = await findByEmail(db, input.email);
  const now = new Date();
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email: input.email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      source: input.source,
      ...input.preferences,
      status: 'pending',
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        firstName: sql`coalesce(excluded.first_name, ${newsletterSubscriptions.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${newsletterSubscriptions.lastName})`,
        blogUpdates: sql`excluded.blog_updates`,
        caseStudies: sql`excluded.case_studies`,
        industryNews: sql`excluded.industry_news`,
        weeklyDigest: sql`excluded.weekly_digest`,
        status: sql`case when ${newsletterSubscriptions.status} = 'active' then 'active' else 'pending' end`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('newsletter upsert returned no row');
  return { row, previousStatus: existing?.status ?? null };
}

export async function count(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscriptions);
  return row?.n ?? 0;
}

/** Pending (or active) becomes active; an unsubscribed address needs a new sign-up. */
export async function confirm(db: Executor, email: string): Promise<SubscriptionRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'active',
      subscribedAt: sql`coalesce(${newsletterSubscriptions.subscribedAt}, ${now})`,
      unsubscribedAt: null,
      updatedAt: now,
    })
    .where(
      sql`${newsletterSubscriptions.email} = ${email} and ${newsletterSubscriptions.status} <> 'unsubscribed'`,
    )
    .returning();
  return row;
}

export async function unsubscribe(db: Executor, email: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
    .where(
      sql`${newsletterSubscriptions.email} = ${email} and ${newsletterSubscriptions.status} <> 'unsubscribed'`,
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** The four switches of a subscription; undefined when the address has none. */
export async function setPreferences(
  db: Executor,
  email: string,
  preferences: Pick<
    SubscriptionRow,
    'blogUpdates' | 'caseStudies' | 'industryNews' | 'weeklyDigest'
  >,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(newsletterSubscriptions.email, email))
    .returning();
  return row;
}

/** Every subscription, newest first (the list's order), all or one status, in batches (the CSV export). */
export function subscriptionsInBatches(
  db: Executor,
  status: SubscriptionRow['status'] | undefined,
) {
  return newestInBatches(db, newsletterSubscriptions, inStatus(status));
}

const inStatus = (status: SubscriptionRow['status'] | undefined) =>
  status ? eq(newsletterSubscriptions.status, status) : undefined;

/** A page of subscriptions, newest first, optionally in one status, with every status counted. */
export async function listPage(
  db: Executor,
  options: { status?: SubscriptionRow['status']; limit: number; offset: number },
) {
  const where = inStatus(options.status);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ status: newsletterSubscriptions.status, n: sql<number>`count(*)::int` })
      .from(newsletterSubscriptions)
      .groupBy(newsletterSubscriptions.status),
  ]);
  return { rows, counts: counts.map((row) => ({ status: row.status, n: Number(row.n) })) };
}

/** What the newsletter sent a subscription (an export): each send's subject and the delivery's state. */
export function deliveriesOf(db: Executor, subscriptionId: string) {
  return db
    .select({
      subject: newsletterSends.subject,
      kind: newsletterSends.kind,
      status: newsletterDeliveries.status,
      sentAt: newsletterDeliveries.sentAt,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSends, eq(newsletterSends.id, newsletterDeliveries.sendId))
    .where(eq(newsletterDeliveries.subscriptionId, subscriptionId))
    .orderBy(newsletterSends.createdAt);
}

/** Deletes the address's subscription (its deliveries go with it); resolves with the ids that went. */
export async function deleteSubscription(db: Executor, email: string): Promise<string[]> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .returning({ id: newsletterSubscriptions.id });
  return rows.map((row) => row.id);
}

/** Sign-ups never confirmed since `before` (the retention rule); resolves with the ids that went. */
export async function deleteUnconfirmedBefore(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(
      sql`${newsletterSubscriptions.status} = 'pending' and ${newsletterSubscriptions.createdAt} < ${before}`,
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.map((row) => row.id);
}
