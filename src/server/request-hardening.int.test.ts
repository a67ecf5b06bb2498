import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_MESSAGES } from '../shared/api-messages.ts';
import { bearer, leadTestUsers } from './modules/leads.fixtures.ts';
import { setupAccountTests } from './modules/auth/auth.fixtures.ts';
import { PERMISSIONS_POLICY } from './plugins/security-headers.ts';
import { rawExchange, rawUpload } from './test/raw-http.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Requests an attacker sends rather than a browser: every one gets a clean
 * 4xx in the API's shape, never a 500, and nothing it carries is stored.
 */
const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: 'example.com' });
let staffToken: string;
let port: number;
beforeAll(async () => {
  ({ staffToken } = await leadTestUsers(ctx));
  await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.t.app.server.address() as AddressInfo).port;
});

const NUL = '\u0000';
const refusedForNul = { success: false, message: API_MESSAGES.nulCharacter };

describe('a NUL byte is refused once, for every route, with 400', () => {
  it.each([
    [
      'register',
      '/api/auth/register',
      {
        firstName: `A${NUL}`,
        lastName: 'B',
        email: 'nul-reg@example.org',
        password: 'Test-Password-1',
      },
    ],
    ['login', '/api/auth/login', { email: 'a@example.org', password: `x${NUL}` }],
    [
      'contact',
      '/api/contact/submit',
      {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.org',
        message: `Hello${NUL} there friend`,
      },
    ],
    [
      'meeting',
      '/api/meetings/schedule',
      { firstName: 'A', lastName: 'B', email: 'a@example.org', subject: `S${NUL}` },
    ],
    ['newsletter', '/api/newsletter/subscribe', { email: 'a@example.org', firstName: `N${NUL}` }],
    ['a field name', '/api/newsletter/subscribe', { email: 'a@example.org', [`x${NUL}`]: 1 }],
    [
      'a nested value',
      '/api/newsletter/subscribe',
      { email: 'a@example.org', preferences: [[`${NUL}`]] },
    ],
  ])('in a JSON body: %s', async (_label, url, payload) => {
    const response = await ctx.t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedForNul);
  });

  it('in the profile, as JSON and as multipart', async () => {
    const { token } = await ctx.a.registered('nul-profile');
    const json = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { bio: `bio${NUL}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(refusedForNul);

    const boundary = 'nulboundary';
    const multipart = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="city"\r\n\r\nPa${NUL}ris\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json()).toEqual(refusedForNul);
  });

  it.each([
    '/api/meetings?search=%00',
    '/api/contact/messages/recent?search=a%00b',
    '/api/newsletter/status/a%40b.c%00',
    '/api/no-such-route/%00',
    '/contact?x=%00',
  ])('in the address: %s', async (url) => {
    const response = await ctx.t.app.inject({ url, headers: bearer(staffToken) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedForNul);
  });
});

describe('a body that is not a JSON object answers 400 on every endpoint', () => {
  it.each([
    ['null', 'null', API_MESSAGES.bodyRequired],
    ['a list', '[1,2]', API_MESSAGES.bodyNotObject],
    ['a number', '42', API_MESSAGES.bodyNotObject],
    ['a string', '"x"', API_MESSAGES.bodyNotObject],
  ])('%s, even where no body is read (profile, logout)', async (_label, payload, message) => {
    const { token } = await ctx.a.registered('shape');
    for (const [method, url] of [
      ['PUT', '/api/users/profile'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/contact/submit'],
    ] as const) {
      const response = await ctx.t.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });
});

describe('malformed requests answer 400 in the API shape, never 500', () => {
  const shape = (body: string) => JSON.parse(body) as { success: boolean; message: string };

  it.each([
    ['an absolute-form target', 'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n'],
    ['an asterisk target', 'GET * HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a Host with a space', 'GET /api/newsletter/status/a@b.co HTTP/1.1\r\nHost: a b\r\n\r\n'],
    ['an empty Host', 'GET /contact HTTP/1.1\r\nHost:\r\n\r\n'],
    ['HTTP/1.0 without Host', 'GET /contact HTTP/1.0\r\n\r\n'],
    [
      'a bad percent-encoding',
      'GET /api/newsletter/status/%zz HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ],
    ['a malformed header line', 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nNot a header\r\n\r\n'],
    ['a broken request line', 'GARBAGE\r\n\r\n'],
  ])('%s', async (_label, request) => {
    const [response] = await rawExchange(port, [request], { expected: 1 });
    expect(response?.status).toBe(400);
    expect(response?.headers['content-type']).toMatch(/^application\/json/);
    expect(shape(response!.body)).toEqual({ success: false, message: API_MESSAGES.badRequest });
  });

  it('headers over the size limit answer 431 in the same shape', async () => {
    const request = `GET /api/meetings HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const [response] = await rawExchange(port, [request], { expected: 1 });
    expect(response?.status).toBe(431);
    expect(shape(response!.body)).toEqual({
      success: false,
      message: API_MESSAGES.headersTooLarge,
    });
  });

  it('a refused request leaves the connection usable for a well-formed one', async () => {
    const responses = await rawExchange(port, [
      'GET /api/newsletter/status/a%40b.c%00 HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    ]);
    expect(responses.map((r) => r.status)).toEqual([400, 200]);
  });
});

describe('a body over the limit is answered with 413, not a reset connection', () => {
  const healthz = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
  const tooLarge = { success: false, message: API_MESSAGES.bodyTooLarge };
  const json = JSON.stringify({ message: 'x'.repeat(200 * 1024) });

  it('with a declared length: the rest is read and the connection serves the next request', async () => {
    const responses = await rawExchange(port, [
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      healthz,
    ]);
    expect(responses.map((r) => r.status)).toEqual([413, 200]);
    expect(JSON.parse(responses[0]!.body)).toEqual(tooLarge);
    expect(responses[0]?.headers['connection']).not.toBe('close');
  });

  it('sent in chunks: the same', async () => {
    const chunked = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    const half = json.slice(0, json.length / 2);
    const responses = await rawExchange(port, [
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Transfer-Encoding: chunked\r\n\r\n${chunked(half)}${chunked(json.slice(half.length))}0\r\n\r\n`,
      healthz,
    ]);
    expect(responses.map((r) => r.status)).toEqual([413, 200]);
    expect(JSON.parse(responses[0]!.body)).toEqual(tooLarge);
  });

  it('declared past what is worth reading: answered at once and the connection closed', async () => {
    // Only the head is sent: the server must answer without waiting for 2 MB.
    const responses = await rawExchange(
      port,
      [
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${2 * 1024 * 1024}\r\n\r\n{"message":"`,
      ],
      { expected: 1 },
    );
    expect(responses.map((r) => r.status)).toEqual([413]);
    expect(responses[0]?.headers['connection']).toBe('close');
    expect(JSON.parse(responses[0]!.body)).toEqual(tooLarge);
  });

  it.each([2, 8])(
    'a client that writes all of a %i MB body before reading gets the 413, every time',
    async (megabytes) => {
      const json = Buffer.from(JSON.stringify({ message: 'x'.repeat(megabytes * 1024 * 1024) }));
      const head =
        'POST /api/contact/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${json.length}\r\n\r\n`;
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await rawUpload(port, Buffer.concat([Buffer.from(head), json]));
        expect(response.status).toBe(413);
        expect(JSON.parse(response.body)).toEqual(tooLarge);
      }
    },
  );
});

describe('security headers on every response', () => {
  it.each(['/healthz', '/api/no-such-route', '/api/newsletter/status/a%00'])(
    'Permissions-Policy on %s',
    async (url) => {
      const response = await ctx.t.app.inject({ url });
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
      expect(PERMISSIONS_POLICY).toMatch(/geolocation=\(\)/);
    },
  );
});

describe('the error log never prints query parameters', () => {
  let failing: TestApp;
  const lines: string[] = [];
  afterAll(async () => {
    await failing?.close();
  });

  it('a database failure while registering logs the statement and code, not the hash or the address', async () => {
    failing = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    });
    // The database refuses the insert under the running server (inside the
    // registration's transaction): the failed query carries the hash and the
    // address among its parameters.
    await failing.database.db.execute(
      sql`alter table users add constraint refuse_new_users check (email = '') not valid`,
    );
    const response = await failing.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Secret',
        lastName: 'Person',
        email: 'secret.person@example.org',
        password: 'Test-Password-1',
      },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    const errorLine = lines.map((line) => JSON.parse(line)).find((entry) => entry.level >= 50);
    expect(errorLine?.err).toMatchObject({ type: 'DatabaseQueryError', statement: 'insert users' });
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain('secret.person@example.org');
    expect(log).not.toMatch(/params/i);
  });
});
