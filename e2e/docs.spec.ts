import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessiblePage,
  horizontalOverflow,
  narrowToPhone,
  seriousViolations,
} from './support/a11y.ts';
import { trackPageProblems, openPage } from './support/helpers.ts';

/**
 * The documentation hub (/docs) in the browser: the table of contents, the
 * search (with and without JavaScript), arriving from the footer, and
 * accessibility at desktop and phone widths. Its server-rendered content and
 * metadata are checked in src/server/docs-pages.int.test.ts.
 */

const TOTAL = 22;
const GROUPS = [
  'Getting started with your new Dynamics 365 environment',
  'Power Apps & Power Automate',
  'Microsoft 365 & Teams',
  'Data, integrations & migration',
  'Security, licences & administration',
  'Working with our support team',
];

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the documentation' });
const resultStatus = (page: Page) => page.locator('#contents').getByRole('status');
const contents = (page: Page) => page.getByRole('navigation', { name: 'Table of contents' });
const guides = (page: Page) => page.locator('main article');
/** The topic headings on the page, in order. */
const topics = async (page: Page) =>
  (await page.getByRole('heading', { level: 2 }).allTextContents()).filter((name) =>
    GROUPS.includes(name),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form filters the guides on the server', async ({ page }) => {
    await page.goto('/docs');
    await expect(guides(page)).toHaveCount(TOTAL);
    await searchBox(page).fill('QR code');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/docs\?q=QR\+code$/);
    await expect(resultStatus(page)).toHaveText(`1 of ${TOTAL} guides match your search`);
    await expect(guides(page)).toHaveCount(1);
    await expect(guides(page).getByRole('heading', { level: 3 })).toHaveText(
      'Setting up multifactor authentication',
    );
    await expect(searchBox(page)).toHaveValue('QR code');
  });
});

test.describe('documentation page', () => {
  test('table of contents links jump to their topic and guide', async ({ page }) => {
    await openPage(page, '/docs');
    const toc = contents(page);
    await expect(toc.getByRole('link')).toHaveCount(GROUPS.length + TOTAL);

    await toc.getByRole('link', { name: 'Severity levels', exact: true }).click();
    await expect(page).toHaveURL(/\/docs#severity-levels$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Severity levels' })).toBeInViewport();

    await page.getByRole('link', { name: 'Back to contents' }).last().click();
    await expect(page).toHaveURL(/\/docs#contents$/);
    await expect(toc).toBeInViewport();

    await toc.getByRole('link', { name: 'Microsoft 365 & Teams', exact: true }).click();
    await expect(page).toHaveURL(/\/docs#microsoft-365-and-teams$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Microsoft 365 & Teams' }),
    ).toBeInViewport();
  });

  test('the search narrows topics, guides and contents as you type, and counts them', async ({
    page,
  }) => {
    await openPage(page, '/docs');
    const status = resultStatus(page);
    await expect(status).toHaveText(`Showing all ${TOTAL} guides`);
    await expect(status).toHaveAttribute('aria-live', 'polite');

    // A word only in a guide's body, in any case.
    await searchBox(page).fill('AUTHENTICATOR');
    await expect(status).toHaveText(`1 of ${TOTAL} guides match your search`);
    await expect(guides(page)).toHaveCount(1);
    await expect(guides(page).getByRole('heading')).toHaveText(
      'Setting up multifactor authentication',
    );
    await expect.poll(() => topics(page)).toEqual(['Microsoft 365 & Teams']);
    await expect(contents(page).getByRole('link')).toHaveText([
      'Microsoft 365 & Teams',
      'Setting up multifactor authentication',
    ]);

    // Every word must match, in any order.
    await searchBox(page).fill('ticket raise');
    await expect(guides(page).getByRole('heading')).toHaveText(['How to raise a support ticket']);

    // "email" also finds "e-mail"; several topics stay, with their own counts.
    await searchBox(page).fill('email');
    await expect(status).toHaveText(`4 of ${TOTAL} guides match your search`);
    await expect(guides(page)).toHaveCount(4);
    expect(await topics(page)).toEqual([GROUPS[0], GROUPS[2], GROUPS[5]]);
    await expect(page.locator('#getting-started')).toContainText('2 of 3 guides');

    await searchBox(page).fill('');
    await expect(status).toHaveText(`Showing all ${TOTAL} guides`);
    await expect(guides(page)).toHaveCount(TOTAL);
    expect(await topics(page)).toEqual(GROUPS);
  });

  test('a search with no match says so and points to support; "show all guides" resets it', async ({
    page,
  }) => {
    await openPage(page, '/docs');
    await searchBox(page).fill('quantum blockchain');
    await expect(resultStatus(page)).toHaveText('No guides match your search');
    await expect(guides(page)).toHaveCount(0);
    await expect(contents(page)).toHaveCount(0);
    const panel = page.locator('#contents');
    await expect(panel.getByText('No guides match “quantum blockchain”.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'contact our support team' })).toHaveAttribute(
      'href',
      '/support',
    );

    await panel.getByRole('link', { name: 'show all guides' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(guides(page)).toHaveCount(TOTAL);
  });

  test('a shared ?q= address opens filtered, hydrates cleanly and keeps filtering', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/docs?q=MFA');
    await expect(searchBox(page)).toHaveValue('MFA');
    await expect(resultStatus(page)).toHaveText(`1 of ${TOTAL} guides match your search`);
    await searchBox(page).fill('security role');
    await expect(resultStatus(page)).toHaveText(`6 of ${TOTAL} guides match your search`);
    await expect(guides(page)).toHaveCount(6);
    expect(problems).toEqual([]);
  });

  test('a popular guide link shows its guide even when the search hides it', async ({ page }) => {
    await openPage(page, '/docs');
    await searchBox(page).fill('QR code');
    await expect(guides(page)).toHaveCount(1);

    await page
      .getByRole('navigation', { name: 'Popular guides' })
      .getByRole('link', { name: /How to raise a support ticket/ })
      .click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/docs#raising-a-support-ticket$/);
    await expect(
      page.getByRole('heading', { level: 3, name: 'How to raise a support ticket' }),
    ).toBeInViewport();
  });

  test('the footer Documentation link opens the page without a reload', async ({ page }) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/');
    // A full reload would drop this marker.
    await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Guides for your Microsoft solutions',
    );
    await expect(page).toHaveTitle(/^Documentation \| /);
    await expect(guides(page)).toHaveCount(TOTAL);
    expect(
      await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker),
    ).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('documentation accessibility', () => {
  test('no serious axe violation, no overflow and no console problems, also with no results, at 1280 and 375 px', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/docs');
    await expectAccessiblePage(page);
    await narrowToPhone(page);
    await expectAccessiblePage(page);

    await searchBox(page).fill('quantum blockchain');
    await expect(resultStatus(page)).toHaveText('No guides match your search');
    // No results at the phone width, where the search was typed, then at 1280 px again.
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
