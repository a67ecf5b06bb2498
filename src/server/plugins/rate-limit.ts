import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { API_MESSAGES } from '../../shared/api-messages.ts';
import { TooManyRequests } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-client-address limit for calls that store something (forms, sign-ups). */
    writeRateLimit: RateLimitOptions;
    /** A looser limit for reads that still disclose something (status look-ups). */
    readRateLimit: RateLimitOptions;
  }
}

const REDIS_READY_TIMEOUT_MS = 10_000;

/** Settles when the connection is up, or fails on its first error or after the timeout. */
function whenReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      if (err) reject(err);
      else resolve();
    };
    const onReady = () => settle();
    const onError = (err: Error) => settle(err);
    const timer = setTimeout(
      () => settle(new Error(`Redis was not ready within ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
  redisUrl: string | undefined;
}

/**
 * Registers the limiter without a global limit; routes opt in with
 * `config: { rateLimit: app.writeRateLimit }`. Counters live in memory on one
 * instance and in Redis when REDIS_URL is set, so every instance shares them.
 */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings) {
  const redis = settings.redisUrl
    ? new Redis(settings.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis connection problem'));
  if (redis) {
    app.addHook('onClose', async () => void redis.quit().catch(() => redis.disconnect()));
    // Without an offline queue, a request that arrives before the connection is
    // up skips the limiter (skipOnError); so the server waits for Redis, for a
    // bounded time, before it takes requests.
    await whenReady(redis, REDIS_READY_TIMEOUT_MS).catch((err: unknown) =>
      app.log.warn({ err }, 'redis not ready; rate limits are skipped until it is'),
    );
  }

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rl:' } : {}),
    // An unreachable Redis must not take the forms down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(API_MESSAGES.tooManyRequests(context.ttl / 1000), context.ttl / 1000),
  });

  const timeWindow = settings.windowSeconds * 1000;
  app.decorate('writeRateLimit', { max: settings.max, timeWindow });
  app.decorate('readRateLimit', { max: settings.max * 6, timeWindow });
}
