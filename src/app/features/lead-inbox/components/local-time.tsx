import { useHydrated } from '../../../lib/forms/page-forms.ts';

const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
const utc = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const local = new Intl.DateTimeFormat('en-GB', options);

/**
 * A moment as the reader's own time. The server does not know the reader's
 * time zone: its HTML (and the page until it has hydrated) says the time in
 * UTC, named so; the hydrated page says it in the browser's zone.
 */
export function LocalTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const time = new Date(iso);
  return <time dateTime={iso}>{hydrated ? local.format(time) : `${utc.format(time)} UTC`}</time>;
}
