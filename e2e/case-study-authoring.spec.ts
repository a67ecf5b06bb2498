import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { slugify } from '../src/shared/blog-authoring.ts';
import { CASE_STUDY_MESSAGES } from '../src/shared/case-studies.ts';
import { expectAccessiblePage } from './support/a11y.ts';
import {
  accountEmail,
  registerByApi,
  signInWithStorage,
  staffAccount,
} from './support/accounts.ts';
import { createCaseStudyByApi } from './support/case-studies.ts';
import { afterTimers } from './support/clock.ts';
import { openPage, trackPageProblems } from './support/helpers.ts';

/**
 * Staff writing case studies in a browser: the create screen with an
 * uploaded image, metric and testimonial rows and the preview, publishing,
 * the list and the sitemap, the edit screen, deleting from the dashboard, the
 * staff-only guard, and axe at desktop and phone widths. The 2-second
 * redirect runs on Playwright's clock.
 */

const png = (background: string) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background } })
    .png()
    .toBuffer();

const uniqueTitle = (testInfo: TestInfo, label: string) =>
  `E2E case study ${label} ${testInfo.workerIndex}${testInfo.retry} ${Date.now().toString(36)}`;

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('writing a case study', () => {
  // Signing staff in (argon2) and loading the editor are slow on a busy two-core machine.
  test.slow();

  test('staff create one with an image, metrics and a testimonial, publish, find, edit and delete it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const problems = await trackPageProblems(page);
    const staff = await staffAccount(page, request, testInfo, 'cs-author');
    await signInWithStorage(page, staff);
    await page.clock.install();
    await openPage(page, '/create-case-study');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Case Study' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );

    // Publishing an empty form names every missing field with the spec's words.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    for (const message of [
      CASE_STUDY_MESSAGES.titleRequired,
      CASE_STUDY_MESSAGES.clientNameRequired,
      CASE_STUDY_MESSAGES.challengeRequired,
      CASE_STUDY_MESSAGES.solutionRequired,
      CASE_STUDY_MESSAGES.resultsRequired,
      CASE_STUDY_MESSAGES.featuredImageRequired,
    ]) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }

    const title = uniqueTitle(testInfo, 'stock counts');
    const slug = slugify(title);
    const challenge =
      'Stock counts were done on paper in 40 stores and keyed in by head office two weeks later, so reorders always ran behind demand.';
    await box(page, 'Title').fill(title);
    await expect(box(page, 'Slug')).toHaveValue(slug);
    await box(page, 'Client name').fill('Contoso Retail');
    await page.getByRole('combobox', { name: 'Industry' }).selectOption('retail');
    await page.getByRole('combobox', { name: 'Company size' }).selectOption('large');
    await box(page, 'Project duration').fill('10 weeks');
    await box(page, 'Challenge').fill(challenge);
    await box(page, 'Solution').fill('A Power Apps counting app with barcode scanning.');
    await box(page, 'Results').fill('Counts reach the buying team the same day.');

    // Metric and testimonial rows are added and removed.
    await box(page, 'Metric 1 label').fill('Faster stock counts');
    await box(page, 'Metric 1 value').fill('75%');
    await page.getByRole('button', { name: 'Add metric' }).click();
    await box(page, 'Metric 2 label').fill('Spare row');
    await page.getByRole('button', { name: 'Remove metric 2' }).click();
    await expect(box(page, 'Metric 2 label')).toHaveCount(0);
    await box(page, 'Testimonial 1 quote').fill('Our stores count in minutes now.');
    await box(page, 'Testimonial 1 author').fill('Jordan Ellis');
    await box(page, 'Testimonial 1 position').fill('Head of Operations');

    // The image: an upload, shown before it is saved.
    await page.getByLabel('Upload Featured Image').setInputFiles({
      name: 'store.png',
      mimeType: 'image/png',
      buffer: await png('#0f766e'),
    });
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();

    // The preview shows the first 100 characters of the challenge.
    await page.getByRole('button', { name: 'Show Preview' }).click();
    const preview = page.getByRole('region', { name: 'Live Preview' });
    await expect(preview.getByTestId('challenge-preview')).toHaveText(
      `${challenge.slice(0, 100)}...`,
    );
    await expect(preview).toContainText('Contoso Retail');
    await expect(preview).toContainText('75%');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(CASE_STUDY_MESSAGES.created)).toBeVisible();
    await afterTimers(page, () => expect(page).toHaveURL(/\/case-studies$/));
    const card = page.getByRole('heading', { level: 3, name: title });
    await expect(card).toBeVisible();

    // Its page: facts, figures, testimonial and the uploaded image in its sizes.
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/case-studies/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('region', { name: 'Results in numbers' })).toContainText('75%');
    await expect(page.getByText('Our stores count in minutes now.')).toBeVisible();
    await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute(
      'src',
      /^\/uploads\/blogs\/.+-960\.webp$/,
    );
    const sitemap = await request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`/case-studies/${slug}</loc>`);

    // Edit: the form comes back filled in; a save keeps the image and goes to the dashboard.
    await openPage(page, `/edit-case-study/${slug}`);
    await expect(box(page, 'Title')).toHaveValue(title);
    await expect(box(page, 'Metric 1 value')).toHaveValue('75%');
    await box(page, 'Results').fill('Counts reach the buying team the same day, every day.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(CASE_STUDY_MESSAGES.updated)).toBeVisible();
    await afterTimers(page, () => expect(page).toHaveURL(/\/dashboard$/));

    // Delete from the dashboard, after confirming.
    const row = page
      .getByRole('region', { name: 'Case studies' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(row).toContainText('Published');
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete case study' });
    await expect(dialog).toContainText(CASE_STUDY_MESSAGES.deleteConfirm);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/enhanced-blog/case-studies/${slug}`)).status()).toBe(404);
    expect(problems).toEqual([]);
  });
});

test.describe('who may write', () => {
  test.slow();

  test('a signed-in user without the company domain is turned away', async ({
    page,
    request,
  }, testInfo) => {
    const visitor = await registerByApi(request, accountEmail(testInfo, 'cs-reader'));
    await signInWithStorage(page, visitor);
    await openPage(page, '/create-case-study');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText('Only Example Consulting team members can create case studies.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(0);
    await openPage(page, '/edit-case-study/anything');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('without a session the authoring screens send to the sign-in page', async ({ page }) => {
    await openPage(page, '/create-case-study');
    await expect(page).toHaveURL(/\/login$/);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 400 });
    test.slow();

    test('the create and edit screens have no serious or critical violations', async ({
      page,
      request,
    }, testInfo) => {
      const staff = await staffAccount(page, request, testInfo, 'cs-a11y');
      // A draft: the edit screen opens any status, and the public list stays as seeded.
      const item = await createCaseStudyByApi(request, staff, uniqueTitle(testInfo, 'a11y'), {
        status: 'draft',
      });
      await signInWithStorage(page, staff);
      await openPage(page, '/create-case-study');
      await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
      await expectAccessiblePage(page);
      await openPage(page, `/edit-case-study/${item.slug}`);
      await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
        item.title,
      );
      await expectAccessiblePage(page);
    });
  });
}
