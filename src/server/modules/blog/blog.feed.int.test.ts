import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockImageAddress, type BlogEditable } from '../../../shared/blog.ts';
import { blogAuthor } from '../../test/blog-author.ts';
import { decodeEntities } from '../../test/html.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** /rss.xml: what it says as text and as HTML. */
let t: TestApp;
let author: Awaited<ReturnType<typeof blogAuthor>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await blogAuthor(t);
});
afterAll(async () => {
  await t?.close();
});

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
