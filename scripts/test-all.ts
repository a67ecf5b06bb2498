/**
 * `npm test`: every check a change can break, in order of speed, stopping at
 * the first failure so the report ends with what broke.
 */
import { spawnSync } from 'node:child_process';

const steps: Array<[string, string[]]> = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit and integration tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
];

for (const [name, args] of steps) {
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
