import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate limits, the page cache). */
    redis: Redis | undefined;
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

/**
 * One Redis connection for everything instances share. Commands fail at once
 * while it is down (no offline queue), so every user of it falls back to
 * memory rather than waiting; ioredis keeps reconnecting meanwhile.
 */
export async function registerRedis(app: FastifyInstance, redisUrl: string | undefined) {
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  app.decorate('redis', redis);
  if (!redis) return;
  app.metrics.gauge(
    'redis_connected',
    'Whether the shared Redis connection is up (1) or not (0)',
    [],
    () => [{ value: redis.status === 'ready' ? 1 : 0 }],
  );
  let reported = false;
  redis.on('error', (err) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) app.log.warn({ err }, 'redis connection problem');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('redis connection restored');
    reported = false;
  });
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // A request that arrives before the connection is up would skip what Redis
  // shares, so the server waits for it, for a bounded time, before it listens.
  await whenReady(redis, REDIS_READY_TIMEOUT_MS).catch((err: unknown) =>
    app.log.warn({ err }, 'redis not ready; shared limits and caches wait for it'),
  );
}
