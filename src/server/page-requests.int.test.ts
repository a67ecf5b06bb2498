import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../shared/api-messages.ts';
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
