/**
 * `npm test`: every check a change can break, stopping at the first stage
 * that fails so the report ends with what broke. Lint, the typecheck and the
 * production build need nothing from each other and are mostly one core each,
 * so they run side by side (each one's output printed whole when it ends);
 * the build is made once and shared by the integration tests (pages rendered
 * in-process) and the browser tests.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildInto } from './support/build.ts';

interface Outcome {
  name: string;
  ok: boolean;
  seconds: string;
  output: string;
}

const buildDir = path.resolve(import.meta.dirname, '..', '.tmp', `test-build-${process.pid}`);
const cleanUp = () => rmSync(buildDir, { recursive: true, force: true });
process.on('exit', cleanUp);

const since = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs `npm <args>`, its output kept (side by side) or passed straight through (alone). */
function npm(name: string, args: string[], keepOutput: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ name, ok: code === 0, seconds: since(started), output }));
    child.on('error', (err) =>
      resolve({ name, ok: false, seconds: since(started), output: String(err) }),
    );
  });
}

async function build(): Promise<Outcome> {
  const started = Date.now();
  try {
    await buildInto(buildDir);
    return { name: 'production build', ok: true, seconds: since(started), output: '' };
  } catch (err) {
    const output = err instanceof Error ? err.message : String(err);
    return { name: 'production build', ok: false, seconds: since(started), output };
  }
}

function report(outcome: Outcome) {
  if (outcome.output.trim()) console.log(`\n── ${outcome.name} ──\n${outcome.output.trimEnd()}`);
  console.log(
    outcome.ok
      ? `✔ ${outcome.name} passed in ${outcome.seconds}s`
      : `\n✖ ${outcome.name} failed after ${outcome.seconds}s`,
  );
}

console.log('\n▶ lint, typecheck and the production build (side by side)');
const firstStage = await Promise.all(
  [npm('lint', ['run', 'lint'], true), npm('typecheck', ['run', 'typecheck'], true), build()].map(
    (running) => running.then((outcome) => (report(outcome), outcome)),
  ),
);
if (firstStage.some((outcome) => !outcome.ok)) process.exit(1);
process.env['TEST_BUILD_DIR'] = buildDir;

for (const [name, args] of [
  ['unit and integration tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
] as const) {
  console.log(`\n▶ ${name}`);
  const outcome = await npm(name, [...args], false);
  report(outcome);
  if (!outcome.ok) process.exit(1);
}
