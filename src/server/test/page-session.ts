import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ACCESS_DENIED } from '../../shared/auth-messages.ts';
import { decodeEntities } from './html.ts';
import type { TestApp } from './test-app.ts';

/**
 * A browser's visit to the signed-in screens, for page tests: signing in by
 * the /login form (the session cookie it sets), reading a page's first HTML
 * with it, and posting a screen's form the way a browser without
 * JavaScript does. Each takes the test app or its Fastify instance.
 */

type Server = TestApp | FastifyInstance;
// The Fastify instance answers `inject` itself; the test app holds it.
const appOf = (server: Server): FastifyInstance =>
  'inject' in server ? server : (server as TestApp).app;

/** The origin a browser names for the host `inject` requests (its Host header). */
export const PAGE_ORIGIN = 'http://localhost:80';

const URLENCODED = 'application/x-www-form-urlencoded';

/** A form's fields as a browser encodes them; a list repeats its name (ticked checkboxes). */
export function urlEncoded(fields: Record<string, string | readonly string[]>): string {
  const pairs = Object.entries(fields).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value]] : value.map((one) => [name, one]),
  );
  return new URLSearchParams(pairs).toString();
}

/** Signs in through /login's form, as a browser without JavaScript does; its session cookie. */
export async function signInByForm(
  server: Server,
  account: { email: string; password: string },
): Promise<string> {
  const response = await appOf(server).inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': URLENCODED, origin: PAGE_ORIGIN },
    payload: urlEncoded({ email: account.email, password: account.password }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const value = /(?:^|\s)session=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
  expect(value).toBeTruthy();
  return `session=${value}`;
}

/** The cookie a browser holds for a session token the API gave (registration, sign-in). */
export const sessionCookie = (token: string) => `session=${token}`;

/** A verified account outside the company domain: signed in, but not staff. */
export async function readerAccount(t: TestApp) {
  const account = { email: `reader-${Date.now()}@example.org`, password: 'Reader-password-1' };
  await t.app.auth.ensureAccount({
    ...account,
    firstName: 'Rita',
    lastName: 'Reader',
    company: 'Elsewhere',
    role: null,
  });
  return account;
}

/** A page's first HTML, as the browser with this cookie (or none) gets it. */
export const getPage = (server: Server, url: string, cookie?: string) =>
  appOf(server).inject({ url, headers: cookie ? { cookie } : {} });

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

/** A page's form posted as a browser without JavaScript posts it: urlencoded, same origin, signed in. */
export const postPageForm = (
  server: Server,
  url: string,
  cookie: string,
  fields: Record<string, string | readonly string[]>,
) =>
  appOf(server).inject({
    method: 'POST',
    url,
    headers: { 'content-type': URLENCODED, origin: PAGE_ORIGIN, cookie },
    payload: urlEncoded(fields),
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
