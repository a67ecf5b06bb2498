import { useEffect, useId, useRef, useState } from 'react';
import type { AnalyticsDay } from '../../../../shared/analytics.ts';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { cn } from '../../../lib/cn.ts';
import { useHydrated } from '../../../lib/forms/page-forms.ts';
import { onDemand, useOnDemand } from '../../../lib/on-demand.ts';
import { formatCount, formatLongDay } from '../analytics-format.ts';
import { ANALYTICS_COPY } from '../content/analytics-copy.ts';
import type { DrawnChart } from './chart-canvas.ts';

const COPY = ANALYTICS_COPY.chart;

/** uPlot and its styles: fetched once the analytics screen has hydrated, never before. */
const chartCode = onDemand(() => import('./chart-canvas.ts'));

/** The day with the most views (the first of equals), if any had views. */
function busiestDay(days: readonly AnalyticsDay[]) {
  let best: AnalyticsDay | undefined;
  for (const day of days) if (day.views > (best?.views ?? 0)) best = day;
  return best;
}

/**
 * Visitors and views per day: the caption says it in a sentence and the
 * table under it holds every day (both in the server's HTML); the line
 * chart is drawn on a canvas once the page has hydrated and its code has
 * arrived, hidden from screen readers, which have the text.
 */
export function VisitorsChart({
  days,
  totals,
}: {
  days: readonly AnalyticsDay[];
  totals: { views: number; visitors: number };
}) {
  const captionId = useId();
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const code = useOnDemand(chartCode, hydrated && !failed, () => setFailed(true));
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const latestDays = useRef(days);

  useEffect(() => {
    latestDays.current = days;
    chart.current?.update(days);
  }, [days]);

  useEffect(() => {
    if (!code || !box.current) return;
    const drawn = code.drawChart(box.current, latestDays.current, {
      day: COPY.day,
      visitors: COPY.visitors,
      views: COPY.views,
    });
    chart.current = drawn;
    return () => {
      chart.current = null;
      drawn.destroy();
    };
  }, [code]);

  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const busiest = busiestDay(days);
  return (
    <figure aria-labelledby={captionId} className="grid min-w-0 gap-3">
      <div
        ref={box}
        aria-hidden="true"
        data-chart={code ? 'drawn' : 'waiting'}
        className="min-h-68 w-full min-w-0 overflow-hidden"
      />
      {failed ? <p className="text-sm text-muted">{COPY.failed}</p> : null}
      <figcaption id={captionId} className="text-sm text-muted">
        {first && last
          ? COPY.summary(
              formatLongDay(first),
              formatLongDay(last),
              formatCount(totals.views),
              formatCount(totals.visitors),
              busiest ? COPY.busiest(formatLongDay(busiest.day), formatCount(busiest.views)) : null,
            )
          : null}
      </figcaption>
      <details className="rounded-lg border border-line">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700">
          {COPY.tableToggle}
        </summary>
        <ScrollRegion label={COPY.tableCaption} className="max-h-96 overflow-y-auto">
          <table className="w-full text-left text-sm" data-table="days">
            <caption className="sr-only">{COPY.tableCaption}</caption>
            <thead className="sticky top-0 bg-surface text-muted">
              <tr>
                {[COPY.day, COPY.visitors, COPY.views, COPY.leads].map((label, index) => (
                  <th
                    key={label}
                    scope="col"
                    className={cn('px-3 py-2 font-semibold', index > 0 && 'text-right')}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                    <time dateTime={day.day}>{formatLongDay(day.day)}</time>
                  </th>
                  {[day.visitors, day.views, day.leads].map((value, index) => (
                    <td key={index} className="px-3 py-1.5 text-right tabular-nums">
                      {formatCount(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
