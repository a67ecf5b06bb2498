import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: the production build served by the real server (started by
 * e2e/support/global-setup.ts on a free port with a temporary data folder),
 * driven by Debian's Chromium. `npm run test:e2e` first makes sure
 * /usr/bin/chromium exists (scripts/ensure-chromium.ts); never
 * `npx playwright install`.
 */

/** A port nobody listens on right now, chosen by the operating system. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port'))));
    });
  });
}

// The runner and every worker load this file. The runner picks the port and
// puts it in the environment, which the workers it forks inherit, so all of
// them agree on one address. E2E_PORT may also be set by hand.
process.env['E2E_PORT'] ||= String(await findFreePort());
// Traces and screenshots go to a folder of this run's own: Playwright empties
// its output folder when it starts, which would wipe another run's artifacts.
process.env['E2E_RUN_ID'] ||= String(process.pid);
const baseURL = `http://127.0.0.1:${process.env['E2E_PORT']}`;

const isCI = Boolean(process.env['CI']);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `./test-results/run-${process.env['E2E_RUN_ID']}`,
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  // Deadlines, not waits: a test ends as soon as its conditions hold. They are
  // generous because CI shares two cores with other work, and a registration
  // (argon2, memory-hard by design) or a cold page can take seconds there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs every test about a fifth of its time on two cores, so it is
    // recorded for the retry of a failed test (CI retries once), not for every first run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Chromium's default locale would depend on the machine.
    locale: 'en-GB',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
