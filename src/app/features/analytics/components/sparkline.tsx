import { formatCount } from '../analytics-format.ts';
import { ANALYTICS_COPY } from '../content/analytics-copy.ts';

const WIDTH = 96;
const HEIGHT = 24;
/** Room for the stroke at the top and bottom. */
const INSET = 2;

/** The polyline's points for these values, scaled to the box (a flat line at the bottom for none). */
export function sparklinePoints(values: readonly number[]): string {
  if (values.length === 0) return '';
  const max = Math.max(...values, 1);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = index * step;
      const y = HEIGHT - INSET - (value / max) * (HEIGHT - 2 * INSET);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * A tiny line of an item's views per day (no library: one SVG polyline),
 * with a sentence that says what it shows for screen readers.
 */
export function Sparkline({ values }: { values: readonly number[] }) {
  const total = values.reduce((sum, value) => sum + value, 0);
  const label = ANALYTICS_COPY.item.sparkline(
    formatCount(total),
    formatCount(Math.max(0, ...values)),
    formatCount(values.at(-1) ?? 0),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="shrink-0 overflow-visible"
      data-sparkline
    >
      <polyline
        points={sparklinePoints(values)}
        fill="none"
        stroke="#1d4ed8"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
