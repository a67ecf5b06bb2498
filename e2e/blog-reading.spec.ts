import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  BLOG_CATEGORIES,
  BLOG_READING_MESSAGES,
  type BlogListAnswer,
  type BlogPost,
} from '../src/shared/blog.ts';
import { SEED_POSTS } from '../src/server/db/seed/blog-posts.ts';
import { expectAccessibleAtBothWidths } from './support/a11y.ts';
import { trackPageProblems, waitForHydration, openPage } from './support/helpers.ts';

/**
 * Reading the blog in a browser, against the seeded server: the list's
 * filters move between addresses without reloading the page, a post's
 * share menu, bookmark and like, links inside a post, the not-found screen,
 * and axe at desktop and phone widths. What only needs the HTML (head tags,
 * JSON-LD, status codes) is checked in src/server/blog-pages.int.test.ts.
 */

async function apiList(request: APIRequestContext, query: Record<string, string> = {}) {
  const response = await request.get(
    `/api/enhanced-blog?${new URLSearchParams({ limit: '50', ...query })}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as BlogListAnswer;
}

async function apiPost(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/enhanced-blog/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { blog: BlogPost }).blog;
}

const titles = (posts: ReadonlyArray<{ title: string }>) => posts.map((post) => post.title);

/** The list's results section (Latest Posts, or the filtered results). */
const results = (page: Page) => page.locator('section[aria-labelledby="latest-posts"]');
const cardTitles = (section: Locator) => section.getByRole('heading', { level: 3 });

/** Marks the loaded document: the mark survives client-side navigation, not a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = 'kept'));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
    'kept',
  );
}

/** Requests for data the page makes (API calls and route data), from now on. */
function trackDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.endsWith('.data')) seen.push(url.href);
  });
  return seen;
}

test.describe('the blog list', () => {
  test('the first view is in the HTML: chips with counts, featured, Dynamics 365, latest posts', async ({
    page,
    request,
  }) => {
    const problems = await trackPageProblems(page);
    const all = await apiList(request);
    const featured = await apiList(request, { featured: 'true', limit: '5' });
    const dynamics = await apiList(request, { category: 'dynamics-365', limit: '6' });
    expect(all.pagination.total).toBeGreaterThanOrEqual(14);

    const dataRequests = trackDataRequests(page);
    await openPage(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByText('Live data', { exact: true })).toBeVisible();

    const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    await expect(chips).toHaveCount(8);
    await expect(chips.first()).toHaveText(`All Posts${all.counts['all']}`);
    await expect(chips.first()).toHaveAttribute('aria-current', 'page');
    // Case studies are their own content: that chip opens their list and counts them (the
    // exact count is checked in blog-pages.int.test.ts: other workers add case studies here).
    for (const [index, category] of BLOG_CATEGORIES.entries()) {
      const chip = chips.nth(index + 1);
      if (category.id === 'case-studies') {
        await expect(chip).toHaveText(/^Case Studies\d+$/);
        await expect(chip).toHaveAttribute('href', '/case-studies');
      } else {
        await expect(chip).toHaveText(`${category.name}${all.counts[category.id] ?? 0}`);
      }
    }

    const featuredSection = page.getByRole('region', { name: 'Featured articles' });
    await expect(cardTitles(featuredSection)).toHaveText(titles(featured.blogs));
    const dynamicsSection = page.getByRole('region', { name: 'Dynamics 365', exact: true });
    await expect(cardTitles(dynamicsSection)).toHaveText(titles(dynamics.blogs));
    await expect(dynamicsSection.getByRole('heading', { level: 3 })).toHaveCount(6);

    const latest = results(page);
    await expect(latest.getByRole('heading', { level: 2 })).toHaveText('Latest Posts');
    await expect(latest.getByText(`${all.pagination.total} articles`)).toBeVisible();
    await expect(cardTitles(latest)).toHaveText(titles(all.blogs));
    const first = all.blogs[0]!;
    await expect(latest.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/blog/${first.slug}`,
    );
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Newsletter', exact: true })).toBeVisible();

    // Nothing is fetched once the page is there: the posts came with the HTML.
    await page.waitForLoadState('networkidle');
    expect(dataRequests).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a category chip and a search filter without reloading the page', async ({
    page,
    request,
  }) => {
    await openPage(page, '/blog');
    await markDocument(page);

    const automate = await apiList(request, { category: 'power-automate' });
    const chips = page.getByRole('navigation', { name: 'Categories' });
    await chips.getByRole('link', { name: /^Power Automate/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=power-automate$/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
      'Power Automate articles',
    );
    await expect(cardTitles(results(page))).toHaveText(titles(automate.blogs));
    await expect(chips.getByRole('link', { name: /^Power Automate/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('region', { name: 'Featured articles' })).toHaveCount(0);
    await expectSameDocument(page);

    // A search, within all posts.
    await chips.getByRole('link', { name: /^All Posts/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    const found = await apiList(request, { search: 'licensing' });
    expect(found.blogs.length).toBeGreaterThan(0);
    expect(found.blogs.length).toBeLessThan(found.counts['all']!);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('licensing');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?search=licensing$/);
    await expect(cardTitles(results(page))).toHaveText(titles(found.blogs));
    await expect(results(page).getByText(`${found.pagination.total} article`)).toBeVisible();
    await expectSameDocument(page);

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Featured articles' })).toBeVisible();
    await expectSameDocument(page);
  });

  test('the sort reorders the latest posts without reloading the page', async ({
    page,
    request,
  }) => {
    await openPage(page, '/blog');
    await markDocument(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    for (const [label, value] of [
      ['Most Popular', 'popular'],
      ['Most Liked', 'liked'],
    ] as const) {
      const sorted = await apiList(request, { sort: value });
      await sort.selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`/blog\\?sort=${value}$`));
      await expect(cardTitles(results(page))).toHaveText(titles(sorted.blogs));
      await expect(sort).toHaveValue(value);
    }
    await sort.selectOption({ label: 'Latest' });
    await expect(page).toHaveURL(/\/blog$/);
    await expectSameDocument(page);
  });

  test('View All of the Dynamics 365 section sets the category filter', async ({
    page,
    request,
  }) => {
    await openPage(page, '/blog');
    await markDocument(page);
    const dynamics = await apiList(request, { category: 'dynamics-365' });
    await page
      .getByRole('region', { name: 'Dynamics 365', exact: true })
      .getByRole('link', { name: /View All/ })
      .click();
    await expect(page).toHaveURL(/\/blog\?category=dynamics-365$/);
    await expect(cardTitles(results(page))).toHaveText(titles(dynamics.blogs));
    await expectSameDocument(page);

    // Back returns to the unfiltered list, still in the same document.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('region', { name: 'Featured articles' })).toBeVisible();
    await expectSameDocument(page);
  });

  test('a card opens its post', async ({ page, request }) => {
    const [first] = (await apiList(request)).blogs;
    await openPage(page, '/blog');
    await results(page).getByRole('link', { name: first!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${first!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
  });
});

test.describe('the blog list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search, chips and the sort are plain addresses and forms', async ({ page, request }) => {
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('flows');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?search=flows$/);
    const found = await apiList(request, { search: 'flows' });
    await expect(cardTitles(results(page))).toHaveText(titles(found.blogs));

    await page.goto('/blog?category=canvas-apps');
    const sorted = await apiList(request, { category: 'canvas-apps', sort: 'liked' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most Liked' });
    // The Apply button shows when it has focus (with JavaScript the choice applies at once).
    const apply = page.getByRole('button', { name: 'Apply' });
    await apply.focus();
    await expect(apply).toBeVisible();
    await apply.press('Enter');
    await expect(page).toHaveURL(/\/blog\?category=canvas-apps&sort=liked$/);
    await expect(cardTitles(results(page))).toHaveText(titles(sorted.blogs));
  });
});

test.describe('a post', () => {
  test('shares through a menu loaded on first use; Copy Link copies the address', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [post] = (await apiList(request, { category: 'power-platform' })).blogs;
    const shareChunks: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/share-menu-[^/]*\.js$/.test(sent.url())) shareChunks.push(sent.url());
    });
    const dataRequests = trackDataRequests(page);
    await openPage(page, `/blog/${post!.slug}`);
    await page.waitForLoadState('networkidle');
    expect(dataRequests).toEqual([]);
    expect(shareChunks).toEqual([]);

    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    expect(shareChunks).toHaveLength(1);
    const url = page.url();
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      const link = page.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const href = (await link.getAttribute('href'))!;
      expect(href).toContain(encodeURIComponent(url));
      expect(href).toContain(encodeURIComponent(post!.title));
    }
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('status').getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await expect(share).toBeFocused();

    // Escape closes the reopened menu.
    await share.click();
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
  });

  test('a bookmark is kept across a reload', async ({ page, request }) => {
    const [post] = (await apiList(request, { category: 'canvas-apps' })).blogs;
    await openPage(page, `/blog/${post!.slug}`);
    const bookmark = page.getByRole('button', { name: 'Bookmark' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await waitForHydration(page);
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await waitForHydration(page);
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  });

  test('a like is stored on the server and kept across a reload', async ({ page, request }) => {
    const [post] = (await apiList(request, { category: 'power-pages' })).blogs;
    const before = (await apiPost(request, post!.slug)).likes;
    await openPage(page, `/blog/${post!.slug}`);
    const engage = page.getByRole('region', { name: 'Engage with this post' });
    const like = engage.getByRole('button', { name: 'Like' });
    const count = engage.getByTestId('like-count');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText(String(before));

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(String(before + 1));
    await expect(page.getByText(BLOG_READING_MESSAGES.liked)).toBeVisible();
    await expect.poll(async () => (await apiPost(request, post!.slug)).likes).toBe(before + 1);

    await page.reload();
    await waitForHydration(page);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(String(before + 1));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText(String(before));
    await expect.poll(async () => (await apiPost(request, post!.slug)).likes).toBe(before);
  });

  test('a link to another post navigates inside the app; other links open a new tab', async ({
    page,
  }) => {
    const linking = SEED_POSTS.find(
      (post) => post.status === 'published' && /href="\/blog\/[^"]+"/.test(post.content),
    )!;
    const target = /href="\/blog\/([^"]+)"/.exec(linking.content)![1]!;
    const targetTitle = SEED_POSTS.find((post) => post.slug === target)!.title;
    await openPage(page, `/blog/${linking.slug}`);
    await markDocument(page);

    const body = page.locator('.blog-prose');
    const external = body.locator('a:not([href^="/blog/"])').first();
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const inApp = body.locator(`a[href="/blog/${target}"]`).first();
    await expect(inApp).not.toHaveAttribute('target', /.*/);
    await inApp.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetTitle);
    await expectSameDocument(page);
  });

  test('Refresh loads the post again in place', async ({ page, request }) => {
    const [post] = (await apiList(request, { category: 'pcf-controls' })).blogs;
    await openPage(page, `/blog/${post!.slug}`);
    await markDocument(page);
    const reloaded = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/blog/${post!.slug}.data` && response.ok(),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
    await expectSameDocument(page);
  });

  test('an unknown post answers 404 with Retry Loading, Back to Blog and suggestions', async ({
    page,
    request,
  }) => {
    const latest = await apiList(request, { limit: '3' });
    const response = await page.goto('/blog/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      BLOG_READING_MESSAGES.notFound,
    );
    await expect(page.getByRole('button', { name: 'Retry Loading' })).toBeVisible();
    const suggested = page.getByRole('region', { name: 'Suggested Articles' });
    await expect(cardTitles(suggested)).toHaveText(titles(latest.blogs));

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  });

  test('an old /blogs/ address lands on the post', async ({ page, request }) => {
    const [post] = (await apiList(request, { category: 'case-studies' })).blogs;
    const response = await page.goto(`/blogs/${post!.slug}`);
    expect(response?.request().redirectedFrom()?.url()).toMatch(
      new RegExp(`/blogs/${post!.slug}$`),
    );
    await expect(page).toHaveURL(new RegExp(`/blog/${post!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
  });
});

test.describe('accessibility', () => {
  test('the list has no serious or critical violations at 1280 and 375 px', async ({ page }) => {
    test.slow(); // axe over a long page takes long on a busy machine
    await expectAccessibleAtBothWidths(page, '/blog');
  });

  test('a post has none either at 1280 and 375 px', async ({ page, request }) => {
    test.slow(); // axe over a long page takes long on a busy machine
    const [post] = (await apiList(request, { category: 'dynamics-365' })).blogs;
    await expectAccessibleAtBothWidths(page, `/blog/${post!.slug}`);
  });
});
