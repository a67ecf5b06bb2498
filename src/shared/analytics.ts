import * as z from 'zod/mini';
import {
  ANALYTICS_CONTENT_KINDS,
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  ANALYTICS_TABLES,
  DEVICE_CLASSES,
  LEAD_KINDS,
  RANGE_PRESETS,
} from './analytics-messages.ts';
import { isCalendarDate } from './time-zones.ts';

/*
 * The analytics calls' shapes: the report the dashboard reads, a content
 * item's figures, and the source a lead records. One schema for the server's
 * answers and the staff screens' loaders.
 */
export * from './analytics-messages.ts';

const calendarDate = z
  .string()
  .check(z.refine(isCalendarDate, { message: ANALYTICS_MESSAGES.invalidDate }));

/** A report's period: a preset, or `custom` with `from` and `to` (inclusive, UTC days). */
export const analyticsRangeQuerySchema = z.object({
  range: z.optional(z.enum(RANGE_PRESETS)),
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

export const analyticsExportQuerySchema = z.extend(analyticsRangeQuerySchema, {
  table: z.enum(ANALYTICS_TABLES),
});

/** Where a lead came from: the first counted view of its visitor's day. */
export const leadSourceSchema = z.object({
  /** False when no counted visit was found ("direct / unknown"). */
  found: z.boolean(),
  landingPath: z.nullable(z.string()),
  referrerHost: z.nullable(z.string()),
  utmSource: z.nullable(z.string()),
  utmMedium: z.nullable(z.string()),
  utmCampaign: z.nullable(z.string()),
  /** One line: "google.com", "newsletter / email / spring", "direct" or "direct / unknown". */
  label: z.string(),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

const count = z.number();
const rate = z.nullable(z.number());

export const analyticsTotalsSchema = z.object({
  views: count,
  visitors: count,
  leads: count,
  /** Leads per visitor (0–1); null without visitors. */
  conversionRate: rate,
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const analyticsDaySchema = z.object({
  day: z.string(),
  views: count,
  visitors: count,
  leads: count,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsReportSchema = z.object({
  enabled: z.boolean(),
  range: z.extend(periodSchema, { preset: z.enum(RANGE_PRESETS), days: count }),
  previous: periodSchema,
  totals: analyticsTotalsSchema,
  previousTotals: analyticsTotalsSchema,
  days: z.array(analyticsDaySchema),
  pages: z.array(
    z.object({ path: z.string(), views: count, visitors: count, entries: count, leads: count }),
  ),
  content: z.array(
    z.object({
      kind: z.enum(ANALYTICS_CONTENT_KINDS),
      id: z.string(),
      title: z.string(),
      path: z.string(),
      views: count,
      visitors: count,
      leads: count,
    }),
  ),
  referrers: z.array(
    z.object({ referrer: z.string(), visitors: count, leads: count, conversionRate: rate }),
  ),
  campaigns: z.array(
    z.object({
      source: z.string(),
      medium: z.string(),
      campaign: z.string(),
      visitors: count,
      leads: count,
      conversionRate: rate,
    }),
  ),
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), visitors: count, views: count })),
  leadSources: z.array(
    z.object({ source: z.string(), leads: count, visitors: count, conversionRate: rate }),
  ),
  landingPages: z.array(
    z.object({ path: z.string(), entries: count, leads: count, conversionRate: rate }),
  ),
  leadKinds: z.array(z.object({ kind: z.enum(LEAD_KINDS), leads: count })),
  /** Visitors seen in the last NOW_MINUTES minutes. */
  now: count,
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const contentAnalyticsQuerySchema = z.extend(analyticsRangeQuerySchema, {
  /** Comma-separated item ids (at most ANALYTICS_LIMITS.contentIds). */
  ids: z.string().check(
    z.refine(
      (value) => {
        const ids = value.split(',');
        return (
          ids.length <= ANALYTICS_LIMITS.contentIds && ids.every((id) => /^[\w-]{1,64}$/.test(id))
        );
      },
      { message: `Up to ${ANALYTICS_LIMITS.contentIds} ids, separated by commas.` },
    ),
  ),
});

export const contentAnalyticsSchema = z.object({
  id: z.string(),
  totals: analyticsTotalsSchema,
  days: z.array(analyticsDaySchema),
  referrers: z.array(z.object({ referrer: z.string(), visitors: count, leads: count })),
});
export type ContentAnalytics = z.infer<typeof contentAnalyticsSchema>;
