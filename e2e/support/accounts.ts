import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { Role } from '../../src/shared/roles.ts';
import { waitForHydration } from './helpers.ts';
import { linkTo, waitForMail } from './mail.ts';

export const PASSWORD = 'E2e-Password-1';

export interface E2eAccount {
  email: string;
  password: string;
  token: string;
  user: { id: string; firstName: string; lastName: string; email: string; isStaff: boolean };
}

/**
 * A fresh address per test (and retry). The e2e server's company domain is
 * example.com, so `company: true` gives a would-be staff address.
 */
export function accountEmail(testInfo: TestInfo, label: string, company = false): string {
  const random = Math.random().toString(36).slice(2, 8);
  const domain = company ? 'example.com' : 'example.org';
  return `e2e-${label}-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}-${random}@${domain}`;
}

/** Registers through the API (the three-step screen has its own test). */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  fields: Record<string, string> = {},
): Promise<E2eAccount> {
  const response = await request.post('/api/auth/register', {
    data: { firstName: 'Erin', lastName: 'Example', email, password: PASSWORD, ...fields },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { token: string; user: E2eAccount['user'] } };
  return { email, password: PASSWORD, token: data.token, user: data.user };
}

/**
 * Starts the browser signed in: the session cookie the sign-in form would
 * have set (HttpOnly, for the e2e server's plain-HTTP host), holding the
 * account's session token.
 */
export async function signInWithStorage(page: Page, account: E2eAccount): Promise<void> {
  await setSessionCookie(page, account.token);
}

/** Puts a session token in the browser's session cookie (as sign-in does). */
export async function setSessionCookie(page: Page, token: string): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? '');
  await page.context().addCookies([
    {
      name: 'session',
      value: token,
      domain: url.hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: false,
    },
  ]);
}

/** Opens the e-mailed verification link and presses the button, as a person would. */
export async function verifyByEmail(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email, { subjectIncludes: 'Verify your email' });
  await page.goto(linkTo(mail, '/verify-email'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Verify my email address' }).click();
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
}

/** The `authorization` header an account's API calls carry. */
export function bearer(account: Pick<E2eAccount, 'token'>): { authorization: string } {
  return { authorization: `Bearer ${account.token}` };
}

/**
 * A verified staff member (company address), with the user as the server now
 * sees it. `label` names the address (`e2e-<label>-…@example.com`). A company
 * address is an author by default; `role` (an editor unless said otherwise:
 * most staff tests read leads or moderate) is given by the run's
 * administrator, as at /dashboard/users.
 */
export async function staffAccount(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  label = 'staff',
  role: Role | 'default' = 'editor',
): Promise<E2eAccount> {
  const account = await registerByApi(request, accountEmail(testInfo, label, true));
  await verifyByEmail(page, account.email);
  if (role !== 'default') await giveRole(page, request, account.user.id, role);
  const me = await request.get('/api/auth/me', { headers: bearer(account) });
  const { data } = (await me.json()) as { data: { user: E2eAccount['user'] } };
  expect(data.user.isStaff).toBe(true);
  return { ...account, user: data.user };
}

/** The run's administrator gives an account a role. */
export async function giveRole(
  page: Page,
  request: APIRequestContext,
  userId: string,
  role: Role,
): Promise<void> {
  const admin = await adminAccount(page, request);
  const changed = await request.put(`/api/users/${userId}/role`, {
    headers: bearer(admin),
    data: { role },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** A GET as the account (a staff-only list, say), expecting success; the response's `data`. */
export async function staffGet<T>(
  request: APIRequestContext,
  staff: E2eAccount,
  path: string,
): Promise<T> {
  const response = await request.get(path, { headers: bearer(staff) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const ADMIN_EMAIL = 'e2e-admin@example.org';

/**
 * The run's administrator (ADMIN_EMAILS of the e2e server): registered and
 * verified by the first test that asks, signed in again by the others.
 */
export async function adminAccount(page: Page, request: APIRequestContext): Promise<E2eAccount> {
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: PASSWORD },
  });
  if (registered.status() === 201) await verifyByEmail(page, ADMIN_EMAIL);
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { token: string } };
  type AdminUser = E2eAccount['user'] & { isAdmin: boolean };
  const whoAmI = async () => {
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${data.token}` },
    });
    return ((await me.json()) as { data: { user: AdminUser } }).data.user;
  };
  // Another test (a parallel worker) may be verifying the address right now.
  let user = await whoAmI();
  await expect.poll(async () => (user = await whoAmI()).isAdmin, { timeout: 60_000 }).toBe(true);
  return { email: ADMIN_EMAIL, password: PASSWORD, token: data.token, user };
}
