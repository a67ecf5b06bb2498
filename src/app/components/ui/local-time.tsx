import { useHydrated } from '../../lib/forms/page-forms.ts';

const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
const utc = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const local = new Intl.DateTimeFormat('en-GB', options);

/**
 * How a moment is written for the reader: the server does not know the
 * reader's time zone, so its HTML (and the page until it has hydrated) says
 * the time in UTC, named so; the hydrated page says it in the browser's zone.
 */
export function useLocalTime(): (iso: string) => string {
  const hydrated = useHydrated();
  return (iso) => (hydrated ? local.format(new Date(iso)) : `${utc.format(new Date(iso))} UTC`);
}

/** A moment as the reader's own time (see useLocalTime). */
export function LocalTime({ iso }: { iso: string }) {
  const format = useLocalTime();
  return <time dateTime={iso}>{format(iso)}</time>;
}
