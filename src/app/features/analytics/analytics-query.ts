import {
  DEFAULT_RANGE,
  RANGE_PRESETS,
  type AnalyticsTable,
  type RangePreset,
} from '../../../shared/analytics-messages.ts';
import type { AnalyticsRangeQuery, AnalyticsReport } from '../../../shared/analytics.ts';
import { listSearch } from '../../lib/api/request.ts';

/*
 * The analytics screen's view, all in its address: the period (`range`,
 * with `from` and `to` when it is custom) and each table's sort (`sort`,
 * repeated: `sort=-referrers.visitors` is descending, `sort=pages.path`
 * ascending). Read by the loader, written by the range form and the column
 * headers' links, so every view is a link that works without JavaScript.
 */

export const ANALYTICS_PATH = '/dashboard/analytics';

/** The tables whose rows the screen sorts (the days are in the order of the calendar). */
export type ReportTable = Exclude<AnalyticsTable, 'days'>;

/** Each table's rows, as the report has them. */
export interface ReportRows {
  pages: AnalyticsReport['pages'][number];
  content: AnalyticsReport['content'][number];
  referrers: AnalyticsReport['referrers'][number];
  campaigns: AnalyticsReport['campaigns'][number];
  devices: AnalyticsReport['devices'][number];
  'lead-sources': AnalyticsReport['leadSources'][number];
  'landing-pages': AnalyticsReport['landingPages'][number];
  'lead-kinds': AnalyticsReport['leadKinds'][number];
}

export type ColumnOf<T extends ReportTable> = keyof ReportRows[T] & string;

/** The columns each table may be sorted by. */
export const SORTABLE: { [T in ReportTable]: readonly ColumnOf<T>[] } = {
  pages: ['path', 'views', 'visitors', 'entries', 'leads'],
  content: ['title', 'kind', 'views', 'visitors', 'leads'],
  referrers: ['referrer', 'visitors', 'leads', 'conversionRate'],
  campaigns: ['source', 'medium', 'campaign', 'visitors', 'leads', 'conversionRate'],
  devices: ['device', 'visitors', 'views'],
  'lead-sources': ['source', 'leads', 'visitors', 'conversionRate'],
  'landing-pages': ['path', 'entries', 'leads', 'conversionRate'],
  'lead-kinds': ['kind', 'leads'],
};

export interface TableSort {
  column: string;
  descending: boolean;
}

/** The order the server answers in, where it sorts (devices and lead kinds keep a fixed order). */
const SERVER_ORDER: Partial<Record<ReportTable, TableSort>> = {
  pages: { column: 'views', descending: true },
  content: { column: 'views', descending: true },
  referrers: { column: 'visitors', descending: true },
  campaigns: { column: 'visitors', descending: true },
  'lead-sources': { column: 'visitors', descending: true },
  'landing-pages': { column: 'entries', descending: true },
};

/** Columns of text: their first click sorts A to Z (a figure's, highest first). */
const TEXT_COLUMNS = new Set([
  'path',
  'title',
  'kind',
  'referrer',
  'source',
  'medium',
  'campaign',
  'device',
]);

export interface AnalyticsView {
  range: RangePreset;
  /** Only for a custom range: as typed (the server checks them). */
  from: string | undefined;
  to: string | undefined;
  /** The sorts the address names, by table. */
  sorts: Partial<Record<ReportTable, TableSort>>;
}

const isTable = (name: string): name is ReportTable => Object.hasOwn(SORTABLE, name);

/** `pages.views` or `-pages.views`; anything else unknown is left out. */
function sortOf(value: string): [ReportTable, TableSort] | undefined {
  const descending = value.startsWith('-');
  const [table = '', column = ''] = (descending ? value.slice(1) : value).split('.');
  if (!isTable(table) || !(SORTABLE[table] as readonly string[]).includes(column)) return undefined;
  return [table, { column, descending }];
}

/** A date field as typed, without surrounding spaces, short enough to echo (empty: none). */
const dateField = (value: string | null) => {
  const text = value?.trim().slice(0, 20);
  return text ? text : undefined;
};

/** The view an address names; an unknown period reads as the default, an unknown sort as none. */
export function analyticsViewOf(url: URL): AnalyticsView {
  const params = url.searchParams;
  const asked = params.get('range');
  const from = dateField(params.get('from'));
  const to = dateField(params.get('to'));
  const preset = RANGE_PRESETS.find((preset) => preset === asked);
  // Dates without a period are a custom range (as the API reads them).
  const range = preset ?? (from || to ? 'custom' : DEFAULT_RANGE);
  const sorts: AnalyticsView['sorts'] = {};
  for (const value of params.getAll('sort')) {
    const found = sortOf(value);
    if (found) sorts[found[0]] = found[1];
  }
  return {
    range,
    from: range === 'custom' ? from : undefined,
    to: range === 'custom' ? to : undefined,
    sorts,
  };
}

/** The period of a view, as the API's query takes it. */
export function rangeQueryOf(
  view: Pick<AnalyticsView, 'range' | 'from' | 'to'>,
): AnalyticsRangeQuery {
  if (view.range !== 'custom') return { range: view.range };
  return { range: 'custom', from: view.from, to: view.to };
}

/** A view's address (the default period and no sort: the plain path). */
export function analyticsHref(view: AnalyticsView): string {
  const params = new URLSearchParams(
    listSearch({
      ...(view.range === DEFAULT_RANGE ? {} : rangeQueryOf(view)),
    }),
  );
  for (const [table, sort] of Object.entries(view.sorts)) {
    params.append('sort', `${sort.descending ? '-' : ''}${table}.${sort.column}`);
  }
  const text = params.toString();
  return `${ANALYTICS_PATH}${text ? `?${text}` : ''}`;
}

/** A table's sort: the one the address names, else the server's order (none for a fixed order). */
export function tableSortOf(view: AnalyticsView, table: ReportTable): TableSort | undefined {
  return view.sorts[table] ?? SERVER_ORDER[table];
}

/**
 * The address a column's header links to: the same view with this table
 * sorted by the column; again on the sorted column, the other way round.
 */
export function sortHref(view: AnalyticsView, table: ReportTable, column: string): string {
  const current = tableSortOf(view, table);
  const descending = current?.column === column ? !current.descending : !TEXT_COLUMNS.has(column);
  return analyticsHref({ ...view, sorts: { ...view.sorts, [table]: { column, descending } } });
}

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/**
 * A table's rows in the sort's order (stable: ties keep the server's order).
 * A missing figure (a conversion rate without visitors) goes last either way.
 */
export function sortedRows<R extends object>(rows: readonly R[], sort: TableSort | undefined): R[] {
  if (!sort) return [...rows];
  const valueOf = (row: R) => (row as Record<string, unknown>)[sort.column];
  const direction = sort.descending ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = valueOf(a.row);
      const y = valueOf(b.row);
      const missingX = x === null || x === undefined;
      const missingY = y === null || y === undefined;
      if (missingX || missingY) {
        return missingX === missingY ? a.index - b.index : missingX ? 1 : -1;
      }
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : collator.compare(String(x), String(y));
      return order === 0 ? a.index - b.index : order * direction;
    })
    .map(({ row }) => row);
}
