import { COMMENT_LIMITS } from '../../../shared/comments.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'} ago`;

/**
 * A comment's time as the spec words it: under 60 seconds 'Just now', then
 * minutes, hours and days up to 30 days, after that a short date.
 */
export function relativeTime(iso: string, now: number): string {
  const then = Date.parse(iso);
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return unit(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return unit(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days <= COMMENT_LIMITS.relativeDays) return unit(days, 'day');
  return shortDate.format(then);
}
