/**
 * Starting and stopping the production server from a script (`npm run
 * bench`, `npm run lighthouse`): a free loopback port, readiness through
 * GET /readyz, and a stop that waits for the process to exit.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export const running = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null;

export async function waitReady(child: ChildProcess, base: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child)) throw new Error(`server exited during start (code ${child.exitCode})`);
    try {
      const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`server not ready after ${timeoutMs / 1000} s`);
}

export async function stopServer(child: ChildProcess | undefined) {
  if (!child || !running(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
