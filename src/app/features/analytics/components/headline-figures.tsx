import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { AnalyticsReport, AnalyticsTotals } from '../../../../shared/analytics.ts';
import { cn } from '../../../lib/cn.ts';
import { changeOf, formatCount, formatLongDay, formatRate } from '../analytics-format.ts';
import { ANALYTICS_COPY } from '../content/analytics-copy.ts';

const COPY = ANALYTICS_COPY.headline;

const FIGURES = [
  { key: 'views', kind: 'count' },
  { key: 'visitors', kind: 'count' },
  { key: 'leads', kind: 'count' },
  { key: 'conversionRate', kind: 'rate' },
] as const satisfies ReadonlyArray<{ key: keyof AnalyticsTotals; kind: 'count' | 'rate' }>;

const shown = (value: number | null, kind: 'count' | 'rate') =>
  kind === 'rate' ? formatRate(value) : formatCount(value ?? 0);

/**
 * The period's views, visitors, leads and conversion rate, each with how it
 * moved against the period before (in words, with an arrow beside them).
 */
export function HeadlineFigures({ report }: { report: AnalyticsReport }) {
  const { totals, previousTotals, previous } = report;
  return (
    <section aria-labelledby="headline-heading" className="grid gap-3">
      <h2 id="headline-heading" className="sr-only">
        {COPY.label}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {FIGURES.map(({ key, kind }) => {
          const change = changeOf(totals[key], previousTotals[key], kind);
          const Icon =
            change.direction === 'up'
              ? TrendingUp
              : change.direction === 'down'
                ? TrendingDown
                : Minus;
          return (
            <li
              key={key}
              data-figure={key}
              className="grid content-start gap-1 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) sm:p-5"
            >
              <p className="text-sm font-medium text-muted">{COPY[key]}</p>
              <p className="text-2xl font-bold text-ink tabular-nums sm:text-3xl">
                {shown(totals[key], kind)}
              </p>
              <p
                className={cn(
                  'flex flex-wrap items-center gap-x-1 text-sm',
                  change.direction === 'up' && 'text-success-700',
                  change.direction === 'down' && 'text-danger-700',
                  (change.direction === 'same' || change.direction === 'new') && 'text-muted',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  {change.direction === 'up' || change.direction === 'down'
                    ? `${COPY[change.direction]} ${change.text}`
                    : change.direction === 'same'
                      ? COPY.same
                      : COPY.noPrevious}
                </span>
                <span className="text-muted">{COPY.was(shown(previousTotals[key], kind))}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted">
        {COPY.previous(formatLongDay(previous.from), formatLongDay(previous.to))}
      </p>
    </section>
  );
}
