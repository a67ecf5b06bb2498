/**
 * Starting and stopping the production server from a script (`npm run
 * bench`, `npm run lighthouse`): a free loopback port, readiness through
 * GET /readyz, and a stop that waits for the process to exit.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** CPU time the process has used, in clock ticks (Linux), or undefined where /proc is missing. */
export function cpuTicks(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server has finished what the last run left behind: when
 * autocannon stops, every connection may still have a request in the
 * server (50 renders of /blog are seconds of work on a busy machine), and
 * that work must not be counted against the next run. The server is idle
 * once it used at most one clock tick (10 ms) of CPU in each of two
 * successive 100 ms windows. (A quick /readyz proves nothing: it is
 * answered between the steps of renders still under way.)
 */
export async function drain(server: ChildProcess) {
  const deadline = Date.now() + 30_000;
  const first = cpuTicks(server.pid!);
  if (first === undefined) return sleep(1000);
  let last: number = first;
  let idle = 0;
  while (idle < 2 && Date.now() < deadline) {
    await sleep(100);
    const now: number = cpuTicks(server.pid!) ?? last;
    idle = now - last <= 1 ? idle + 1 : 0;
    last = now;
  }
}
