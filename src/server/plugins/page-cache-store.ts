import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { deserializePage, serializePage, sizeOf, type CachedPage } from './cached-page.ts';

/** How often an unreachable Redis is reported while it stays unreachable. */
const WARN_EVERY_MS = 60_000;

export interface PageStoreOptions {
  /** Upper bound of the bytes held in memory (bodies in every encoding). */
  maxBytes: number;
  /** How long an entry is served; also the most a shown view count may lag. */
  ttlMs: number;
  /** Separates builds and site settings in Redis, so a deploy never serves an old page. */
  namespace: string;
  redis: Redis | undefined;
  /** REDIS_PREFIX: keeps sites that share one Redis apart. */
  redisPrefix: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** How many published-content reads `remember` keeps (the least recently used go first). */
const MAX_REMEMBERED = 500;

interface MemoryEntry {
  page: CachedPage;
  size: number;
  expires: number;
}

/**
 * Rendered pages for anonymous visitors: in memory (least recently used
 * first out, within a byte bound) and, when Redis is configured, in Redis
 * too, so an instance serves what another rendered.
 *
 * A write that changes what visitors see calls `invalidate`: this instance's
 * memory is emptied at once, the shared generation (part of every Redis key)
 * moves on, and every other instance hears it on the invalidation channel
 * and empties its memory too. Pub/sub delivery is not ordered with other
 * requests, so before answering from memory an instance also reads the
 * generation (one small read shared by all requests waiting at that moment):
 * a page is never served from before a write whose answer has been sent. A render that began before an invalidation is
 * not stored (`begin` hands out the epoch it must still match). Entries also
 * expire after `ttlMs`, which bounds any staleness an unreachable Redis
 * could cause. With Redis down the cache works from memory and says so in
 * the log, at most once a minute.
 */
export function createPageStore(options: PageStoreOptions) {
  const { maxBytes, ttlMs, namespace, redis, log } = options;
  // One generation counter and one channel for every instance and build of the site.
  const GENERATION_KEY = `${options.redisPrefix}pagecache:generation`;
  const INVALIDATION_CHANNEL = `${options.redisPrefix}pagecache:invalidate`;
  // Read through Date each time, so a test's fake clock moves it.
  const now = options.now ?? (() => Date.now());
  const instance = randomUUID();
  const memory = new Map<string, MemoryEntry>();
  let bytes = 0;
  /** Moves on at every clear; a render that began under another epoch is not kept. */
  let epoch = 0;
  /** The shared generation as this instance last heard it. */
  let generation = '0';
  const pending = new Set<Promise<void>>();
  let lastWarning = 0;
  /** Reads of published content (see `remember`), emptied with the pages. */
  const remembered = new Map<string, { value: unknown; expires: number }>();
  /** Reads under way, by key: concurrent renders of one page share one read. */
  const reading = new Map<string, { epoch: number; value: Promise<unknown> }>();

  function warn(err: unknown, what: string) {
    const at = now();
    if (at - lastWarning < WARN_EVERY_MS) return;
    lastWarning = at;
    log.warn({ err }, `page cache: ${what}; serving from memory only`);
  }

  function clearMemory() {
    memory.clear();
    remembered.clear();
    reading.clear();
    bytes = 0;
    epoch += 1;
  }

  const redisKey = (key: string) =>
    `${options.redisPrefix}pagecache:${namespace}:${generation}:${key}`;
  const redisUp = () => redis?.status === 'ready';

  async function readGeneration() {
    if (!redis || !redisUp()) return;
    try {
      generation = (await redis.get(GENERATION_KEY)) ?? '0';
    } catch (err) {
      warn(err, 'Redis unreachable');
    }
  }

  // Pub/sub needs a connection of its own. After any reconnection the
  // instance may have missed invalidations: it forgets what it holds.
  const subscriber = redis?.duplicate({ autoResubscribe: false });
  if (subscriber) {
    subscriber.on('error', (err) => warn(err, 'Redis unreachable'));
    subscriber.on('ready', () => {
      clearMemory();
      void readGeneration();
      subscriber.subscribe(INVALIDATION_CHANNEL).catch((err: unknown) => warn(err, 'no pub/sub'));
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { from, generation: heard } = JSON.parse(message) as {
          from: string;
          generation: string;
        };
        generation = heard;
        if (from !== instance) clearMemory();
      } catch {
        // Not one of ours.
      }
    });
  }

  function remember(key: string, page: CachedPage) {
    const size = sizeOf(page) + key.length;
    if (size > maxBytes) return;
    const old = memory.get(key);
    if (old) {
      memory.delete(key);
      bytes -= old.size;
    }
    memory.set(key, { page, size, expires: now() + ttlMs });
    bytes += size;
    // A Map iterates in insertion order, and a hit re-inserts: the first key is the least recent.
    for (const [oldest, entry] of memory) {
      if (bytes <= maxBytes) break;
      memory.delete(oldest);
      bytes -= entry.size;
    }
  }

