import { pageNow } from './support/clock.ts';
import { expect, test, type Page } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '../src/shared/newsletter-messages.ts';
import { newsletterStatus, uniqueEmail, openPage } from './support/helpers.ts';

const MESSAGES = {
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address.',
  subscribed: NEWSLETTER_MESSAGES.subscribed,
  confirmationResent: NEWSLETTER_MESSAGES.confirmationResent,
  clientFailure: 'Failed to subscribe. Please try again.',
};

/** The newsletter card in the page body (not the popup). */
function newsletterCard(page: Page) {
  const card = page.getByRole('region', { name: 'Subscribe to our newsletter', exact: true });
  return {
    card,
    email: card.getByLabel('Email address'),
    firstName: card.getByLabel('First name'),
    lastName: card.getByLabel('Last name'),
    submit: card.getByRole('button', { name: /^Subscrib/ }),
    error: card.getByRole('alert'),
    success: card.getByRole('status'),
  };
}

async function openHome(page: Page) {
  await openPage(page, '/');
}

test.describe('newsletter card on the home page', () => {
  test('checks the address in the browser before sending it', async ({ page }) => {
    await openHome(page);
    const form = newsletterCard(page);
    let requests = 0;
    await page.route('**/newsletter/subscribe.data*', (route) => {
      requests += 1;
      return route.continue();
    });

    await form.submit.click();
    await expect(form.error).toHaveText(MESSAGES.required);

    await form.email.fill('not-an-email');
    // Typing clears the previous message.
    await expect(form.error).toHaveCount(0);
    await form.submit.click();
    await expect(form.error).toHaveText(MESSAGES.invalid);
    await expect(form.email).toHaveValue('not-an-email');

    expect(requests).toBe(0);
    await expect(form.success).toHaveCount(0);
  });

  test('subscribes a new address, shows the thank-you for five seconds and stores it', async ({
    page,
    request,
  }, testInfo) => {
    // A fake clock lets the test decide how much time passes; paused, nothing
    // the page schedules runs until the test moves it forward.
    await page.clock.install();
    await openHome(page);
    await page.clock.pauseAt((await pageNow(page)) + 1_000);
    const form = newsletterCard(page);
    const email = uniqueEmail(testInfo, 'card');

    await form.firstName.fill('Ada');
    await form.lastName.fill('Lovelace');
    await form.email.fill(email);
    await form.submit.click();

    await expect(form.success).toHaveText(MESSAGES.subscribed);
    await expect(form.error).toHaveCount(0);
    // The form is emptied for the next visitor.
    await expect(form.email).toHaveValue('');
    await expect(form.firstName).toHaveValue('');

    // Shown for five seconds, then gone.
    await page.clock.runFor(4_800);
    await expect(form.success).toHaveText(MESSAGES.subscribed);
    await page.clock.runFor(400);
    await expect(form.success).toHaveCount(0);

    // Double opt-in: pending until the e-mailed link is confirmed (newsletter-links.spec.ts).
    const status = await newsletterStatus(request, email);
    expect(status).toMatchObject({ email, isSubscribed: false, status: 'pending' });
  });

  test('tells a visitor who signs up again before confirming that the link was sent again', async ({
    page,
    request,
  }, testInfo) => {
    await openHome(page);
    const form = newsletterCard(page);
    const email = uniqueEmail(testInfo, 'again');

    await form.email.fill(email);
    await form.submit.click();
    await expect(form.success).toHaveText(MESSAGES.subscribed);

    await form.email.fill(email);
    await form.submit.click();
    await expect(form.success).toHaveText(MESSAGES.confirmationResent);
    await expect(form.error).toHaveCount(0);

    expect((await newsletterStatus(request, email)).status).toBe('pending');
  });

  test('stores an address typed with spaces and capitals trimmed and in lower case', async ({
    page,
    request,
  }, testInfo) => {
    await openHome(page);
    const form = newsletterCard(page);
    const email = uniqueEmail(testInfo, 'case');
    const typed = `  ${email.replace('e2e-case', 'E2E-Case').replace('example.org', 'Example.ORG')}  `;
    expect(typed.trim().toLowerCase()).toBe(email);

    await form.email.fill(typed);
    await form.submit.click();
    await expect(form.success).toHaveText(MESSAGES.subscribed);

    const status = await newsletterStatus(request, email);
    expect(status).toMatchObject({ email, status: 'pending' });
  });

  test('shows its own message when the server fails without one, and lets the visitor retry', async ({
    page,
  }) => {
    await openHome(page);
    const form = newsletterCard(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/newsletter/subscribe.data*', async (route) => {
      await released;
      await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    });

    await form.email.fill('retry@example.com');
    await form.submit.click();
    // While the request runs the button says so and cannot be pressed twice.
    await expect(form.submit).toHaveText('Subscribing...');
    await expect(form.submit).toBeDisabled();
    release();

    await expect(form.error).toHaveText(MESSAGES.clientFailure);
    await expect(form.success).toHaveCount(0);
    await expect(form.submit).toBeEnabled();
    await expect(form.submit).toHaveText('Subscribe');
    await expect(form.email).toHaveValue('retry@example.com');
  });

  test("shows the server's message when it refuses the sign-up", async ({ page }) => {
    await openHome(page);
    const form = newsletterCard(page);
    const message = 'Too many requests. Please try again in 15 minutes.';
    await page.route('**/newsletter/subscribe.data*', (route) =>
      route.fulfill({ status: 429, json: { success: false, message } }),
    );

    await form.email.fill('limited@example.com');
    await form.submit.click();
    await expect(form.error).toHaveText(message);
    await expect(form.success).toHaveCount(0);
  });
});
