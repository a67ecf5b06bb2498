import { describe, expect, it, vi } from 'vitest';
import { cachedFor } from './metrics.ts';

describe('cachedFor (the gauges read from the database)', () => {
  it('waits for the first read only, then answers the last and reads again behind it', async () => {
    let time = 0;
    let reads = 0;
    const read = vi.fn(async () => ++reads);
    const cached = cachedFor(
      5000,
      read,
      () => {},
      () => time,
    );
    expect(await cached()).toBe(1);
    time = 4999;
    expect(await cached()).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    time = 5000;
    // Answered at once with the last value; the fresh read is for the next scrape.
    expect(await cached()).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
    time = 5001;
    expect(await cached()).toBe(2);
  });

  it('keeps the last answer when a read fails, and reports it once a minute at most', async () => {
    let time = 0;
    let fail = false;
    const failed = vi.fn();
    const cached = cachedFor(
      1000,
      async () => {
        if (fail) throw new Error('database down');
        return 'counts';
      },
      failed,
      () => time,
    );
    expect(await cached()).toBe('counts');
    fail = true;
    for (time = 1000; time <= 5000; time += 1000) expect(await cached()).toBe('counts');
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('answers undefined when the very first read fails', async () => {
    const cached = cachedFor(
      1000,
      () => Promise.reject(new Error('down')),
      () => {},
      () => 0,
    );
    expect(await cached()).toBeUndefined();
  });
});
