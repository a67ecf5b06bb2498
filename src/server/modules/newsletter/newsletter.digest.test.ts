import { describe, expect, it } from 'vitest';
import { digestId, nextDigestAt } from './newsletter.digest.ts';

describe('nextDigestAt', () => {
  it('is the next scheduled weekday and time in the company time zone', () => {
    // Sunday 22 Nov 2026, noon UTC; Monday 09:00 in Kolkata is 03:30 UTC.
    const sunday = new Date('2026-11-22T12:00:00Z');
    expect(nextDigestAt(sunday, 'mon 09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-23T03:30:00.000Z',
    );
    // At the very time, the next one is a week later.
    const atTime = new Date('2026-11-23T03:30:00Z');
    expect(nextDigestAt(atTime, 'mon 09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-30T03:30:00.000Z',
    );
    // Later the same Monday: next week.
    expect(
      nextDigestAt(new Date('2026-11-23T10:00:00Z'), 'mon 09:00', 'Asia/Kolkata').toISOString(),
    ).toBe('2026-11-30T03:30:00.000Z');
  });

  it('follows daylight saving time where the company is', () => {
    // London: Friday 17:00 is 17:00 UTC in winter and 16:00 UTC in summer.
    expect(
      nextDigestAt(new Date('2026-12-01T00:00:00Z'), 'fri 17:00', 'Europe/London').toISOString(),
    ).toBe('2026-12-04T17:00:00.000Z');
    expect(
      nextDigestAt(new Date('2026-07-01T00:00:00Z'), 'fri 17:00', 'Europe/London').toISOString(),
    ).toBe('2026-07-03T16:00:00.000Z');
  });
});

describe('digestId', () => {
  it('is one uuid per scheduled time, the same on every instance', () => {
    const at = new Date('2026-11-30T03:30:00Z');
    expect(digestId(at)).toBe(digestId(new Date(at)));
    expect(digestId(at)).not.toBe(digestId(new Date('2026-12-07T03:30:00Z')));
    expect(digestId(at)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
