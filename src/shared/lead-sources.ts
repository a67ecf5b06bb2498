import type { LeadSource } from './analytics.ts';

/*
 * How a lead's source (where its visitor came from: shared/analytics.ts's
 * LeadSource) is written wherever staff read it: the lead inbox, the
 * Dynamics 365 lead's description and the CSV exports. Free of zod, so the
 * inbox's components read it without the schemas.
 */

/** The headings of a lead's source, in the CSV exports (in this order) and on screen. */
export const LEAD_SOURCE_HEADINGS = {
  source: 'Source',
  landingPage: 'Landing page',
  referrer: 'Referrer',
  campaign: 'Campaign',
} as const;

/** One line: "google / cpc / crm · landing page /dynamics-365", or "direct / unknown". */
export function leadSourceLine(source: LeadSource): string {
  return source.landingPath ? `${source.label} · landing page ${source.landingPath}` : source.label;
}
