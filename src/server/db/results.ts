/*
 * What `db.execute` answers, read the same on both drivers: node-postgres
 * gives `{ rows, rowCount }`, PGlite `{ rows, affectedRows }` (or an array).
 */

export function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>;
  return ((result as { rows?: unknown[] }).rows ?? []) as Array<Record<string, unknown>>;
}

/** Rows an insert, update or delete touched. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
