import { cn } from '../../../lib/cn.ts';
import type { ChartDatum } from '../content/chart-datum.ts';
import { donutSegments, formatPercent } from './donut-segments.ts';

const RADIUS = 15.915; // circumference ≈ 100, so dash lengths read as percentages
const STROKE = 7;

/**
 * A donut chart drawn in inline SVG (no chart library). The SVG is one image
 * with a text alternative listing every slice; the visible legend beside it
 * carries the same values for everyone.
 */
export function PieChart({
  title,
  data,
  className,
}: {
  title: string;
  data: readonly ChartDatum[];
  className?: string;
}) {
  const segments = donutSegments(data);
  const description = segments
    .map((segment) => `${segment.label} ${formatPercent(segment.percent)}`)
    .join(', ');
  return (
    <figure className={cn('flex flex-col items-center gap-6 sm:flex-row', className)}>
      <svg
        viewBox="0 0 42 42"
        role="img"
        aria-label={`${title}: ${description}`}
        className="size-44 shrink-0 -rotate-90"
      >
        <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth={STROKE} />
        {segments.map((segment) => (
          <circle
            key={segment.label}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke={segment.color}
            strokeWidth={STROKE}
            pathLength={100}
            strokeDasharray={`${segment.percent} ${100 - segment.percent}`}
            strokeDashoffset={-segment.offset}
          />
        ))}
      </svg>
      <figcaption className="w-full">
        <p className="font-semibold text-ink">{title}</p>
        <ul className="mt-3 grid gap-2 text-sm">
          {segments.map((segment) => (
            <li key={segment.label} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-sm"
                style={{ backgroundColor: segment.color }}
              />
              <span className="flex-1 text-muted">{segment.label}</span>
              <span className="font-semibold text-ink tabular-nums">
                {formatPercent(segment.percent)}
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
