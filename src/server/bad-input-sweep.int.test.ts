import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as authRepository from './modules/auth/auth.repository.ts';
import { hashToken, newToken } from './modules/auth/secrets.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Every route in the OpenAPI document, fed what no form sends: no body,
 * bodies that are not objects, every field of the wrong type, NUL bytes,
 * megabyte strings, deep nesting, hostile keys, broken multipart, and bad
 * query strings and path parameters. None may answer 5xx, and every API
 * answer is JSON in the documented `{ success, message }` shape. The list of
 * routes comes from the running app, so a new route is swept the day it is
 * added.
 */
let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      COMPANY_EMAIL_DOMAIN: 'example.com',
      ADMIN_EMAILS: 'sweep-admin@example.com',
      RATE_LIMIT_MAX: '1000000',
      LOGIN_RATE_LIMIT_MAX: '1000000',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000000',
      // Whatever a sweep request happens to store is not delivered anywhere.
      JOBS_WORKER: 'false',
    },
  });
  doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
  await authRepository.insertUser(t.database.db, {
    email: 'sweep-admin@example.com',
    passwordHash: 'unused',
    firstName: 'Sweep',
    lastName: 'Admin',
    role: 'administrator',
    emailVerifiedAt: new Date(),
  });
});
afterAll(async () => {
  await t.close();
});

interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface Case {
  label: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

const NUL = '\u0000';
const MEGABYTE = 'x'.repeat(1024 * 1024);
const WRONG_VALUES: unknown[] = [
  42,
  -1,
  1e308,
  true,
  null,
  [],
  ['a', 1],
  {},
  { $ne: 1 },
  NUL,
  MEGABYTE.slice(0, 20_000),
];
const BAD_PATH_VALUES = [
  '%00',
  'a%00b',
  'x'.repeat(600),
  '%F0%9F%92%A9',
  '..%2F..%2Fetc%2Fpasswd',
  '%25',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  "'%20OR%201=1--",
  'a%40b.c',
  '%E2%80%AE',
];
const BAD_QUERY_VALUES = ['%00', '', '-1', '1e309', 'NaN', '%FF', 'a'.repeat(10_000), '0x10', '[]'];

function deepNesting(levels: number): string {
  return `{"a":${'['.repeat(levels)}1${']'.repeat(levels)}}`;
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

function plausiblePath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    name === 'email'
      ? 'someone%40example.com'
      : name === 'filename'
        ? 'x.webp'
        : crypto.randomUUID(),
  );
}

function casesFor(path: string, method: string, operation: OpenApiOperation): Case[] {
  const cases: Case[] = [];
  const url = plausiblePath(path);

  if (path.includes('{')) {
    for (const value of BAD_PATH_VALUES)
      cases.push({ label: `path ${value.slice(0, 20)}`, url: fillPath(path, value) });
  }

  const queryNames = (operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  for (const name of [...queryNames, 'unknown']) {
    for (const value of BAD_QUERY_VALUES) {
      cases.push({ label: `query ${name}=${value.slice(0, 12)}`, url: `${url}?${name}=${value}` });
    }
    cases.push({ label: `query ${name} twice`, url: `${url}?${name}=1&${name}=2` });
    cases.push({ label: `query ${name}[]`, url: `${url}?${name}[]=1&${name}[a]=2` });
  }

  if (method !== 'get') {
    const json = { 'content-type': 'application/json' };
    cases.push({ label: 'no body', url });
    for (const raw of ['null', '[]', '[1,2]', '42', '"text"', 'true', '{}', '{"a":', '']) {
      cases.push({ label: `body ${raw || 'empty'}`, url, payload: raw, headers: json });
    }
    cases.push({ label: 'deep nesting', url, payload: deepNesting(20_000), headers: json });
    cases.push({
      label: 'hostile keys',
      url,
      payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
      headers: json,
    });
    cases.push({
      label: 'megabyte string',
      url,
      payload: JSON.stringify({ a: MEGABYTE }),
      headers: json,
    });
    cases.push({
      label: 'broken multipart',
      url,
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    cases.push({
      label: 'multipart without a boundary',
      url,
      payload: 'anything',
      headers: { 'content-type': 'multipart/form-data' },
    });
    cases.push({
      label: 'form encoding',
      url,
      payload: 'a=1&b=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    const properties = operation.requestBody?.content['application/json']?.schema.properties ?? {};
    for (const name of Object.keys(properties)) {
      for (const value of WRONG_VALUES) {
        cases.push({
          label: `body ${name}=${JSON.stringify(value)?.slice(0, 16)}`,
          url,
          payload: JSON.stringify({ [name]: value }),
          headers: json,
        });
      }
      cases.push({
        label: `body ${name}=NUL inside`,
        url,
        payload: JSON.stringify({ [name]: `a${NUL}b` }),
        headers: json,
      });
    }
  }
  return cases;
}

/** A fresh admin session per route, so a route that ends sessions (logout) cannot spoil the next. */
async function adminToken(): Promise<string> {
  const admin = await authRepository.findUserByEmail(t.database.db, 'sweep-admin@example.com');
  const token = newToken();
  await authRepository.createSession(t.database.db, {
    userId: admin!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

describe('the bad-input sweep over every documented route', () => {
  it('covers the API (the document lists the routes it should)', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(25);
    expect(paths).toContain('/api/auth/register');
    expect(paths).toContain('/api/users/profile');
  });

  it('never answers 5xx and always answers in the documented shape', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const token = await adminToken();
        for (const signedIn of [true, false]) {
          for (const c of casesFor(path, method, operation)) {
            const response = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url: c.url,
              remoteAddress: `10.9.${randomInt(255)}.${randomInt(1, 255)}`,
              headers: { ...(signedIn ? { authorization: `Bearer ${token}` } : {}), ...c.headers },
              ...(c.payload === undefined ? {} : { payload: c.payload }),
            });
            sent += 1;
            const where = `${method.toUpperCase()} ${path} [${c.label}]${signedIn ? ' as admin' : ''}`;
            if (response.statusCode >= 500) {
              failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
              continue;
            }
            if (response.statusCode < 400) continue;
            const type = String(response.headers['content-type'] ?? '');
            if (!type.startsWith('application/json')) {
              failures.push(
                `${where}: ${response.statusCode} answered ${type || 'no content type'}`,
              );
              continue;
            }
            const body = response.json() as {
              success?: unknown;
              message?: unknown;
              errors?: unknown;
            };
            const errorsOk =
              body.errors === undefined ||
              (Array.isArray(body.errors) && body.errors.every((e) => typeof e === 'string'));
            if (
              body.success !== false ||
              typeof body.message !== 'string' ||
              !body.message ||
              !errorsOk
            ) {
              failures.push(
                `${where}: ${response.statusCode} not in the error shape: ${response.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 300_000);
});
