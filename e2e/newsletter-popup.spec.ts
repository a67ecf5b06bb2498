import { expect, test, type Page } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '../src/shared/newsletter-messages.ts';
import { NEWSLETTER_NOTICE } from '../src/shared/consent-notices.ts';
import {
  expectConsentNotice,
  newsletterStatus,
  uniqueEmail,
  openPage,
  waitForHydrationOf,
} from './support/helpers.ts';

const DIALOG_NAME = 'Subscribe to our newsletter';

function popup(page: Page) {
  return {
    opener: page.getByRole('button', { name: 'Newsletter', exact: true }),
    dialog: page.getByRole('dialog', { name: DIALOG_NAME }),
  };
}

test.describe('newsletter popup', () => {
  test.beforeEach(async ({ page }) => {
    // The spec offers the widget on the blog; the home page has the card instead.
    await openPage(page, '/blog');
    // The blog's newsletter offer hydrates after the page (below the fold).
    await waitForHydrationOf(popup(page).opener);
  });

  test('opens as a named dialog and Escape closes it, returning focus to the button', async ({
    page,
  }) => {
    const { opener, dialog } = popup(page);
    await expect(dialog).toHaveCount(0);

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/Dynamics 365 and Power Platform insights/);
    // Focus moves into the dialog.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // It opens again after closing.
    await opener.click();
    await expect(dialog).toBeVisible();
  });

  test('closes on a click on the backdrop but not on a click inside', async ({ page }) => {
    const { opener, dialog } = popup(page);
    await opener.click();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('heading', { name: DIALOG_NAME }).click();
    await expect(dialog).toBeVisible();

    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    // A point on the dimmed backdrop, left of and above the dialog box.
    await page.mouse.click(Math.max(1, box!.x / 2), Math.max(1, box!.y / 2));
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes with its close button', async ({ page }) => {
    const { opener, dialog } = popup(page);
    await opener.click();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('subscribes from inside the dialog with the compact form', async ({
    page,
    request,
  }, testInfo) => {
    const { opener, dialog } = popup(page);
    await opener.click();
    await expect(dialog).toBeVisible();

    // Compact layout: the e-mail field only, its label kept for screen readers.
    await expect(dialog.getByLabel('First name')).toHaveCount(0);
    const emailField = dialog.getByLabel('Email address');
    await expect(emailField).toBeVisible();
    await expectConsentNotice(dialog, NEWSLETTER_NOTICE);

    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your email address.');

    const email = uniqueEmail(testInfo, 'popup');
    await emailField.fill(email);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('status')).toHaveText(NEWSLETTER_MESSAGES.subscribed);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(emailField).toHaveValue('');

    expect(await newsletterStatus(request, email)).toMatchObject({ email, status: 'pending' });
  });
});
