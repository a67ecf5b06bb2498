import { describe, expect, it, vi } from 'vitest';
import { createResponseCache, type ResponseCacheOptions } from './response-cache.ts';

const TTL = 300_000;

/** A cache on a clock the test moves and a fetch that answers from `answers`, in order. */
function setUp(options: Partial<ResponseCacheOptions> = {}) {
  let time = 1_000;
  const answers: Array<() => Response | Promise<Response>> = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return next();
  });
  const cache = createResponseCache({
    ttlMs: TTL,
    maxEntries: 100,
    fetch,
    now: () => time,
    ...options,
  });
  return {
    cache,
    fetch,
    answers,
    advance: (ms: number) => (time += ms),
    /** The headers the nth request (0-based) was sent with. */
    sent: (n: number) => new Headers(fetch.mock.calls[n]?.[1]?.headers),
  };
}

const ok =
  (data: unknown, headers: Record<string, string> = {}) =>
  () =>
    Response.json({ success: true, message: 'Loaded', data }, { headers });

describe('response cache', () => {
  it('answers a fresh entry without a request and asks again once the TTL has passed', async () => {
    const { cache, fetch, answers, advance } = setUp();
    answers.push(ok({ n: 1 }), ok({ n: 2 }));
    expect((await cache.get('/api/x')).data).toEqual({ n: 1 });
    advance(TTL - 1);
    expect((await cache.get('/api/x')).data).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(1);
    expect((await cache.get('/api/x')).data).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends the stored ETag and Last-Modified, reuses the entry on 304 and keeps it fresh', async () => {
    const { cache, fetch, answers, advance, sent } = setUp();
    const lastModified = 'Wed, 01 Jan 2025 10:00:00 GMT';
    answers.push(
      ok({ n: 1 }, { etag: 'W/"abc"', 'last-modified': lastModified }),
      () => new Response(null, { status: 304 }),
    );
    const first = await cache.get('/api/x', { authorization: 'Bearer t' });
    expect(sent(0).get('if-none-match')).toBeNull();
    expect(sent(0).get('authorization')).toBe('Bearer t');
    advance(TTL);
    const second = await cache.get('/api/x');
    expect(sent(1).get('if-none-match')).toBe('W/"abc"');
    expect(sent(1).get('if-modified-since')).toBe(lastModified);
    expect(sent(1).get('accept')).toBe('application/json');
    expect(second).toEqual(first);
    expect(second.ok).toBe(true);
    // The 304 refreshed the entry: another TTL without a request.
    advance(TTL - 1);
    await cache.get('/api/x');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('serves the stale result when the network fails or the server answers 500', async () => {
    const { cache, answers, advance } = setUp();
    answers.push(
      ok({ n: 1 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Response.json({ success: false, message: 'Down' }, { status: 500 }),
    );
    const first = await cache.get('/api/x');
    advance(TTL);
    expect(await cache.get('/api/x')).toEqual(first);
    expect(await cache.get('/api/x')).toEqual(first);
  });

  it('answers the failure when nothing is cached, and never stores a failed answer', async () => {
    const { cache, fetch, answers } = setUp();
    answers.push(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Response.json({ success: false, message: 'Down' }, { status: 503 }),
      ok({ n: 1 }),
    );
    expect(await cache.get('/api/x')).toMatchObject({ ok: false, status: 0 });
    expect(await cache.get('/api/x')).toMatchObject({ ok: false, status: 503, message: 'Down' });
    expect((await cache.get('/api/x')).data).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('drops the entry stored or refreshed longest ago beyond maxEntries', async () => {
    const { cache, fetch, answers, advance } = setUp({ maxEntries: 2 });
    answers.push(ok('a'), ok('b'), () => new Response(null, { status: 304 }), ok('c'));
    await cache.get('/a');
    await cache.get('/b');
    // Refreshing /a by a 304 makes /b the oldest.
    advance(TTL);
    await cache.get('/a');
    await cache.get('/c');
    expect(fetch).toHaveBeenCalledTimes(4);
    answers.push(ok('b again'));
    await cache.get('/a');
    await cache.get('/c');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect((await cache.get('/b')).data).toBe('b again');
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('invalidates the paths under a prefix, or everything', async () => {
    const { cache, fetch, answers } = setUp();
    answers.push(ok(1), ok(2), ok(3));
    await cache.get('/api/blog?page=1');
    await cache.get('/api/blog/post');
    await cache.get('/api/comments/1');
    cache.invalidate('/api/blog');
    answers.push(ok(4), ok(5));
    await cache.get('/api/blog?page=1');
    await cache.get('/api/blog/post');
    await cache.get('/api/comments/1');
    expect(fetch).toHaveBeenCalledTimes(5);
    cache.invalidate();
    answers.push(ok(6));
    expect((await cache.get('/api/comments/1')).data).toBe(6);
  });

  it('shares one request among concurrent gets of a path', async () => {
    const { cache, fetch, answers } = setUp();
    answers.push(ok('shared'), ok('other'));
    const [a, b, c] = await Promise.all([
      cache.get('/api/x'),
      cache.get('/api/x'),
      cache.get('/api/y'),
    ]);
    expect(a.data).toBe('shared');
    expect(b).toBe(a);
    expect(c.data).toBe('other');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not store an answer that was on its way when the cache was invalidated', async () => {
    const { cache, fetch, answers } = setUp();
    let release: (response: Response) => void = () => {};
    answers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    const before = cache.get('/api/x');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    cache.invalidate();
    release(ok('before the write')());
    expect((await before).data).toBe('before the write');
    answers.push(ok('after the write'));
    expect((await cache.get('/api/x')).data).toBe('after the write');
  });

  it('uses the global fetch when given none', async () => {
    const stub = vi.fn(ok('global'));
    vi.stubGlobal('fetch', stub);
    try {
      const cache = createResponseCache({ ttlMs: TTL, maxEntries: 1 });
      expect((await cache.get('/api/x')).data).toBe('global');
      expect(stub).toHaveBeenCalledWith('/api/x', expect.anything());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
