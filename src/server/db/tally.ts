/**
 * Counts from a `GROUP BY` as a record with every expected key, zero for the
 * ones no row has (a status nobody is in yet still shows as 0).
 */
export function tally<K extends string>(
  keys: readonly K[],
  rows: ReadonlyArray<{ key: string; n: number }>,
): Record<K, number> {
  const result = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) {
    if ((keys as readonly string[]).includes(row.key)) result[row.key as K] = Number(row.n);
  }
  return result;
}
