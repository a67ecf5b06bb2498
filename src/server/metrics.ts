import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';

/*
 * What the modules see of the metrics: instruments to add and count with,
 * no-ops when metrics are off (plugins/metrics.ts makes them).
 */

/** A counter a module increments; does nothing when metrics are off. */
export interface Meter {
  inc(labels?: Readonly<Record<string, string>>, value?: number): void;
}

/** A histogram a module times things with; does nothing when metrics are off. */
export interface Timer {
  observe(labels: Readonly<Record<string, string>>, seconds: number): void;
}

/** One value of a gauge read at scrape time. */
export interface Sample {
  labels?: Readonly<Record<string, string>>;
  value: number;
}

export interface Metrics {
  /** False with neither METRICS_TOKEN nor METRICS_PORT: every instrument below is a no-op. */
  readonly enabled: boolean;
  readonly registry: Registry | undefined;
  /**
   * `known`: label sets shown at 0 from the start, so an alert on the
   * first increase (a first mail failure) has a value to compare with.
   */
  counter(
    name: string,
    help: string,
    labelNames?: readonly string[],
    known?: ReadonlyArray<Readonly<Record<string, string>>>,
  ): Meter;
  histogram(name: string, help: string, labelNames: readonly string[], buckets: number[]): Timer;
  /**
   * A gauge whose values are read when Prometheus scrapes. `read` is called
   * at most once every GAUGE_CACHE_MS (a count from the database costs one
   * query per few seconds however often it is scraped) and, after the
   * first scrape, in the background (`cachedFor`); a read that fails keeps
   * the last values and is logged once a minute at most.
   */
  gauge(
    name: string,
    help: string,
    labelNames: readonly string[],
    read: () => Promise<readonly Sample[]> | readonly Sample[],
  ): void;
  /** How a page request is labelled: its React Router pattern (`/blog/:slug`), told by the pages plugin. */
  labelPagesWith(patternOf: (path: string) => string): void;
  /** A request's route pattern: the API's, a page's React Router pattern, or `unmatched`. */
  routeOf(request: FastifyRequest): string;
  /**
   * With METRICS_PORT: serves `GET /metrics` on that port, bound to
   * METRICS_HOST, without a token (the network is the guard); closed with
   * the server. Called once the server listens.
   */
  listen(): Promise<void>;
}

/**
 * Marks a page's own call to the API (made in process while it renders):
 * the metrics count the page's request, not its calls a second time. The
 * value is random per process, so a client cannot send it.
 */
export const IN_PROCESS_CALL = {
  header: 'x-in-process-call',
  value: randomBytes(16).toString('hex'),
} as const;

/** How long a gauge's values read from the database are served before being read again. */
export const GAUGE_CACHE_MS = 5000;

/**
 * `read` called at most once every `ms`, and never waited for once it has
 * answered: a later call gets the last answer at once and starts a fresh
 * read for the next one (a scrape costs no database round trip; its queue
 * figures are at most one scrape interval old). Only the first call waits.
 * A failed read keeps the last answer (undefined before any) and is
 * reported once a minute at most.
 */
export function cachedFor<T>(
  ms: number,
  read: () => Promise<T>,
  failed: (err: unknown) => void,
  clock: () => number = () => performance.now(),
): () => Promise<T | undefined> {
  let last: { at: number; value: Promise<T | undefined> } | undefined;
  let answered: { value: T } | undefined;
  let lastWarning = -Infinity;
  return () => {
    const now = clock();
    if (last && now - last.at < ms) return answered ? Promise.resolve(answered.value) : last.value;
    const value = read().then(
      (result) => {
        answered = { value: result };
        return result;
      },
      (err: unknown) => {
        if (now - lastWarning >= 60_000) {
          lastWarning = now;
          failed(err);
        }
        return answered?.value;
      },
    );
    last = { at: now, value };
    return answered ? Promise.resolve(answered.value) : value;
  };
}
