import * as z from 'zod/mini';

/** Longest address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest local part (before the @) RFC 5321 allows. */
const LOCAL_PART_MAX_LENGTH = 64;

/** RFC 5322 atext: what a dot-atom local part is made of (no quotes, no spaces). */
const LOCAL_ATOM = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** One DNS label in its ASCII (A-label) form. */
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A domain as typed may hold letters of any script; none of URL syntax's own characters. */
const DOMAIN_AS_TYPED = /^[^\s/\\?#@:%[\]<>"',;()]+$/u;

/**
 * The one address rule of the whole site: a single mailbox, `local@domain`,
 * and nothing a mail library could read as something else. The local part is
 * a dot-atom of the characters RFC 5321 allows unquoted (no quotes, no
 * spaces, no `<>`, `,`, `;`, `"`, `(`, `)`, no display name, no second `@`);
 * the domain is at least two DNS labels, an internationalised one converted
 * to its ASCII (xn--) form, and not an IP address. The whole address is
 * lower-cased, which is how every address is stored and compared.
 *
 * Returns the canonical address, or null when the input is not one mailbox.
 * Linear in the input (no backtracking regular expression on the whole text).
 */
export function normalizeEmail(input: string): string | null {
  if (input.length === 0 || input.length > EMAIL_MAX_LENGTH) return null;
  const at = input.indexOf('@');
  if (at < 1 || at !== input.lastIndexOf('@')) return null;
  const local = input.slice(0, at).toLowerCase();
  if (local.length > LOCAL_PART_MAX_LENGTH) return null;
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return null;
  const domain = asciiDomain(input.slice(at + 1));
  if (domain === null) return null;
  const address = `${local}@${domain}`;
  return address.length <= EMAIL_MAX_LENGTH ? address : null;
}

/** True when the text is an address already in its canonical form. */
export function isValidEmail(value: string): boolean {
  return normalizeEmail(value) === value;
}

/** The domain an address delivers to (what follows its @), or null when it is not one mailbox. */
export function emailDomain(value: string): string | null {
  const address = normalizeEmail(value);
  return address === null ? null : address.slice(address.indexOf('@') + 1);
}

/**
 * Staff are verified addresses in the company domain or one of its
 * subdomains: `a@example.com` and `a@eu.example.com` are, while
 * `a@example.com.evil.test`, `a@notexample.com` and anything that is not a
 * single canonical mailbox (a stored address from before this rule) are not.
 * The domain is read by the same parser that decides where mail goes.
 */
export function isCompanyEmail(email: string, companyDomain: string): boolean {
  if (!isValidEmail(email)) return false;
  const domain = emailDomain(email);
  const company = companyDomain.toLowerCase();
  return domain === company || (domain?.endsWith(`.${company}`) ?? false);
}

function asciiDomain(typed: string): string | null {
  if (!DOMAIN_AS_TYPED.test(typed)) return null;
  let domain: string;
  try {
    // The URL parser applies IDNA (UTS 46): lower case, Unicode to xn-- labels,
    // and refusal of what no host name can be. Browsers and Node agree on it.
    domain = new URL(`http://${typed}`).hostname;
  } catch {
    return null;
  }
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return null;
  // A numeric last label is an IP address, not a mail domain.
  return /^[0-9]+$/.test(labels.at(-1)!) ? null : domain;
}

/**
 * The schema of every field that holds an address: trimmed, checked, and
 * replaced by its canonical form. Each form keeps its own wording of the two
 * problems. No check aborts, so a form's whole-object checks still run and
 * the visitor hears of every problem at once.
 */
export function emailAddressSchema(messages: { required: string; invalid: string }) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messages.required : messages.invalid,
    })
    .check(z.trim(), z.minLength(1, messages.required), ...canonicalAddress(messages.invalid));
}

/** An address that may be left empty (an empty string stays empty). */
export function optionalEmailAddressSchema(invalid: string) {
  return z.string({ error: invalid }).check(z.trim(), ...canonicalAddress(invalid));
}

function canonicalAddress(invalid: string) {
  return [
    z.refine<string>((value) => value === '' || normalizeEmail(value) !== null, invalid),
    z.overwrite<string>((value) => normalizeEmail(value) ?? value),
  ] as const;
}
