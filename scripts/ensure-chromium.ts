/**
 * `npm run test:e2e` runs this before Playwright: the browser tests drive
 * Debian's Chromium at /usr/bin/chromium. When it is missing (a fresh CI
 * machine) this installs the `chromium` package with apt. It never runs
 * `npx playwright install`, which would download a browser from outside the
 * npm registry and the Debian archive.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';

const CHROMIUM_PATH = '/usr/bin/chromium';

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  console.error(
    `  The browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with\n` +
      '    apt-get update && apt-get install -y chromium\n' +
      '  (as root, or with sudo) and run the tests again.',
  );
  process.exit(1);
}

function run(command: string[], prefix: string[]): void {
  const [program, ...args] = [...prefix, ...command];
  if (!program) return;
  console.log(`$ ${[program, ...args].join(' ')}`);
  const result = spawnSync(program, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`Could not run "${program}": ${result.error.message}`);
  if (result.status !== 0) {
    fail(
      `"${[program, ...args].join(' ')}" failed with exit code ${result.status ?? `signal ${result.signal}`}.`,
    );
  }
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;

  console.log(`${CHROMIUM_PATH} not found; installing Debian's chromium package with apt…`);
  if (process.platform !== 'linux' || !hasCommand('apt-get')) {
    fail(`${CHROMIUM_PATH} is missing and this machine has no apt-get to install it with.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let prefix: string[] = [];
  if (!isRoot) {
    if (!hasCommand('sudo'))
      fail(`${CHROMIUM_PATH} is missing; installing it needs root, and sudo is not available.`);
    prefix = ['sudo'];
  }

  run(['apt-get', 'update'], prefix);
  run(['apt-get', 'install', '-y', 'chromium'], prefix);

  if (!existsSync(CHROMIUM_PATH))
    fail(`apt-get finished but ${CHROMIUM_PATH} still does not exist.`);
  console.log(`Installed ${CHROMIUM_PATH}.`);
}

ensureChromium();
