/**
 * What the contact and meeting forms share: field limits, the phone rule and
 * the CRM sync states.
 */
export const LEAD_LIMITS = {
  name: 100,
  company: 200,
  /** Characters as typed, spaces and punctuation included. */
  phone: 30,
  subject: 200,
  description: 5000,
  /** One value of the chat's quote details (budget, timeline…). */
  detail: 100,
} as const;

/**
 * The phone rule: after removing spaces, hyphens and parentheses, an
 * optional plus, a nonzero digit, then up to 15 more digits.
 */
export function isValidPhone(value: string): boolean {
  // Bounded first: the rule itself is linear, but a megabyte of text needs no reading.
  if (value.length > LEAD_LIMITS.phone) return false;
  return /^\+?[1-9]\d{0,15}$/.test(value.replace(/[\s\-()]/g, ''));
}

/** pending: waiting for the queue; skipped: no CRM is configured. */
export const LEAD_SYNC_STATUSES = ['pending', 'synced', 'failed', 'skipped'] as const;
export type LeadSyncStatus = (typeof LEAD_SYNC_STATUSES)[number];
