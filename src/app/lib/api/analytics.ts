import type {
  AnalyticsRangeQuery,
  AnalyticsReport,
  ContentAnalytics,
} from '../../../shared/analytics.ts';
import { listSearch, type Send } from './request.ts';

/*
 * The analytics' calls (base /api/analytics), staff only: read by the staff
 * screens' loaders on the server (`pageSend`), never from the browser. The
 * CSV exports are downloads (downloads.ts).
 */
const BASE = '/api/analytics';

/** Visitors, views and leads over a period, with the period before, by page, source and device. */
export const analyticsReport = (query: AnalyticsRangeQuery, send: Send) =>
  send<AnalyticsReport>('GET', `${BASE}/report${listSearch(query)}`);

/** Each post's or case study's totals, days and referrers over a period (at most 100 ids). */
export const contentAnalytics = (ids: readonly string[], query: AnalyticsRangeQuery, send: Send) =>
  send<ContentAnalytics[]>('GET', `${BASE}/content${listSearch({ ids: ids.join(','), ...query })}`);
