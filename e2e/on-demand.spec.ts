import { expect, test } from '@playwright/test';
import { ON_DEMAND_FAILED } from '../src/app/lib/on-demand.ts';
import { trackPageProblems, openPage } from './support/helpers.ts';

/** Dialog code fetched on the first open: nothing before, and a failed fetch is retried. */
test('the meeting dialog loads its code on the first open and recovers from a failed fetch', async ({
  page,
}) => {
  const problems = await trackPageProblems(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/lead-dialog-views-[\w-]+\.js$/.test(request.url())) requested.push(request.url());
  });
  let failNext = true;
  await page.route(/lead-dialog-views-[\w-]+\.js$/, (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    return route.abort('internetdisconnected');
  });

  await openPage(page, '/');
  expect(requested, 'nothing fetched before the first open').toEqual([]);

  const opener = page.getByRole('button', { name: 'Get Free Consultation' });
  await opener.click();
  await expect(page.getByText(ON_DEMAND_FAILED)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Schedule a Meeting' })).toHaveCount(0);

  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-source', 'homepage');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The aborted request is reported by Chromium as a failed resource; nothing else may fail.
  expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
});
