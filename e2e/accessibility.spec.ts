import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/helpers.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical WCAG A/AA violations, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe('accessibility at 1280 x 800', () => {
  test('the home page has no serious or critical WCAG violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the home page with the newsletter dialog open has none either', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Newsletter', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a stub page and the not-found page have none', async ({ page }) => {
    await page.goto('/pricing');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/no-such-page-e2e');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('accessibility at 375 x 812', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the home page has no serious or critical WCAG violations and no sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('with the mobile menu open too', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('with the newsletter dialog open too', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Newsletter', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
