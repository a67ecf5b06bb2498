/*
 * How the analytics' figures read: counts, rates and the UTC days the report
 * counts in, the same on the server and in the browser (a fixed locale and
 * time zone), so the page hydrates as it was sent.
 */

const counts = new Intl.NumberFormat('en-GB');
const percents = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const shortDays = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDays = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatCount = (value: number) => counts.format(value);

/** A rate (0–1, or more: leads may outnumber visitors); none without visitors. */
export const formatRate = (value: number | null) => (value === null ? '–' : percents.format(value));

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "3 May" */
export const formatDay = (day: string) => shortDays.format(dayDate(day));

/** "3 May 2031" */
export const formatLongDay = (day: string) => longDays.format(dayDate(day));

/** A day as uPlot's time axis takes it: seconds since the epoch, at its UTC midnight. */
export const daySeconds = (day: string) => dayDate(day).getTime() / 1000;

export type Change =
  { direction: 'up' | 'down'; text: string } | { direction: 'same' } | { direction: 'new' };

/**
 * How a figure moved against the period before: a count by its percentage,
 * a rate by percentage points; nothing before (and something now) is new.
 */
export function changeOf(
  current: number | null,
  previous: number | null,
  kind: 'count' | 'rate',
): Change {
  // A rate is none without visitors: before it there is nothing to compare with.
  if (kind === 'rate' && previous === null) {
    return current === null ? { direction: 'same' } : { direction: 'new' };
  }
  const now = current ?? 0;
  const before = previous ?? 0;
  if (now === before) return { direction: 'same' };
  const direction = now > before ? 'up' : 'down';
  if (kind === 'rate') {
    const points = Math.abs(now - before) * 100;
    return { direction, text: `${points.toFixed(1)} pts` };
  }
  if (before === 0) return { direction: 'new' };
  return { direction, text: percents.format(Math.abs(now - before) / before) };
}
