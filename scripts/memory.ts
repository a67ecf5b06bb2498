/**
 * `npm run memory`: resident memory and start-up time of the production
 * server, on PGlite and on PostgreSQL.
 *
 * For each driver: a first start on a fresh data folder (it migrates and
 * seeds), stopped; then a second start on that existing folder, measured:
 * the time from spawn to the first 200 on `/`, the resident set then, idle
 * after MEMORY_IDLE_SECONDS, during and right after MEMORY_LOAD_SECONDS of
 * autocannon over a few pages, then every MEMORY_SAMPLE_SECONDS for
 * MEMORY_AFTER_SECONDS (when it is back within +100 MB of idle).
 *
 * The process measured is node itself, spawned directly as `npm start`'s
 * last command is (NODE_ENV=production node src/server/main.ts), with the
 * node flags and variables of package.json's "start" line
 * (support/production-start.ts), unless MEMORY_NODE_FLAGS replaces the flags
 * (to compare); RSS and its high-water mark come from
 * /proc/<pid>/status. A preload (support/memory-probe.ts) adds the
 * breakdown: V8 heap, external memory and PGlite's WebAssembly memory.
 *
 * Like bench.ts it runs from a private copy of build/ under .tmp/, since
 * others rebuild the shared one. PostgreSQL: a fresh database on
 * MEMORY_POSTGRES_URL (trust auth), dropped afterwards; skipped with a
 * message when the server is not reachable.
 *
 * Environment: MEMORY_DRIVERS (pglite,postgres), MEMORY_IDLE_SECONDS (30: the server's idle release runs 10–20 s after start),
 * MEMORY_LOAD_SECONDS (60), MEMORY_AFTER_SECONDS (60), MEMORY_SAMPLE_SECONDS
 * (5), MEMORY_CONNECTIONS (50), MEMORY_POSTGRES_URL
 * (postgres://127.0.0.1:5432/postgres), MEMORY_NODE_FLAGS (node flags for
 * the server instead of the production ones; "none" for none), MEMORY_PROBE
 * (1; 0 leaves the preload out), MEMORY_SERVER (another copy's src/server/main.ts,
 * to compare before and after a change), MEMORY_JSON (a file to write the
 * results to).
 */
import { autocannon, type CannonResult } from './support/autocannon.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { positiveInt } from './support/env-int.ts';
import { productionStart } from './support/production-start.ts';
import {
  assertNode,
  postgresBackendsRss,
  probe,
  procCpu,
  procMemory,
  scratchDatabase,
  wasmResident,
  type ProbeSnapshot,
} from './support/memory-process.ts';
import { freePort, running, stopServer, waitReady } from './support/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const PROBE = path.join(root, 'scripts', 'support', 'memory-probe.ts');
/** The pages of the load: the home page, the blog list, a seeded post (a view recorded) and pricing. */
const LOAD_PATHS = [
  '/',
  '/blog',
  '/blog/dynamics-365-sales-professional-or-enterprise',
  '/pricing',
];
/** The budget the issue sets on growth after load, MB over idle. */
const GROWTH_BUDGET_MB = 100;

const IDLE_SECONDS = positiveInt('MEMORY_IDLE_SECONDS', 30);
const LOAD_SECONDS = positiveInt('MEMORY_LOAD_SECONDS', 60);
const AFTER_SECONDS = positiveInt('MEMORY_AFTER_SECONDS', 60);
const SAMPLE_SECONDS = positiveInt('MEMORY_SAMPLE_SECONDS', 5);
const CONNECTIONS = positiveInt('MEMORY_CONNECTIONS', 50);
const POSTGRES_URL = process.env['MEMORY_POSTGRES_URL'] || 'postgres://127.0.0.1:5432/postgres';
const DRIVERS = (process.env['MEMORY_DRIVERS'] || 'pglite,postgres')
  .split(',')
  .map((driver) => driver.trim())
  .filter(Boolean);
const START = productionStart(root);
const NODE_FLAGS = nodeFlags(process.env['MEMORY_NODE_FLAGS']);
const USE_PROBE = process.env['MEMORY_PROBE'] !== '0';
/** Another checkout's (or a copy's) server to measure, for a before/after comparison. */
const SERVER_ENTRY = path.resolve(
  process.env['MEMORY_SERVER'] || path.join(root, 'src', 'server', 'main.ts'),
);

