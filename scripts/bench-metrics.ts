/**
 * `npm run bench:metrics`: what Prometheus metrics cost a cached page
 * (issue 38: with metrics on, a cached page keeps at least 0.95× of its
 * requests per second with them off, side by side in one run).
 *
 * Two production servers from one private copy of the build, each on a
 * fresh data folder (the load test's start: production flags, PGlite, the
 * demo content seeded), one with METRICS_TOKEN set (metrics on: the
 * onResponse hook records every answer) and one with neither METRICS_TOKEN
 * nor METRICS_PORT (metrics off: no hook; its /metrics must answer 404).
 * While the metrics server is under load, GET /metrics is scraped with the
 * token every BENCH_SCRAPE_MS (1000), as Prometheus would at a short
 * interval, so that side pays for collection too.
 *
 * Measured: the cached home page and a seeded post's page, requested as a
 * browser would (a browser's user agent and encodings), in alternating
 * rounds: each page on one server then the other, back to back (the order
 * rotating each round, one server under load at a time, drained between
 * runs). The figure is, for each page, the median of the rounds' ratios,
 * on ÷ off; the goal is at least 0.95 for both. Also reported: each
 * server's CPU time per answer over the rounds (/proc, up to the end of each
 * drain, the scrapes included), steadier than requests per second on a
 * shared machine. Then the metrics server's own figures must hold the page
 * answers it was sent. Writes its section of
 * docs/performance.md; fails on a missed goal, a failed scrape or a server
 * error.
 *
 * Environment: BENCH_CONNECTIONS (50), BENCH_ROUNDS (8), BENCH_ROUND_SECONDS (3),
 * BENCH_WARMUP_SECONDS (2), BENCH_SCRAPE_MS (1000).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { autocannon, type CannonResult } from './support/autocannon.ts';
import { writeDocSection } from './support/doc-section.ts';
import { positiveInt } from './support/env-int.ts';
import {
  BROWSER,
  CONNECTIONS,
  GOAL,
  ROUND_SECONDS,
  ROUNDS,
  WARMUP_SECONDS,
} from './support/side-by-side.ts';
import { privateBuild, startServer, type ServerLog } from './support/loadtest-server.ts';
import { cpuTicks, drain, freePort, stopServer, waitReady } from './support/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const DOC = path.join(root, 'docs', 'performance.md');
const SCRAPE_MS = positiveInt('BENCH_SCRAPE_MS', 1000);
/** The cached pages: the home page and a seeded post (the analytics and autosave benches' two). */
const PAGES = [
  { key: 'home', path: '/', label: 'home page `/`' },
  {
    key: 'post',
    path: '/blog/dynamics-365-sales-professional-or-enterprise',
    label: 'post page',
  },
] as const;
type PageKey = (typeof PAGES)[number]['key'];
type Side = 'on' | 'off';

interface Target {
  side: Side;
  base: string;
  child: ChildProcess;
  log: ServerLog;
  /** Page requests autocannon had answered by this server (warm-up and rounds). */
  answered: number;
  /** The server's CPU time in the rounds (clock ticks, up to the end of each drain) and the answers, per page. */
  cpu: Record<PageKey, { ticks: number; answers: number }>;
}

/**
 * The load test's production start, with metrics on (METRICS_TOKEN) or off.
 * It passes this process's environment on, so the metrics settings are set
 * (or removed) there for the moment of the spawn.
 */
function startTarget(side: Side, token: string, port: number, workDir: string, buildDir: string) {
  const folder = path.join(workDir, `metrics-${side}`);
  mkdirSync(folder, { recursive: true });
  delete process.env['METRICS_PORT'];
  if (side === 'on') process.env['METRICS_TOKEN'] = token;
  try {
    return startServer({
      port,
      workDir: folder,
      buildDir,
      databaseUrl: undefined,
      logFile: path.join(folder, 'server.log'),
    });
  } finally {
    delete process.env['METRICS_TOKEN'];
  }
}

interface Scrapes {
  sent: number;
  ok: number;
  failures: string[];
  /** ms from request to the whole body, of every scrape answered 200. */
  ms: number[];
  /** Size of the last body. */
  bytes: number;
}

