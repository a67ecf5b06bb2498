import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CachedPage } from './cached-page.ts';
import { createPageStore, type PageStoreOptions } from './page-cache-store.ts';

/** The store's own rules: the byte bound, expiry, late renders, and invalidation between instances. */

const page = (text: string): CachedPage => ({
  headers: { 'content-type': 'text/html' },
  scriptHashes: [],
  etag: `"${text}"`,
  identity: Buffer.from(text),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
});

const log = pino({ level: 'silent' });
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0)) await item.close();
});

function store(overrides: Partial<PageStoreOptions> = {}) {
  const created = createPageStore({
    maxBytes: 10_000,
    ttlMs: 60_000,
    namespace: 'test',
    redis: undefined,
    redisPrefix: '',
    log,
    ...overrides,
  });
  opened.push(created);
  return created;
}

describe('in memory', () => {
  it('keeps the most recently used pages within the byte bound', async () => {
    const s = store({ maxBytes: 3 * (1000 + 40) });
    for (const key of ['/a', '/b', '/c']) s.set(key, page(key.repeat(500)), s.begin());
    await s.get('/a');
    s.set('/d', page('/d'.repeat(500)), s.begin());
    expect(await s.get('/b')).toBeUndefined();
    for (const key of ['/a', '/c', '/d']) expect(await s.get(key), key).toBeDefined();
    expect(s.stats().bytes).toBeLessThanOrEqual(3 * 1040);
  });

  it('serves a page for its time only, and drops a render begun before an invalidation', async () => {
    let now = 1_000;
    const s = store({ now: () => now });
    s.set('/x', page('x'), s.begin());
    now += 59_999;
    expect(await s.get('/x')).toBeDefined();
    now += 1;
    expect(await s.get('/x')).toBeUndefined();

    const started = s.begin();
    await s.invalidate('a write');
    s.set('/late', page('late'), started);
    expect(await s.get('/late')).toBeUndefined();
  });

  it('keeps a page that ran out as the stale copy for one more TTL, never past an invalidation', async () => {
    let now = 1_000;
    const s = store({ now: () => now });
    s.set('/x', page('x'), s.begin());
    expect(s.stale('/x')).toBeDefined(); // fresh pages are a stale copy too
    now += 60_000;
    expect(await s.get('/x')).toBeUndefined();
    expect(s.stale('/x')?.identity.toString()).toBe('x');
    now += 59_999;
    expect(s.stale('/x')).toBeDefined();
    now += 1;
    expect(s.stale('/x')).toBeUndefined();

    s.set('/y', page('y'), s.begin());
    now += 60_000;
    await s.invalidate('a write');
    expect(s.stale('/y')).toBeUndefined();
  });
});

describe('remembered reads of published content', () => {
  it('reads once for concurrent callers and keeps the answer for the TTL', async () => {
    let now = 1_000;
    const s = store({ now: () => now });
    const read = vi.fn(async () => ({ title: 'A post' }));
    const answers = await Promise.all([1, 2, 3].map(() => s.remember('post:a', read)));
    expect(answers).toEqual([{ title: 'A post' }, { title: 'A post' }, { title: 'A post' }]);
    expect(await s.remember('post:a', read)).toEqual({ title: 'A post' });
    expect(read).toHaveBeenCalledTimes(1);
    now += 60_000;
    await s.remember('post:a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets everything at an invalidation, and keeps neither a failure nor a read begun before one', async () => {
    const s = store();
    const read = vi.fn(async () => 'old');
    await s.remember('post:a', read);
    await s.invalidate('an edit');
    await s.remember('post:a', read);
    expect(read).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    await expect(s.remember('post:b', failing)).rejects.toThrow('database down');
    expect(await s.remember('post:b', async () => 'back')).toBe('back');

    let finish!: (value: string) => void;
    const late = s.remember('post:c', () => new Promise<string>((resolve) => (finish = resolve)));
    await s.invalidate('a write while reading');
    // A caller after the invalidation does not join the read begun before it.
    const fresh = s.remember('post:c', async () => 'after');
    finish('before');
    expect(await late).toBe('before');
    expect(await fresh).toBe('after');
    expect(await s.remember('post:c', async () => 'never read')).toBe('after');
  });

  it('holds at most 500 reads, the least recently used going first', async () => {
    const s = store();
    for (let i = 0; i < 501; i++) await s.remember(`k${i}`, async () => i);
    expect(s.stats().remembered).toBe(500);
    expect(await s.remember('k0', async () => 'read again')).toBe('read again');
    expect(await s.remember('k500', async () => 'not read')).toBe(500);
  });
});

describe('with Redis', () => {
  const redisClient = () => {
    const client = new Redis('redis://127.0.0.1:6379', { enableOfflineQueue: false });
    opened.push({ close: async () => void (await client.quit()) });
    return new Promise<Redis>((resolve) => client.once('ready', () => resolve(client)));
  };

  it('an invalidation on one instance empties the memory of the others through pub/sub', async () => {
    const redisPrefix = `store-${randomUUID().slice(0, 8)}:`;
    const a = store({ redis: await redisClient(), redisPrefix });
    const b = store({ redis: await redisClient(), redisPrefix });
    await Promise.all([a.start(), b.start()]);
    // Wait until b's subscription is up (a's probes start reaching it).
    await vi.waitFor(async () => {
      if (b.stats().entries === 0) b.set('/warm', page('warm'), b.begin());
      await a.invalidate('probe');
      await vi.waitFor(() => expect(b.stats().entries).toBe(0), { timeout: 200 });
    });

    // A probe of an attempt that timed out (a busy machine) may still arrive
    // and empty b: hold the page and the read again until b keeps them.
    await vi.waitFor(async () => {
      b.set('/page', page('held by b'), b.begin());
      await b.remember('post:a', async () => 'read by b');
      expect(b.stats()).toMatchObject({ entries: 1, remembered: 1 });
    });
    await a.invalidate('a post was published');
    // No request reaches b: the message alone empties its memory.
    await vi.waitFor(() => expect(b.stats()).toMatchObject({ entries: 0, remembered: 0 }), {
      timeout: 5000,
    });
  });

  it('an instance serves what another one rendered', async () => {
    const redisPrefix = `store-${randomUUID().slice(0, 8)}:`;
    const a = store({ redis: await redisClient(), redisPrefix });
    const b = store({ redis: await redisClient(), redisPrefix });
    await Promise.all([a.start(), b.start()]);
    a.set('/shared', page('rendered by a'), a.begin());
    await vi.waitFor(async () => {
      expect((await b.get('/shared'))?.identity.toString()).toBe('rendered by a');
    });
  });

  it('a read remembered by one instance is read again after another invalidated, message or not', async () => {
    const redisPrefix = `store-${randomUUID().slice(0, 8)}:`;
    // b never hears the channel (no subscription yet): the generation read before each answer decides.
    const a = store({ redis: await redisClient(), redisPrefix });
    const b = store({ redis: await redisClient(), redisPrefix });
    await Promise.all([a.start(), b.start()]);
    expect(await b.remember('post:a', async () => 'before')).toBe('before');
    await a.invalidate('an edit on a');
    expect(await b.remember('post:a', async () => 'after')).toBe('after');
  });
});
