import { createHash, randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { posts } from './db/schema.ts';
import { commentFixtures } from './modules/comments/comments.fixtures.ts';
import { blogAuthor, postForm } from './test/blog-author.ts';
import { textOf, texts } from './test/html.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Rendered pages kept for anonymous visitors: the same bytes for each (no
 * nonce; inline scripts allowed by hash), compressed once, answered with an
 * ETag, never for a signed-in request, and cleared by every write that
 * changes what visitors see: on this instance and, through Redis, on every
 * other one at once.
 */

const fields = (slug: string, title: string) => postForm(slug, { title });

let t: TestApp;
let f: Awaited<ReturnType<typeof commentFixtures>>;
let author: Awaited<ReturnType<typeof blogAuthor>>;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
  f = await commentFixtures(t);
  author = f.author;
});
afterAll(async () => {
  await t?.close();
});

/** A browser's request (a crawler's views are not counted). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    url,
    headers: { 'user-agent': BROWSER, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** A staff call through the API, with the seeded author's token. */
const staff = (method: 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${author.token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A signed-in reader's request: never answered from the page cache, rendered every time. */
const signedIn = (url: string) => get(url, { authorization: `Bearer ${author.token}` });

const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/src=|application\/ld\+json/.test(attributes!))
    .map(([, , body]) => createHash('sha256').update(body!).digest('base64'));

describe('a public page for an anonymous visitor', () => {
  it('is rendered once, then served as the same bytes, without a nonce, scripts allowed by hash', async () => {
    const first = await get('/pricing');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get('/pricing');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);

    const policy = String(second.headers['content-security-policy']);
    expect(policy).not.toContain("'nonce-");
    expect(second.body).not.toMatch(/ nonce="[^"]+"/);
    const hashes = inlineScriptHashes(second.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy).toContain(`'sha256-${hash}'`);
    // Everything else in the policy is the same as on a rendered answer.
    const rendered = String((await get('/login')).headers['content-security-policy']);
    expect(policy.replace(/script-src[^;]*/, '')).toBe(rendered.replace(/script-src[^;]*/, ''));
  });

  it('is sent in the encoding asked for, each one the same page', async () => {
    const plain = await get('/about');
    const br = await get('/about', { 'accept-encoding': 'gzip, br' });
    const gzip = await get('/about', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 to its ETag', async () => {
    const page = await get('/services');
    const etag = String(page.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/services', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/services', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('/services', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keys by path and query, and never takes the address from the Host header', async () => {
    await get('/blog?category=power-automate', { host: 'evil.example' });
    const page = await get('/blog?category=power-automate');
    expect(page.headers['x-page-cache']).toBe('hit');
    expect(page.body).not.toContain('evil.example');
    expect((await get('/blog?category=dynamics-365')).headers['x-page-cache']).toBe('miss');
  });

  it('when rendered, carries a nonce of its own, the same in its policy and on its inline scripts', async () => {
    const render = async () => {
      const page = await get('/features', { authorization: `Bearer ${author.token}` });
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      const onScripts = [...page.body.matchAll(/<script\b[^>]*\bnonce="([^"]+)"/g)].map(
        (m) => m[1],
      );
      return { nonce, onScripts };
    };
    const [first, second] = [await render(), await render()];
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.onScripts.length).toBeGreaterThan(0);
    expect(new Set(first.onScripts)).toEqual(new Set([first.nonce]));
    expect(second.nonce).not.toBe(first.nonce);
  });

  it('is not cached for a signed-in request, a form post, a page outside the public set, or an error', async () => {
    await get('/features');
    const signedIn = await get('/features', { authorization: `Bearer ${author.token}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(String(signedIn.headers['content-security-policy'])).toContain("'nonce-");

    for (const path of [
      '/login',
      '/dashboard',
      '/newsletter/confirm?email=a@example.org&token=x',
    ]) {
      await get(path);
      expect((await get(path)).headers['x-page-cache'], path).toBeUndefined();
    }
    const missing = await get('/blog/no-such-post-anywhere');
    expect(missing.statusCode).toBe(404);
    expect((await get('/blog/no-such-post-anywhere')).headers['x-page-cache']).toBeUndefined();

    const posted = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: 'name=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.headers['x-page-cache']).toBeUndefined();
  });
});

describe('a page many visitors ask for at once', () => {
  it('is rendered once; the others get that render', async () => {
    await t.app.pageCache.invalidate('test');
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/training')));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const sources = answers.map((answer) => answer.headers['x-page-cache']);
    expect(sources.filter((source) => source === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('when its minute has run out, is rendered once while the others get the copy that ran out', async () => {
    await t.app.pageCache.invalidate('test');
    const first = await get('/training');
    expect(first.headers['x-page-cache']).toBe('miss');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const answers = await Promise.all(Array.from({ length: 8 }, () => get('/training')));
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      const sources = answers.map((answer) => answer.headers['x-page-cache']);
      expect(sources.filter((source) => source === 'miss')).toHaveLength(1);
      expect(sources.filter((source) => source === 'stale')).toHaveLength(7);
      for (const answer of answers.filter((a) => a.headers['x-page-cache'] === 'stale'))
        expect(answer.body).toBe(first.body);
      // The new render is what the next visitor gets.
      expect((await get('/training')).headers['x-page-cache']).toBe('hit');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('writes that change what visitors see', () => {
  it('a post published, edited and unpublished shows at once on the list and its page', async () => {
    const slug = `cache-${randomUUID().slice(0, 8)}`;
    await get('/blog');
    expect((await get('/blog')).headers['x-page-cache']).toBe('hit');

    const post = await author.create(fields(slug, 'First title of the cached post'));
    expect((await get('/blog')).body).toContain('First title of the cached post');
    await get(`/blog/${slug}`);
    expect((await get(`/blog/${slug}`)).headers['x-page-cache']).toBe('hit');
    // A signed-in reader's page is rendered each time, from the post as last read (remembered).
    expect(texts((await signedIn(`/blog/${slug}`)).body, 'h1')).toEqual([
      'First title of the cached post',
    ]);
    expect((await signedIn('/blog')).body).toContain('First title of the cached post');

    const { multipart } = await import('./test/multipart.ts');
    const form = multipart({ ...fields(slug, 'Second title after the edit') });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/enhanced-blog/${post.id}`,
      headers: { ...form.headers, authorization: `Bearer ${author.token}` },
      payload: form.payload,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(texts((await get(`/blog/${slug}`)).body, 'h1')).toEqual(['Second title after the edit']);
    expect((await get('/blog')).body).toContain('Second title after the edit');
    expect(texts((await signedIn(`/blog/${slug}`)).body, 'h1')).toEqual([
      'Second title after the edit',
    ]);
    expect((await signedIn('/blog')).body).toContain('Second title after the edit');

    const draft = await staff('PATCH', `/api/enhanced-blog/${post.id}/status`, {
      status: 'draft',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await get(`/blog/${slug}`)).statusCode).toBe(404);
    expect((await get('/blog')).body).not.toContain('Second title after the edit');
    expect((await signedIn(`/blog/${slug}`)).statusCode).toBe(404);
    expect((await signedIn('/blog')).body).not.toContain('Second title after the edit');
  });

  it('a comment approved by staff shows on the cached post at once', async () => {
    const { id, slug } = await f.post();
    const waiting = await f.comment(id, { content: 'Waiting for the moderator to approve' });
    await get(`/blog/${slug}`);
    expect((await get(`/blog/${slug}`)).headers['x-page-cache']).toBe('hit');
    await f.approve(waiting.id);
    const page = await get(`/blog/${slug}`);
    expect(page.headers['x-page-cache']).toBe('miss');
    expect(textOf(page.body)).toContain('Waiting for the moderator to approve');
  });
});

describe('a like', () => {
  it('shows when the reader loads the cached post again', async () => {
    const { id, slug } = await f.post();
    await get(`/blog/${slug}`);
    expect((await get(`/blog/${slug}`)).headers['x-page-cache']).toBe('hit');
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/enhanced-blog/${id}/like`,
      payload: { visitorId: randomUUID() },
    });
    expect(like.statusCode, like.body).toBe(200);
    expect((await get(`/blog/${slug}`)).headers['x-page-cache']).toBe('miss');
  });
});

describe('views of a cached page', () => {
  it('count once per visitor and day, whether the page was rendered or came from the cache', async () => {
    const slug = `views-${randomUUID().slice(0, 8)}`;
    await author.create(fields(slug, 'A post whose views are counted'));
    const views = async () => {
      const [row] = await t.database.db
        .select({ views: posts.views })
        .from(posts)
        .where(eq(posts.slug, slug));
      return row!.views;
    };
    const start = await views();
    expect((await get(`/blog/${slug}`, {}, '10.1.0.1')).headers['x-page-cache']).toBe('miss');
    expect(await views()).toBe(start + 1);
    // The second visitor gets the cached page; the view is counted after the answer.
    expect((await get(`/blog/${slug}`, {}, '10.1.0.2')).headers['x-page-cache']).toBe('hit');
    await vi.waitFor(async () => expect(await views()).toBe(start + 2), { timeout: 5000 });
    await get(`/blog/${slug}`, {}, '10.1.0.2');
    await get(`/blog/${slug}`, {}, '10.1.0.1');
    // Nothing more is counted: wait for any stray count the requests could have started.
    await new Promise((resolve) => setImmediate(resolve));
    await t.app.inject({ url: '/healthz' });
    expect(await views()).toBe(start + 2);
  });
});

describe('several instances sharing Redis', () => {
  it('a post published through one instance shows through the other at once', async () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}:`,
    };
    const a = await createTestApp({ pages: true, env });
    const b = await buildApp(a.config, { database: a.database, pages: true });
    await b.ready();
    try {
      const writer = await blogAuthor(a);
      // b renders the list; a's render of it lands in Redis for b, too.
      await b.inject({ url: '/blog' });
      expect((await b.inject({ url: '/blog' })).headers['x-page-cache']).toBe('hit');
      await a.app.inject({ url: '/case-studies' });
      expect((await b.inject({ url: '/case-studies' })).headers['x-page-cache']).toBe('hit');

      // b remembers what its signed-in readers' renders read, too.
      const reader = { authorization: `Bearer ${writer.token}` };
      expect((await b.inject({ url: '/blog', headers: reader })).statusCode).toBe(200);

      const slug = `shared-${randomUUID().slice(0, 8)}`;
      await writer.create(fields(slug, 'Published through instance A'));
      const list = await b.inject({ url: '/blog' });
      expect(list.headers['x-page-cache']).toBe('miss');
      expect(list.body).toContain('Published through instance A');
      expect((await b.inject({ url: `/blog/${slug}` })).statusCode).toBe(200);
      const signedInList = await b.inject({ url: '/blog', headers: reader });
      expect(signedInList.body).toContain('Published through instance A');
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('with Redis unreachable, pages are cached in memory and the log says so', async () => {
    const lines: string[] = [];
    const down = await createTestApp({
      pages: true,
      env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      expect((await down.app.inject({ url: '/pricing' })).statusCode).toBe(200);
      const again = await down.app.inject({ url: '/pricing' });
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(lines.join('\n')).toMatch(/redis/i);
    } finally {
      await down.close();
    }
  });
});
