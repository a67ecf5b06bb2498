import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { CASE_STUDY_MESSAGES } from '../src/shared/case-studies.ts';
import { COMMENT_MESSAGES } from '../src/shared/comment-messages.ts';
import { SEED_CASE_STUDIES } from '../src/server/db/seed/case-studies.ts';
import { expectAccessibleAtBothWidths } from './support/a11y.ts';
import { bearer, signInWithStorage, staffAccount } from './support/accounts.ts';
import { createCaseStudyByApi } from './support/case-studies.ts';
import { openPage, trackPageProblems, uniqueEmail } from './support/helpers.ts';

/**
 * Case studies in a browser, against the seeded server: the list's industry
 * chips and search move between addresses, a case study's page, a visitor's
 * comment on one, the dashboard's tile and management list, and axe at
 * desktop and phone widths. What only needs the HTML (head tags, JSON-LD,
 * status codes) is checked in src/server/case-study-pages.int.test.ts.
 */

const seeded = SEED_CASE_STUDIES.filter((item) => item.status === 'published');
const results = (page: Page) => page.locator('section[aria-labelledby="case-study-results"]');
const uniqueTitle = (testInfo: TestInfo, label: string) =>
  `E2E case study ${label} ${testInfo.workerIndex}${testInfo.retry} ${Date.now().toString(36)}`;

test('the list filters by industry and search without reloading, and opens a case study', async ({
  page,
}) => {
  const problems = await trackPageProblems(page);
  await openPage(page, '/case-studies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies');
  for (const item of seeded) {
    await expect(results(page).getByRole('heading', { level: 3, name: item.title })).toBeVisible();
  }
  await page.evaluate(() => ((window as unknown as { __kept?: boolean }).__kept = true));

  const item = seeded[1]!;
  const chips = page.getByRole('navigation', { name: 'Industries' });
  await chips.getByRole('link', { name: new RegExp(`^${item.clientIndustry}`, 'i') }).click();
  await expect(page).toHaveURL(new RegExp(`/case-studies\\?industry=${item.clientIndustry}$`));
  await expect(results(page).getByRole('heading', { level: 3 })).toHaveText([item.title]);

  await chips.getByRole('link', { name: /^All Industries/ }).click();
  await page.getByRole('searchbox', { name: 'Search case studies' }).fill(seeded[0]!.clientName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/case-studies\?search=/);
  await expect(
    results(page).getByRole('heading', { level: 3, name: seeded[0]!.title }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);

  await results(page).getByRole('link', { name: seeded[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/case-studies/${seeded[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded[0]!.title);
  const facts = page.getByRole('region', { name: 'Project facts' });
  await expect(facts).toContainText(seeded[0]!.clientName);
  await expect(page.getByRole('region', { name: 'Results in numbers' })).toContainText(
    seeded[0]!.metrics[0]!.value,
  );
  await page.getByRole('link', { name: 'Talk to a consultant' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(problems).toEqual([]);
});

test('an unknown case study shows its not-found screen with a way back', async ({ page }) => {
  const response = await page.goto('/case-studies/no-such-project');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CASE_STUDY_MESSAGES.notFound);
  await page.getByRole('link', { name: 'All case studies' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
});

test('a visitor comments on a case study; once staff approve it, it shows there', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const staff = await staffAccount(page, request, testInfo);
  const item = await createCaseStudyByApi(request, staff, uniqueTitle(testInfo, 'comments'));
  await openPage(page, `/case-studies/${item.slug}`);
  await page.waitForFunction(() => {
    const section = document.querySelector('#comments');
    return section !== null && Object.keys(section).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.getByRole('link', { name: 'Add Comment' }).click();
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await form
    .getByRole('textbox', { name: 'Comment', exact: true })
    .fill('Did the flow need premium licences?');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Morgan Reader');
  await form
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(uniqueEmail(testInfo, 'cs-comment'));
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText(COMMENT_MESSAGES.held)).toBeVisible();

  const queue = await request.get('/api/comments/moderation', { headers: bearer(staff) });
  const waiting = (
    (await queue.json()) as { data: { comments: Array<{ id: string; content: string }> } }
  ).data.comments;
  const comment = waiting.find((entry) => entry.content === 'Did the flow need premium licences?');
  expect(comment).toBeDefined();
  const approved = await request.patch(`/api/comments/${comment!.id}/status`, {
    headers: bearer(staff),
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);

  await openPage(page, `/case-studies/${item.slug}`);
  await expect(
    page.locator('#comments').getByText('Did the flow need premium licences?'),
  ).toBeVisible();
});

test('the dashboard counts case studies, publishes a draft and deletes after confirming', async ({
  page,
  request,
}, testInfo) => {
  const staff = await staffAccount(page, request, testInfo, 'cs-dashboard');
  const draft = await createCaseStudyByApi(request, staff, uniqueTitle(testInfo, 'draft'), {
    status: 'draft',
  });
  await signInWithStorage(page, staff);
  await openPage(page, '/dashboard');
  // Other workers write case studies meanwhile: the tile is checked against the list the
  // same load brought (every case study, any status), not against a count read earlier.
  const tile = page.locator('[data-stat="caseStudies"]');
  const rows = page.getByRole('region', { name: 'Case studies' }).getByRole('listitem');
  await expect(rows.filter({ hasText: draft.title })).toHaveCount(1);
  await expect(tile).toHaveText(String(await rows.count()));
  const list = page.getByRole('region', { name: 'Case studies' });
  const row = list.getByRole('listitem').filter({ hasText: draft.title });
  await expect(row.getByRole('link', { name: `Edit ${draft.title}` })).toHaveAttribute(
    'href',
    `/edit-case-study/${draft.slug}`,
  );
  await row.getByRole('button', { name: `Publish ${draft.title}` }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `View ${draft.title}` })).toHaveAttribute(
    'href',
    `/case-studies/${draft.slug}`,
  );
  expect((await request.get(`/api/enhanced-blog/case-studies/${draft.slug}`)).status()).toBe(200);

  await row.getByRole('button', { name: `Delete ${draft.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete case study' });
  await expect(dialog).toContainText(CASE_STUDY_MESSAGES.deleteConfirm);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect(tile).toHaveText(String(await rows.count()));
  expect((await request.get(`/api/enhanced-blog/case-studies/${draft.slug}`)).status()).toBe(404);
});

test('the list and a case study have no serious or critical violations at 1280 and 375 px', async ({
  page,
}) => {
  test.slow();
  await expectAccessibleAtBothWidths(page, '/case-studies');
  await expectAccessibleAtBothWidths(page, `/case-studies/${seeded[0]!.slug}`);
});
