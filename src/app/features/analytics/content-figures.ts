import type { RouterContextProvider } from 'react-router';
import { ANALYTICS_LIMITS } from '../../../shared/analytics-messages.ts';
import type { ContentAnalytics } from '../../../shared/analytics.ts';
import { contentAnalytics } from '../../lib/api/analytics.ts';
import { pageSend } from '../../lib/forms/page-forms.ts';

/*
 * A post's or case study's own figures over the last 30 days, for the
 * screens of other features that show them: the dashboard's rows and the
 * edit screens' panel. Their loaders call these readers (staff only: the
 * API checks it again); a read that failed is null, and they show nothing.
 */

/** The window an item's own figures cover. */
const ITEM_RANGE = { range: '30d' } as const;

/** The referrers the edit screens' panel lists. */
const TOP_REFERRERS = 5;

/** What a row shows of an item: its totals and its views per day (oldest first). */
export interface RowFigures {
  views: number;
  visitors: number;
  leads: number;
  daily: number[];
}

/** What the edit screens' panel shows: a row's figures and the top referrers. */
export interface ItemFigures extends RowFigures {
  referrers: ContentAnalytics['referrers'];
}

const rowOf = (item: ContentAnalytics): RowFigures => ({
  views: item.totals.views,
  visitors: item.totals.visitors,
  leads: item.totals.leads,
  daily: item.days.map((day) => day.views),
});

/**
 * The figures of these items (the first ANALYTICS_LIMITS.contentIds), by
 * id, in one call.
 */
export async function rowFiguresData(
  context: Readonly<RouterContextProvider>,
  ids: readonly string[],
): Promise<Record<string, RowFigures> | null> {
  const wanted = ids.slice(0, ANALYTICS_LIMITS.contentIds);
  if (wanted.length === 0) return {};
  const answer = await contentAnalytics(wanted, ITEM_RANGE, pageSend(context));
  if (!answer.ok || !answer.data) return null;
  return Object.fromEntries(answer.data.map((item) => [item.id, rowOf(item)]));
}

/** One item's figures with its top referrers. */
export async function itemFiguresData(
  context: Readonly<RouterContextProvider>,
  id: string,
): Promise<ItemFigures | null> {
  const answer = await contentAnalytics([id], ITEM_RANGE, pageSend(context));
  const item = answer.ok ? answer.data?.[0] : undefined;
  if (!item) return null;
  return { ...rowOf(item), referrers: item.referrers.slice(0, TOP_REFERRERS) };
}
