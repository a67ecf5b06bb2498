import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AnalyticsRangeQuery } from '../../../../shared/analytics.ts';
import type { AnalyticsTable } from '../../../../shared/analytics-messages.ts';
import { ExportCsvButton } from '../../../components/partials/export-csv-button.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { exportAnalyticsTable } from '../../../lib/api/downloads.ts';
import { cn } from '../../../lib/cn.ts';
import {
  sortedRows,
  sortHref,
  tableSortOf,
  type AnalyticsView,
  type ColumnOf,
  type ReportRows,
  type ReportTable,
} from '../analytics-query.ts';
import { ANALYTICS_COPY } from '../content/analytics-copy.ts';

/** One column of a report's table: the row's field it shows and sorts by, and how it shows it. */
export interface ReportColumn<T extends ReportTable> {
  key: ColumnOf<T> & keyof typeof ANALYTICS_COPY.columns;
  /** Figures are right-aligned and sort highest first. */
  numeric?: boolean;
  cell(row: ReportRows[T]): ReactNode;
}

/** Any table's column, as the table renders it (each table's are checked where they are made). */
interface AnyColumn {
  key: keyof typeof ANALYTICS_COPY.columns;
  numeric?: boolean;
  cell(row: never): ReactNode;
}

/**
 * A report's part: its heading, its Export CSV (every row of the period, as
 * the API has it) and `children`.
 */
export function ReportSection({
  table,
  range,
  title,
  className,
  children,
}: {
  table: AnalyticsTable;
  /** The heading, when it is not the table's own title. */
  title?: string;
  /** The period shown, which the export covers too. */
  range: AnalyticsRangeQuery;
  className?: string;
  children: ReactNode;
}) {
  const copy = ANALYTICS_COPY.tables[table];
  return (
    <section
      aria-labelledby={`${table}-heading`}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={`${table}-heading`} className="text-xl font-semibold text-ink">
          {title ?? copy.title}
        </h2>
        <ExportCsvButton
          list={copy.list}
          fallbackName={`analytics-${table}.csv`}
          download={() => exportAnalyticsTable(table, range)}
        />
      </div>
      {children}
    </section>
  );
}

/**
 * One table of the report, sorted as the address says: each column's header
 * links to the view sorted by it (again: the other way round), and the
 * sorted column says so (aria-sort). The rows come from the loader; the
 * table scrolls within its own box when it is wider or longer than that.
 */
export function ReportTable({
  table,
  view,
  rows,
  columns,
  minWidth = 'min-w-md',
}: {
  table: ReportTable;
  view: AnalyticsView;
  rows: readonly object[];
  columns: readonly AnyColumn[];
  /** The width below which the table scrolls sideways rather than squeeze. */
  minWidth?: string;
}) {
  const copy = ANALYTICS_COPY.tables[table];
  if (rows.length === 0) return <p className="text-muted">{copy.empty}</p>;
  const sort = tableSortOf(view, table);
  return (
    <ScrollRegion label={copy.title} className="max-h-120 overflow-y-auto">
      <table className={cn('w-full text-left text-sm', minWidth)} data-table={table}>
        <caption className="sr-only">{copy.title}</caption>
        <thead className="sticky top-0 z-1 bg-surface text-muted">
          <tr>
            {columns.map((column) => {
              const sorted = sort?.column === column.key ? sort : undefined;
              const Icon = sorted ? (sorted.descending ? ArrowDown : ArrowUp) : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted ? (sorted.descending ? 'descending' : 'ascending') : undefined}
                  className={cn('px-3 font-semibold', column.numeric && 'text-right')}
                >
                  <Link
                    to={sortHref(view, table, column.key)}
                    preventScrollReset
                    className={cn(
                      'inline-flex min-h-11 items-center gap-1 hover:text-brand-700 hover:underline',
                      sorted && 'text-ink',
                    )}
                  >
                    {ANALYTICS_COPY.columns[column.key]}
                    <Icon
                      aria-hidden="true"
                      className={cn('size-3.5 shrink-0', !sorted && 'opacity-50')}
                    />
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {sortedRows(rows, sort).map((row, index) => (
            <tr key={index}>
              {columns.map((column, at) => {
                const Cell = at === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    {...(at === 0 ? { scope: 'row' } : {})}
                    className={cn(
                      'px-3 py-2 align-top',
                      at === 0 && 'font-normal',
                      column.numeric
                        ? 'text-right whitespace-nowrap tabular-nums'
                        : 'max-w-xs min-w-32 break-words',
                    )}
                  >
                    {column.cell(row as never)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
