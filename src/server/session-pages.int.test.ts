import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../shared/session-messages.ts';
import { seedAccounts } from './db/seed-accounts.ts';
import { csrfTokenOf } from './session-cookie.ts';
import { postForm } from './test/blog-author.ts';
import { multipart } from './test/multipart.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The browser's session: an HttpOnly cookie the sign-in form's action sets,
 * read by every page's loader on the server, guarded against cross-site
 * requests; the bearer API beside it unchanged.
 */

let t: TestApp;
let staff: { email: string; password: string };
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
  staff = (await seedAccounts(t.app.auth, t.config.site.emailDomain))[0]!;
  // The origin a browser names for the host the test requests (inject's Host).
  origin = 'http://localhost:80';
});
afterAll(async () => {
  await t?.close();
});

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Signs in through /login's form, as a browser without JavaScript does; the cookie it set. */
async function signInByForm(account = staff, headers: Record<string, string> = { origin }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: formBody({ email: account.email, password: account.password }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  const value = /(?:^|\s)session=([^;]+)/.exec(setCookie)?.[1];
  expect(value).toBeTruthy();
  return { response, setCookie, cookie: `session=${value}`, token: value! };
}

describe('signing in gives the browser an HttpOnly cookie', () => {
  it('is HttpOnly and SameSite=Lax, and the page shows no token', async () => {
    const { response, setCookie, token } = await signInByForm();
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    // Without "remember me" it ends with the browser.
    expect(setCookie).not.toMatch(/Expires=|Max-Age=/);
    expect(response.body).not.toContain(token);
  });

  it('"Remember me" keeps the cookie until the session expires', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: formBody({ email: staff.email, password: staff.password, rememberMe: 'on' }),
    });
    expect(String(response.headers['set-cookie'])).toMatch(/Expires=/);
  });

  it('is __Host-session and Secure behind a trusted HTTPS proxy', async () => {
    const proxied = await createTestApp({ pages: true, env: { TRUST_PROXY: 'true' } });
    try {
      const account = (await seedAccounts(proxied.app.auth, proxied.config.site.emailDomain))[0]!;
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-proto': 'https',
          'sec-fetch-site': 'same-origin',
        },
        payload: formBody({ email: account.email, password: account.password }),
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-session=[^;]+;/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).not.toMatch(/Domain=/);
      // Over HTTPS only the __Host- name is read.
      const token = /__Host-session=([^;]+)/.exec(setCookie)![1];
      const plain = await proxied.app.inject({
        url: '/api/auth/me',
        headers: { 'x-forwarded-proto': 'https', cookie: `session=${token}` },
      });
      expect(plain.statusCode).toBe(401);
      const secure = await proxied.app.inject({
        url: '/api/auth/me',
        headers: { 'x-forwarded-proto': 'https', cookie: `__Host-session=${token}` },
      });
      expect(secure.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('a wrong password sets no cookie and says why', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: formBody({ email: staff.email, password: 'Wrong-password-1' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('signed-in screens come with their data in the first HTML', () => {
  it('the dashboard holds the user and their posts; a visitor is sent to /login', async () => {
    const { cookie, token } = await signInByForm();
    const form = multipart(
      postForm(`cookie-dashboard-${Date.now()}`, { title: 'Read by the dashboard loader' }),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/enhanced-blog/create',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const page = await t.app.inject({ url: '/dashboard', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('Welcome back, ');
    expect(page.body).toContain('Read by the dashboard loader');
    expect(page.body).not.toContain('Loading your dashboard');

    const visitor = await t.app.inject({ url: '/dashboard' });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login');
  });

  it('the profile shows the user from the server, not a sign-in prompt', async () => {
    const { cookie } = await signInByForm();
    const page = await t.app.inject({ url: '/profile', headers: { cookie } });
    expect(page.body).toContain(staff.email);
    expect(page.body).not.toContain('Authentication Required');
  });
});

describe('the page cache never sees a session', () => {
  it('answers a signed-in visitor with a page rendered for them, and visitors with the kept one', async () => {
    const anonymous = await t.app.inject({ url: '/about' });
    const again = await t.app.inject({ url: '/about' });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(anonymous.body);

    const { cookie } = await signInByForm();
    const signedIn = await t.app.inject({ url: '/about', headers: { cookie } });
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.body).toContain(staff.email);
    // The signed-in render was not kept: visitors still get the anonymous page.
    const after = await t.app.inject({ url: '/about' });
    expect(after.headers['x-page-cache']).toBe('hit');
    expect(after.body).not.toContain(staff.email);
  });

  it('removes a cookie whose session has ended, so the cache answers again', async () => {
    const { cookie, token } = await signInByForm();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    const page = await t.app.inject({ url: '/about', headers: { cookie } });
    expect(String(page.headers['set-cookie'])).toMatch(/^session=;.*Max-Age=0/);
    expect(page.body).not.toContain(staff.email);
  });
});

describe('logout', () => {
  it('revokes the session on the server and removes the cookie', async () => {
    const { cookie, token } = await signInByForm();
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
      payload: '',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(String(response.headers['set-cookie'])).toMatch(/^session=;.*Max-Age=0/);
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('a visit to /logout changes nothing', async () => {
    const { cookie } = await signInByForm();
    const visit = await t.app.inject({ url: '/logout', headers: { cookie } });
    expect(visit.statusCode).toBe(302);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });
});

describe('cross-site request forgery', () => {
  const logoutWith = async (cookie: string, headers: Record<string, string>, body = '') =>
    t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
      payload: body,
    });
  const stillSignedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode === 200;

  it('refuses a form posted from another site, and the session lives on', async () => {
    const { cookie } = await signInByForm();
    const bySite = await logoutWith(cookie, { 'sec-fetch-site': 'cross-site' });
    expect(bySite.statusCode).toBe(403);
    expect(bySite.body).toContain(SESSION_MESSAGES.crossSite);
    const byOrigin = await logoutWith(cookie, { origin: 'https://evil.example' });
    expect(byOrigin.statusCode).toBe(403);
    // A sibling subdomain is not this site either.
    const sibling = await logoutWith(cookie, { 'sec-fetch-site': 'same-site' });
    expect(sibling.statusCode).toBe(403);
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it('refuses a cross-site fetch with credentials to the API', async () => {
    const { cookie } = await signInByForm();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { firstName: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: SESSION_MESSAGES.crossSite });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect((me.json() as { data: { user: { firstName: string } } }).data.user.firstName).not.toBe(
      'Mallory',
    );
  });

  it('accepts a same-site form without JavaScript (Origin or Sec-Fetch-Site)', async () => {
    const first = await signInByForm();
    expect((await logoutWith(first.cookie, { origin })).statusCode).toBe(302);
    const second = await signInByForm();
    expect((await logoutWith(second.cookie, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      302,
    );
  });

  it('needs the form token from a browser that sends neither header', async () => {
    const { cookie, token } = await signInByForm();
    expect((await logoutWith(cookie, {})).statusCode).toBe(403);
    expect((await logoutWith(cookie, {}, formBody({ csrf: 'not-the-token' }))).statusCode).toBe(
      403,
    );
    // The token the signed-in pages hand their forms (never the session itself).
    const page = await t.app.inject({ url: '/dashboard', headers: { cookie } });
    const formToken = csrfTokenOf(token);
    expect(page.body).toContain(formToken);
    expect(page.body).not.toContain(token);
    expect((await logoutWith(cookie, {}, formBody({ csrf: formToken }))).statusCode).toBe(302);
  });

  it('refuses a sign-in form posted from another site (no session to ride on)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      payload: formBody({ email: staff.email, password: staff.password }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('checks a cookie request whose Authorization header is not a bearer token', async () => {
    const { cookie } = await signInByForm();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie, authorization: 'Basic eDp5', 'sec-fetch-site': 'cross-site' },
      payload: { city: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('leaves the bearer API as it was: no Origin needed, cookie or not', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: staff.password },
    });
    expect(login.statusCode).toBe(200);
    const { token } = (login.json() as { data: { token: string } }).data;
    expect(login.headers['set-cookie']).toBeUndefined();
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}`, 'sec-fetch-site': 'cross-site' },
      payload: { city: 'Leeds' },
    });
    expect(update.statusCode).toBe(200);
  });
});
