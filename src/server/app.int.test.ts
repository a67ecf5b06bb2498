import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (
  payload: string | undefined,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

describe('bad input never produces a 500', () => {
  it.each([
    ['malformed JSON', '{"email": ', 400, 'The request body is not valid JSON.'],
    ['an empty JSON body', '', 400, 'A request body is required.'],
    ['JSON null', 'null', 400, 'A request body is required.'],
    ['a JSON array', '[]', 400, 'The request body must be a JSON object.'],
    ['a JSON string', '"hello"', 400, 'The request body must be a JSON object.'],
    [
      'wrong field types',
      '{"email":{"$ne":1},"preferences":"all"}',
      400,
      'Please correct the errors and try again.',
    ],
    [
      'a 1 MB string',
      JSON.stringify({ email: 'a'.repeat(1024 * 1024) }),
      413,
      'The request body is too large.',
    ],
  ])('%s answers %i in the spec shape', async (_label, payload, status, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('a request with no body and no content type answers 400', async () => {
    const response = await post(undefined, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'A request body is required.' });
  });

  it('a body that is not JSON answers 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await post('email=a@b.co', { 'content-type': type });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        message: 'Unsupported content type. Send JSON.',
      });
    }
  });

  it('unknown API paths answer 404 JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'The requested resource was not found.',
      });
    }
  });

  it('an unexpected failure answers a generic 500 and keeps the details out of the answer', async () => {
    const failing = await createTestApp();
    try {
      // Simulate the database going away under a running server.
      await failing.database.close();
      const response = await failing.app.inject({ url: '/api/newsletter/status/a@b.co' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again later.',
      });
    } finally {
      await failing.close();
    }
  });
});

describe('security headers', () => {
  it('every response carries helmet headers and a policy that allows no inline script', async () => {
    const response = await t.app.inject({ url: '/api/newsletter/status/a@b.co' });
    const csp = String(response.headers['content-security-policy']);
    // Only a rendered page allows inline scripts, by its own nonce (page-cache.int.test.ts).
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).toBe(
      "script-src 'self'",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const url of ['/healthz', '/api/no-such-call']) {
      const other = await t.app.inject({ url });
      expect(other.headers['content-security-policy'], url).toBe(csp);
      expect(other.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('HSTS only when the request came over HTTPS (through a trusted proxy)', async () => {
    const plain = await t.app.inject({ url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to send, so it is not believed.
    const claimed = await t.app.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const secure = await proxied.app.inject({
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await proxied.close();
    }
  });
});

describe('health and readiness', () => {
  it('/healthz answers while the process is up', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ready');

    const broken = await createTestApp();
    try {
      await broken.database.close();
      const down = await broken.app.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json().status).toBe('unavailable');
    } finally {
      await broken.close();
    }
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const subscribe = doc.paths['/api/newsletter/subscribe'].post;
    expect(subscribe.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
    expect(doc.paths['/api/newsletter/status/{email}'].get).toBeDefined();
  });

  it('serves the interactive documentation page', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});

describe('rate limiting of write endpoints', () => {
  async function exhaust(app: TestApp, max: number) {
    // A random client address keeps parallel runs (and a shared Redis) apart.
    const remoteAddress = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const send = () =>
      app.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress,
        payload: { email: 'limit@example.com' },
      });
    for (let i = 0; i < max; i++) expect((await send()).statusCode).toBe(200);
    return send();
  }

  it('answers 429 with a clear message once a client exceeds the limit (in memory)', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '600' },
    });
    try {
      const response = await exhaust(limited, 3);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        success: false,
        message: 'Too many requests. Please try again in 10 minutes.',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('never limits the public blog reads, which every blog page makes for its reader', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '600' },
    });
    const remoteAddress = '10.9.8.7';
    try {
      // Far more than the looser read limit (6 × 2) from one address.
      for (let i = 0; i < 20; i++) {
        const listed = await limited.app.inject({ url: '/api/enhanced-blog', remoteAddress });
        expect(listed.statusCode).toBe(200);
        const post = await limited.app.inject({
          url: '/api/enhanced-blog/no-such-post',
          remoteAddress,
        });
        expect(post.statusCode).toBe(404);
      }
    } finally {
      await limited.close();
    }
  });

  it('shares the count between instances through Redis when REDIS_URL is set', async () => {
    const env = {
      RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env });
    const remoteAddress = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const send = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress,
        payload: { email: 'r@example.com' },
      });
    try {
      expect((await send(a)).statusCode).toBe(200);
      expect((await send(b)).statusCode).toBe(200);
      // The third request, on either instance, is over the shared limit.
      expect((await send(a)).statusCode).toBe(429);
      expect((await send(b)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
  it('counts in this instance’s memory, with a warning, when Redis cannot be reached', async () => {
    const lines: string[] = [];
    const unreachable = await createTestApp({
      env: { RATE_LIMIT_MAX: '2', REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const remoteAddress = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await unreachable.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          remoteAddress,
          payload: { email: 'down@example.com' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(lines.join('\n')).toMatch(/redis/i);
    } finally {
      await unreachable.close();
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page once by its primary address, without aliases', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const base = t.config.site.baseUrl;
    expect(locs).toContain(`${base}/`);
    expect(locs).toContain(`${base}/dynamics-365-implementation`);
    expect(locs).toContain(`${base}/pricing`);
    expect(locs).toContain(`${base}/terms-and-conditions`);
    for (const alias of [
      '/dynamics-365',
      '/power-platform',
      '/consulting',
      '/live-training',
      '/help',
    ]) {
      expect(locs).not.toContain(`${base}${alias}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain(`Sitemap: ${t.config.site.baseUrl}/sitemap.xml`);
  });
});
