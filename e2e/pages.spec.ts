import { expect, test } from '@playwright/test';
import { trackPageProblems, openPage } from './support/helpers.ts';

test.describe('pages in the browser', () => {
  test('the home page hydrates: the newsletter form validates without a request', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/');

    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    const card = page.getByRole('region', { name: 'Subscribe to our newsletter' });
    await card.getByRole('button', { name: 'Subscribe' }).click();

    await expect(card.getByRole('alert')).toHaveText('Please enter your email address.');
    // Without JavaScript the form would have been submitted to the page itself.
    expect(new URL(page.url()).search).toBe('');
    expect(apiRequests).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('navigating through the header changes pages without a reload and without errors', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/');
    // A full reload would drop this marker.
    await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['Pricing', '/pricing'],
      ['Features', '/features'],
      ['About', '/about'],
      ['Support', '/support'],
      ['Contact', '/contact'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      // Every route change starts at the top of the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    expect(
      await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a page whose content arrives later shows its heading and canonical', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog`);
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
  });
});
