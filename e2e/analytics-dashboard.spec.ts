import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInWithStorage, staffAccount } from './support/accounts.ts';
import { expectAccessibleAtBothWidths } from './support/a11y.ts';
import { waitForHydration } from './support/helpers.ts';

/**
 * The staff's analytics screen in a browser: the chart drawn over the
 * figures the page came with, axe and layout at 1280 and 375 px, the
 * period chosen and a table sorted by keyboard alone, and "now" read again
 * on its interval (Playwright's clock).
 */

/** A browser of its own (the server tells visitors apart by address and user agent). */
const browserOf = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${n}.0 Safari/537.36`;

let visitors = 0;
/** A counted page view by a new visitor, as a browser sends it. */
async function visit(request: APIRequestContext, path: string, referer?: string) {
  const response = await request.get(path, {
    headers: {
      'user-agent': browserOf((Date.now() % 100_000) + visitors++),
      ...(referer ? { referer } : {}),
    },
  });
  expect(response.status()).toBe(200);
}

test.describe('the analytics screen', () => {
  // A staff account (argon2 hash, e-mailed verification) before the story itself.
  test.slow();

  test('staff read the report with its chart at both widths, and work it by keyboard', async ({
    page,
    request,
  }, testInfo) => {
    const staff = await staffAccount(page, request, testInfo);
    await visit(request, '/pricing', 'https://www.google.com/');
    await visit(request, '/services', 'https://www.linkedin.com/feed/');
    await visit(request, '/about?utm_source=newsletter&utm_medium=email&utm_campaign=e2e');
    await signInWithStorage(page, staff);
    // "now" is read again on an interval: that interval runs on Playwright's clock.
    await page.clock.install();

    const chart = page.locator('[data-chart="drawn"] canvas').first();
    await expectAccessibleAtBothWidths(page, '/dashboard/analytics?range=7d', {
      shown: async () => {
        await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
        await expect(chart).toBeVisible();
        const box = await page.locator('[data-chart="drawn"]').boundingBox();
        const main = await page.getByRole('main').boundingBox();
        // The chart fits the width it is given.
        expect(box!.width).toBeGreaterThan(200);
        expect(box!.x + box!.width).toBeLessThanOrEqual(main!.x + main!.width);
      },
    });
    const referrers = page.getByRole('table', { name: 'Referrers' });
    await expect(referrers.getByRole('rowheader', { name: 'google.com' })).toBeVisible();

    // The period: chosen with the arrow keys, sent with Enter on Show.
    const period = page.getByRole('combobox', { name: 'Period' });
    await period.focus();
    await expect(period).toHaveValue('7d');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(period).toHaveValue('90d');
    const show = page.getByRole('button', { name: 'Show' });
    for (let i = 0; i < 10 && !(await show.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(show).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/analytics\?range=90d$/);
    await expect(page.getByText('(90 days)')).toBeVisible();
    await expect(chart).toBeVisible();

    // A column's header link sorts its table (A to Z), and says so.
    const referrerHeader = referrers.getByRole('columnheader', { name: 'Referrer' });
    await referrerHeader.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/range=90d&sort=referrers\.referrer$/);
    await expect(referrerHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(referrers.getByRole('rowheader').first()).toHaveText('direct');

    // Someone new arrives: the next reading shows them, without a reload.
    const now = page.getByRole('status').filter({ hasText: /^Now: / });
    const before = Number(await now.getAttribute('data-now'));
    await visit(request, '/contact');
    // Past the minute after which the screen reads its report again.
    await page.clock.fastForward('02:00');
    await expect(now).toHaveAttribute('data-now', String(before + 1));
    await waitForHydration(page);
    await expect(chart).toBeVisible();
  });
});
