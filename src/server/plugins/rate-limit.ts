import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
  redisPrefix: string;
}

/**
 * Registers the limiter without a global limit; routes opt in with
 * `config: { rateLimit: app.writeRateLimit }`. Counters live in memory on one
 * instance and in Redis when REDIS_URL is set, so every instance shares them.
 */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings) {
  const { redis } = app;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${settings.redisPrefix}rl:` } : {}),
    // An unreachable Redis must not take the forms down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(API_MESSAGES.tooManyRequests(context.ttl / 1000), context.ttl / 1000),
  });

  const timeWindow = settings.windowSeconds * 1000;
  app.decorate('writeRateLimit', { max: settings.max, timeWindow });
  app.decorate('readRateLimit', { max: settings.max * 6, timeWindow });
}
