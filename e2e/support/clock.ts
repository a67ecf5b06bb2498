import { expect, type Page } from '@playwright/test';

/**
 * Waits for what a page timer brings (the chat's replies about 2 s after the
 * visitor acts, a toast closing after 5 s) by moving the page's clock on in
 * steps until the check holds, rather than waiting that long for real: fast
 * on a quiet machine, and never late on a busy one. The page must have had
 * `page.clock.install()` before it loaded; checks use short timeouts.
 */
export async function afterTimers(
  page: Page,
  check: () => Promise<unknown>,
  stepMs = 250,
): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(stepMs);
    await check();
  }).toPass({ timeout: 20_000, intervals: [50] });
}

/** The page's current time (its fake clock's, once installed). */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());
