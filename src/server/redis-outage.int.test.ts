import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postForm, blogAuthor } from './test/blog-author.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Redis going away under a running instance: pages keep coming (from the
 * page cache in memory, or rendered), rate limits count in memory, writes
 * still clear the pages, nothing answers 5xx, and the log says what
 * happened. When Redis is back, the instance uses it again.
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A Redis of this test's own (the machine's redis-server), keeping nothing on disk. */
function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

let port: number;
let redis: ChildProcess | undefined;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  port = await freePort();
  redis = startRedis(port);
  t = await createTestApp({
    pages: true,
    env: {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: `outage-${randomUUID().slice(0, 8)}:`,
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      LOG_LEVEL: 'warn',
    },
    logStream: { write: (line) => void lines.push(line) },
  });
  await vi.waitFor(() => expect(t.app.redis?.status).toBe('ready'), { timeout: 10_000 });
});

afterAll(async () => {
  redis?.kill('SIGKILL');
  await t?.close();
});

const subscribe = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    remoteAddress,
    payload: { email: `outage-${randomUUID().slice(0, 8)}@example.org` },
  });

describe('Redis down under a running instance', () => {
  it('pages, limits and invalidation fall back to memory; nothing answers 5xx', async () => {
    const author = await blogAuthor(t);
    await t.app.inject({ url: '/pricing' });
    expect((await t.app.inject({ url: '/pricing' })).headers['x-page-cache']).toBe('hit');

    redis!.kill('SIGKILL');
    await vi.waitFor(() => expect(t.app.redis?.status).not.toBe('ready'), { timeout: 10_000 });

    // Cached pages are served from memory, others rendered and kept.
    const pricing = await t.app.inject({ url: '/pricing' });
    expect(pricing.statusCode).toBe(200);
    expect(pricing.headers['x-page-cache']).toBe('hit');
    expect((await t.app.inject({ url: '/about' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/about' })).headers['x-page-cache']).toBe('hit');

    // The limit still holds, counted here.
    const address = `10.9.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await subscribe(address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    // A post published now still clears this instance's pages.
    await t.app.inject({ url: '/blog' });
    const slug = `outage-${randomUUID().slice(0, 8)}`;
    await author.create(postForm(slug, { title: 'Published while Redis was down' }));
    const blog = await t.app.inject({ url: '/blog' });
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain('Published while Redis was down');

    // The outage's warning is written when the client gives up on a command: wait for it.
    await vi.waitFor(() => expect(lines.join('\n')).toMatch(/redis/i), { timeout: 15_000 });
    for (const line of lines) expect(JSON.parse(line).level, line).toBeLessThan(50);
  });

  it('uses Redis again once it is back', async () => {
    redis = startRedis(port);
    await vi.waitFor(() => expect(t.app.redis?.status).toBe('ready'), { timeout: 15_000 });
    // Counting is shared again: a fresh address starts from Redis's empty count.
    const address = `10.8.${Math.floor(Math.random() * 250)}.9`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await subscribe(address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const keys = await t.app.redis!.keys(`${t.config.redisPrefix}rl:*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
