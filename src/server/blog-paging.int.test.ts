import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_LIMITS, stockImageAddress } from '../shared/blog.ts';
import { attribute, canonicalHref, element, metaContent, textOf, texts } from './test/html.ts';
import { blogAuthor } from './test/blog-author.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The blog list once it holds more than one page of posts: what a crawler or
 * a visitor without JavaScript follows from page to page. The pages of the
 * demo content (fewer than 50 posts) are in blog-pages.int.test.ts.
 */

const site = usePagesApp();
const TOTAL = BLOG_LIMITS.pageSizeMax + 2;
const titles: string[] = [];

beforeAll(async () => {
  const author = await blogAuthor(site.testApp);
  for (let index = 1; index <= TOTAL; index++) {
    const title = `Power Pages portals, part ${index}`;
    titles.push(title);
    await author.create({
      title,
      slug: `power-pages-portals-part-${index}`,
      excerpt: `Part ${index} of a long series on Power Pages portals for small teams.`,
      content: `<h2>Part ${index}</h2><p>Sign-in, tables and permissions, step by step.</p>`,
      category: 'power-pages',
      readTime: '6',
      tags: JSON.stringify(['Power Pages']),
      keywords: JSON.stringify(['power pages portal']),
      authorName: 'Series Author',
      authorBio: 'Writes the series.',
      status: 'published',
      featuredImage: stockImageAddress('enterprise-solutions'),
    });
  }
}, 120_000);

const results = (page: string) => element(page, 'aria-labelledby="latest-posts"');
const cardTitles = (page: string) => texts(results(page), 'h3');
const pager = (page: string) => element(page, 'aria-label="Pages of articles"');
/** The pager's links as `text → href`, the current page marked with `*`. */
const pagerLinks = (page: string) =>
  [...pager(page).matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/g)].map((match) => {
    const link = match[0];
    const current = attribute(link, 'aria-current') === 'page' ? '*' : '';
    return `${textOf(link)}${current} → ${attribute(link, 'href')}`;
  });

describe('a blog of more than one page', () => {
  it('shows 50 posts a page, and the pager leads to the rest in the same order', async () => {
    const first = await site.html('/blog');
    expect(cardTitles(first)).toHaveLength(BLOG_LIMITS.pageSizeMax);
    expect(textOf(results(first))).toContain(`${TOTAL} articles`);
    expect(pagerLinks(first)).toEqual(['1* → /blog', '2 → /blog?page=2', 'Next → /blog?page=2']);
    expect(canonicalHref(first)).toBe(`${site.base}/blog`);

    const second = await site.html('/blog?page=2');
    expect(cardTitles(second)).toHaveLength(TOTAL - BLOG_LIMITS.pageSizeMax);
    expect(pagerLinks(second)).toEqual(['Previous → /blog', '1 → /blog', '2* → /blog?page=2']);
    // Its own address for search engines; the featured sections belong to page 1 only.
    expect(canonicalHref(second)).toBe(`${site.base}/blog?page=2`);
    expect(second).not.toContain('aria-labelledby="featured-posts"');

    // Together the two pages hold every post once, newest first.
    expect([...cardTitles(first), ...cardTitles(second)]).toEqual([...titles].reverse());
  });

  it('keeps the category and the sort in the pager’s links', async () => {
    const page = await site.html('/blog?category=power-pages&sort=liked&page=2');
    expect(cardTitles(page)).toHaveLength(TOTAL - BLOG_LIMITS.pageSizeMax);
    expect(pagerLinks(page)).toEqual([
      'Previous → /blog?category=power-pages&sort=liked',
      '1 → /blog?category=power-pages&sort=liked',
      '2* → /blog?category=power-pages&sort=liked&page=2',
    ]);
  });

  it('a page past the end lists nothing, is not indexed and leads back to the last page', async () => {
    const page = await site.html('/blog?page=7');
    expect(cardTitles(page)).toEqual([]);
    expect(pagerLinks(page)).toEqual(['Previous → /blog?page=2', '1 → /blog', '2 → /blog?page=2']);
    expect(metaContent(page, 'name', 'robots')).toContain('noindex');
    expect(metaContent(await site.html('/blog?page=2'), 'name', 'robots')).toBeUndefined();
  });
});
