import type { AnalyticsMetric } from '../content/features.ts';

/** The marketing figures as cards; percentages get a bar (decorative: the figure is the text). */
export function AnalyticsMetrics({ metrics }: { metrics: AnalyticsMetric[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {metrics.map((metric) => (
        <li
          key={metric.label}
          className="flex flex-col rounded-(--radius-card) border border-white/15 bg-white/5 p-6"
        >
          <p className="text-4xl font-bold text-white tabular-nums">{metric.value}</p>
          <p className="mt-1 font-semibold text-brand-100">{metric.label}</p>
          {metric.bar === undefined ? null : (
            <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-white/15">
              <div
                className="h-full rounded-full bg-brand-300"
                style={{ width: `${metric.bar}%` }}
              />
            </div>
          )}
          <p className="mt-4 text-sm text-brand-100">{metric.description}</p>
        </li>
      ))}
    </ul>
  );
}