/** GET /metrics with the token every SCRAPE_MS while `start`ed, as Prometheus would. */
function scraper(base: string, token: string) {
  const stats: Scrapes = { sent: 0, ok: 0, failures: [], ms: [], bytes: 0 };
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  async function scrape() {
    stats.sent++;
    const started = performance.now();
    try {
      const response = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (response.status === 200 && text.includes('http_requests_total')) {
        stats.ok++;
        stats.ms.push(performance.now() - started);
        stats.bytes = Buffer.byteLength(text);
      } else if (stats.failures.length < 5) {
        stats.failures.push(`${response.status} ${text.slice(0, 200)}`);
      }
    } catch (err) {
      if (stats.failures.length < 5) stats.failures.push(String(err));
    }
  }
  const tick = () => {
    const scraping = scrape().finally(() => inFlight.delete(scraping));
    inFlight.add(scraping);
  };
  return {
    stats,
    start() {
      tick();
      timer = setInterval(tick, SCRAPE_MS);
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

/** One autocannon run of a page on a server. */
async function measure(target: Target, address: string, seconds: number): Promise<CannonResult> {
  const result = await new Promise<CannonResult>((resolve, reject) => {
    autocannon(
      {
        url: `${target.base}${address}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: BROWSER,
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result.requests.total === 0) {
    throw new Error(
      `metrics ${target.side}, ${address}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  target.answered += result.requests.total;
  return result;
}

/** The sum of a metric's samples whose labels include `labels` (Prometheus text format). */
function sampleSum(text: string, metric: string, labels: string): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(`${metric}{`) && line.includes(labels)) {
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return sum;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(path.join(root, '.tmp', 'bench-metrics-'));
  const token = randomBytes(24).toString('base64url');
  const targets: Target[] = [];
  try {
    const buildDir = await privateBuild(workDir, 5 * 60_000);
    for (const side of ['on', 'off'] as const) {
      const port = await freePort();
      const { child, log } = startTarget(side, token, port, workDir, buildDir);
      targets.push({
        side,
        base: `http://127.0.0.1:${port}`,
        child,
        log,
        answered: 0,
        cpu: { home: { ticks: 0, answers: 0 }, post: { ticks: 0, answers: 0 } },
      });
    }
    for (const target of targets) await waitReady(target.child, target.base, 120_000);
    const [on, off] = targets as [Target, Target];
    const offMetrics = await fetch(`${off.base}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await offMetrics.arrayBuffer();
    if (offMetrics.status !== 404) {
      throw new Error(`metrics off: GET /metrics answered ${offMetrics.status}, not 404`);
    }
    const scrapes = scraper(on.base, token);

    /**
     * A page on a server, scraped meanwhile when metrics are on, drained
     * after; requests per second. In the rounds, the server's CPU time is
     * added to its tally.
     */
    async function run(
      target: Target,
      page: (typeof PAGES)[number],
      seconds: number,
      tally: boolean,
    ) {
      const ticksBefore = cpuTicks(target.child.pid!) ?? 0;
      if (target === on) scrapes.start();
      let result: CannonResult;
      try {
        result = await measure(target, page.path, seconds);
      } finally {
        if (target === on) await scrapes.stop();
        await drain(target.child);
      }
      if (tally) {
        target.cpu[page.key].ticks += (cpuTicks(target.child.pid!) ?? 0) - ticksBefore;
        target.cpu[page.key].answers += result.requests.total;
      }
      return result.requests.total / result.duration;
    }

    for (const target of targets) {
      for (const page of PAGES) {
        const first = await fetch(`${target.base}${page.path}`, { headers: BROWSER });
        await first.arrayBuffer();
        if (first.status !== 200) throw new Error(`GET ${page.path} answered ${first.status}`);
        await run(target, page, WARMUP_SECONDS, false);
      }
    }

    const rounds: Array<Record<Side, Record<PageKey, number>>> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      const figures: Record<Side, Record<PageKey, number>> = {
        on: { home: 0, post: 0 },
        off: { home: 0, post: 0 },
      };
      // Each page's two runs back to back, so both see the same machine (others' work comes and goes).
      for (const page of PAGES) {
        for (const target of order) {
          figures[target.side][page.key] = await run(target, page, ROUND_SECONDS, true);
        }
      }
      rounds.push(figures);
      console.log(
        `  round ${round + 1}: ` +
          PAGES.map(
            ({ key }) =>
              `${key} metrics on ${figures.on[key].toFixed(0)} req/s, off ${figures.off[key].toFixed(0)} req/s (${(figures.on[key] / figures.off[key]).toFixed(3)}×)`,
          ).join('; '),
      );
    }

    const final = await fetch(`${on.base}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const exposition = await final.text();
    // Every page request's answer, by what the page cache did.
    const recorded = sampleSum(exposition, 'page_cache_answers_total', 'result=');
    const cacheHits = sampleSum(exposition, 'page_cache_answers_total', 'result="hit"');
    const results = PAGES.map((page) => ({
      page,
      on: median(rounds.map((r) => r.on[page.key])),
      off: median(rounds.map((r) => r.off[page.key])),
      ratio: median(rounds.map((r) => r.on[page.key] / r.off[page.key])),
      each: rounds.map((r) => (r.on[page.key] / r.off[page.key]).toFixed(2)),
      // µs of the server's CPU per answer (a clock tick is 10 ms)
      cpuOn: (on.cpu[page.key].ticks * 10_000) / on.cpu[page.key].answers,
      cpuOff: (off.cpu[page.key].ticks * 10_000) / off.cpu[page.key].answers,
    }));
    const { stats } = scrapes;
    const scrapeMs = { median: median(stats.ms), max: Math.max(...stats.ms) };
    const serverErrors = targets.flatMap((t) => t.log.errors.map((e) => `${t.side}: ${e.line}`));

    for (const r of results) {
      console.log(
        `${r.page.path}: metrics on ${r.on.toFixed(0)} req/s, off ${r.off.toFixed(0)} req/s: ${r.ratio.toFixed(3)}× (goal ≥ ${GOAL}); ` +
          `server CPU per answer ${r.cpuOn.toFixed(1)} µs on, ${r.cpuOff.toFixed(1)} µs off (${(r.cpuOff / r.cpuOn).toFixed(3)}×)`,
      );
    }
    console.log(
      `scrapes of /metrics: ${stats.sent} sent, ${stats.ok} answered 200; ${scrapeMs.median.toFixed(1)} ms median, ${scrapeMs.max.toFixed(1)} ms at most, ${stats.bytes.toLocaleString('en')} B each; ` +
        `the metrics server recorded ${recorded.toLocaleString('en')} page answers (autocannon had ${on.answered.toLocaleString('en')}), ` +
        `${cacheHits.toLocaleString('en')} of them page-cache hits`,
    );
    for (const failure of stats.failures) console.log(`  failed scrape: ${failure}`);
    for (const error of serverErrors.slice(0, 5)) console.log(`  server error: ${error}`);

    const missed = results.filter((r) => r.ratio < GOAL);
    const verdict =
      missed.length === 0
        ? `Both pages keep at least ${GOAL} of their requests per second with metrics on.`
        : `Goal missed: ${missed.map((r) => `the ${r.page.label} keeps ${r.ratio.toFixed(3)}`).join(', ')} of its requests per second with metrics on.`;
    await writeDocSection(
      DOC,
      'metrics-bench',
      [
        '## What Prometheus metrics cost a cached page',
        '',
        `\`npm run bench:metrics\` on ${new Date().toISOString().slice(0, 10)}: the cached home page and a post's page (\`${PAGES[1].path}\`), ${CONNECTIONS} connections, requested with a browser's user agent and encodings, on two production servers from one build, one with metrics on (METRICS_TOKEN set; \`GET /metrics\` scraped with the token every ${SCRAPE_MS / 1000} s while it was under load) and one with them off (no METRICS_TOKEN or METRICS_PORT: no hook, \`/metrics\` answers 404). ${ROUNDS} rounds: each page for ${ROUND_SECONDS} s on one server, then ${ROUND_SECONDS} s on the other, back to back (the order rotating each round).`,
        '',
        "| | metrics on, req/s | off, req/s | on ÷ off (median of the rounds' ratios) | server CPU per answer, on / off | off ÷ on |",
        '| --- | --- | --- | --- | --- | --- |',
        ...results.map(
          (r) =>
            `| ${r.page.label} | ${r.on.toFixed(0)} | ${r.off.toFixed(0)} | ${r.ratio.toFixed(3)} (goal ≥ ${GOAL}) | ${r.cpuOn.toFixed(1)} / ${r.cpuOff.toFixed(1)} µs | ${(r.cpuOff / r.cpuOn).toFixed(3)} |`,
        ),
        '',
        `The rounds' ratios, in order: ${results.map((r) => `${r.page.label} ${r.each.join(', ')}`).join('; ')}. ${verdict} The server's CPU time per answer (over all the rounds, each run's up to the end of its drain, the scrapes' included) is the steadier figure on a shared machine: other processes take throughput from both sides alike only on average, but hardly change what one answer costs; off ÷ on is the requests per second the server would keep with metrics on if it had the CPU to itself.`,
        '',
        `Scrapes: ${stats.sent} sent, ${stats.ok} answered 200, in ${scrapeMs.median.toFixed(1)} ms (median), ${scrapeMs.max.toFixed(1)} ms at most, ${stats.bytes.toLocaleString('en')} B each. The metrics server's own figures then held ${recorded.toLocaleString('en')} page answers (\`page_cache_answers_total\`; autocannon had ${on.answered.toLocaleString('en')} answered in the warm-up and the rounds), ${cacheHits.toLocaleString('en')} of them page-cache hits.`,
      ].join('\n'),
    );
    if (
      missed.length > 0 ||
      stats.ok < stats.sent ||
      recorded < on.answered ||
      serverErrors.length > 0
    ) {
      process.exitCode = 1;
    }
  } finally {
    for (const target of targets) await stopServer(target.child);
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