  /**
   * The shared generation as Redis has it now: read by a GET sent after the
   * caller asked (so a write another instance finished before is seen),
   * shared by every caller waiting for the same read, so a busy instance
   * sends one small read at a time whatever its traffic.
   */
  let checking: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  function checkGeneration(): Promise<void> {
    if (!checking) {
      checking = (async () => {
        const current = (await redis!.get(GENERATION_KEY)) ?? '0';
        if (current !== generation) {
          generation = current;
          clearMemory();
        }
      })().finally(() => {
        checking = undefined;
      });
      return checking;
    }
    queued ??= checking
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return checkGeneration();
      });
    return queued;
  }

  /** Empties the memory if another instance has invalidated since this one last heard. */
  async function catchUp() {
    if (!redis || !redisUp()) return;
    try {
      await checkGeneration();
    } catch (err) {
      warn(err, 'Redis unreachable');
    }
  }

  return {
    /** The epoch a render starts under; pass it to `set`. */
    begin: () => epoch,

    /**
     * A read of published content, kept in this instance's memory under the
     * same rules as the pages (emptied by every invalidation, here or on
     * another instance, and expired after `ttlMs`), so a page rendered for a
     * signed-in visitor, or a page's first render, does not read again what
     * an earlier render read. Concurrent callers share one read; a read that
     * fails, or that began before an invalidation, is not kept.
     */
    async remember<T>(key: string, read: () => Promise<T>): Promise<T> {
      if (redis) await catchUp();
      const kept = remembered.get(key);
      if (kept && kept.expires > now()) {
        remembered.delete(key);
        remembered.set(key, kept);
        return kept.value as T;
      }
      const underWay = reading.get(key);
      if (underWay?.epoch === epoch) return underWay.value as Promise<T>;
      const started = epoch;
      const value = read();
      reading.set(key, { epoch: started, value });
      try {
        const result = await value;
        if (started === epoch) {
          remembered.delete(key);
          remembered.set(key, { value: result, expires: now() + ttlMs });
          for (const oldest of remembered.keys()) {
            if (remembered.size <= MAX_REMEMBERED) break;
            remembered.delete(oldest);
          }
        }
        return result;
      } finally {
        if (reading.get(key)?.value === value) reading.delete(key);
      }
    },

    async get(key: string): Promise<CachedPage | undefined> {
      if (redis) await catchUp();
      const entry = memory.get(key);
      if (entry && entry.expires > now()) {
        memory.delete(key);
        memory.set(key, entry);
        return entry.page;
      }
      // An entry past its time stays (see `stale`) until a new render replaces it.
      if (!redis || !redisUp()) return undefined;
      const started = epoch;
      try {
        const stored = await redis.getBuffer(redisKey(key));
        const page = stored ? deserializePage(stored) : undefined;
        if (page && started === epoch) remember(key, page);
        return page;
      } catch (err) {
        warn(err, 'Redis unreachable');
        return undefined;
      }
    },

    /**
     * The page as it was when its time ran out, for at most one more TTL:
     * what visitors get while the page renders again, instead of waiting for
     * it. Never a page from before an invalidation (that empties the memory).
     */
    stale(key: string): CachedPage | undefined {
      const entry = memory.get(key);
      return entry && entry.expires + ttlMs > now() ? entry.page : undefined;
    },

    set(key: string, page: CachedPage, startedAt: number) {
      if (startedAt !== epoch) return;
      remember(key, page);
      if (!redis || !redisUp()) return;
      redis
        .set(redisKey(key), serializePage(page), 'PX', ttlMs)
        .catch((err: unknown) => warn(err, 'Redis unreachable'));
    },

    /**
     * Forgets every page here and on every instance. The promise settles
     * when the other instances have been told (or Redis is known down).
     */
    invalidate(reason: string): Promise<void> {
      clearMemory();
      log.debug({ reason }, 'page cache cleared');
      if (!redis || !redisUp()) return Promise.resolve();
      const told = (async () => {
        try {
          generation = String(await redis.incr(GENERATION_KEY));
          await redis.publish(INVALIDATION_CHANNEL, JSON.stringify({ from: instance, generation }));
        } catch (err) {
          warn(err, 'Redis unreachable');
        }
      })();
      pending.add(told);
      void told.finally(() => pending.delete(told));
      return told;
    },

    /** Settles once every invalidation begun so far has reached Redis. */
    async settled(): Promise<void> {
      await Promise.all(pending);
    },

    /** Reads the shared generation (at start, when Redis is already up). */
    start: readGeneration,

    async close() {
      await subscriber?.quit().catch(() => subscriber.disconnect());
    },

    /** For tests and the log: entries and bytes held in memory, and reads remembered. */
    stats: () => ({ entries: memory.size, bytes, remembered: remembered.size }),
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
