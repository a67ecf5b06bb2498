/**
 * `npm run lighthouse`: Lighthouse (mobile: emulated phone, simulated slow 4G
 * and 4× CPU slowdown) in Debian's Chromium against the production build of
 * the working tree and, side by side, of a baseline commit, for the pages
 * the site is judged by. Prints the four category scores and the metrics
 * (Total Blocking Time, LCP, the JavaScript fetched before any interaction)
 * of both builds per page, lists every audit that cost the working tree
 * points, and rewrites the lighthouse section of docs/performance.md.
 *
 *   npm run lighthouse                      # the pages below, this tree against the baseline
 *   npm run lighthouse -- /about /contact   # other pages
 *   npm run lighthouse -- --check           # exit 1 if this tree is below the targets (perf 95, others 100)
 *   npm run lighthouse -- --no-write        # leave docs/performance.md alone
 *   npm run lighthouse -- --no-baseline     # measure this tree only
 *   LIGHTHOUSE_BASELINE=v1.2 npm run lighthouse   # another baseline (any git ref)
 *
 * The baseline is LIGHTHOUSE_BASELINE, else `origin/main` if the clone has
 * it, else `HEAD` (so a clean tree compares HEAD with itself, which shows
 * the noise). The absolute score moves with the machine's load, so the two
 * builds run at the same time on two ports and take turns page by page and
 * run by run (scripts/support/lighthouse-report.ts, baselineFirst). Each page
 * runs LIGHTHOUSE_RUNS times (3) per build and the median of each score and
 * each metric is reported. Builds go into folders of their own under .tmp/,
 * so a build or test run in the same checkout is never disturbed; the
 * baseline's (scripts/support/lighthouse-baseline.ts) is kept for the next
 * run against the same commit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeDocSection } from './support/doc-section.ts';
import {
  chooseBaseline,
  describeWorkingTree,
  prepareBaseline,
  type Baseline,
} from './support/lighthouse-baseline.ts';
import {
  baselineFirst,
  CATEGORIES,
  formatMetric,
  readRun,
  section,
  summarise,
  TARGETS,
  type PageSummary,
  type Report,
  type RunResult,
} from './support/lighthouse-report.ts';
import { freePort, stopServer, waitReady } from './support/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const binDir = path.join(root, 'node_modules', '.bin');
const CHROME = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const DOC = path.join(root, 'docs', 'performance.md');
/**
 * The pages the site is judged by: home, a plain page, a landing page, the
 * blog and a post, the case studies and one case study.
 */
const DEFAULT_PAGES = [
  '/',
  '/pricing',
  '/dynamics-365-implementation',
  '/blog',
  '/blog/dynamics-365-sales-professional-or-enterprise',
  '/case-studies',
  '/case-studies/calder-fluid-controls-dynamics-365-sales-customer-service',
];

const args = process.argv.slice(2);
const check = args.includes('--check');
const write = !args.includes('--no-write');
const withBaseline = !args.includes('--no-baseline');
const pages = args.filter((arg) => arg.startsWith('/'));
const targets = pages.length > 0 ? pages : DEFAULT_PAGES;
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('LIGHTHOUSE_RUNS must be a positive integer');

function run(
  command: string,
  argv: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: options.cwd ?? root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PATH: `${binDir}${path.delimiter}${process.env['PATH'] ?? ''}`,
        ...options.env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * Lighthouse now and then fails to record Chromium's trace ("NO_NAVSTART",
 * "NO_FCP" under load); such a run is repeated rather than failing the whole
 * measurement. Any other failure is reported at once.
 */
const TRANSIENT = /NO_NAVSTART|NO_FCP|recording the trace/;
const ATTEMPTS = 3;

async function lighthouse(url: string, outFile: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outFile);
    } catch (error) {
      if (attempt >= ATTEMPTS || !TRANSIENT.test(String(error))) throw error;
      console.log(`  (Lighthouse could not record the page, attempt ${attempt}; trying again)`);
    }
  }
}

async function lighthouseOnce(url: string, outFile: string): Promise<Report> {
  await run(
    path.join(binDir, 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-path=${CHROME}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { CHROME_PATH: CHROME } },
  );
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as Report & {
    runtimeError?: { code: string; message: string };
  };
  // Lighthouse writes a report and exits 0 even when it could not trace the page.
  if (report.runtimeError)
    throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  return report;
}

/** One production build served by its own server. */
interface Target {
  label: string;
  base: string;
  server: ChildProcess;
}

async function serve(
  label: string,
  cwd: string,
  buildDir: string,
  workDir: string,
): Promise<Target> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Each tree runs its own server code on a database of its own (seeded on start).
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: buildDir,
      DATA_DIR: path.join(workDir, `data-${label}`),
      SITE_URL: base,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  try {
    await waitReady(server, base);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { label, base, server };
}

