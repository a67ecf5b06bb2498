import { expect, test } from '@playwright/test';
import { REVIEW_MESSAGES } from '../src/shared/review-messages.ts';
import { expectAccessiblePage, narrowToPhone } from './support/a11y.ts';
import { setSessionCookie, staffAccount } from './support/accounts.ts';
import { createByApi } from './support/blog.ts';
import { waitForHydration } from './support/helpers.ts';
import { linkTo, waitForMail } from './support/mail.ts';

/**
 * The review of a contributor's draft, end to end in the browser: the
 * contributor submits it, an editor is e-mailed and sends it back with a
 * note, the contributor reads the note (on the screen and by e-mail), fixes
 * the draft and submits it again, and the editor publishes it.
 */
test('a contributor’s draft goes through review to publication', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const contributor = await staffAccount(page, request, testInfo, 'contrib', 'contributor');
  const editor = await staffAccount(page, request, testInfo, 'reviewer', 'editor');
  const title = `Review flow ${testInfo.workerIndex}${testInfo.retry} ${Date.now().toString(36)}`;
  const draft = await createByApi(request, contributor, title, 'draft');
  const editPath = `/edit-blog/${draft.slug}`;

  // The contributor: no Publish, but Submit for review.
  await setSessionCookie(page, contributor.token);
  await page.goto(editPath);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.submitted)).toBeVisible();
  await expect(page.getByText(REVIEW_MESSAGES.waiting)).toBeVisible();

  // The editor is e-mailed, opens the draft from the e-mail and sends it back with a note.
  const forReview = await waitForMail(editor.email, {
    subjectIncludes: `For review: ${title}`,
    timeoutMs: 30_000,
  });
  await setSessionCookie(page, editor.token);
  await page.goto(linkTo(forReview, editPath));
  await waitForHydration(page);
  await expectAccessiblePage(page);
  const send = page.getByRole('button', { name: 'Send back to the writer' });
  await send.click();
  // Checked in the browser first: an empty note is not sent.
  await expect(page.getByText(REVIEW_MESSAGES.noteRequired)).toBeVisible();
  const note = 'Name the licence tier in the second paragraph.';
  await page.getByLabel('Note to the writer').fill(note);
  await send.click();
  await expect(page.getByText(REVIEW_MESSAGES.returned)).toBeVisible();

  // The contributor reads the note by e-mail and on the screen, fixes the draft and resubmits.
  const changes = await waitForMail(contributor.email, {
    subjectIncludes: `Changes asked: ${title}`,
    timeoutMs: 30_000,
  });
  expect(changes.text).toContain(note);
  await setSessionCookie(page, contributor.token);
  await page.goto(linkTo(changes, editPath));
  await waitForHydration(page);
  await expect(page.getByText(note)).toBeVisible();
  await narrowToPhone(page);
  await expectAccessiblePage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Excerpt').fill('Now naming the licence tier, as asked.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  // A saved edit goes back to the dashboard (2 s later).
  await page.waitForURL('**/dashboard');
  await page.goto(editPath);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.waiting)).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);

  // The editor finds it in the dashboard's queue and publishes it.
  await setSessionCookie(page, editor.token);
  await page.goto('/dashboard');
  const queue = page.getByRole('region', { name: 'Waiting for review' });
  await queue.getByRole('link', { name: title }).click();
  await page.waitForURL(`**${editPath}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await page.goto(`/blog/${draft.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
