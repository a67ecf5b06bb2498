import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, type BlogListAnswer, type BlogPost } from '../shared/blog.ts';
import { BLOG_MESSAGES } from '../shared/blog-authoring.ts';
import { SEED_POSTS } from './db/seed/blog-posts.ts';
import { seedBlogPosts } from './db/seed/seed-blog.ts';
import {
  attribute,
  canonicalHref,
  decodeEntities,
  element,
  headTags,
  htmlTitle,
  jsonLd,
  metaContent,
  textOf,
  texts,
} from './test/html.ts';
import { blogAuthor } from './test/blog-author.ts';
import { multipart } from './test/multipart.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The blog's reading pages as a crawler or a visitor without JavaScript
 * gets them: the posts in the first HTML, filters as addresses, a post's
 * head tags and structured data (decision 21), the 404 screen and the old
 * /blogs/ addresses. Behaviour in a browser is in e2e/blog-reading.spec.ts.
 */

const site = usePagesApp();
const published = SEED_POSTS.filter((post) => post.status === 'published');
/** A post made through the authoring API: an uploaded image and a body the server must clean. */
let created: BlogPost;
/** The fields the post was created with (the edit form sends them all again). */
let createdFields: Record<string, string>;
let staffToken: string;

async function api<T>(path: string): Promise<T> {
  const response = await site.testApp.app.inject({ url: path });
  expect(response.statusCode, path).toBe(200);
  return response.json() as T;
}
const list = (query: Record<string, string> = {}) =>
  api<BlogListAnswer>(`/api/enhanced-blog?${new URLSearchParams({ limit: '50', ...query })}`);

