import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from './support/a11y.ts';
import { accountEmail, PASSWORD, registerByApi, verifyByEmail } from './support/accounts.ts';
import { trackPageProblems, openPage } from './support/helpers.ts';
import { linkTo, waitForMail } from './support/mail.ts';

/** The header's account menu button (signed in), found by the user's first name. */
const accountButton = (page: Page, firstName: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${firstName}`) });

async function signInThroughForm(page: Page, email: string, password: string) {
  await openPage(page, '/login');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('registration, verification and sign-in', () => {
  // Several password hashes (argon2, memory-hard) and e-mailed links in one story: on a
  // busy two-core machine that takes longer than one default test budget.
  test.slow();

  test('registers through the three steps, verifies by the e-mailed link, signs out and in again', async ({
    page,
  }, testInfo) => {
    const problems = await trackPageProblems(page);
    const email = accountEmail(testInfo, 'register');
    await openPage(page, '/register');

    // Step 1: every field is needed before Continue.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('First name')).toBeFocused();
    await page.getByRole('main').getByLabel('First name').fill('Riley');
    await page.getByRole('main').getByLabel('Last name').fill('Reader');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: matching passwords that meet the rule; Back keeps what was typed.
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Your password' })).toBeVisible();
    await expect(page.getByText(/At least 8 characters with uppercase/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(`${PASSWORD}x`);
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await expect(page.getByText('Passwords do not match')).toHaveCount(0);
    await page.getByRole('main').getByLabel('Company').fill('Acme Ltd');
    await page.getByRole('main').getByLabel('Job title').fill('Operations lead');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: the terms box is required and links to the legal pages.
    await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).last()).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await page.getByRole('main').getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByRole('main').getByLabel('City').fill('Leeds');
    await page.getByRole('main').getByLabel('Country').fill('United Kingdom');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/Please accept the Terms/)).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back, Riley' })).toBeVisible();
    // Not verified yet: the banner says so.
    await expect(page.getByRole('region', { name: 'Email verification' })).toBeVisible();

    // The user menu: its items, and it closes on a click outside.
    await accountButton(page, 'Riley').click();
    const menu = page.getByRole('banner');
    for (const name of ['Dashboard', 'Profile', 'Service Catalog']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('heading', { name: 'Welcome back, Riley' }).click();
    await expect(menu.getByRole('link', { name: 'Service Catalog' })).toBeHidden();

    // Verify through the e-mailed link.
    await verifyByEmail(page, email);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);

    // Log out, then back in.
    await accountButton(page, 'Riley').click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    // The session was a cookie no page script could read, and it is gone now.
    expect(await page.evaluate(() => document.cookie)).not.toContain('session');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('session');

    await signInThroughForm(page, email, PASSWORD);
    await expect(page.getByText('Login successful!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
    await expect(accountButton(page, 'Riley')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('refuses a wrong password with the server message and keeps the button disabled until both fields are filled', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerByApi(request, accountEmail(testInfo, 'wrong'));
    await openPage(page, '/login');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeDisabled();
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-The-Password-9');
    await expect(submit).toBeEnabled();
    // The show/hide toggle reveals what was typed.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'type',
      'text',
    );
    await submit.click();
    await expect(page.getByRole('main').getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('moves focus to the first field to fix even when the schemas arrive late on a slow phone', async ({
    page,
  }) => {
    await openPage(page, '/register');
    // The schemas load on demand: make them late and the device slow, so the errors
    // render well after the click (focus used to be moved a frame later, too early).
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('First name')).toBeFocused();
  });

  test('tells a visitor whose address is taken on step 1', async ({ page, request }, testInfo) => {
    const account = await registerByApi(request, accountEmail(testInfo, 'taken'));
    await openPage(page, '/register');
    await page.getByRole('main').getByLabel('First name').fill('Sam');
    await page.getByRole('main').getByLabel('Last name').fill('Again');
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible();
    await expect(
      page.getByRole('main').getByText('An account with this email address already exists.'),
    ).toBeVisible();
  });
});

test.describe('password recovery', () => {
  // Several password hashes (argon2, memory-hard) and e-mailed links in one story: on a
  // busy two-core machine that takes longer than one default test budget.
  test.slow();

  test('resets the password through the e-mailed link; the old one stops working', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerByApi(request, accountEmail(testInfo, 'reset'));
    await openPage(page, '/forgot-password');
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const mail = await waitForMail(account.email, { subjectIncludes: 'Reset your' });
    await openPage(page, linkTo(mail, '/reset-password'));
    const newPassword = 'Fresh-Start-2026!';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('different');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
    // Three seconds later the sign-in page.
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByRole('main').getByText('Invalid email or password.')).toBeVisible();
    await signInThroughForm(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });

    // The link was single-use.
    await openPage(page, linkTo(mail, '/reset-password'));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Pass-3!');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Another-Pass-3!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();
  });

  test('answers an unknown address with the same confirmation', async ({ page }, testInfo) => {
    await openPage(page, '/forgot-password');
    await page.getByRole('main').getByLabel('Email').fill(accountEmail(testInfo, 'nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.getByRole('button', { name: 'try again' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });

  test('explains a reset link without a token', async ({ page }) => {
    await openPage(page, '/reset-password');
    await expect(
      page.getByText('Invalid reset link. Please request a new password reset.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });
});

test.describe('account screens are accessible and private', () => {
  // One test per screen: loaded once at 1280 px, narrowed to 375 px for the second scan.
  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=x',
    '/verify-email?token=x',
  ]) {
    test(`axe finds nothing serious on ${path} at 1280 and 375 px`, async ({ page }) => {
      await expectAccessibleAtBothWidths(page, path, { height: 900 });
    });
  }

  test('are kept out of search engines and shared caches', async ({ request }) => {
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/dashboard',
      '/profile',
    ]) {
      const response = await request.get(path);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });
});
