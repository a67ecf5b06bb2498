import {
  NOW_MINUTES,
  type AnalyticsContentKind,
  type AnalyticsTable,
} from '../../../../shared/analytics-messages.ts';

/** The analytics screens' words: the staff report, and an item's own figures elsewhere. */
export const ANALYTICS_COPY = {
  meta: {
    title: 'Analytics',
    description: 'Visitors, views and leads of the site, by page, source, campaign and device.',
  },
  back: 'Back to the dashboard',
  title: 'Analytics',
  subtitle:
    'Counted on the server without cookies: bots, prefetches and browsers asking not to be tracked are left out. Days are UTC days.',
  failed: 'The analytics could not be loaded. Please try again in a moment.',
  retry: 'Try again',

  range: {
    formLabel: 'Choose the period',
    period: 'Period',
    from: 'From',
    to: 'To',
    datesHint: 'From and To are used when the period is Custom.',
    apply: 'Show',
    applying: 'Loading…',
    shown: (from: string, to: string, days: number) =>
      `Showing ${from} to ${to} (${days} ${days === 1 ? 'day' : 'days'}).`,
  },

  now: (count: number) =>
    `Now: ${count} ${count === 1 ? 'visitor' : 'visitors'} in the last ${NOW_MINUTES} minutes`,

  headline: {
    label: 'Headline figures',
    views: 'Views',
    visitors: 'Visitors',
    leads: 'Leads',
    conversionRate: 'Conversion rate',
    previous: (from: string, to: string) => `Compared with ${from} to ${to}`,
    up: 'up',
    down: 'down',
    same: 'no change',
    noPrevious: 'nothing in the period before',
    was: (value: string) => `(was ${value})`,
  },

  chart: {
    heading: 'Visitors and views over time',
    visitors: 'Visitors',
    views: 'Views',
    leads: 'Leads',
    day: 'Day',
    summary: (
      from: string,
      to: string,
      views: number | string,
      visitors: number | string,
      busiest: string | null,
    ) =>
      `Line chart of visitors and views per day, ${from} to ${to}: ${views} views by ${visitors} visitors in all${
        busiest ? `; the busiest day was ${busiest}` : ''
      }. Visitors are the solid blue line, views the dashed green one.`,
    busiest: (day: string, views: string) => `${day} with ${views} views`,
    tableToggle: 'Show the figures of each day as a table',
    tableCaption: 'Views, visitors and leads per day',
    failed: 'The chart could not be drawn; the figures of each day are in the table below.',
  },

  tables: {
    pages: {
      title: 'Top pages',
      empty: 'No page views in this period.',
      list: 'top pages',
    },
    content: {
      title: 'Top posts and case studies',
      empty: 'No post or case study was read in this period.',
      list: 'top posts and case studies',
    },
    referrers: {
      title: 'Referrers',
      empty: 'No visitors in this period.',
      list: 'referrers',
    },
    campaigns: {
      title: 'Campaigns',
      empty: 'No visit came with utm_source, utm_medium or utm_campaign in this period.',
      list: 'campaigns',
    },
    devices: { title: 'Devices', empty: 'No visitors in this period.', list: 'devices' },
    'lead-sources': {
      title: 'Leads by source',
      empty: 'No leads or visitors in this period.',
      list: 'leads by source',
    },
    'landing-pages': {
      title: 'Leads by landing page',
      empty: 'No visitors in this period.',
      list: 'leads by landing page',
    },
    'lead-kinds': {
      title: 'Leads by kind',
      empty: 'No leads in this period.',
      list: 'leads by kind',
    },
    days: { title: 'Days', empty: '', list: 'views and visitors per day' },
  } satisfies Record<AnalyticsTable, { title: string; empty: string; list: string }>,

  columns: {
    path: 'Page',
    title: 'Title',
    kind: 'Kind',
    referrer: 'Referrer',
    source: 'Source',
    medium: 'Medium',
    campaign: 'Campaign',
    device: 'Device',
    views: 'Views',
    visitors: 'Visitors',
    entries: 'Entries',
    leads: 'Leads',
    conversionRate: 'Conversion',
  },
  contentKinds: { post: 'Blog post', 'case-study': 'Case study' } satisfies Record<
    AnalyticsContentKind,
    string
  >,
  /** A campaign field the visit did not carry. */
  none: '—',

  /** An item's own figures (the dashboard's rows, the edit screens' panel). */
  item: {
    window: 'Last 30 days',
    views: (n: string) => `${n} ${n === '1' ? 'view' : 'views'}`,
    visitors: (n: string) => `${n} ${n === '1' ? 'visitor' : 'visitors'}`,
    leads: (n: string) => `${n} ${n === '1' ? 'lead' : 'leads'}`,
    sparkline: (views: string, max: string, last: string) =>
      `Views per day over the last 30 days: ${views} in all, at most ${max} on a day, ${last} today.`,
    panelTitle: 'Analytics, last 30 days',
    referrers: 'Top referrers',
    noReferrers: 'No visitors in the last 30 days.',
    referrerVisitors: (n: string) => `${n} ${n === '1' ? 'visitor' : 'visitors'}`,
    more: 'All analytics',
  },
} as const;
