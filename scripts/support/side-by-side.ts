import { positiveInt } from './env-int.ts';

/*
 * What the side-by-side benches (bench:analytics, bench:autosave,
 * bench:metrics) share: the load of each run, the rounds that alternate the
 * two servers, a browser's request, and the goal they measure against.
 */

export const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50);
export const ROUNDS = positiveInt('BENCH_ROUNDS', 8);
export const ROUND_SECONDS = positiveInt('BENCH_ROUND_SECONDS', 3);
export const WARMUP_SECONDS = positiveInt('BENCH_WARMUP_SECONDS', 2);

/** A browser's page request: its user agent (counted as a visitor) and encodings. */
export const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** The least share of its requests per second a cached page keeps with the feature on. */
export const GOAL = 0.95;
