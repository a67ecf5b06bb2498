import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, stopServer, waitReady } from '../scripts/support/server-process.ts';
import { waitForHydration } from './support/helpers.ts';

/**
 * React reports hydration mismatches only in development builds, so the
 * production server the other specs use cannot show them. This spec starts
 * the development server (Vite in middleware mode) and checks that pages
 * hydrate without a warning.
 */
const root = path.resolve(import.meta.dirname, '..');
const node = path.join(root, 'node_modules', '.bin', 'node');

let server: ChildProcess | undefined;
let base = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
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
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // The first visit can make Vite optimise dependencies and reload the page
  // (it answers 504 "Outdated Optimize Dep" meanwhile); start counting after.
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  problems.length = 0;

  for (const pagePath of ['/', '/pricing', '/docs', '/no-such-page-dev']) {
    await page.goto(`${base}${pagePath}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  const notFound = 'Failed to load resource: the server responded with a status of 404';
  expect(problems.filter((problem) => !problem.startsWith(notFound))).toEqual([]);
});
