import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  NEWSLETTER_NEWS_MESSAGES as M,
} from '../src/shared/newsletter-delivery.ts';
import type { NewsletterSendView } from '../src/shared/newsletter-delivery.ts';
import { signInWithStorage, staffAccount, staffGet, type E2eAccount } from './support/accounts.ts';
import { expectAccessibleAtBothWidths, expectAccessiblePage } from './support/a11y.ts';
import { createByApi } from './support/blog.ts';
import { openPage, uniqueEmail } from './support/helpers.ts';
import { linkTo, waitForMail } from './support/mail.ts';

/**
 * Newsletter delivery as staff and subscribers see it: publishing with
 * "E-mail to subscribers" on, the send's progress in the Newsletters view,
 * and a subscriber's preferences link turning the next post off.
 */

/** A confirmed subscriber: signed up through the API, confirmed through the e-mailed link. */
async function confirmedSubscriber(page: Page, request: APIRequestContext, email: string) {
  const response = await request.post('/api/newsletter/subscribe', { data: { email } });
  expect(response.ok()).toBe(true);
  const mail = await waitForMail(email, { subjectIncludes: 'Confirm your subscription' });
  await openPage(page, linkTo(mail, '/newsletter/confirm'));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText('Your subscription is confirmed.', { exact: false })).toBeVisible();
}

/** Waits until the item's send has gone to everyone (the staff list says so). */
async function sendFinished(request: APIRequestContext, staff: E2eAccount, subject: string) {
  await expect
    .poll(
      async () => {
        const { sends } = await staffGet<{ sends: NewsletterSendView[] }>(
          request,
          staff,
          '/api/newsletter/sends',
        );
        return sends.find((send) => send.subject === subject)?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('done');
}

test('staff publish with "E-mail to subscribers"; the subscriber can turn the next post off', async ({
  page,
  request,
}, testInfo) => {
  const subscriber = uniqueEmail(testInfo, 'reader');
  await confirmedSubscriber(page, request, subscriber);
  const staff = await staffAccount(page, request, testInfo);
  const title = `Announced to subscribers ${Date.now()}`;
  const draft = await createByApi(request, staff, title, 'draft');

  // The edit screen: the switch is on by default and counts the audience.
  await signInWithStorage(page, staff);
  await openPage(page, `/edit-blog/${draft.slug}`);
  const emailSwitch = page.getByRole('switch', { name: /^E-mail to \d+ subscribers?$/ });
  await expect(emailSwitch).toBeChecked();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // The Newsletters view shows the send and its progress until it has finished (the
  // page reads its loader again while a send is going out).
  await openPage(page, '/dashboard/newsletters');
  const send = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(send).toBeVisible();
  await expect(send.getByText('Finished')).toBeVisible({ timeout: 20_000 });
  await expect(send.getByRole('progressbar')).toHaveAttribute('aria-label', /: (\d+) of \1 done$/);

  // The subscriber's e-mail: the post, and the link to their preferences.
  const mail = await waitForMail(subscriber, { subjectIncludes: title, timeoutMs: 20_000 });
  expect(mail.text).toContain(`/blog/${draft.slug}`);
  await openPage(page, linkTo(mail, '/newsletter/preferences'));
  await expect(page.getByText(subscriber)).toBeVisible();
  await page.getByRole('switch', { name: 'Blog updates' }).uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText(D.preferencesSaved)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Blog updates' })).not.toBeChecked();

  // The next post goes out, but not to them.
  const next = `Not for this reader ${Date.now()}`;
  await createByApi(request, staff, next);
  await sendFinished(request, staff, next);
  await expect(
    waitForMail(subscriber, { subjectIncludes: next, timeoutMs: 1_000 }),
  ).rejects.toThrow();
});

test('staff write industry news: a test to themselves, then the send, listed in Newsletters', async ({
  page,
  request,
}, testInfo) => {
  const subscriber = uniqueEmail(testInfo, 'news-reader');
  await confirmedSubscriber(page, request, subscriber);
  const staff = await staffAccount(page, request, testInfo, 'news-staff');
  await signInWithStorage(page, staff);
  await openPage(page, '/dashboard/newsletters');
  await page.getByRole('link', { name: 'Write industry news' }).click();
  await expect(page.getByRole('heading', { name: 'Write industry news' })).toBeVisible();

  // Nothing is sent without a subject and a body; focus goes to the first field to fix.
  await page.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(page.getByText(M.subjectRequired)).toBeVisible();
  await expect(page.getByText(M.contentRequired)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeFocused();

  const subject = `Industry news ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  const editor = page.locator('.ProseMirror');
  await expect(editor).toHaveAttribute('role', 'textbox');
  await editor.click();
  await page.keyboard.type('Dynamics 365 licensing changes next month.');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
    'Dynamics 365 licensing changes next month.',
  );
  await expectAccessiblePage(page);

  await page.getByRole('button', { name: 'Send a test to my address' }).click();
  await expect(page.getByText(D.testSent)).toBeVisible();
  const test = await waitForMail(staff.email, { subjectIncludes: `[Test] ${subject}` });
  expect(test.text).toContain('Dynamics 365 licensing changes next month.');

  // Send asks first, on the page (the same confirmation works without JavaScript).
  await page.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
  const confirmation = page.getByRole('group', { name: new RegExp(`^Send “${subject}” to`) });
  await expect(confirmation).toBeFocused();
  await expectAccessiblePage(page);
  await confirmation.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(page).toHaveURL(/\/dashboard\/newsletters\?news=started$/);
  await expect(page.getByText(M.started)).toBeVisible();
  const send = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(send.getByText('Industry news ·', { exact: false })).toBeVisible();
  const mail = await waitForMail(subscriber, { subjectIncludes: subject, timeoutMs: 20_000 });
  expect(mail.text).toContain('Dynamics 365 licensing changes next month.');
});

test.describe('accessibility', () => {
  test('the preferences page and the Newsletters view at 1280 and 375 px', async ({
    page,
    request,
  }, testInfo) => {
    const subscriber = uniqueEmail(testInfo, 'a11y-reader');
    await request.post('/api/newsletter/subscribe', { data: { email: subscriber } });
    const mail = await waitForMail(subscriber, { subjectIncludes: 'Confirm your subscription' });
    await expectAccessibleAtBothWidths(
      page,
      linkTo(mail, '/unsubscribe').replace('/unsubscribe', '/newsletter/preferences'),
      {
        height: 900,
        shown: () => expect(page.getByRole('switch', { name: 'Weekly digest' })).toBeVisible(),
      },
    );

    const staff = await staffAccount(page, request, testInfo, 'a11y-staff');
    await signInWithStorage(page, staff);
    await expectAccessibleAtBothWidths(page, '/dashboard/newsletters', {
      height: 900,
      shown: async () => {
        await expect(page.getByRole('heading', { name: 'Subscribers', exact: true })).toBeVisible();
        await expect(page.getByText(subscriber)).toBeVisible();
      },
    });
  });
});
