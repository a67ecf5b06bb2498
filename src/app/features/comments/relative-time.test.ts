import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const at = Date.parse('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(at - ms).toISOString();

describe('relativeTime', () => {
  it('follows the spec: just now, minutes, hours, days up to 30, then a short date', () => {
    expect(relativeTime(ago(0), at)).toBe('Just now');
    expect(relativeTime(ago(59_999), at)).toBe('Just now');
    expect(relativeTime(ago(60_000), at)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), at)).toBe('59 minutes ago');
    expect(relativeTime(ago(3_600_000), at)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000), at)).toBe('23 hours ago');
    expect(relativeTime(ago(86_400_000), at)).toBe('1 day ago');
    expect(relativeTime(ago(30 * 86_400_000), at)).toBe('30 days ago');
    expect(relativeTime(ago(31 * 86_400_000), at)).toBe('26 Oct 2026');
  });

  it('reads a time slightly ahead of the clock as just now', () => {
    expect(relativeTime(new Date(at + 5_000).toISOString(), at)).toBe('Just now');
  });
});