function nodeFlags(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return START.flags;
  if (raw.trim() === 'none') return [];
  return raw.trim().split(/\s+/);
}

function load(base: string): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: LOAD_SECONDS,
        // Each connection goes round the pages in turn.
        requests: LOAD_PATHS.map((urlPath) => ({ method: 'GET', path: urlPath })),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 on `/`. */
  firstOkMs: number;
  /** CPU time the server's main thread had used by then, ms (what the start costs on a busy machine). */
  firstOkCpuMs: number;
}

function spawnServer(workDir: string, port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(
    process.execPath,
    [...NODE_FLAGS, ...(USE_PROBE ? ['--import', PROBE] : []), SERVER_ENTRY],
    {
      cwd: workDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        ...START.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        // The load comes from one address; the limits would answer 429 instead of pages.
        RATE_LIMIT_MAX: '1000000',
        ...env,
      },
    },
  );
  return child;
}

/** Spawns the server and polls `/` until it answers 200. */
async function startTimed(
  workDir: string,
  port: number,
  env: Record<string, string>,
): Promise<Started> {
  const base = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawnServer(workDir, port, env);
  const deadline = spawnedAt + 120_000;
  while (performance.now() < deadline) {
    if (!running(child)) throw new Error(`server exited during start (code ${child.exitCode})`);
    try {
      const res = await fetch(`${base}/`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200)
        return {
          child,
          firstOkMs: Math.round(performance.now() - spawnedAt),
          firstOkCpuMs: procCpu(child.pid!).mainThread,
        };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  await stopServer(child);
  throw new Error('no 200 on / within 120 s');
}

interface Sample {
  second: number;
  rss: number;
}

interface DriverResult {
  driver: string;
  firstStartMs: number;
  startMs: number;
  startCpuMs: number;
  atStart: number;
  idle: number;
  loadPeak: number;
  afterLoad: number;
  afterWait: number;
  /** Seconds after the load when RSS was first within +100 MB of idle; undefined if never. */
  backWithinBudgetAt: number | undefined;
  hwm: number;
  reqPerSec: number;
  requests: number;
  failures: string;
  samples: Sample[];
  breakdown: Array<{
    phase: string;
    rss: number;
    anon: number;
    file: number;
    /** Resident part of the WebAssembly memories, MB. */
    wasmResident?: number;
    probe?: ProbeSnapshot;
  }>;
  postgresBackends?: { idle: number; afterLoad: number };
}

async function measureDriver(
  driver: string,
  workDir: string,
  port: number,
): Promise<DriverResult | undefined> {
  const dataDir = path.join(workDir, `data-${driver}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let database: { url: string; drop(): Promise<void> } | undefined;
  if (driver === 'postgres') {
    try {
      database = await scratchDatabase(POSTGRES_URL);
    } catch (err) {
      console.warn(
        `PostgreSQL at ${POSTGRES_URL} unavailable (${err instanceof Error ? err.message : err}); skipped`,
      );
      return undefined;
    }
    env['DATABASE_URL'] = database.url;
  } else if (driver !== 'pglite') {
    throw new Error(`unknown driver ${driver} (pglite or postgres)`);
  }
  const probeFile = path.join(workDir, `probe-${driver}.jsonl`);
  env['MEMORY_PROBE_FILE'] = probeFile;

  let child: ChildProcess | undefined;
  try {
    // 1. The first start creates, migrates and seeds the database.
    console.log(`${driver}: first start (fresh data folder, seeds)`);
    const first = await startTimed(workDir, port, env);
    child = first.child;
    await stopServer(child);

    // 2. The measured start, on the existing data folder.
    console.log(`${driver}: second start on the existing data`);
    const started = await startTimed(workDir, port, env);
    child = started.child;
    const pid = child.pid!;
    assertNode(pid);
    const base = `http://127.0.0.1:${port}`;
    await waitReady(child, base);
    const breakdown: DriverResult['breakdown'] = [];
    const record = async (phase: string) => {
      const memory = procMemory(pid);
      const snapshot = USE_PROBE ? await probe(child!, probeFile) : undefined;
      breakdown.push({
        phase,
        rss: memory.rss,
        anon: memory.anon,
        file: memory.file,
        ...(snapshot
          ? { probe: snapshot, wasmResident: wasmResident(pid, snapshot.wasmBytes) }
          : {}),
      });
      return memory;
    };
    const atStart = await record('first 200');

    await sleep(IDLE_SECONDS * 1000);
    const idle = await record(`idle ${IDLE_SECONDS} s`);
    const backendsIdle = database
      ? await postgresBackendsRss(POSTGRES_URL, new URL(database.url).pathname.slice(1))
      : undefined;

    // 3. The load, sampling RSS while it runs.
    console.log(
      `${driver}: ${LOAD_SECONDS} s × ${CONNECTIONS} connections over ${LOAD_PATHS.join(' ')}`,
    );
    let loadPeak = idle.rss;
    // The breakdown at the highest RSS seen: a new high asks the probe again (at most every 2 s).
    let peak: DriverResult['breakdown'][number] | undefined;
    let probing = false;
    let lastProbe = 0;
    const sampler = setInterval(() => {
      if (!running(child!)) return;
      const memory = procMemory(pid);
      if (memory.rss <= loadPeak) return;
      loadPeak = memory.rss;
      if (!USE_PROBE || probing || Date.now() - lastProbe < 2000) return;
      probing = true;
      lastProbe = Date.now();
      void probe(child!, probeFile)
        .then((snapshot) => {
          peak = {
            phase: 'load peak',
            rss: memory.rss,
            anon: memory.anon,
            file: memory.file,
            ...(snapshot
              ? { probe: snapshot, wasmResident: wasmResident(pid, snapshot.wasmBytes) }
              : {}),
          };
        })
        .finally(() => (probing = false));
    }, 1000);
    const result = await load(base).finally(() => clearInterval(sampler));
    while (probing) await sleep(20);
    if (peak) breakdown.push(peak);
    const afterLoad = await record('right after load');
    loadPeak = Math.max(loadPeak, afterLoad.rss);
    const backendsAfter = database
      ? await postgresBackendsRss(POSTGRES_URL, new URL(database.url).pathname.slice(1))
      : undefined;

    // 4. Every few seconds for a minute: does it come back down?
    const samples: Sample[] = [{ second: 0, rss: afterLoad.rss }];
    for (let second = SAMPLE_SECONDS; second <= AFTER_SECONDS; second += SAMPLE_SECONDS) {
      await sleep(SAMPLE_SECONDS * 1000);
      samples.push({ second, rss: procMemory(pid).rss });
    }
    const afterWait = await record(`${AFTER_SECONDS} s after load`);
    const backWithin = samples.find((sample) => sample.rss <= idle.rss + GROWTH_BUDGET_MB);
    const failures = [
      result.non2xx ? `${result.non2xx} non-2xx` : '',
      result.errors ? `${result.errors} errors` : '',
      result.timeouts ? `${result.timeouts} timeouts` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return {
      driver,
      firstStartMs: first.firstOkMs,
      startMs: started.firstOkMs,
      startCpuMs: started.firstOkCpuMs,
      atStart: atStart.rss,
      idle: idle.rss,
      loadPeak,
      afterLoad: afterLoad.rss,
      afterWait: afterWait.rss,
      backWithinBudgetAt: backWithin?.second,
      hwm: procMemory(pid).hwm,
      reqPerSec: Math.round(result.requests.average),
      requests: result.requests.total,
      failures: failures || 'none',
      samples,
      breakdown,
      ...(backendsIdle !== undefined && backendsAfter !== undefined
        ? { postgresBackends: { idle: backendsIdle, afterLoad: backendsAfter } }
        : {}),
    };
  } finally {
    await stopServer(child);
    await database
      ?.drop()
      .catch((err: unknown) => console.warn('could not drop the database:', err));
  }
}

function ensureBuild() {
  const built = spawnSync(process.execPath, ['scripts/ensure-build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the production build failed');
}

/** Copies build/ into workDir (the server reads `<cwd>/build`). */
function snapshotBuild(workDir: string) {
  cpSync(path.join(root, 'build'), path.join(workDir, 'build'), { recursive: true });
  if (!existsSync(path.join(workDir, 'build', 'server', 'index.js')))
    throw new Error('build/ is incomplete');
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(headers),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

function report(results: DriverResult[]): string {
  const mb = (value: number) => `${value} MB`;
  const summary = table(
    [
      'driver',
      'start → first 200',
      'main-thread CPU by then',
      'RSS at first 200',
      'idle',
      'load peak',
      'right after load',
      `after ${AFTER_SECONDS} s`,
      `back ≤ idle + ${GROWTH_BUDGET_MB} MB`,
      'high-water',
      'req/s',
      'failures',
    ],
    results.map((r) => [
      r.driver,
      `${r.startMs} ms`,
      `${r.startCpuMs} ms`,
      mb(r.atStart),
      mb(r.idle),
      mb(r.loadPeak),
      mb(r.afterLoad),
      mb(r.afterWait),
      r.backWithinBudgetAt === undefined
        ? 'not within the wait'
        : `after ${r.backWithinBudgetAt} s`,
      mb(r.hwm),
      String(r.reqPerSec),
      r.failures,
    ]),
  );
  const parts = [
    `Node flags: ${NODE_FLAGS.length ? NODE_FLAGS.join(' ') : '(none)'}; load: ${LOAD_SECONDS} s × ${CONNECTIONS} connections over ${LOAD_PATHS.join(', ')}; idle measured after ${IDLE_SECONDS} s.`,
    '',
    summary,
    '',
    `First start on a fresh data folder (migrations, seed): ${results.map((r) => `${r.driver} ${r.firstStartMs} ms`).join(', ')}.`,
  ];
  for (const r of results) {
    if (r.postgresBackends) {
      parts.push(
        `PostgreSQL's own processes for this database (Pss): ${r.postgresBackends.idle} MB idle, ${r.postgresBackends.afterLoad} MB after the load.`,
      );
    }
  }
  parts.push('', 'RSS every few seconds after the load:', '');
  parts.push(
    table(
      ['driver', ...results[0]!.samples.map((s) => `${s.second} s`)],
      results.map((r) => [r.driver, ...r.samples.map((s) => String(s.rss))]),
    ),
  );
  if (USE_PROBE) {
    parts.push(
      '',
      'Where it is, MB. file: mapped files (the node binary, libraries); heap: V8 heap used / committed;',
      'WebAssembly: size / resident (PGlite); other anonymous: the rest of anon (V8 pages not in the',
      'heap figure, i.e. pooled or not yet released, malloc, compiled code, stacks).',
      '',
    );
    const rows: string[][] = [];
    for (const r of results) {
      for (const b of r.breakdown) {
        const p = b.probe;
        const wasmSize = p ? p.wasm.reduce((a, c) => a + c, 0) : 0;
        const resident = b.wasmResident ?? 0;
        rows.push([
          r.driver,
          b.phase,
          String(b.rss),
          String(b.file),
          p ? `${p.heapUsed} / ${p.heapTotal}` : '',
          p ? String(p.spaces['new'] ?? '') : '',
          p ? String(p.external) : '',
          p ? String(p.arrayBuffers) : '',
          p ? (wasmSize ? `${Math.round(wasmSize)} / ${resident}` : '0') : '',
          p ? String(p.peakMalloced) : '',
          p ? String(Math.round(b.anon - p.heapTotal - resident)) : '',
        ]);
      }
    }
    parts.push(
      table(
        [
          'driver',
          'when',
          'RSS',
          'file',
          'heap',
          'new space',
          'external',
          'array buffers',
          'WebAssembly',
          'V8 peak malloc',
          'other anonymous',
        ],
        rows,
      ),
    );
  }
  return parts.join('\n');
}

async function main() {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(path.join(root, '.tmp', 'memory-'));
  const cleanup = () => rmSync(workDir, { recursive: true, force: true });
  const onSignal = (signal: NodeJS.Signals) => {
    cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    ensureBuild();
    snapshotBuild(workDir);
    const port = await freePort();
    const results: DriverResult[] = [];
    for (const driver of DRIVERS) {
      const result = await measureDriver(driver, workDir, port);
      if (result) results.push(result);
    }
    if (results.length === 0) throw new Error('nothing measured');
    console.log(`\n${report(results)}`);
    const json = process.env['MEMORY_JSON'];
    if (json) writeFileSync(json, JSON.stringify({ flags: NODE_FLAGS, results }, null, 2));
  } finally {
    cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().catch((err: unknown) => {
  console.error('memory failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
