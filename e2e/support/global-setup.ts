/**
 * Builds the app for production and starts the real server on the port
 * playwright.config.ts chose, with a fresh temporary data folder (its own
 * embedded database). Playwright calls the returned function after the last
 * test: it stops the server (SIGTERM) and removes the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { testBuild } from '../../scripts/support/build.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const binDir = path.join(root, 'node_modules', '.bin');
/** The project's Node 24 (it runs .ts files); the runner's own as a fallback. */
const nodeBinary = existsSync(path.join(binDir, 'node'))
  ? path.join(binDir, 'node')
  : process.execPath;
// Generous: a loaded 2-core machine can take a while to start the first build.
const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_MS ?? 90_000);
const STOP_TIMEOUT_MS = 10_000;

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  const port = new URL(baseURL).port;

  // The build `npm test` made for every suite, or one of this run's own.
  const { dir: buildDir, done: dropBuild } = await testBuild('e2e');
  // Workers inherit the runner's environment: specs that start their own server use this build.
  process.env['E2E_BUILD_DIR'] = buildDir;

  const dataDir = await mkdtemp(path.join(tmpdir(), 'consultancy-e2e-'));
  // Specs read the e-mails the server writes under DATA_DIR/mail (no SMTP_URL here).
  process.env['E2E_DATA_DIR'] = dataDir;
  const server = spawn(nodeBinary, ['src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      LOGIN_RATE_LIMIT_MAX: '10000',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '10000',
      SMTP_URL: '',
      // One administrator address for the catalogue's tests (registered on first use).
      ADMIN_EMAILS: 'e2e-admin@example.org',
      // Recorded demos for the overview, CRM, Power Apps and Power Automate;
      // Power Pages stays without one so the live-demo fallback is covered too.
      DEMO_VIDEO_OVERVIEW: 'e2eOverview01',
      DEMO_VIDEO_CRM: 'e2eCrmDemo01',
      DEMO_VIDEO_POWERAPPS: 'e2ePowerApps1',
      DEMO_VIDEO_POWERAUTOMATE: 'e2eAutomate01',
      SITE_URL: baseURL,
      // Always the embedded database in the temporary folder and in-memory rate limits.
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  const output = forwardOutput(server);
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
    await dropBuild();
  };

  try {
    await waitUntilReady(baseURL, server, output);
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}

/** Prints the server's own output (warnings and errors only) and keeps its tail for error reports. */
function forwardOutput(server: ChildProcess): { tail: () => string } {
  const lines: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 50) lines.shift();
      process.stderr.write(`[server] ${line}\n`);
    }
  };
  server.stdout?.on('data', onData);
  server.stderr?.on('data', onData);
  return { tail: () => lines.join('\n') };
}

async function waitUntilReady(
  baseURL: string,
  server: ChildProcess,
  output: { tail: () => string },
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  server.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited || server.exitCode !== null) {
      throw new Error(
        `The server exited (code ${server.exitCode}) before it was ready:\n${output.tail()}`,
      );
    }
    try {
      const response = await fetch(new URL('/readyz', baseURL), {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) {
        console.log(`[e2e] server ready at ${baseURL}`);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The server did not answer GET /readyz with 200 within ${READY_TIMEOUT_MS / 1000}s:\n${output.tail()}`,
  );
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
