import { BLOG_LIMITS } from '../../../shared/blog.ts';

/**
 * Dates and numbers formatted the same on the server and in every browser
 * (fixed locale and time zone), so the hydrated page matches its HTML.
 */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const numberFormat = new Intl.NumberFormat('en-GB');

export function formatDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}

export const formatCount = (value: number) => numberFormat.format(value);

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

export const readTimeLabel = (minutes: number | null | undefined) =>
  `${Math.max(1, minutes || BLOG_LIMITS.readTimeDefault)} min read`;
