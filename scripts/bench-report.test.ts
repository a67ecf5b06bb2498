import { describe, expect, it } from 'vitest';
import { report, verdicts, type PageBench, type RoundFigures } from './bench-report.ts';

const round = (reqPerSec: number, p99 = 20): RoundFigures => ({
  reqPerSec,
  p50: p99 / 2,
  p99,
  total: reqPerSec * 3,
});

function page(
  name: string,
  rates: { cached: number[]; uncached: number[]; static: number[] },
  cachedP99 = 20,
): PageBench {
  const variant = (path: string, rounds: RoundFigures[]) => ({
    path,
    bodyBytes: 50_000,
    rounds,
    all: { p50: 10, p99: Math.max(...rounds.map((r) => r.p99)), total: 1000 },
  });
  return {
    name,
    variants: {
      cached: variant(
        '/',
        rates.cached.map((r) => round(r, cachedP99)),
      ),
      uncached: variant(
        '/',
        rates.uncached.map((r) => round(r, 500)),
      ),
      static: variant(
        '/__bench/page.html',
        rates.static.map((r) => round(r)),
      ),
    },
  };
}

describe('bench verdicts', () => {
  it('judges each page by the median of its rounds’ ratios', () => {
    // Ratios 0.5, 0.8, 0.9: the median (0.8) meets 0.7 although one round does not.
    const [home] = verdicts([
      page('home page', {
        cached: [500, 800, 900],
        uncached: [50, 50, 50],
        static: [1000, 1000, 1000],
      }),
    ]);
    expect(home!.cachedRatio).toBeCloseTo(0.8);
    expect(home!.cachedMet).toBe(true);
    expect(home!.uncachedMet).toBeUndefined();
  });

  it('fails a cached page on its p99 and a post on its uncached ratio', () => {
    const [post] = verdicts([
      page('post', { cached: [900, 900], uncached: [100, 120], static: [1000, 1000] }, 60),
    ]);
    expect(post!.cachedMet).toBe(false);
    expect(post!.uncachedRatio).toBeCloseTo(0.11);
    expect(post!.uncachedMet).toBe(false);
  });

  it('writes the goals, every variant and the rounds into the section', () => {
    const section = report(
      { connections: 50, rounds: 2, roundSeconds: 3, warmupSeconds: 2, minutes: 4.5 },
      [
        page('home page', { cached: [900, 950], uncached: [90, 95], static: [1000, 1000] }),
        {
          ...page('post', { cached: [800, 850], uncached: [100, 200], static: [1000, 1000] }, 70),
          stalls: ['cached round 2'],
        },
      ],
      [{ file: '/assets/a.js', raw: 100, gzip: 60, brotli: 50 }],
      [{ file: '/assets/a.css', raw: 100, gzip: 60, brotli: 50 }],
      { count: 20, withoutBytes: 70_000, withBytes: 100_000, rounds: [{ a: 100, b: 95 }] },
    );
    expect(section).toContain('**Cached pages: met on 1 of 2 pages. Uncached post: met.**');
    expect(section).toMatch(
      /\| post \| 0\.825× \| 70\.00 ms \| \*\*not met\*\* \(p99 20\.0 ms over\)/,
    );
    expect(section).toContain('static file (`/__bench/page.html`)');
    expect(section).toContain('No response at all arrived during post cached round 2');
    expect(section).toContain('Median ratio: **0.950**');
  });
});
