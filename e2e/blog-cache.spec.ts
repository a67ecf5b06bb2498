import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/helpers.ts';

/**
 * The blog's read cache in the browser (features/blog/page-cache.ts): a
 * client-side navigation back to a list or post seen in the last 5 minutes
 * shows it without asking the server, and asks again once they have passed.
 * The page's clock is Playwright's, so the 5 minutes pass without waiting.
 */

const FIVE_MINUTES = 300_000;

/**
 * The blog pages' route data (`.data`) requests the page makes, by path, from
 * now on. The root's own (`_routes=root`: the session, read again when a page
 * is reloaded in place) is not the blog's and is left out.
 */
function trackRouteData(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    if (pathname.endsWith('.data') && searchParams.get('_routes') !== 'root') seen.push(pathname);
  });
  return seen;
}

const count = (seen: string[], path: string) => seen.filter((item) => item === path).length;

/** The first post in the list's Latest Posts, opened by a client-side navigation. */
async function openFirstPost(page: Page): Promise<string> {
  const link = page.locator('section[aria-labelledby="latest-posts"] a[href^="/blog/"]').first();
  const path = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  return path;
}

async function backToList(page: Page) {
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('section[aria-labelledby="latest-posts"]')).toBeVisible();
}

test.describe('the blog read cache', () => {
  test('list → post → back within 5 minutes asks nothing again; after 5 minutes it does', async ({
    page,
  }) => {
    await page.clock.install();
    const seen = trackRouteData(page);
    await openPage(page, '/blog');
    // The first view is the server's HTML: no route data asked.
    expect(seen).toEqual([]);

    const post = await openFirstPost(page);
    expect(count(seen, `${post}.data`)).toBe(1);
    // Back to the list: the first load's data is not kept, so this one asks once.
    await backToList(page);
    expect(count(seen, '/blog.data')).toBe(1);

    // Within 5 minutes: the post and the list again, both from the cache.
    await page.clock.fastForward(FIVE_MINUTES - 10_000);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${post}$`));
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await backToList(page);
    expect(count(seen, `${post}.data`)).toBe(1);
    expect(count(seen, '/blog.data')).toBe(1);

    // Past 5 minutes since the list was loaded: it is asked again.
    await page.clock.fastForward(10_001);
    await openFirstPost(page);
    await backToList(page);
    expect(count(seen, '/blog.data')).toBe(2);
    expect(count(seen, `${post}.data`)).toBe(2);
  });

  test('Refresh asks the server for the post even while it is cached', async ({ page }) => {
    await page.clock.install();
    const seen = trackRouteData(page);
    await openPage(page, '/blog');
    const post = await openFirstPost(page);
    await backToList(page);
    await page.goForward();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(count(seen, `${post}.data`)).toBe(1);

    const refreshed = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === `${post}.data` &&
        url.searchParams.get('_routes') !== 'root' &&
        response.ok()
      );
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    expect(count(seen, `${post}.data`)).toBe(2);
  });
});
