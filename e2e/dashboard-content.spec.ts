import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { CASE_STUDY_MESSAGES } from '../src/shared/case-studies.ts';
import { DASHBOARD_MESSAGES } from '../src/shared/dashboard-messages.ts';
import { signInWithStorage, staffAccount } from './support/accounts.ts';
import { createByApi } from './support/blog.ts';
import { createCaseStudyByApi } from './support/case-studies.ts';
import { openPage, trackPageProblems } from './support/helpers.ts';

/**
 * The dashboard's actions on content once the page has hydrated: each row's
 * forms post through the row's fetcher to the route's action, the answer is
 * a toast (or the delete dialog's alert) and the lists are read again in
 * place; when the action cannot be reached the row says its own failure
 * instead of the error page. The same forms without JavaScript are checked
 * in src/server/dashboard-actions.int.test.ts; publishing and deleting
 * after confirming in blog-authoring, case-studies and case-study-authoring.
 */

const uniqueTitle = (testInfo: TestInfo, label: string) =>
  `E2E dashboard ${label} ${testInfo.workerIndex}${testInfo.retry} ${Date.now().toString(36)}`;

/** Counts the page's "content changed" announcements (what the blog's page cache listens to). */
async function countAnnouncements(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { __changes: number };
    counted.__changes = 0;
    window.addEventListener('content:changed', () => (counted.__changes += 1));
  });
  return () => page.evaluate(() => (window as unknown as { __changes: number }).__changes);
}

test('the comments switch closes and opens a post’s comments in place, with a toast', async ({
  page,
  request,
}, testInfo) => {
  const problems = await trackPageProblems(page);
  const staff = await staffAccount(page, request, testInfo, 'dash-comments');
  const title = uniqueTitle(testInfo, 'comments');
  const post = await createByApi(request, staff, title);
  await signInWithStorage(page, staff);
  await openPage(page, '/dashboard');
  const announcements = await countAnnouncements(page);

  const row = page
    .getByRole('region', { name: 'Your blog posts' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const toggle = row.getByRole('switch', { name: `Comments open on ${title}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.getByRole('status').getByText(DASHBOARD_MESSAGES.commentsClosed)).toBeVisible();
  const closed = row.getByRole('switch', { name: `Comments closed on ${title}` });
  await expect(closed).toHaveAttribute('aria-checked', 'false');
  await expect(closed).toBeEnabled();
  expect(await announcements()).toBe(1);
  const read = await request.get(`/api/enhanced-blog/${post.slug}`);
  expect(((await read.json()) as { blog: { commentsOpen: boolean } }).blog.commentsOpen).toBe(
    false,
  );

  await closed.click();
  await expect(page.getByRole('status').getByText(DASHBOARD_MESSAGES.commentsOpened)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await announcements()).toBe(2);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test('when the action cannot be reached, the row says so and keeps the item; then it works', async ({
  page,
  request,
}, testInfo) => {
  const staff = await staffAccount(page, request, testInfo, 'dash-down');
  const draft = await createCaseStudyByApi(request, staff, uniqueTitle(testInfo, 'down'), {
    status: 'draft',
  });
  await signInWithStorage(page, staff);
  await openPage(page, '/dashboard');
  const row = page
    .getByRole('region', { name: 'Case studies' })
    .getByRole('listitem')
    .filter({ hasText: draft.title });

  // A proxy answers the posts in its own words: the action is never reached.
  const down = (url: URL) => url.pathname === '/dashboard.data';
  await page.route(down, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
      : route.fallback(),
  );
  await row.getByRole('button', { name: `Publish ${draft.title}` }).click();
  await expect(page.getByRole('alert').getByText(CASE_STUDY_MESSAGES.updateFailed)).toBeVisible();
  await expect(row).toContainText('Draft');
  await expect(row.getByRole('button', { name: `Publish ${draft.title}` })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');

  await row.getByRole('button', { name: `Delete ${draft.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete case study' });
  await expect(dialog).toContainText(CASE_STUDY_MESSAGES.deleteConfirm);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CASE_STUDY_MESSAGES.deleteFailed);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  // Reachable again: asked afresh (no old failure shown), the deletion goes through.
  await page.unroute(down);
  await row.getByRole('button', { name: `Delete ${draft.title}` }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('status').getByText(CASE_STUDY_MESSAGES.deleted)).toBeVisible();
  expect((await request.get(`/api/enhanced-blog/case-studies/${draft.slug}`)).status()).toBe(404);
});
