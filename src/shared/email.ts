/** Longest address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The spec's address rule: text, an at sign, text, a dot, text, no spaces
 * (`/^[^\s@]+@[^\s@]+\.[^\s@]+$/`). Written as a linear scan because that
 * regular expression backtracks quadratically on long inputs without an '@'.
 */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1) return false;
  const domain = value.slice(at + 1);
  // A dot with at least one character on each side of it.
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
}
