import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  PRIVACY_POLICY_LINK_TEXT,
  PRIVACY_POLICY_PATH,
  type ConsentNotice,
} from '../../src/shared/consent-notices.ts';

/**
 * Collects what a visitor's browser reports as broken: console errors
 * (including Content-Security-Policy violations, which Chromium logs as
 * errors and which are also reported here by a listener) and uncaught page
 * errors. Call before the first navigation.
 */
export async function trackPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
      );
    });
  });
  return problems;
}

/**
 * Waits until React has hydrated the server-rendered page, so a click is
 * handled by the app rather than by the browser's native form or link
 * behaviour. React marks each element it has taken over with a property.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Waits until React has hydrated an element of a part hydrated after the page
 * (lazyHydrated: a blog's newsletter offer), so a click reaches its handlers.
 */
export async function waitForHydrationOf(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}

/** Opens a page and waits until React has taken it over, so clicks reach its handlers. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** A fresh address per test (and per retry), so tests never share subscriptions. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  // A visitor's address: never in the company's domain (example.com), whose
  // addresses only their own accounts may use (comments hold them otherwise).
  return `e2e-${label}-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}-${random}@example.org`;
}

/** Reads the newsletter status of an address through the public API. */
export async function newsletterStatus(
  request: APIRequestContext,
  email: string,
): Promise<{ email: string; isSubscribed: boolean; status: string }> {
  const response = await request.get(`/api/newsletter/status/${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    success: boolean;
    data: { email: string; isSubscribed: boolean; status: string };
  };
  expect(body.success).toBe(true);
  return body.data;
}

/** The video player's host answers with an empty page, so tests never reach the internet. */
export async function stubYouTube(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title>',
    }),
  );
}

/** The consent notice a form shows under its submit button: its text and the privacy policy link. */
export async function expectConsentNotice(form: Locator, notice: ConsentNotice): Promise<void> {
  const line = form.locator(`[data-consent="${notice.purpose}"]`);
  await expect(line).toBeVisible();
  await expect(line).toContainText(notice.text);
  await expect(line.getByRole('link', { name: PRIVACY_POLICY_LINK_TEXT })).toHaveAttribute(
    'href',
    PRIVACY_POLICY_PATH,
  );
}
