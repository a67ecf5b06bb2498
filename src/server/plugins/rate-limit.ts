import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../shared/api-messages.ts';
import { TooManyRequests } from '../errors.ts';
import { redisCountersWithFallback } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-client-address limit for calls that store something (forms, sign-ups). */
    writeRateLimit: RateLimitOptions;
    /** A looser limit for reads that still disclose something (status look-ups). */
    readRateLimit: RateLimitOptions;
    /**
     * Per-account limit for a signed-in user's changes to their own records
     * (the service catalogue), counted on the account wherever it signs in
     * from; three times the write limit, since one person editing a list
     * makes several changes in a row. Runs after the session guard.
     */
    accountRateLimit: RateLimitOptions;
  }
}

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
  redisPrefix: string;
}

/**
 * Registers the limiter without a global limit; routes opt in with
 * `config: { rateLimit: app.writeRateLimit }`. Counters live in memory on one
 * instance and in Redis when REDIS_URL is set, so every instance shares them
 * (and in memory again while Redis is down).
 */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings) {
  const { redis } = app;
  const refusals = app.metrics.counter(
    'rate_limit_refusals_total',
    'Requests refused by a rate limit, by route pattern',
    ['route'],
  );
  let lastWarning = 0;
  const warn = (err: unknown) => {
    // Once a minute at most: an outage is one fact, not one line per request.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    app.log.warn({ err }, 'rate limits: Redis unreachable; counting in this instance’s memory');
  };
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { store: redisCountersWithFallback(redis, `${settings.redisPrefix}rl:`, warn) }
      : {}),
    // Nothing is skipped: an unreachable Redis means counting in memory (the store above).
    skipOnError: false,
    onExceeded: (request) => {
      refusals.inc({ route: request.routeOptions.url ?? 'unmatched' });
    },
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(API_MESSAGES.tooManyRequests(context.ttl / 1000), context.ttl / 1000),
  });

  const timeWindow = settings.windowSeconds * 1000;
  app.decorate('writeRateLimit', { max: settings.max, timeWindow });
  app.decorate('readRateLimit', { max: settings.max * 6, timeWindow });
  app.decorate('accountRateLimit', {
    max: settings.max * 3,
    timeWindow,
    keyGenerator: (request) =>
      request.auth ? `account:${request.auth.user.id}` : `address:${request.ip}`,
  });
}
