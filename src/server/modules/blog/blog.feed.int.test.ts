import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BLOG_LIMITS, stockImageAddress, type BlogEditable } from '../../../shared/blog.ts';
import { blogAuthor } from '../../test/blog-author.ts';
import { decodeEntities } from '../../test/html.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FEED_RECHECK_MS } from './blog.service.ts';

/**
 * /rss.xml: what it says as text and as HTML, and that it is built once per
 * change of the published posts (counted by its "rss feed built" log line).
 */
const lines: string[] = [];
let t: TestApp;
let author: Awaited<ReturnType<typeof blogAuthor>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'debug' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  author = await blogAuthor(t);
});
afterAll(async () => {
  await t?.close();
});

const builds = () =>
  lines.filter((line) => (JSON.parse(line) as { msg?: string }).msg === 'rss feed built').length;
const rss = (headers: Record<string, string> = {}) => t.app.inject({ url: '/rss.xml', headers });

let counter = 0;
function post(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    title: `Feed post number ${counter}`,
    slug: `feed-post-${counter}`,
    excerpt: `What post ${counter} is about.`,
    content: `<p>The body of post ${counter}.</p>`,
    category: 'power-automate',
    readTime: '3',
    tags: '[]',
    keywords: '[]',
    authorName: 'Fay Feed',
    authorBio: 'Writes for the feed.',
    status: 'published',
    featuredImage: stockImageAddress('crm-sales'),
    ...overrides,
  };
}

const staff = () => ({ authorization: `Bearer ${author.token}` });
async function update(blog: BlogEditable, fields: Record<string, string>) {
  const form = multipart(post({ slug: blog.slug, ...fields }));
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/enhanced-blog/${blog.id}`,
    headers: { ...staff(), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}
async function setStatus(blog: BlogEditable, status: 'draft' | 'published') {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/enhanced-blog/${blog.id}/status`,
    headers: staff(),
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}
async function remove(blog: BlogEditable) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/enhanced-blog/${blog.id}`,
    headers: staff(),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** An element's text as a feed reader gets it: CDATA as it is, character references decoded. */
function xmlValue(raw: string): string {
  return raw.replace(
    /<!\[CDATA\[([\s\S]*?)\]\]>|&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi,
    (_match, cdata: string | undefined, ref: string) => {
      if (cdata !== undefined) return cdata;
      if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
      if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[ref]!;
    },
  );
}
const itemsOf = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
function field(item: string, name: string): string | undefined {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(item);
  return match ? xmlValue(match[1]!) : undefined;
}
const itemOf = (xml: string, slug: string) =>
  itemsOf(xml).find((item) => item.includes(`/blog/${slug}<`));

/** Every element the feed may have: any other tag in the XML is markup that leaked from a post. */
const FEED_ELEMENTS = new Set(
  [
    'rss channel title link description language lastBuildDate copyright ttl atom:link',
    'item guid pubDate content:encoded dc:creator category enclosure',
  ]
    .join(' ')
    .split(' '),
);

describe('what the feed says', () => {
  it('escapes the title, excerpt, author and category; only the sanitized body is HTML', async () => {
    const excerpt = '<script>alert(1)</script><a href="javascript:x">';
    const title = 'Tips & <b>tricks</b> ]]> for flows';
    const blog = await author.create(
      post({
        title,
        excerpt,
        authorName: 'Ann <i>Author</i>',
        content: '<p>Kept <strong>formatting</strong><script>alert(2)</script></p>',
      }),
    );
    const xml = (await rss()).body;
    const tags = [...xml.matchAll(/<\/?([A-Za-z][\w:.-]*)/g)].map((m) => m[1]!);
    expect(tags.filter((tag) => !FEED_ELEMENTS.has(tag))).toEqual([]);
    expect(xml).not.toMatch(/<script|javascript:x">/i);

    const item = itemOf(xml, blog.slug)!;
    expect(field(item, 'title')).toBe(title);
    // Readers render a description as HTML: it must show the excerpt's text, not run it.
    const description = field(item, 'description')!;
    expect(description).not.toContain('<');
    expect(decodeEntities(description)).toBe(excerpt);
    expect(field(item, 'dc:creator')).toBe('Ann <i>Author</i>');
    expect(field(item, 'category')).toBe('Power Automate');
    const body = field(item, 'content:encoded')!;
    expect(body).toContain('<strong>formatting</strong>');
    expect(body).not.toContain('<script');
    await remove(blog);
  });
});

describe('the feed is built once per change of the published posts', () => {
  it('serves repeats and 304s from memory; a new, edited, unpublished, republished or deleted post rebuilds it', async () => {
    const first = await rss();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const built = builds();
    expect((await rss()).body).toBe(first.body);
    const unchanged = await rss({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(builds()).toBe(built);

    let blog: BlogEditable | undefined;
    const changes: Array<[string, () => Promise<unknown>]> = [
      ['a new post', async () => (blog = await author.create(post()))],
      ['an edit', () => update(blog!, { title: 'An edited title for the feed' })],
      ['back to draft', () => setStatus(blog!, 'draft')],
      ['published again', () => setStatus(blog!, 'published')],
      ['deleted', () => remove(blog!)],
    ];
    let previous = { etag, builds: built };
    for (const [label, change] of changes) {
      await change();
      const after = await rss({ 'if-none-match': previous.etag });
      expect(after.statusCode, label).toBe(200);
      expect(after.headers.etag, label).not.toBe(previous.etag);
      expect(builds(), label).toBe(previous.builds + 1);
      await rss();
      expect(builds(), `${label}, then a repeat`).toBe(previous.builds + 1);
      previous = { etag: after.headers.etag as string, builds: previous.builds + 1 };
    }
    expect(itemOf((await rss()).body, blog!.slug)).toBeUndefined();
  });

  it('a scheduled post is in the feed as soon as it is published', async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const blog = await author.create(post({ status: 'scheduled', publishedAt: at }));
    expect(itemOf((await rss()).body, blog.slug)).toBeUndefined();
    const built = builds();

    const { db } = t.database;
    await db.execute(
      sql`update posts set published_at = now() - interval '1 second' where id = ${blog.id}`,
    );
    await db.execute(
      sql`update jobs set run_at = now() - interval '1 second' where subject_id = ${blog.id}`,
    );
    await t.app.jobs.drain();
    expect(itemOf((await rss()).body, blog.slug)).toBeDefined();
    expect(builds()).toBe(built + 1);
  });

  it('a change another instance made is in the feed within FEED_RECHECK_MS', async () => {
    const blog = await author.create(post());
    const before = (await rss()).body;
    // Another server sharing the database edits the post.
    await t.database.db.execute(
      sql`update posts set title = 'Edited on another instance', updated_at = now() where id = ${blog.id}`,
    );
    expect((await rss()).body).toBe(before);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + FEED_RECHECK_MS + 1 });
    try {
      expect(field(itemOf((await rss()).body, blog.slug)!, 'title')).toBe(
        'Edited on another instance',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it(`carries the newest ${BLOG_LIMITS.feedSize} posts, only the newest ${BLOG_LIMITS.feedFullItems} with their body`, async () => {
    for (let i = 0; i <= BLOG_LIMITS.feedSize; i++) await author.create(post());
    const items = itemsOf((await rss()).body);
    expect(items).toHaveLength(BLOG_LIMITS.feedSize);
    const withBody = items.map((item) => field(item, 'content:encoded') !== undefined);
    expect(withBody).toEqual(items.map((_item, index) => index < BLOG_LIMITS.feedFullItems));
    for (const item of items)
      expect(field(item, 'description')).toMatch(/^What post \d+ is about\.$/);
  });
});
