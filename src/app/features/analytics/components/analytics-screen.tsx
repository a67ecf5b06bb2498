import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ANALYTICS_MESSAGES,
  DEVICE_LABELS,
  LEAD_KIND_LABELS,
} from '../../../../shared/analytics-messages.ts';
import type { AnalyticsReport } from '../../../../shared/analytics.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import type { AnalyticsScreenData } from '../analytics-data.ts';
import { formatCount, formatRate } from '../analytics-format.ts';
import {
  rangeQueryOf,
  type AnalyticsView,
  type ReportTable as TableName,
} from '../analytics-query.ts';
import { ANALYTICS_COPY as COPY } from '../content/analytics-copy.ts';
import { HeadlineFigures } from './headline-figures.tsx';
import { NowVisitors, useNowRefresh } from './now-visitors.tsx';
import { RangeForm } from './range-form.tsx';
import { ReportSection, ReportTable, type ReportColumn } from './report-table.tsx';
import { VisitorsChart } from './visitors-chart.tsx';

const count = <T extends TableName>(key: ReportColumn<T>['key']): ReportColumn<T> => ({
  key,
  numeric: true,
  cell: (row) => formatCount(Number(row[key as keyof typeof row])),
});

const conversion = <
  T extends 'referrers' | 'campaigns' | 'lead-sources' | 'landing-pages',
>(): ReportColumn<T> => ({
  key: 'conversionRate' as ReportColumn<T>['key'],
  numeric: true,
  cell: (row) => formatRate(row.conversionRate),
});

/**
 * A page's path as text (counted paths are the site's public pages), which
 * may wrap after its slashes and hyphens rather than anywhere.
 */
const path = (value: string) => (
  <span className="break-words">
    {value.split(/(?<=[/-])/).map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </span>
);

const COLUMNS = {
  pages: [
    { key: 'path', cell: (row) => path(row.path) },
    count('views'),
    count('visitors'),
    count('entries'),
    count('leads'),
  ],
  content: [
    {
      key: 'title',
      cell: (row) => (
        <Link to={row.path} className="font-semibold text-brand-700 hover:underline">
          {row.title}
        </Link>
      ),
    },
    { key: 'kind', cell: (row) => COPY.contentKinds[row.kind] },
    count('views'),
    count('visitors'),
    count('leads'),
  ],
  referrers: [
    { key: 'referrer', cell: (row) => row.referrer },
    count('visitors'),
    count('leads'),
    conversion(),
  ],
  campaigns: [
    { key: 'source', cell: (row) => row.source || COPY.none },
    { key: 'medium', cell: (row) => row.medium || COPY.none },
    { key: 'campaign', cell: (row) => row.campaign || COPY.none },
    count('visitors'),
    count('leads'),
    conversion(),
  ],
  devices: [
    { key: 'device', cell: (row) => DEVICE_LABELS[row.device] },
    count('visitors'),
    count('views'),
  ],
  'lead-sources': [
    { key: 'source', cell: (row) => row.source },
    count('leads'),
    count('visitors'),
    conversion(),
  ],
  'landing-pages': [
    { key: 'path', cell: (row) => path(row.path) },
    count('entries'),
    count('leads'),
    conversion(),
  ],
  'lead-kinds': [{ key: 'kind', cell: (row) => LEAD_KIND_LABELS[row.kind] }, count('leads')],
} satisfies { [T in TableName]: ReportColumn<T>[] };

/** Each table's rows in the report. */
const rowsOf = (report: AnalyticsReport) => ({
  pages: report.pages,
  content: report.content,
  referrers: report.referrers,
  campaigns: report.campaigns,
  devices: report.devices,
  'lead-sources': report.leadSources,
  'landing-pages': report.landingPages,
  'lead-kinds': report.leadKinds,
});

/**
 * The order of the tables, the width below which each scrolls sideways, and
 * the ones across the whole width: long paths and titles, and the campaigns'
 * six columns, which a half-width card would hide behind a sideways scroll.
 */
const TABLES: ReadonlyArray<{ table: TableName; minWidth: string; wide?: true }> = [
  { table: 'pages', minWidth: 'min-w-lg', wide: true },
  { table: 'content', minWidth: 'min-w-lg', wide: true },
  { table: 'referrers', minWidth: 'min-w-md' },
  { table: 'lead-sources', minWidth: 'min-w-md' },
  { table: 'campaigns', minWidth: 'min-w-xl', wide: true },
  { table: 'landing-pages', minWidth: 'min-w-md' },
  { table: 'devices', minWidth: 'min-w-xs' },
  { table: 'lead-kinds', minWidth: 'min-w-xs' },
];

function Report({ report, view }: { report: AnalyticsReport; view: AnalyticsView }) {
  // The export covers the period shown (a preset moves on with the days, like the screen).
  const range = rangeQueryOf({
    range: report.range.preset,
    from: report.range.from,
    to: report.range.to,
  });
  const rows = rowsOf(report);
  return (
    <>
      <HeadlineFigures report={report} />
      <ReportSection table="days" range={range} title={COPY.chart.heading}>
        <VisitorsChart days={report.days} totals={report.totals} />
      </ReportSection>
      <div className="grid gap-6 lg:grid-cols-2">
        {TABLES.map(({ table, minWidth, wide }) => (
          <ReportSection
            key={table}
            table={table}
            range={range}
            className={wide ? 'lg:col-span-2' : undefined}
          >
            <ReportTable
              table={table}
              view={view}
              rows={rows[table]}
              columns={COLUMNS[table]}
              minWidth={minWidth}
            />
          </ReportSection>
        ))}
      </div>
    </>
  );
}

/**
 * Staff: the site's analytics over the period in the address. Everything
 * comes from the route's loader (read again every minute for "now"); the
 * period and each table's sort are links, the chart is drawn after
 * hydration over figures the HTML already holds.
 */
export function AnalyticsScreen({ data }: { data: AnalyticsScreenData }) {
  const { view, report } = data;
  const location = useLocation();
  useNowRefresh(report !== null);
  return (
    <div className="container-page section grid min-w-0 gap-8">
      <header className="grid gap-2">
        <Link to="/dashboard" className="font-semibold text-brand-700 hover:underline">
          {COPY.back}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold text-ink">{COPY.title}</h1>
          {report ? <NowVisitors count={report.now} /> : null}
        </div>
        <p className="max-w-3xl text-muted">{COPY.subtitle}</p>
      </header>
      {report && !report.enabled ? <Alert tone="info">{ANALYTICS_MESSAGES.off}</Alert> : null}
      <RangeForm view={view} report={report} problem={data.rangeProblem} />
      {data.failed ? (
        <Alert tone="error">
          {data.failed}{' '}
          <Link
            to={`${location.pathname}${location.search}`}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            {COPY.retry}
          </Link>
        </Alert>
      ) : null}
      {report ? <Report report={report} view={view} /> : null}
    </div>
  );
}
