/**
 * The production build for the test suites. `npm test` builds once and hands
 * the folder to both the integration tests (pages rendered in-process) and
 * the browser tests through TEST_BUILD_DIR; a suite run on its own builds
 * into a folder of its own under .tmp/, so parallel runs never see each
 * other's half-written files.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const binDir = path.join(root, 'node_modules', '.bin');

export async function buildInto(buildDir: string): Promise<void> {
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Tools started by npm run on the project's Node, whatever node the shell has.
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PATH: `${binDir}${path.delimiter}${process.env['PATH'] ?? ''}`,
    },
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`"npm run build" failed (exit code ${code}):\n${log}`);
  console.log(`production build ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

/**
 * The build a suite should use: the one TEST_BUILD_DIR names (made by
 * `npm test`), or a new one. The returned function removes a build this
 * call made (and nothing else).
 */
export async function testBuild(
  label: string,
): Promise<{ dir: string; done: () => Promise<void> }> {
  const given = process.env['TEST_BUILD_DIR'];
  if (given && existsSync(path.join(given, 'server', 'index.js'))) {
    return { dir: given, done: async () => {} };
  }
  const dir = path.join(root, '.tmp', `${label}-build-${process.pid}`);
  await buildInto(dir);
  // Later set-ups in this process (another test project) use it too.
  process.env['TEST_BUILD_DIR'] = dir;
  return {
    dir,
    done: async () => {
      if (process.env['TEST_BUILD_DIR'] === dir) delete process.env['TEST_BUILD_DIR'];
      await rm(dir, { recursive: true, force: true });
    },
  };
}
