/**
 * Dates and times in a named time zone with nothing but Intl, for the meeting
 * form (the earliest date is tomorrow where the visitor is) and for staff,
 * who see a request's time in the visitor's zone and in the company's.
 */

/** True for an IANA zone name the runtime knows ("Europe/Paris", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function partsIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar date (yyyy-mm-dd) it is at `instant` in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = partsIn(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** yyyy-mm-dd plus a number of days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}

/** The first date a meeting may be asked for: tomorrow in the visitor's zone. */
export function earliestMeetingDate(timeZone: string, now: Date = new Date()): string {
  return addDays(dateInZone(now, isTimeZone(timeZone) ? timeZone : 'UTC'), 1);
}

/** A real calendar date written yyyy-mm-dd (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time (yyyy-mm-dd, hh:mm) names in `timeZone`.
 * Two passes settle the offset around daylight-saving changes; a time that
 * does not exist (the skipped spring hour) lands just after the gap.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - offsetAt(new Date(wall), timeZone);
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** "Tue 24 Nov 2026, 10:30 AM GMT+5:30": a time as people in `timeZone` read it. */
export function formatInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).format(instant);
}
