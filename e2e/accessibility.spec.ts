import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessiblePage,
  horizontalOverflow,
  narrowToPhone,
  seriousViolations,
} from './support/a11y.ts';
import { openPage, waitForHydrationOf } from './support/helpers.ts';

/**
 * Scans of states no page spec covers: dialogs and menus opened, and the
 * phone layout with touch. Each public page in its first state is scanned by
 * its own spec (home, about, contact and the 404 page in
 * home-about-contact.spec.ts; features, pricing and services in
 * features-pricing-services.spec.ts; …).
 */

/** The blog with its newsletter dialog open (the offer hydrates after the page). */
async function openNewsletterDialog(page: Page) {
  await openPage(page, '/blog');
  const opener = page.getByRole('button', { name: 'Newsletter', exact: true });
  await waitForHydrationOf(opener);
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test.describe('accessibility', () => {
  test('the blog page with the newsletter dialog open has no serious or critical WCAG violations at 1280 and 375 px', async ({
    page,
  }) => {
    await openNewsletterDialog(page);
    expect(await seriousViolations(page)).toEqual([]);

    // The phone check, with the dialog still open: there no sideways scrolling either.
    await narrowToPhone(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('accessibility at 375 x 812', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the home page has no serious or critical WCAG violations and no sideways scrolling', async ({
    page,
  }) => {
    await openPage(page, '/');
    await expectAccessiblePage(page);
  });

  test('the home page with the mobile menu open has none either', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
