import { expect, test, type Page } from '@playwright/test';
import { accountEmail, giveRole, PASSWORD, registerByApi, staffGet } from './support/accounts.ts';
import { linkTo, waitForMail } from './support/mail.ts';

/**
 * A visitor on a slow phone presses the button before the page's JavaScript
 * has run: the browser sends the form itself. Every form posts (never a GET
 * that would put the visitor's details in the address), the page's action
 * stores what was sent through the same API call, and the answer is a page.
 * Here the JavaScript never runs at all.
 */
test.use({ javaScriptEnabled: false });

/** Verifies the address by the e-mailed link's button, which works without JavaScript too. */
async function verifyWithoutJavaScript(page: Page, email: string) {
  const mail = await waitForMail(email, { subjectIncludes: 'Verify your email' });
  await page.goto(linkTo(mail, '/verify-email'));
  await page.getByRole('button', { name: 'Verify my email address' }).click();
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
}

test('the contact form is posted, stored and answered with its reference', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const requests: string[] = [];
  page.on('request', (sent) => {
    if (sent.isNavigationRequest()) requests.push(`${sent.method()} ${sent.url()}`);
  });
  await page.goto('/contact');
  const email = accountEmail(testInfo, 'nojs-contact');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'First name' }).fill('Nadia');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Scriptless');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Sent before the page could load its JavaScript.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
  const reference = await page.locator('dt:text("Reference ID") + dd').textContent();
  expect(reference).toMatch(/^[0-9a-f-]{36}$/);
  // A POST to the page, and nothing the visitor typed in any address.
  expect(requests.at(-1)).toMatch(/^POST .*\/contact$/);
  expect(requests.join('\n')).not.toContain(encodeURIComponent(email));
  expect(page.url()).not.toContain('?');

  const staff = await registerByApi(request, accountEmail(testInfo, 'nojs-staff', true));
  await verifyWithoutJavaScript(page, staff.email);
  // Leads are for editors (a company address is an author until an administrator says so):
  // the run's administrator gives the role, in a page of its own that runs JavaScript.
  const withScripts = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: true,
  });
  await giveRole(await withScripts.newPage(), request, staff.user.id, 'editor');
  await withScripts.close();
  const stored = await staffGet<{ email: string; message: string; source: string }>(
    request,
    staff,
    `/api/contact/message/${reference}`,
  );
  expect(stored).toMatchObject({
    email,
    message: 'Sent before the page could load its JavaScript.',
    source: 'contact_page',
  });
});

test('a contact form with problems comes back with every message and the text kept', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'First name' }).fill('Nadia');
  await form.getByRole('textbox', { name: 'Email' }).fill('not an address');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const list = page.getByRole('alert').filter({ hasText: 'Last name is required' });
  await expect(list).toContainText('Please enter a valid email address');
  await expect(list).toContainText('Message is required');
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Nadia');
});

test('a newsletter sign-up on the home page is posted and confirmed on a page', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const email = accountEmail(testInfo, 'nojs-news');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' }).first();
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
  await expect(page.getByText(/Thank you for subscribing!/)).toBeVisible();
  await waitForMail(email, { subjectIncludes: 'Confirm your subscription' });
});

test('sign-in and registration work as posted forms', async ({ page, request }, testInfo) => {
  // Registration and sign-in hash passwords (argon2): slow on a busy two-core machine.
  test.slow();
  const account = await registerByApi(request, accountEmail(testInfo, 'nojs-login'));
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-Password-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();

  await page.goto('/register');
  const email = accountEmail(testInfo, 'nojs-register');
  await main.getByLabel('First name').fill('Rae');
  await main.getByLabel('Last name').fill('Wizard');
  await main.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await main.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  // The terms must be accepted, as with JavaScript.
  await expect(
    page.getByText('Please accept the Terms and Conditions and the Privacy Policy'),
  ).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForMail(email, { subjectIncludes: 'Verify your email' });
});
