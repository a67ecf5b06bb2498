/**
 * What `npm run memory` reads of the server process: its resident memory
 * from /proc (the node process itself, spawned directly: no npm or shell in
 * between), the probe's breakdown (memory-probe.ts, preloaded into it), and
 * the throw-away PostgreSQL database a run uses.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const KB_PER_MB = 1024;

export interface ProcMemory {
  /** Resident set now, MB. */
  rss: number;
  /** The highest resident set since the process started, MB. */
  hwm: number;
  /** Anonymous (heap, WebAssembly memory, malloc) and file-backed (the node binary, libraries) parts, MB. */
  anon: number;
  file: number;
}

/** VmRSS, VmHWM, RssAnon and RssFile of one process, in MB. */
export function procMemory(pid: number): ProcMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`no ${name} in /proc/${pid}/status`);
    return Math.round(Number(match[1]) / KB_PER_MB);
  };
  return {
    rss: field('VmRSS'),
    hwm: field('VmHWM'),
    anon: field('RssAnon'),
    file: field('RssFile'),
  };
}

/**
 * CPU time a process has used so far, ms: its main thread's and all its
 * threads'. On a shared machine the wall-clock start time swings with the
 * neighbours' load; the main thread's CPU time is what the start costs.
 */
export function procCpu(pid: number): { mainThread: number; total: number } {
  const ticks = (stat: string) => {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux
  return {
    mainThread: ticks(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')) * msPerTick,
    total: ticks(readFileSync(`/proc/${pid}/stat`, 'utf8')) * msPerTick,
  };
}

/** Refuses to measure anything but a node binary (not npm's shell, not a wrapper). */
export function assertNode(pid: number) {
  const exe = readlinkSync(`/proc/${pid}/exe`);
  if (!/\/node$/.test(exe)) throw new Error(`process ${pid} is ${exe}, not node`);
}

/** One line of memory-probe.ts, MB. */
export interface ProbeSnapshot {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  heapLimit: number;
  malloced: number;
  peakMalloced: number;
  spaces: Record<string, number>;
  wasm: number[];
  wasmBytes: number[];
}

/**
 * How much of the WebAssembly memories is resident, MB. A memory is reserved
 * far beyond its size (guard regions); its accessible part is one read-write
 * mapping exactly as long as the memory, and only the pages Postgres touched
 * count in RSS.
 */
export function wasmResident(pid: number, sizes: number[]): number {
  if (sizes.length === 0) return 0;
  const wanted = new Set(sizes);
  let total = 0;
  let matching = false;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) /.exec(line);
    if (header) {
      const length = parseInt(header[2]!, 16) - parseInt(header[1]!, 16);
      matching = header[3] === 'rw-p' && wanted.has(length);
    } else if (matching && line.startsWith('Rss:')) {
      total += Number(line.split(/\s+/)[1]);
    }
  }
  return Math.round(total / KB_PER_MB);
}

/** Asks the probe for a snapshot (SIGUSR2) and waits for its line in the probe file. */
export async function probe(child: ChildProcess, file: string): Promise<ProbeSnapshot | undefined> {
  const lines = () =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const before = lines().length;
  child.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(20);
    const now = lines();
    if (now.length > before) return JSON.parse(now.at(-1)!) as ProbeSnapshot;
  }
  return undefined;
}

/** The URL with a user name: without one (and without PGUSER) pg sends none, and the server refuses. */
export function withUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.username) url.username = process.env['PGUSER'] || 'postgres';
  return url.href;
}

/** A database of its own on the server at adminUrl; dropped by the returned function. */
export async function scratchDatabase(
  givenUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = withUser(givenUrl);
  const name = `memory_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Proportional set size of one process, MB: shared pages (PostgreSQL's shared buffers) split among their users. */
function procPss(pid: number): number {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const match = /^Pss:\s+(\d+) kB/m.exec(rollup);
  return match ? Math.round(Number(match[1]) / KB_PER_MB) : 0;
}

/** Memory of the PostgreSQL server's processes serving one database (their Pss, MB; 0 when not readable). */
export async function postgresBackendsRss(adminUrl: string, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: withUser(adminUrl) });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    let total = 0;
    for (const { pid } of rows) {
      try {
        total += procPss(pid);
      } catch {
        // another user's process or already gone
      }
    }
    return total;
  } finally {
    await client.end();
  }
}