function printSummary(label: string, summary: PageSummary) {
  const metrics = Object.entries(summary.metrics)
    .map(([k, v]) => `${k} ${formatMetric(k as keyof typeof summary.metrics, v)}`)
    .join('  ');
  console.log(
    `  ${label.padEnd(9)} ${CATEGORIES.map((c) => `${c} ${summary.scores[c]}`).join('  ')}\n            ${metrics}  JS ${summary.js.files} files ${(summary.js.bytes / 1000).toFixed(1)} kB (${summary.js.afterLoad} after load)`,
  );
}

function chromiumVersion(): string {
  try {
    return readFileSync('/usr/lib/chromium/VERSION', 'utf8').trim();
  } catch {
    return 'Chromium';
  }
}

async function main() {
  if (!existsSync(CHROME))
    throw new Error(`${CHROME} not found (run: node scripts/ensure-chromium.ts)`);
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(path.join(root, '.tmp', 'lighthouse-'));
  const buildDir = path.join(workDir, 'build');
  const servers: ChildProcess[] = [];
  try {
    let baseline: (Baseline & { reused: boolean }) | undefined;
    if (withBaseline) {
      const choice = await chooseBaseline(root, process.env['LIGHTHOUSE_BASELINE']);
      console.log(`Baseline: ${choice.ref} (${choice.commit.slice(0, 10)})`);
      baseline = await prepareBaseline(root, choice, (command, argv, options) => {
        console.log(`Building the baseline for production in ${path.relative(root, options.cwd)}…`);
        return run(command, argv, options);
      });
      if (baseline.reused) console.log(`  reusing ${path.relative(root, baseline.buildDir)}`);
    }
    console.log('Building the working tree for production…');
    await run('npm', ['run', 'build'], { env: { BUILD_DIR: buildDir } });
    const workingTree = await describeWorkingTree(root);

    const current = await serve('current', root, buildDir, workDir);
    servers.push(current.server);
    const before = baseline
      ? await serve('baseline', baseline.dir, baseline.buildDir, workDir)
      : undefined;
    if (before) servers.push(before.server);

    const runs = new Map<string, { current: RunResult[]; baseline: RunResult[] }>(
      targets.map((page) => [page, { current: [], baseline: [] }]),
    );
    let version = '';
    for (let i = 0; i < RUNS; i++) {
      for (const [p, pagePath] of targets.entries()) {
        const order = before && baselineFirst(i, p) ? [before, current] : [current, before];
        for (const target of order) {
          if (!target) continue;
          const report = await lighthouse(
            `${target.base}${pagePath}`,
            path.join(workDir, `${target.label}-${p}-${i}.json`),
          );
          version = report.lighthouseVersion;
          const result = readRun(report);
          runs.get(pagePath)![target === before ? 'baseline' : 'current'].push(result);
          console.log(
            `Lighthouse ${pagePath} run ${i + 1}/${RUNS} ${target.label}: performance ${result.scores.performance}, TBT ${formatMetric('TBT', result.metrics.TBT)}, LCP ${formatMetric('LCP', result.metrics.LCP)}`,
          );
        }
      }
    }

    const currentPages = targets.map((page) => summarise(page, runs.get(page)!.current));
    const baselinePages = targets.map((page) => summarise(page, runs.get(page)!.baseline));
    console.log('');
    for (const [index, page] of currentPages.entries()) {
      console.log(page.path);
      if (baseline) printSummary('baseline', baselinePages[index]!);
      printSummary('this tree', page);
      for (const c of CATEGORIES)
        for (const line of page.lost[c]) console.log(`    - ${c}: ${line}`);
    }

    if (write) {
      const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
      await writeDocSection(
        DOC,
        'lighthouse',
        section({
          date: new Date(),
          command: ['npm run lighthouse', ...(args.length > 0 ? ['--', ...args] : [])].join(' '),
          lighthouseVersion: version,
          environment: `Debian ${chromiumVersion()}, production builds served by the real server on loopback, ${os.cpus().length} cores (${cpu})`,
          runs: RUNS,
          current: currentPages,
          baseline: baseline && {
            ref: baseline.ref,
            commit: baseline.commit,
            pages: baselinePages,
          },
          workingTree,
        }),
      );
      console.log(`Wrote ${path.relative(root, DOC)}`);
    }

    const misses = currentPages.flatMap((r) =>
      CATEGORIES.filter((c) => r.scores[c] < TARGETS[c]).map(
        (c) => `${r.path} ${c} ${r.scores[c]} < ${TARGETS[c]}`,
      ),
    );
    if (misses.length > 0) {
      console.log(`Below target:\n  ${misses.join('\n  ')}`);
      if (check) process.exitCode = 1;
    } else {
      console.log('Every page meets the targets.');
    }
  } finally {
    for (const server of servers) await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error('lighthouse failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
