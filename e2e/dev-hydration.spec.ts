import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, stopServer, waitReady } from '../scripts/support/server-process.ts';
import { openPage } from './support/helpers.ts';

/**
 * React reports hydration mismatches only in development builds, so the
 * production server the other specs use cannot show them. This spec starts
 * the development server (Vite in middleware mode) and checks that pages
 * hydrate without a warning.
 */
const root = path.resolve(import.meta.dirname, '..');
const node = path.join(root, 'node_modules', '.bin', 'node');

// Must pass on its first attempt: a retry would hide a cold start that broke.
test.describe.configure({ retries: 0 });

let server: ChildProcess | undefined;
let base = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-dev-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(node, ['src/server/main.ts', '--dev'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // A cold start: no dependency Vite optimised in an earlier run.
      VITE_CACHE_DIR: path.join(dataDir, 'vite-cache'),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitReady(server, base, 90_000);
});

test.afterAll(async () => {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
});

test('pages hydrate without warnings in development', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // From a cold start, the very first visit must hydrate with one React:
  // every dependency was optimised before the server answered.
  const outdated: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 504) outdated.push(response.url());
  });
  for (const pagePath of ['/', '/pricing', '/docs', '/no-such-page-dev']) {
    await openPage(page, `${base}${pagePath}`);
    await page.waitForLoadState('networkidle');
  }
  const notFound = 'Failed to load resource: the server responded with a status of 404';
  expect(problems.filter((problem) => !problem.startsWith(notFound))).toEqual([]);
  expect(outdated).toEqual([]);
});
