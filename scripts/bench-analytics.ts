/**
 * `npm run bench:analytics`: what counting views costs a cached page. Two
 * production servers from one private copy of the build, one with
 * ANALYTICS=on and one with ANALYTICS=off, are measured in alternating
 * rounds (the order rotating each round, one server under load at a time)
 * on the cached home page, requested as a browser would (a browser's user
 * agent: a request without one is not counted, so it would measure
 * nothing). The figure is the median of the rounds' ratios, on ÷ off; the
 * goal is at least 0.95. Then the counting server's report must hold the
 * views it was sent. Writes its section of docs/performance.md.
 *
 * Environment: BENCH_CONNECTIONS (50), BENCH_ROUNDS (8), BENCH_ROUND_SECONDS (3),
 * BENCH_WARMUP_SECONDS (2).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { autocannon, type CannonResult } from './support/autocannon.ts';
import { writeDocSection } from './support/doc-section.ts';
import {
  BROWSER,
  CONNECTIONS,
  GOAL,
  ROUND_SECONDS,
  ROUNDS,
  WARMUP_SECONDS,
} from './support/side-by-side.ts';
import { privateBuild } from './support/loadtest-server.ts';
import { productionServerArgs } from './support/production-start.ts';
import { drain, freePort, stopServer, waitReady } from './support/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const DOC = path.join(root, 'docs', 'performance.md');

interface Counting {
  key: 'on' | 'off';
  server: ChildProcess;
  base: string;
  dataDir: string;
}

function startServer(workDir: string, port: number, analytics: 'on' | 'off', dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  return spawn(process.execPath, productionServerArgs(root), {
    cwd: workDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: path.join(workDir, 'build'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ANALYTICS: analytics,
      RATE_LIMIT_MAX: '1000',
    },
  });
}

function cannon(url: string, seconds: number): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'user-agent': BROWSER['user-agent'] },
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function run(target: Counting, seconds: number): Promise<number> {
  const result = await cannon(`${target.base}/`, seconds);
  await drain(target.server);
  if (result.non2xx + result.errors + result.timeouts > 0 || result.requests.total === 0) {
    throw new Error(
      `ANALYTICS=${target.key}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result.requests.total / result.duration;
}

/** The counting server's own report: the views it counted (the staff account the seed made). */
async function countedViews(target: Counting): Promise<number> {
  const accounts = await readFile(path.join(target.dataDir, 'demo-accounts.txt'), 'utf8');
  const match = /staff\s+(\S+)\s+password: (\S+)/.exec(accounts);
  if (!match) throw new Error('no staff account in demo-accounts.txt');
  const login = await fetch(`${target.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: match[1], password: match[2] }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const response = await fetch(`${target.base}/api/analytics/report?range=7d`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { totals: { views: number } } };
  return body.data.totals.views;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(path.join(root, '.tmp', 'bench-analytics-'));
  const targets: Counting[] = [];
  try {
    await privateBuild(workDir, 5 * 60_000);
    for (const key of ['on', 'off'] as const) {
      const port = await freePort();
      const dataDir = path.join(workDir, `data-${key}`);
      const server = startServer(workDir, port, key, dataDir);
      targets.push({ key, server, base: `http://127.0.0.1:${port}`, dataDir });
    }
    for (const target of targets) await waitReady(target.server, target.base, 120_000);
    for (const target of targets) {
      const first = await fetch(`${target.base}/`, {
        headers: { 'user-agent': BROWSER['user-agent'] },
      });
      if (first.status !== 200) throw new Error(`GET / answered ${first.status}`);
      await run(target, WARMUP_SECONDS);
    }
    const rounds: Array<{ on: number; off: number }> = [];
    let sent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      const figures = { on: 0, off: 0 };
      for (const target of order) {
        figures[target.key] = await run(target, ROUND_SECONDS);
        if (target.key === 'on') sent += figures.on * ROUND_SECONDS;
      }
      rounds.push(figures);
      console.log(
        `  round ${round + 1}: counting on ${figures.on.toFixed(0)} req/s, off ${figures.off.toFixed(0)} req/s (${(figures.on / figures.off).toFixed(3)}×)`,
      );
    }
    const ratio = median(rounds.map((r) => r.on / r.off));
    const on = median(rounds.map((r) => r.on));
    const off = median(rounds.map((r) => r.off));
    const views = await countedViews(targets[0]!);
    console.log(
      `cached home page: counting on ${on.toFixed(0)} req/s, off ${off.toFixed(0)} req/s: ${ratio.toFixed(3)}× (goal ≥ ${GOAL}); ${views.toLocaleString('en')} views counted`,
    );
    await writeDocSection(
      DOC,
      'analytics-bench',
      [
        '## What counting views costs a cached page',
        '',
        `\`npm run bench:analytics\` on ${new Date().toISOString().slice(0, 10)}: the cached home page, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s on two servers from one build, one counting views (ANALYTICS=on) and one not, requested with a browser's user agent.`,
        '',
        '| | req/s (median of rounds) |',
        '| --- | --- |',
        `| counting on | ${on.toFixed(0)} |`,
        `| counting off | ${off.toFixed(0)} |`,
        `| on ÷ off (median of the rounds' ratios) | ${ratio.toFixed(3)} (goal ≥ ${GOAL}) |`,
        '',
        `The counting server's report then held ${views.toLocaleString('en')} views: every request of the warm-up and the rounds (about ${Math.round(sent).toLocaleString('en')} in the rounds). They all come from one client, one visitor, so each batch writes them as one row with its count: the figure is what the hook costs each answered request (the rules, the hash, the buffer); a distinct view adds one row to a batch statement.`,
      ].join('\n'),
    );
    if (ratio < GOAL) process.exitCode = 1;
  } finally {
    for (const target of targets) await stopServer(target.server);
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
