import { ChartLine } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '../analytics-format.ts';
import { ANALYTICS_PATH } from '../analytics-query.ts';
import type { ItemFigures, RowFigures } from '../content-figures.ts';
import { ANALYTICS_COPY } from '../content/analytics-copy.ts';
import { Sparkline } from './sparkline.tsx';

const COPY = ANALYTICS_COPY.item;

/** "120 views · 45 visitors · 2 leads" of the last 30 days. */
const totals = (figures: RowFigures) =>
  [
    COPY.views(formatCount(figures.views)),
    COPY.visitors(formatCount(figures.visitors)),
    COPY.leads(formatCount(figures.leads)),
  ].join(' · ');

/** A dashboard row's line: the views' sparkline, and the last 30 days' views, visitors and leads. */
export function RowFiguresLine({ figures }: { figures: RowFigures }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted" data-figures>
      <Sparkline values={figures.daily} />
      <span>
        <span className="font-medium text-ink">{COPY.window}:</span> {totals(figures)}
      </span>
    </p>
  );
}

/**
 * The edit screens' panel: the item's last 30 days (views, visitors, leads,
 * the views' sparkline and the top referrers), with the way to the report.
 */
export function ItemFiguresPanel({ figures }: { figures: ItemFigures }) {
  return (
    <section
      aria-labelledby="item-figures-heading"
      className="grid gap-3 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)"
      data-item-figures
    >
      <h2
        id="item-figures-heading"
        className="flex items-center gap-2 text-lg font-semibold text-ink"
      >
        <ChartLine aria-hidden="true" className="size-5 text-brand-600" />
        {COPY.panelTitle}
      </h2>
      <p className="text-sm text-muted">{totals(figures)}</p>
      <Sparkline values={figures.daily} />
      <div>
        <h3 className="text-sm font-semibold text-ink">{COPY.referrers}</h3>
        {figures.referrers.length === 0 ? (
          <p className="text-sm text-muted">{COPY.noReferrers}</p>
        ) : (
          <ul className="mt-1 grid gap-1 text-sm">
            {figures.referrers.map((referrer) => (
              <li key={referrer.referrer} className="flex justify-between gap-3">
                <span className="min-w-0 break-all text-ink">{referrer.referrer}</span>
                <span className="shrink-0 text-muted tabular-nums">
                  {COPY.referrerVisitors(formatCount(referrer.visitors))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link
        to={ANALYTICS_PATH}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        {COPY.more}
      </Link>
    </section>
  );
}
