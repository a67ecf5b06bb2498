import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '../../scripts/support/server-process.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const node = path.join(root, 'node_modules', '.bin', 'node');

export interface OwnServer {
  child: ChildProcess;
  port: number;
  /** Everything the process printed so far (standard output and error). */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * A production server of its own, from the build the global set-up made,
 * for specs that watch the process itself (its output, its exit) rather
 * than the shared server's pages.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
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

export async function waitOwnServerReady(server: OwnServer) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${server.port}/readyz`)).status;
        } catch {
          return 0;
        }
      },
      // A first start migrates, seeds and hashes the demo passwords: slow on a busy machine.
      { timeout: 150_000 },
    )
    .toBe(200);
}

export async function stopOwnServer(server: OwnServer) {
  server.child.kill('SIGTERM');
  return server.exited;
}