beforeAll(async () => {
  const t = site.testApp;
  const author = await blogAuthor(t);
  await seedBlogPosts(t.database.db, t.config.site.emailDomain);
  staffToken = author.token;
  const image = await sharp({
    create: { width: 1200, height: 600, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  createdFields = {
    title: 'Sanitised Bodies & Uploaded Images',
    slug: 'sanitised-bodies-and-uploaded-images',
    excerpt:
      'A post written through the authoring API, with an uploaded image and a body to clean.',
    content:
      '<h2>Clean HTML</h2><p onclick="steal()">Kept text <script>alert(1)</script>' +
      '<a href="https://learn.microsoft.com/power-automate/">Microsoft docs</a> and ' +
      '<a href="/blogs/power-automate-approval-flows-done-right">approval flows</a>.</p>',
    category: 'power-automate',
    readTime: '4',
    tags: JSON.stringify(['Approvals', 'Testing']),
    keywords: JSON.stringify(['sanitised html', 'uploaded image']),
    authorName: 'Tess Author',
    authorBio: 'Tess writes the test posts.',
    status: 'published',
  };
  await author.create(createdFields, {
    field: 'image',
    name: 'cover.png',
    type: 'image/png',
    data: image,
  });
  created = (
    await api<{ blog: BlogPost }>('/api/enhanced-blog/sanitised-bodies-and-uploaded-images')
  ).blog;
});

/** Links of a fragment by href. */
const hrefs = (fragment: string) =>
  [...fragment.matchAll(/<a\b[^>]*>/g)].map((tag) => attribute(tag[0], 'href'));
/** The titles of the cards in a section (their h3 headings). */
const cardTitles = (fragment: string) => texts(fragment, 'h3');
const results = (page: string) => element(page, 'aria-labelledby="latest-posts"');
/** The category chip marked as the current one. */
const currentChip = (page: string) => {
  const found = element(page, 'aria-label="Categories"').match(
    /<a[^>]*aria-current="page"[^>]*>[\s\S]*?<\/a>/g,
  );
  expect(found).toHaveLength(1);
  return found![0]!;
};

describe('/blog', () => {
  it('holds the posts, chips with counts, featured and Dynamics 365 sections in its first HTML', async () => {
    const page = await site.html('/blog');
    const all = await list();
    const titles = all.blogs.map((post) => post.title);
    expect(all.pagination.total).toBe(published.length + 1);

    expect(texts(page, 'h1')).toEqual(['Blog']);
    expect(textOf(page)).toContain('Live data');
    // Every published post, newest first, each card opening /blog/{slug}; never a draft.
    expect(cardTitles(results(page))).toEqual(titles);
    expect(textOf(results(page))).toContain(`${all.pagination.total} articles`);
    for (const post of all.blogs) expect(hrefs(results(page))).toContain(`/blog/${post.slug}`);
    const draft = SEED_POSTS.find((post) => post.status === 'draft')!;
    expect(page).not.toContain(decodeEntities(draft.title));

    const chips = element(page, 'aria-label="Categories"');
    const chipTexts = texts(chips, 'a');
    expect(chipTexts[0]).toBe(`All Posts${all.pagination.total}`);
    for (const [index, category] of BLOG_CATEGORIES.entries()) {
      if (category.id === 'case-studies') continue;
      const count = published.filter((post) => post.category === category.id).length;
      const extra = category.id === 'power-automate' ? 1 : 0;
      expect(chipTexts[index + 1]).toBe(`${category.name}${count + extra}`);
    }
    // Case studies are their own content: that chip opens their list and counts them.
    const caseStudies = await api<{ pagination: { total: number } }>(
      '/api/enhanced-blog/case-studies?limit=1',
    );
    const chipIndex = BLOG_CATEGORIES.findIndex((category) => category.id === 'case-studies') + 1;
    expect(chipTexts[chipIndex]).toBe(`Case Studies${caseStudies.pagination.total}`);
    expect(hrefs(chips)[chipIndex]).toBe('/case-studies');
    expect(textOf(currentChip(page))).toMatch(/^All Posts\d+$/);

    const featured = await list({ featured: 'true', limit: '5' });
    expect(featured.blogs).toHaveLength(5);
    expect(cardTitles(element(page, 'aria-labelledby="featured-posts"'))).toEqual(
      featured.blogs.map((post) => post.title),
    );
    const dynamicsSection = element(page, 'aria-labelledby="dynamics-posts"');
    const dynamics = published.filter((post) => post.category === 'dynamics-365');
    expect(cardTitles(dynamicsSection)).toHaveLength(Math.min(6, dynamics.length));
    expect(hrefs(dynamicsSection)).toContain('/blog?category=dynamics-365');

    // The newsletter (compact form and popup button) and the call to /contact.
    expect(page).toContain('aria-label="Newsletter sign-up"');
    expect(hrefs(page)).toContain('/contact');

    expect(canonicalHref(page)).toBe(`${site.base}/blog`);
    expect(metaContent(page, 'name', 'keywords')).toMatch(/^Dynamics 365 blog, Power Platform/);
    expect(metaContent(page, 'name', 'robots')).toBeUndefined();
    const blog = jsonLd(page).find((item) => item['@type'] === 'Blog') as {
      blogPost: Array<{ headline: string; url: string }>;
    };
    expect(blog.blogPost.map((post) => post.headline)).toEqual(titles.slice(0, 20));
    expect(blog.blogPost[0]!.url).toBe(`${site.base}/blog/${all.blogs[0]!.slug}`);
  });

  it('a category is an address of its own, listing only that category', async () => {
    const page = await site.html('/blog?category=power-automate');
    const expected = published
      .filter((post) => post.category === 'power-automate')
      .map((post) => post.title);
    const shown = cardTitles(results(page));
    expect(shown).toHaveLength(expected.length + 1);
    expect(shown).toEqual(expect.arrayContaining([...expected, created.title]));
    expect(page).not.toContain('aria-labelledby="featured-posts"');
    expect(page).not.toContain('aria-labelledby="dynamics-posts"');
    expect(texts(results(page), 'h2')).toEqual(['Power Automate articles']);
    expect(canonicalHref(page)).toBe(`${site.base}/blog?category=power-automate`);
    expect(htmlTitle(page)).toMatch(/^Power Automate Articles/);
    expect(textOf(currentChip(page))).toMatch(/^Power Automate\d+$/);

    // An unknown category is read as all posts.
    const unknown = await site.html('/blog?category=gardening');
    expect(cardTitles(results(unknown))).toHaveLength(published.length + 1);
  });

  it('one page of posts has no pager; an address past it lists nothing and leads back', async () => {
    expect(await site.html('/blog')).not.toContain('aria-label="Pages of articles"');
    const past = await site.html('/blog?page=3');
    expect(cardTitles(results(past))).toEqual([]);
    expect(textOf(results(past))).toContain('This page has no articles.');
    expect(textOf(results(past))).not.toContain('No articles have been published yet');
    const pager = element(past, 'aria-label="Pages of articles"');
    expect(texts(pager, 'a')).toEqual(['Previous', '1']);
    expect(hrefs(pager)).toEqual(['/blog', '/blog']);
    expect(pager).not.toContain('aria-current');
    expect(metaContent(past, 'name', 'robots')).toContain('noindex');
  });

  it('a search lists what the API finds and is not indexed', async () => {
    const found = await list({ search: 'licensing' });
    expect(found.blogs.length).toBeGreaterThan(0);
    expect(found.blogs.length).toBeLessThan(published.length);
    const page = await site.html('/blog?search=licensing');
    expect(cardTitles(results(page))).toEqual(found.blogs.map((post) => post.title));
    expect(textOf(results(page))).toContain('Results for “licensing”');
    expect(metaContent(page, 'name', 'robots')).toContain('noindex');
    expect(canonicalHref(page)).toBe(`${site.base}/blog`);
    // The search box keeps the term.
    expect(page).toMatch(/<input[^>]*name="search"[^>]*value="licensing"/);

    const none = await site.html('/blog?search=zzzz-no-such-words');
    expect(cardTitles(results(none))).toEqual([]);
    expect(textOf(results(none))).toContain('No articles match your filters.');
  });

  it('sorts by views (Most Popular) and likes (Most Liked)', async () => {
    const popular = cardTitles(results(await site.html('/blog?sort=popular')));
    const byViews = [...published].sort((a, b) => b.views - a.views).map((post) => post.title);
    expect(popular.filter((title) => title !== created.title)).toEqual(byViews);
    const liked = cardTitles(results(await site.html('/blog?sort=liked')));
    const byLikes = [...published].sort((a, b) => b.likes - a.likes).map((post) => post.title);
    expect(liked.filter((title) => title !== created.title)).toEqual(byLikes);
    // The select shows the sort in force; the Apply button sends it without JavaScript.
    expect(await site.html('/blog?sort=liked')).toMatch(/<option value="liked" selected="">/);
  });

  it('a client navigation’s data carries an ETag and answers 304 while it is unchanged', async () => {
    const url = '/blog.data?_routes=features%2Fblog%2Froutes%2Fblog-list';
    const first = await site.testApp.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(published[0]!.title);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await site.testApp.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The page itself comes from the page cache with a strong ETag (page-cache.int.test.ts).
    expect((await site.get('/blog')).headers['etag']).toMatch(/^"/);
  });
});

describe('/blog/{slug}', () => {
  it('renders the post with every head tag and structured data in the first HTML', async () => {
    const seeded = published.find(
      (post) => post.slug === '90-day-dynamics-365-crm-implementation-plan',
    )!;
    const post = (await api<{ blog: BlogPost }>(`/api/enhanced-blog/${seeded.slug}`)).blog;
    const page = await site.html(`/blog/${seeded.slug}`);
    const url = `${site.base}/blog/${seeded.slug}`;
    const image = `${site.base}/images/blog/stock/${seeded.featuredImage}-960.webp`;

    expect(texts(page, 'h1')).toEqual([seeded.title]);
    expect(htmlTitle(page)).toBe(`${seeded.metaTitle} | ${site.testApp.config.site.companyName}`);
    expect(metaContent(page, 'name', 'description')).toBe(seeded.metaDescription);
    expect(metaContent(page, 'name', 'keywords')).toBe(seeded.keywords.join(', '));
    expect(canonicalHref(page)).toBe(url);
    expect(metaContent(page, 'property', 'og:type')).toBe('article');
    expect(metaContent(page, 'property', 'og:url')).toBe(url);
    expect(metaContent(page, 'property', 'og:image')).toBe(image);
    expect(metaContent(page, 'property', 'article:published_time')).toBe(post.publishedAt);
    expect(metaContent(page, 'property', 'article:modified_time')).toBe(post.updatedAt);
    expect(metaContent(page, 'property', 'article:section')).toBe('Dynamics 365');
    const articleTags = headTags(page, 'meta')
      .filter((tag) => attribute(tag, 'property') === 'article:tag')
      .map((tag) => attribute(tag, 'content'));
    expect(articleTags).toEqual(seeded.tags);
    expect(metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(page, 'name', 'twitter:image')).toBe(image);
    // The featured image has no alt of its own: the post's title names it.
    expect(metaContent(page, 'property', 'og:image:alt')).toBe(seeded.title);
    expect(metaContent(page, 'name', 'twitter:image:alt')).toBe(seeded.title);

    const data = jsonLd(page);
    expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      '@context': 'https://schema.org',
      headline: seeded.title,
      description: seeded.metaDescription,
      image: [image],
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: seeded.authorName },
      publisher: {
        '@type': 'Organization',
        name: site.testApp.config.site.companyName,
        logo: { '@type': 'ImageObject', url: `${site.base}/icon-512.png`, width: 512, height: 512 },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      keywords: seeded.keywords.join(', '),
    });
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ name: string; item: string }>;
    };
    expect(trail.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Home', `${site.base}/`],
      ['Blog', `${site.base}/blog`],
      [seeded.title, url],
    ]);

    // The hero image: every width, its size, loaded first.
    const hero = page.match(/<img\b[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
    expect(hero).toHaveLength(1);
    expect(attribute(hero[0], 'srcset')).toBe(
      [480, 960, 1600]
        .map((w) => `/images/blog/stock/${seeded.featuredImage}-${w}.webp ${w}w`)
        .join(', '),
    );
    expect(attribute(hero[0], 'sizes')).toBeTruthy();
    expect(attribute(hero[0], 'width')).toBe('960');
    expect(attribute(hero[0], 'height')).toBe('540');
    expect(attribute(hero[0], 'loading')).toBeUndefined();

    // The body: a link to a post stays in the tab, other links open a new one.
    const body = element(page, 'class="blog-prose"');
    expect(textOf(body)).toContain('Before day one: agree what done looks like');
    const links = [...body.matchAll(/<a\b[^>]*>/g)].map((tag) => tag[0]);
    const toPost = links.find((tag) => attribute(tag, 'href')?.startsWith('/blog/'))!;
    expect(attribute(toPost, 'target')).toBeUndefined();
    const other = links.find((tag) => !attribute(tag, 'href')?.startsWith('/blog/'))!;
    expect(attribute(other, 'target')).toBe('_blank');
    expect(attribute(other, 'rel')).toBe('noopener noreferrer');

    // Author, engagement, comments slot; related articles of the same category.
    expect(textOf(element(page, 'aria-labelledby="author-heading"'))).toContain(seeded.authorBio);
    expect(textOf(element(page, 'aria-labelledby="engage-heading"'))).toContain(
      `${post.likes} likes`,
    );
    expect(texts(element(page, 'id="comments"'), 'h2')).toEqual(['Comments(0 comments)']);
    const related = cardTitles(element(page, 'aria-labelledby="related-heading"'));
    expect(related).toHaveLength(3);
    const sameCategory = published
      .filter((p) => p.category === 'dynamics-365' && p.slug !== seeded.slug)
      .map((p) => p.title);
    for (const title of related) expect(sameCategory).toContain(title);
  });

  it('shows the sanitized body and an uploaded image in all its sizes', async () => {
    const page = await site.html(`/blog/${created.slug}`);
    const body = element(page, 'class="blog-prose"');
    expect(body).not.toMatch(/<script|onclick|alert\(1\)/i);
    expect(textOf(body)).toContain('Kept text');
    const external = body.match(/<a\b[^>]*learn\.microsoft\.com[^>]*>/)![0];
    expect(attribute(external, 'target')).toBe('_blank');
    const old = body.match(/<a\b[^>]*\/blogs\/[^>]*>/)![0];
    expect(attribute(old, 'target')).toBeUndefined();

    const hero = page.match(/<img\b[^>]*fetchpriority="high"[^>]*>/i)![0];
    const srcset = attribute(hero, 'srcset')!;
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '480w',
      '960w',
      '1600w',
    ]);
    expect(srcset).toMatch(/^\/uploads\/blogs\//);
    expect(attribute(hero, 'height')).toBe('480');
    for (const entry of srcset.split(', ')) {
      const file = await site.testApp.app.inject({ url: entry.split(' ')[0]! });
      expect(file.statusCode, entry).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    expect(metaContent(page, 'property', 'og:image')).toBe(`${site.base}${attribute(hero, 'src')}`);
    // Without meta title and description the title and excerpt stand in.
    expect(htmlTitle(page)).toBe(`${created.title} | ${site.testApp.config.site.companyName}`);
    expect(metaContent(page, 'name', 'description')).toBe(created.excerpt);
  });

  it('an unknown post answers 404 with the not-found screen and the latest posts', async () => {
    const { status, html } = await site.get('/blog/no-such-post');
    expect(status).toBe(404);
    expect(texts(html, 'h1')).toEqual([BLOG_MESSAGES.notFound]);
    expect(html).toMatch(/<button[^>]*>[\s\S]*?Retry Loading<\/button>/);
    expect(hrefs(html)).toContain('/blog');
    const latest = await list({ limit: '3' });
    expect(cardTitles(element(html, 'aria-labelledby="suggested-heading"'))).toEqual(
      latest.blogs.map((post) => post.title),
    );
    expect(metaContent(html, 'name', 'robots')).toContain('noindex');
  });

  it('an old /blogs/ address moves for good to /blog/', async () => {
    const { status, headers } = await site.get('/blogs/power-automate-approval-flows-done-right');
    expect(status).toBe(301);
    expect(headers['location']).toBe('/blog/power-automate-approval-flows-done-right');
  });
});

describe('a post whose address changed', () => {
  it('answers 301 from its old address to its new page', async () => {
    const form = multipart({
      ...createdFields,
      slug: 'sanitised-bodies-renamed',
      featuredImage: created.featuredImage,
    });
    const edit = await site.testApp.app.inject({
      method: 'PUT',
      url: `/api/enhanced-blog/${created.id}`,
      headers: { ...form.headers, authorization: `Bearer ${staffToken}` },
      payload: form.payload,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const { status, headers } = await site.get(`/blog/${created.slug}`);
    expect(status).toBe(301);
    expect(headers['location']).toBe('/blog/sanitised-bodies-renamed');
    expect(texts(await site.html('/blog/sanitised-bodies-renamed'), 'h1')).toEqual([created.title]);
  });
});

describe('when the posts cannot be read', () => {
  it('the list shows its error screen with Try Again, and a post its error screen', async () => {
    const db = site.testApp.database.db;
    await db.execute(sql`ALTER TABLE posts RENAME TO posts_away`);
    // Pages already cached would still be served for their minute; these are not.
    await site.testApp.app.pageCache.invalidate('test');
    try {
      const { status, html } = await site.get('/blog');
      expect(status).toBe(503);
      expect(textOf(html)).toContain(BLOG_MESSAGES.listFailed);
      expect(html).toMatch(/<button[^>]*>[\s\S]*?Try Again<\/button>/);
      expect(texts(html, 'h1')).toEqual(['Blog']);

      const post = await site.get('/blog/power-automate-approval-flows-done-right');
      expect(post.status).toBe(503);
      expect(post.html).toMatch(/Retry Loading/);
      expect(hrefs(post.html)).toContain('/blog');
    } finally {
      await db.execute(sql`ALTER TABLE posts_away RENAME TO posts`);
    }
    expect((await site.get('/blog')).status).toBe(200);
  });
});
