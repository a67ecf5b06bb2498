import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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
