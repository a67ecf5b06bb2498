import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPayload } from '../modules/leads.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { sampleOf } from '../test/metrics-text.ts';
import { bearerMatches } from './metrics.ts';

/**
 * The Prometheus endpoint: refused without its token, the figures of a
 * known sequence of requests (a cached page twice, a contact submission),
 * labels bounded by route pattern when a thousand unknown addresses are
 * asked for, the runtime's defaults, the port of its own, and nothing at
 * all when neither METRICS_TOKEN nor METRICS_PORT is set.
 */

const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

const sample = sampleOf;

describe('GET /metrics on the main port', () => {
  it('is refused without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_requests_total');
    }
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
  });

  it('counts a cached page twice (a miss, then a hit) and a contact submission', async () => {
    const before = await scrape();
    const page = (result: string) => `page_cache_answers_total{result="${result}"}`;
    await t.app.inject({ url: '/pricing' });
    expect((await t.app.inject({ url: '/pricing' })).headers['x-page-cache']).toBe('hit');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      payload: contactPayload({ email: 'metrics.reader@example.org' }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await scrape();
    expect(sample(after, page('hit')) - sample(before, page('hit'))).toBe(1);
    expect(sample(after, page('miss')) - sample(before, page('miss'))).toBe(1);
    const submitted =
      'http_requests_total{route="/api/contact/submit",method="POST",status_class="2xx"}';
    expect(sample(after, submitted) - sample(before, submitted)).toBe(1);
    const pages = 'http_requests_total{route="/pricing",method="GET",status_class="2xx"}';
    expect(sample(after, pages) - sample(before, pages)).toBe(2);
    expect(after).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",route="\/api\/contact\/submit",method="POST",status_class="2xx"\} [1-9]/,
    );
    expect(sample(after, 'http_response_bytes_total{route="/pricing"}')).toBeGreaterThan(0);
  });

  it('labels a page by its React Router pattern, and counts its own API calls no second time', async () => {
    const before = await scrape();
    // A post that is not there: its page asks the API for it, and answers 404.
    const post = await t.app.inject({ url: '/blog/no-such-post-here' });
    expect(post.statusCode).toBe(404);
    const after = await scrape();
    const postPage = 'http_requests_total{route="/blog/:slug",method="GET",status_class="4xx"}';
    expect(sample(after, postPage) - sample(before, postPage)).toBe(1);
    // The page read the post through the API, in process: not a request of its own.
    const postCall =
      'http_requests_total{route="/api/enhanced-blog/:slug",method="GET",status_class="4xx"}';
    expect(sample(after, postCall)).toBe(sample(before, postCall));
  });

  it('keeps its labels bounded: a thousand unknown addresses add no route', async () => {
    await scrape(); // so /metrics itself is counted before the count starts
    const routes = (text: string) =>
      new Set([...text.matchAll(/^http_requests_total\{route="([^"]*)"/gm)].map((m) => m[1]));
    const before = routes(await scrape());
    for (let i = 0; i < 1000; i++) {
      await t.app.inject({ url: `/no-such-page-${i}` });
      if (i % 100 === 0) await t.app.inject({ url: `/api/no-such-call-${i}`, method: 'POST' });
    }
    const after = routes(await scrape());
    const added = [...after].filter((route) => !before.has(route));
    expect(
      added.every((route) => route === '/*' || route === 'unmatched'),
      added.join(),
    ).toBe(true);
    expect([...after].some((route) => route?.includes('no-such'))).toBe(false);
    expect(after.size).toBeLessThan(before.size + 3);
  });

  it("has the runtime's defaults: event-loop delay, memory and garbage collection", async () => {
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves the metrics on a port of its own, bound to loopback, without a token', async () => {
    const port = await freePort();
    const own = await createTestApp({ env: { METRICS_PORT: String(port) } });
    try {
      await own.app.metrics.listen();
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      // Not on the main port: no token is set.
      expect((await own.app.inject({ url: '/metrics' })).body).not.toContain('http_requests_total');
    } finally {
      await own.close();
    }
    // Closed with the server.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('with neither METRICS_TOKEN nor METRICS_PORT', () => {
  it('has no endpoint and counts nothing', async () => {
    const plain = await createTestApp({ pages: true });
    try {
      expect(plain.app.metrics.enabled).toBe(false);
      const response = await plain.app.inject({ url: '/metrics' });
      expect(response.body).not.toContain('http_requests_total');
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
