import { and, desc, eq, getTableColumns, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** Rows one read of an export takes: a few hundred kilobytes of CSV at a time. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row a query matches, read in batches by keyset: each read starts
 * after the last row of the one before (`read(after, limit)` turns the
 * cursor into its WHERE clause). Nothing but one batch is held at a time, a
 * server-side cursor is not needed (PGlite has none to share a connection
 * with), and rows written meanwhile neither repeat nor shift the reads.
 */
export async function* keysetBatches<Row, Cursor>(
  read: (after: Cursor | undefined, limit: number) => Promise<Row[]>,
  cursorOf: (last: Row) => Cursor,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = cursorOf(last);
  }
}

/**
 * A timestamp column as Postgres keeps it (microseconds), as text that casts
 * back to the same instant (`::timestamptz`). A keyset cursor needs it: a
 * JavaScript Date keeps milliseconds only, and a cursor rounded down would
 * skip the rows between it and the true value.
 */
export const exactTime = (column: PgColumn) => sql<string>`${column}::text`;

/** A cursor's time back as a timestamp parameter. */
export const atTime = (text: string) => sql`${text}::timestamptz`;

type NewestTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * The rows of a table with `created_at` and `id` that match `where`, newest
 * first (created_at, then id, descending: the order of the staff lists), in
 * keyset batches. Each row carries its exact creation time as `keysetAt`.
 */
export function newestInBatches<T extends NewestTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  size?: number,
): AsyncGenerator<Array<T['$inferSelect'] & { keysetAt: string }>> {
  type Row = T['$inferSelect'] & { keysetAt: string };
  return keysetBatches<Row, { at: string; id: string }>(
    async (after, limit) => {
      const rows = await db
        .select({ ...getTableColumns(table as PgTable), keysetAt: exactTime(table.createdAt) })
        .from(table as PgTable)
        .where(
          and(
            where,
            after
              ? and(
                  // The first term alone can use the created_at index.
                  sql`${table.createdAt} <= ${atTime(after.at)}`,
                  or(
                    lt(table.createdAt, atTime(after.at)),
                    and(eq(table.createdAt, atTime(after.at)), lt(table.id, after.id)),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit);
      return rows as Row[];
    },
    (last) => ({ at: last.keysetAt, id: last.id as string }),
    size,
  );
}
