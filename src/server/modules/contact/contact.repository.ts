import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { tally } from '../../db/tally.ts';
import type {
  ContactSource,
  ContactStatus,
  ContactSubmitRequest,
} from '../../../shared/contact.ts';
import type { LeadSyncStatus } from '../../../shared/leads.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type SyncChange = Partial<
  Pick<ContactMessageRow, 'syncStatus' | 'syncError' | 'syncedAt' | 'crmLeadId'>
> & { attempted?: boolean };

export async function insertMessage(
  db: Executor,
  input: ContactSubmitRequest,
  syncStatus: LeadSyncStatus,
): Promise<ContactMessageRow> {
  const details = input.details
    ? Object.fromEntries(Object.entries(input.details).filter(([, value]) => value))
    : {};
  const [row] = await db
    .insert(contactMessages)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      company: input.company,
      serviceInterest: input.serviceInterest,
      messageTo: input.messageTo,
      message: input.message,
      source: input.source,
      details: Object.keys(details).length ? details : null,
      syncStatus,
    })
    .returning();
  return row!;
}

export async function findMessage(
  db: Executor,
  id: string,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

export interface MessageFilters {
  status?: ContactStatus | undefined;
  syncStatus?: LeadSyncStatus | undefined;
  source?: ContactSource | undefined;
}

function where(filters: MessageFilters): SQL | undefined {
  return and(
    filters.status ? eq(contactMessages.status, filters.status) : undefined,
    filters.syncStatus ? eq(contactMessages.syncStatus, filters.syncStatus) : undefined,
    filters.source ? eq(contactMessages.source, filters.source) : undefined,
  );
}

export async function listMessages(
  db: Executor,
  filters: MessageFilters,
  paging: { page: number; limit: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const condition = where(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(condition)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(contactMessages).where(condition),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function setStatus(
  db: Executor,
  id: string,
  status: ContactStatus,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ status, updatedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

export async function recordSync(db: Executor, id: string, change: SyncChange): Promise<void> {
  const { attempted, ...fields } = change;
  await db
    .update(contactMessages)
    .set({
      ...fields,
      ...(attempted ? { syncAttempts: sql`${contactMessages.syncAttempts} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(contactMessages.id, id));
}

async function grouped<K extends string>(
  db: Executor,
  column:
    | typeof contactMessages.status
    | typeof contactMessages.syncStatus
    | typeof contactMessages.source,
  keys: readonly K[],
): Promise<Record<K, number>> {
  const rows = await db.select({ key: column, n: count() }).from(contactMessages).groupBy(column);
  return tally(keys, rows);
}

export async function stats(
  db: Executor,
  keys: {
    statuses: readonly ContactStatus[];
    syncStatuses: readonly LeadSyncStatus[];
    sources: readonly ContactSource[];
  },
  now: Date,
) {
  const startOfDay = new Date(now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const countSince = async (since?: Date) => {
    const [row] = await db
      .select({ total: count() })
      .from(contactMessages)
      .where(since ? gte(contactMessages.createdAt, since) : undefined);
    return Number(row?.total ?? 0);
  };
  const [total, today, last7Days, byStatus, bySyncStatus, bySource] = await Promise.all([
    countSince(),
    countSince(startOfDay),
    countSince(weekAgo),
    grouped(db, contactMessages.status, keys.statuses),
    grouped(db, contactMessages.syncStatus, keys.syncStatuses),
    grouped(db, contactMessages.source, keys.sources),
  ]);
  return { total, today, last7Days, byStatus, bySyncStatus, bySource };
}
