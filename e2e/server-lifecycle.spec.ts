import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The server process as an operator sees it: configuration errors stop it
 * with a message, a new database is seeded once, and SIGTERM lets the
 * requests under way finish before the process exits. Each test starts its
 * own server from the build the global set-up made.
 */
const root = path.resolve(import.meta.dirname, '..');
const node = path.join(root, 'node_modules', '.bin', 'node');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(node, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BUILD_DIR: process.env['E2E_BUILD_DIR'] ?? 'build',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => log, exited };
}

async function waitReady(server: Started) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${server.port}/readyz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 30_000 },
    )
    .toBe(200);
}

test('a bad setting stops the server at start with a message naming the variable', async () => {
  const server = await startServer({ PORT: 'not-a-port', DATA_DIR: tmpdir() });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('PORT');
});

test.describe('with a fresh data folder', () => {
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
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  test('SIGTERM finishes the request under way, then exits cleanly', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    await waitReady(server);

    const body = JSON.stringify({ email: 'in-flight@example.com' });
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
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
      // Half the body now, the rest after the shutdown signal.
      request.write(body.slice(0, half));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(half)), 300);
      }, 300);
    });

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
