import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOG_PAGE_CACHE, invalidateBlogPages, listPage, postPage } from './page-cache.ts';

type List = { ok: boolean; n: number };
type Post = { kind: 'post' | 'missing' | 'failed'; n: number };

/** A clientLoader's arguments for `url`, the server answering from `answers` in order. */
function load<T>(url: string, answers: Array<() => Promise<T>>) {
  const serverLoader = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return next();
  });
  return { request: new Request(`http://localhost${url}`), serverLoader };
}

const answer =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  invalidateBlogPages();
});
afterEach(() => vi.useRealTimers());

describe('blog page cache', () => {
  it('keeps 5 minutes and 100 pages', () => {
    expect(BLOG_PAGE_CACHE).toEqual({ ttlMs: 300_000, maxEntries: 100 });
  });

  it('reuses a page for 5 minutes per address (path and query), then asks the server', async () => {
    const answers = [answer<List>({ ok: true, n: 1 }), answer<List>({ ok: true, n: 2 })];
    const list = load('/blog?page=2', answers);
    expect(await listPage(list)).toEqual({ ok: true, n: 1 });
    vi.advanceTimersByTime(BLOG_PAGE_CACHE.ttlMs - 1);
    expect(await listPage(load('/blog?page=2', answers))).toEqual({ ok: true, n: 1 });
    expect(answers).toHaveLength(1);
    // Another query is another page.
    const other = load('/blog?page=3', [answer<List>({ ok: true, n: 3 })]);
    expect(await listPage(other)).toEqual({ ok: true, n: 3 });
    vi.advanceTimersByTime(1);
    expect(await listPage(load('/blog?page=2', answers))).toEqual({ ok: true, n: 2 });
    expect(answers).toHaveLength(0);
  });

  it('shows the stale page when the server cannot be reached or answers a failure', async () => {
    const kept = { ok: true, n: 1 };
    await listPage(load('/blog', [answer<List>(kept)]));
    vi.advanceTimersByTime(BLOG_PAGE_CACHE.ttlMs);
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await listPage(load<List>('/blog', [unreachable]))).toBe(kept);
    expect(await listPage(load('/blog', [answer<List>({ ok: false, n: 2 })]))).toBe(kept);
    expect(await postPage(load('/blog/x', [answer<Post>({ kind: 'failed', n: 3 })]))).toEqual({
      kind: 'failed',
      n: 3,
    });
  });

  it('passes a failure through when nothing is kept, and never keeps one', async () => {
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(listPage(load<List>('/blog', [unreachable]))).rejects.toThrow('Failed to fetch');
    const answers = [answer<List>({ ok: false, n: 1 }), answer<List>({ ok: true, n: 2 })];
    expect(await listPage(load('/blog', answers))).toEqual({ ok: false, n: 1 });
    expect(await listPage(load('/blog', answers))).toEqual({ ok: true, n: 2 });
  });

  it('lets a redirect and a missing post through instead of the stale post', async () => {
    await postPage(load('/blog/x', [answer<Post>({ kind: 'post', n: 1 })]));
    vi.advanceTimersByTime(BLOG_PAGE_CACHE.ttlMs);
    const moved = new Response(null, { status: 301, headers: { location: '/blog/y' } });
    await expect(postPage(load<Post>('/blog/x', [() => Promise.reject(moved)]))).rejects.toBe(
      moved,
    );
    expect(await postPage(load('/blog/x', [answer<Post>({ kind: 'missing', n: 2 })]))).toEqual({
      kind: 'missing',
      n: 2,
    });
  });

  it('asks the server within the 5 minutes when the router reloads the page on screen', async () => {
    const answers = [answer<Post>({ kind: 'post', n: 1 }), answer<Post>({ kind: 'post', n: 2 })];
    const router = { state: { navigation: { state: 'loading' } } };
    vi.stubGlobal('__reactRouterDataRouter', router);
    try {
      await postPage(load('/blog/x', answers));
      expect(await postPage(load('/blog/x', answers))).toEqual({ kind: 'post', n: 1 });
      // Refresh: a revalidation, the router not navigating.
      router.state.navigation.state = 'idle';
      expect(await postPage(load('/blog/x', answers))).toEqual({ kind: 'post', n: 2 });
      expect(answers).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('drops every page when a writer announces a change', async () => {
    vi.stubGlobal('window', new EventTarget());
    vi.resetModules();
    try {
      const cache = await import('./page-cache.ts');
      const { announceContentChange } = await import('../../lib/api/content-changes.ts');
      const answers = [answer<List>({ ok: true, n: 1 }), answer<List>({ ok: true, n: 2 })];
      await cache.listPage(load('/blog', answers));
      announceContentChange();
      expect(await cache.listPage(load('/blog', answers))).toEqual({ ok: true, n: 2 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('drops the oldest page beyond 100', async () => {
    for (let n = 0; n <= BLOG_PAGE_CACHE.maxEntries; n += 1) {
      await listPage(load(`/blog?page=${n}`, [answer<List>({ ok: true, n })]));
    }
    // Page 1 is still kept; page 0, the oldest, was dropped and is asked again.
    const unused = [answer<List>({ ok: true, n: -1 })];
    expect(await listPage(load('/blog?page=1', unused))).toEqual({ ok: true, n: 1 });
    expect(unused).toHaveLength(1);
    expect(await listPage(load('/blog?page=0', [answer<List>({ ok: true, n: 0 })]))).toEqual({
      ok: true,
      n: 0,
    });
  });

  it('asks the server again after this browser changed a post, and keeps no data loaded before', async () => {
    const answers = [answer<List>({ ok: true, n: 1 }), answer<List>({ ok: true, n: 2 })];
    await listPage(load('/blog', answers));
    invalidateBlogPages();
    expect(await listPage(load('/blog', answers))).toEqual({ ok: true, n: 2 });

    let release: (value: List) => void = () => {};
    const slow = listPage(load('/blog?page=2', [() => new Promise<List>((r) => (release = r))]));
    await Promise.resolve();
    invalidateBlogPages();
    release({ ok: true, n: 3 });
    expect(await slow).toEqual({ ok: true, n: 3 });
    const fresh = [answer<List>({ ok: true, n: 4 })];
    expect(await listPage(load('/blog?page=2', fresh))).toEqual({ ok: true, n: 4 });
  });
});
