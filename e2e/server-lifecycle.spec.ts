import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  startOwnServer as startServer,
  waitOwnServerReady as waitReady,
} from './support/own-server.ts';

/**
 * The server process as an operator sees it: configuration errors stop it
 * with a message, a new database is seeded once, and SIGTERM lets the
 * requests under way finish before the process exits. Each test starts its
 * own server from the build the global set-up made.
 */
test('a bad setting stops the server at start with a message naming the variable', async () => {
  const server = await startServer({ PORT: 'not-a-port', DATA_DIR: tmpdir() });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('PORT');
});

test.describe('with a fresh data folder', () => {
  // Each test starts a server of its own on a new database.
  test.describe.configure({ timeout: 240_000 });
  let dataDir: string;
  test.beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lifecycle-'));
  });
  test.afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('the first start seeds the demo content into the new database', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await waitReady(server);
      const response = await fetch(
        `http://127.0.0.1:${server.port}/api/newsletter/status/demo.subscriber@example.org`,
      );
      expect((await response.json()).data.isSubscribed).toBe(true);
      // Standard output is a pipe here, not a terminal: the demo passwords go
      // to an owner-only file under DATA_DIR, and only its path is printed.
      const file = path.join(dataDir, 'demo-accounts.txt');
      expect(server.output()).toContain(file);
      expect(server.output()).not.toContain('password:');
      expect(await readFile(file, 'utf8')).toMatch(/^ {2}staff {2}staff@\S+ {2}password: \S+$/m);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  test('SIGTERM finishes the request under way, then exits cleanly', async () => {
    // Info level: the server's own log lines say when each step has happened.
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await waitReady(server);
    const logged = (text: string) =>
      expect.poll(() => server.output().includes(text), { timeout: 20_000 }).toBe(true);

    const body = JSON.stringify({ email: 'in-flight@example.com' });
    const half = Math.floor(body.length / 2);
    let request!: http.ClientRequest;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/newsletter/subscribe',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
    });
    // Half the body, once the server has the request; the rest after the
    // server has begun shutting down.
    request.write(body.slice(0, half));
    await logged('"url":"/api/newsletter/subscribe"');
    server.child.kill('SIGTERM');
    await logged('shutting down: finishing in-flight requests');
    request.end(body.slice(half));

    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      success: true,
      data: { email: 'in-flight@example.com' },
    });
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow();
  });
});
