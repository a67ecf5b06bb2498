import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessiblePage } from './support/a11y.ts';
import {
  accountEmail,
  registerByApi,
  signInWithStorage,
  verifyByEmail,
} from './support/accounts.ts';
import { trackPageProblems, openPage } from './support/helpers.ts';
import { waitForMail } from './support/mail.ts';

test.describe('signed out', () => {
  test('the dashboard sends a visitor to sign in; the profile asks for it', async ({ page }) => {
    await openPage(page, '/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await openPage(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('dashboard', () => {
  test('a user outside the company domain sees Content Management Restricted and their details', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerByApi(request, accountEmail(testInfo, 'visitor'), {
      company: 'Visitor Co',
      phone: '+1 555 0100',
    });
    await signInWithStorage(page, account);
    await openPage(page, '/dashboard');
    await expect(
      page.getByRole('heading', { name: 'Content Management Restricted' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create blog post' })).toHaveCount(0);
    const info = page.getByRole('region', { name: 'User information' });
    await expect(info).toContainText('Erin Example');
    await expect(info).toContainText(account.email);
    await expect(info).toContainText('+1 555 0100');
    await expect(info).toContainText('Visitor Co');
    await expect(info).toContainText(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date()),
    );
    for (const label of ['Total blogs', 'Case studies', 'Total views', 'Total likes']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test('a company address becomes staff only after verifying, and then gets the quick actions', async ({
    page,
    request,
  }, testInfo) => {
    const email = accountEmail(testInfo, 'staff', true);
    const account = await registerByApi(request, email);
    await signInWithStorage(page, account);
    await openPage(page, '/dashboard');
    await expect(
      page.getByRole('heading', { name: 'Content Management Restricted' }),
    ).toBeVisible();
    await expect(page.getByText(/verify it with the link we emailed you/)).toBeVisible();

    await verifyByEmail(page, email);
    await openPage(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create blog post' })).toHaveAttribute(
      'href',
      '/create-blog',
    );
    await expect(page.getByRole('link', { name: 'Create case study' })).toHaveAttribute(
      'href',
      '/create-case-study',
    );
    await expect(page.getByRole('heading', { name: 'Content Management Restricted' })).toHaveCount(
      0,
    );
  });

  test('the verification banner sends a new link', async ({ page, request }, testInfo) => {
    const email = accountEmail(testInfo, 'banner');
    const account = await registerByApi(request, email);
    await signInWithStorage(page, account);
    await openPage(page, '/');
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toContainText('Please verify your email address.');
    const first = await waitForMail(email, { subjectIncludes: 'Verify' });
    await banner.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(banner.getByRole('status')).toHaveText(/we have sent a new verification link/);
    await expect
      .poll(async () => (await waitForMail(email, { subjectIncludes: 'Verify' })).file)
      .not.toBe(first.file);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('profile', () => {
  test('edits the profile with a photo, shows the success message for 3 s, and removes the photo', async ({
    page,
    request,
  }, testInfo) => {
    const problems = await trackPageProblems(page);
    const account = await registerByApi(request, accountEmail(testInfo, 'profile'));
    await signInWithStorage(page, account);
    // The success message's 3 seconds run on Playwright's clock.
    await page.clock.install();
    await openPage(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Erin Example' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit profile' }).click();

    // A file that is not an image is refused in the browser.
    await page
      .getByRole('main')
      .getByLabel('Choose photo')
      .setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
    );

    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#0ea5e9' },
    })
      .png()
      .toBuffer();
    await page.getByRole('main').getByLabel('Choose photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByRole('main').getByLabel('First name').fill('Erica');
    await page.getByRole('main').getByLabel('Bio').fill('Runs the CRM programme.');
    await page.getByRole('button', { name: 'Save changes' }).click();

    const success = page.getByTestId('profile-success');
    // A save is confirmed twice: in the form and in a toast.
    await expect(page.getByRole('status').getByText('Profile updated successfully!')).toBeVisible();
    await expect(success).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Erica Example' })).toBeVisible();
    await expect(page.getByText('Runs the CRM programme.')).toBeVisible();
    const avatar = page.getByRole('main').locator('img[src^="/api/users/profile/photo/file/"]');
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    // The header shows the new name and photo too.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Erica/ })).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(success).toBeHidden();

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('profile-success')).toHaveText('Profile updated successfully!');
    await expect(avatar).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('checks the fields before sending and Cancel discards the changes', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerByApi(request, accountEmail(testInfo, 'cancel'));
    await signInWithStorage(page, account);
    await openPage(page, '/profile');
    await page.getByRole('link', { name: 'Edit profile' }).click();
    const firstName = page.getByRole('main').getByLabel('First name');
    await expect(firstName).toBeFocused();

    // A photo over 5 MB is refused before it is sent.
    await page
      .getByRole('main')
      .getByLabel('Choose photo')
      .setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
      });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Image size should be less than 5MB',
    );
    await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);

    await firstName.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Erin Example' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit profile' })).toBeFocused();
  });

  test('changing the email shows the server refusal for a taken address, then a verification link for a new one', async ({
    page,
    request,
  }, testInfo) => {
    const other = await registerByApi(request, accountEmail(testInfo, 'taken'));
    const account = await registerByApi(request, accountEmail(testInfo, 'mover'));
    await signInWithStorage(page, account);
    await openPage(page, '/profile');
    await expect(page.getByText('Email not verified yet')).toBeVisible();
    await verifyByEmail(page, account.email);
    await openPage(page, '/profile');
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Edit profile' }).click();
    const email = page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true });
    await email.fill(other.email);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'An account with this email address already exists.',
    );

    const moved = accountEmail(testInfo, 'moved');
    await email.fill(moved);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('profile-success')).toHaveText('Profile updated successfully!');
    await expect(page.getByText(`We sent a verification link to ${moved}`)).toBeVisible();
    await expect(page.getByText('Email not verified yet')).toBeVisible();
    const mail = await waitForMail(moved, { subjectIncludes: 'Verify' });
    expect(mail.links.some((link) => link.includes('/verify-email?token='))).toBe(true);
  });

  test('profile (both modes) and dashboard pass axe at 1280 and at 375 px', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerByApi(request, accountEmail(testInfo, 'axe'));
    await signInWithStorage(page, account);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/profile');
      await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
      await expectAccessiblePage(page);
      await page.getByRole('link', { name: 'Edit profile' }).click();
      await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
      await expectAccessiblePage(page);
      await openPage(page, '/dashboard');
      await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
      await expectAccessiblePage(page);
    }
  });
});
