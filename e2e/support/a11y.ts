import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './helpers.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits for running transitions such as reveal-on-scroll fades to finish, so
 * axe does not measure the contrast of text that is half faded in (endless
 * animations such as spinners are left alone).
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Serious and critical WCAG A/AA violations, one readable line each. An axe
 * scan of a long page takes seconds on a busy machine, so each scan extends
 * the test's time budget instead of sharing the default one.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  test.info().setTimeout(test.info().timeout + 20_000);
  await settleAnimations(page);
  // Legacy mode runs axe in the page itself; the default opens an extra blank page in the
  // context to combine the frames' results, which costs most of a second per scan on two cores.
  // That blank page guards against a page tampering with axe, which our own pages do not.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS).analyze();
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

/**
 * Takes the pointer off the page, so that no element shows hover styles, as on a
 * phone's touch screen: every hover style of the site sits under
 * `@media (hover: hover)`, which touch turns off, and no script of the site
 * looks for touch, so that is all a context's hasTouch changes in these checks.
 * hasTouch cannot be switched on a live page; a page narrowed to a phone's width
 * gets this instead.
 */
export async function withoutHover(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
}

/**
 * Narrows the open page to a phone's width, 375 px, so that the checks it had at
 * 1280 px run again on the same page: axe, overflow and layout are read anew,
 * without a second load or server render. No hover styles there (withoutHover).
 */
export async function narrowToPhone(page: Page, height = 812): Promise<void> {
  await page.setViewportSize({ width: 375, height });
  await withoutHover(page);
}

/** How many pixels the page is wider than the viewport (0 or less: no sideways scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The page as a visitor meets it: no serious or critical axe violation and,
 * at phone width, no sideways scrolling. Reveal-on-scroll content is scrolled
 * through first so axe checks it in its final (visible) state.
 */
export async function expectAccessiblePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/**
 * Opens `path` at 1280 px and checks it as a visitor meets it, then narrows the
 * same page to 375 px (narrowToPhone) and checks it again. `shown` is what must be
 * on screen before each scan, read at both widths since the width can hide it.
 * `height` is the viewport's at both widths (800 and 812 px unless given).
 */
export async function expectAccessibleAtBothWidths(
  page: Page,
  path: string,
  { height, shown }: { height?: number; shown?: () => Promise<void> } = {},
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: height ?? 800 });
  await openPage(page, path);
  await shown?.();
  await expectAccessiblePage(page);
  await narrowToPhone(page, height);
  await shown?.();
  await expectAccessiblePage(page);
}
