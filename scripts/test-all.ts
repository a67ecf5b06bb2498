/**
 * `npm test`: every check a change can break, in order of speed, stopping at
 * the first failure so the report ends with what broke. The production build
 * is made once and shared by the integration tests (pages rendered
 * in-process) and the browser tests.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildInto } from './support/build.ts';

const steps: Array<[string, string[]]> = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit and integration tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
];

const buildDir = path.resolve(import.meta.dirname, '..', '.tmp', `test-build-${process.pid}`);
let built = false;
const cleanUp = () => rmSync(buildDir, { recursive: true, force: true });
process.on('exit', cleanUp);

for (const [name, args] of steps) {
  if (!built && name === 'unit and integration tests') {
    console.log('\n▶ production build (shared by the test steps)');
    await buildInto(buildDir);
    process.env['TEST_BUILD_DIR'] = buildDir;
    built = true;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} passed in ${seconds}s`);
}
