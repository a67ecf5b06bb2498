/*
 * The analytics' words, limits and choices, free of zod: the staff screens
 * read them in their first load, the server in its counting and reports.
 */

/** How long each stored value of a view may be (longer ones are cut). */
export const ANALYTICS_LIMITS = {
  path: 300,
  referrerHost: 253,
  referrer: 500,
  utm: 100,
  /** Rows of a report's table (the CSV export has them all). */
  tableRows: 100,
  /** Items one content summary call may ask for (a dashboard page). */
  contentIds: 100,
  /** The longest custom range, in days. */
  rangeDays: 731,
} as const;

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DEVICE_LABELS: Record<DeviceClass, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

/** Every kind of lead, as attribution names it. */
export const LEAD_KINDS = [
  'contact',
  'meeting',
  'chat',
  'newsletter',
  'catalogue',
  'comment',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Contact message',
  meeting: 'Meeting request',
  chat: 'Chat lead',
  newsletter: 'Newsletter subscription',
  catalogue: 'Catalogue addition',
  comment: 'Comment',
};

/** The kinds of content whose pages count views of an item. */
export const ANALYTICS_CONTENT_KINDS = ['post', 'case-study'] as const;
export type AnalyticsContentKind = (typeof ANALYTICS_CONTENT_KINDS)[number];

/** The date ranges the dashboard offers; `custom` reads `from` and `to`. */
export const RANGE_PRESETS = ['7d', '30d', '90d', '365d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '365d': 365,
};
export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last year',
  custom: 'Custom',
};
export const DEFAULT_RANGE: RangePreset = '30d';

/** The tables of the analytics report, each exportable as CSV. */
export const ANALYTICS_TABLES = [
  'days',
  'pages',
  'content',
  'referrers',
  'campaigns',
  'devices',
  'lead-sources',
  'landing-pages',
  'lead-kinds',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** "now": visitors seen within this many minutes. */
export const NOW_MINUTES = 5;

export const ANALYTICS_MESSAGES = {
  /** What a lead with no counted visit says for its source (API clients, Do Not Track). */
  unknownSource: 'direct / unknown',
  /** A counted visit that came with no referrer and no campaign. */
  direct: 'direct',
  reportRetrieved: 'Analytics retrieved.',
  contentRetrieved: 'Content analytics retrieved.',
  invalidRange: 'Choose a start date on or before the end date, at most two years apart.',
  invalidDate: 'Dates are written as YYYY-MM-DD.',
  off: 'Analytics are turned off on this site (ANALYTICS=off): no visits are counted.',
} as const;
