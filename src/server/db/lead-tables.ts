import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { tally } from './tally.ts';

/**
 * What the contact messages and the meeting requests share: an id, a status
 * staff move along, and the two timestamps. The queries both repositories
 * run on such a table (a page of the newest, a status change, the counts of
 * the stats calls) are written once here.
 */
export type LeadTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

type Row<T extends LeadTable> = T['$inferSelect'];

/** One page, newest first, and how many rows the filter matches in all. */
export async function newestPage<T extends LeadTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  paging: { page: number; limit: number },
): Promise<{ rows: Row<T>[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as Row<T>[], total: Number(totals?.total ?? 0) };
}

/** Moves one row to a status; undefined when no row has the id. */
export async function setStatus<T extends LeadTable>(
  db: Executor,
  table: T,
  id: string,
  status: string,
): Promise<Row<T> | undefined> {
  const [row] = await db
    .update(table as PgTable)
    .set({ status, updatedAt: new Date() } as Record<string, unknown>)
    .where(eq(table.id, id))
    .returning();
  return row as Row<T> | undefined;
}

/** How many rows match (all of them without a filter). */
export async function countWhere(
  db: Executor,
  table: LeadTable,
  where?: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  return Number(row?.total ?? 0);
}

/** Rows created at or after `since`. */
export const createdSince = (table: LeadTable, since: Date) => gte(table.createdAt, since);

/** The counts by one column, with every expected key (zero where no row has it). */
export async function countsBy<K extends string>(
  db: Executor,
  table: LeadTable,
  column: PgColumn,
  keys: readonly K[],
): Promise<Record<K, number>> {
  const rows = await db
    .select({ key: column, n: count() })
    .from(table as PgTable)
    .groupBy(column);
  return tally(keys, rows as Array<{ key: string; n: number }>);
}

/**
 * Midnight UTC of the day `now` falls in: the "today" of the stats calls
 * (staff in other zones see a day that starts at their UTC offset).
 */
export function startOfUtcDay(now: Date): Date {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  return start;
}

/** A lead table with the visitor's address: what export, erasure and retention read. */
export type PersonLeadTable = LeadTable & { email: PgColumn; anonymisedAt: PgColumn };

/** Every row of the address, oldest first (an export, an erasure). */
export async function rowsOfAddress<T extends PersonLeadTable>(
  db: Executor,
  table: T,
  email: string,
): Promise<Row<T>[]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.email, email))
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows as Row<T>[];
}

/**
 * Replaces the personal fields of the rows (an erasure, the retention rule):
 * ids, dates, statuses and choices stay for the company's statistics.
 * Resolves with the ids it changed.
 */
export async function anonymiseRows<T extends PersonLeadTable>(
  db: Executor,
  table: T,
  where: SQL,
  replacement: Partial<Row<T>>,
): Promise<string[]> {
  const rows = await db
    .update(table as PgTable)
    .set({ ...replacement, anonymisedAt: new Date(), updatedAt: new Date() } as Record<
      string,
      unknown
    >)
    .where(where)
    .returning({ id: table.id });
  return rows.map((row) => String(row.id));
}

/** Rows of the address (an erasure's condition). */
export const ofAddress = (table: PersonLeadTable, email: string) => eq(table.email, email);

/**
 * The retention rule's condition: finished (one of `statuses`), unchanged
 * since `before`, and not anonymised already.
 */
export const finishedBefore = (table: PersonLeadTable, statuses: readonly string[], before: Date) =>
  and(
    inArray(table.status, [...statuses]),
    lt(table.updatedAt, before),
    isNull(table.anonymisedAt),
  )!;
