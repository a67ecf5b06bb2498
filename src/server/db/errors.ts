/** True for a PostgreSQL unique violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error || (typeof e === 'object' && e !== null);) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
}
