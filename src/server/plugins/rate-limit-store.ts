import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** A counter as @fastify/rate-limit's stores answer it. */
type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Counted) => void;

/** The store contract of @fastify/rate-limit (its RedisStore and LocalStore implement it). */
interface CounterStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteLimitOptions): CounterStore;
}
/** What the plugin's types say `child` gets; at run time it is the route's limit options. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface RouteLimitOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  routeInfo: { method: string; url: string };
}

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => CounterStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => CounterStore;

/**
 * Rate-limit counters in Redis, shared by every instance, that fall back to
 * this instance's memory while Redis cannot be reached: a Redis outage
 * loosens the limits to one instance's view (each instance counts alone)
 * rather than lifting them, and never refuses or fails a request.
 */
export function redisCountersWithFallback(
  redis: Redis,
  nameSpace: string,
  warn: (err: unknown) => void,
) {
  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: CounterStore;
    private readonly local: CounterStore;

    constructor(
      params: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      stores?: { shared: CounterStore; local: CounterStore },
    ) {
      this.shared =
        stores?.shared ??
        new RedisStore(!!params.continueExceeding, !!params.exponentialBackoff, redis, nameSpace);
      this.local =
        stores?.local ?? new LocalStore(!!params.continueExceeding, !!params.exponentialBackoff);
    }

    private count(method: 'incr' | 'read', key: string, cb: Callback, window: number, max: number) {
      if (redis.status !== 'ready') {
        this.local[method](key, cb, window, max);
        return;
      }
      this.shared[method](
        key,
        (err, result) => {
          if (!err) {
            cb(null, result);
            return;
          }
          warn(err);
          this.local[method](key, cb, window, max);
        },
        window,
        max,
      );
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.count('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.count('read', key, cb, timeWindow, max);
    }

    child(options: ChildOptions): FallbackStore {
      const routeOptions = options as unknown as RouteLimitOptions;
      return new FallbackStore(routeOptions, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  }
  return FallbackStore;
}
