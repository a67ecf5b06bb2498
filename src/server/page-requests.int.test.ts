import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../shared/api-messages.ts';
import { htmlTitle, textOf } from './test/html.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Page requests a browser would not send: bodies that are not a form, Host
 * headers no address can be built from, and forms over a rate limit. Each
 * is answered with its 4xx, never a 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    pages: true,
    env: { RATE_LIMIT_MAX: '2', LOGIN_RATE_LIMIT_MAX: '2', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '2' },
  });
});
afterAll(async () => {
  await t?.close();
});

/** A client address of its own, so one test's requests never count toward another's limit. */
const newAddress = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

const FORM_PAGES = [
  '/register',
  '/contact',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/newsletter/subscribe',
  '/newsletter/confirm',
  '/unsubscribe',
];

describe('a page request whose body is not a form', () => {
  const expectHtmlRefusal = (
    response: { statusCode: number; headers: Record<string, unknown>; body: string },
    status: number,
    label: string,
  ) => {
    expect(response.statusCode, label).toBe(status);
    expect(response.headers['content-type'], label).toMatch(/^text\/html/);
    expect(htmlTitle(response.body), label).toBeTruthy();
  };

  it.each(FORM_PAGES.flatMap((page) => [page, `${page}.data`]))(
    'JSON to %s answers 415 with an HTML page, whatever the method',
    async (url) => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: '{"email":"a@example.org"}',
        });
        expectHtmlRefusal(response, 415, `${method} ${url}`);
        expect(textOf(response.body)).toContain(API_MESSAGES.formRequired);
      }
    },
  );

  it('plain text, or no body at all, answers 415 too', async () => {
    for (const [url, headers, payload] of [
      ['/contact', { 'content-type': 'text/plain' }, 'hello'],
      ['/login', {}, undefined],
      ['/register.data', { 'content-type': 'application/xml' }, '<a/>'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload });
      expectHtmlRefusal(response, 415, url);
    }
  });

  it.each([
    ['an empty part header', 'multipart/form-data; boundary=XX', '--XX\r\n\r\nvalue\r\n--XX--\r\n'],
    ['no boundary', 'multipart/form-data', '--XX\r\n\r\nvalue\r\n--XX--\r\n'],
    ['a part without its end', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Dispo'],
  ])('a multipart body with %s answers 400 with an HTML page', async (_label, type, payload) => {
    for (const url of ['/register', '/contact', '/login.data', '/newsletter/subscribe']) {
      for (const method of ['POST', 'PUT'] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { 'content-type': type },
          payload,
        });
        expectHtmlRefusal(response, 400, `${method} ${url}`);
        expect(textOf(response.body)).toContain(API_MESSAGES.formMalformed);
      }
    }
  });

  it('a well-formed form still reaches the action', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      remoteAddress: newAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=form-still-works%40example.org',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a Host header no address can be built from', () => {
  it.each(['127.0.0.1:99999', '1.2.3.4.5', 'example.org:70000'])(
    '%s answers 400 on pages and the API alike',
    async (host) => {
      for (const url of ['/', '/contact', '/blog', '/api/enhanced-blog']) {
        const response = await t.app.inject({ url, headers: { host } });
        expect(response.statusCode, `${host} ${url}`).toBe(400);
        expect(response.json()).toEqual({ success: false, message: API_MESSAGES.badRequest });
      }
    },
  );
});

describe('a page form over a rate limit', () => {
  const post = (url: string, form: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });

  it.each([
    [
      '/contact',
      'firstName=Ada&lastName=Lovelace&email=ada%40example.org&message=Hello+there%2C+a+question+about+licences.',
    ],
    ['/newsletter/subscribe', 'email=limited%40example.org'],
    ['/login', 'email=limited%40example.org&password=Wrong-Password-1'],
  ])('%s answers 429 with Retry-After in seconds', async (url, form) => {
    const remoteAddress = newAddress();
    let response = await post(url, form, remoteAddress);
    for (let i = 0; i < 5 && response.statusCode !== 429; i++) {
      response = await post(url, form, remoteAddress);
    }
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });
});
