import { expect } from 'vitest';
import { ACCESS_DENIED } from '../../shared/auth-messages.ts';
import { decodeEntities } from './html.ts';
import type { TestApp } from './test-app.ts';

/**
 * A browser's visit to the signed-in screens, for page tests: signing in by
 * the /login form (the session cookie it sets), reading a page's first HTML
 * with it, and posting a screen's form the way a browser without
 * JavaScript does.
 */

/** The origin a browser names for the host `inject` requests (its Host header). */
export const BROWSER_ORIGIN = 'http://localhost:80';

const URLENCODED = 'application/x-www-form-urlencoded';

/** Signs in through /login's form, as a browser without JavaScript does; the cookie it set. */
export async function signInByForm(
  t: TestApp,
  account: { email: string; password: string },
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': URLENCODED, origin: BROWSER_ORIGIN },
    payload: new URLSearchParams(account).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const value = /(?:^|\s)session=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
  expect(value).toBeTruthy();
  return `session=${value}`;
}

/** A verified account outside the company domain: signed in, but not staff. */
export async function readerAccount(t: TestApp) {
  const account = { email: `reader-${Date.now()}@example.org`, password: 'Reader-password-1' };
  await t.app.auth.ensureAccount({
    ...account,
    firstName: 'Rita',
    lastName: 'Reader',
    company: 'Elsewhere',
    isAdmin: false,
  });
  return account;
}

/** A page's first HTML, as the browser with this cookie (or none) gets it. */
export const getPage = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });

/**
 * A staff screen's answer to anyone else: a visitor without a session is
 * sent to /login, a signed-in user who is not staff gets Access Denied.
 * The latter's HTML, to check it holds none of the screen's data.
 */
export async function expectStaffOnly(t: TestApp, url: string, readerCookie: string) {
  const visitor = await getPage(t, url);
  expect(visitor.statusCode).toBe(302);
  expect(visitor.headers.location).toBe('/login');
  const reader = await getPage(t, url, readerCookie);
  expect(reader.statusCode).toBe(200);
  expect(shownText(reader.body)).toContain(ACCESS_DENIED.title);
  return reader.body;
}

/** A form of a page posted without JavaScript: urlencoded, same-origin, with the cookie. */
export const postPage = (t: TestApp, url: string, cookie: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': URLENCODED, origin: BROWSER_ORIGIN, cookie },
    payload: new URLSearchParams(fields).toString(),
  });

/**
 * The text a page shows: its markup without scripts (the loader's data rides
 * in one), tags, React's text separators and entities.
 */
export function shownText(html: string): string {
  return decodeEntities(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
