/**
 * `npm run lighthouse`: Lighthouse (mobile: emulated phone, simulated slow 4G
 * and 4× CPU slowdown) in Debian's Chromium against the production build,
 * for the pages the site is judged by. Prints the four category scores per
 * page, lists every audit that cost points, and rewrites the lighthouse
 * section of docs/performance.md.
 *
 *   npm run lighthouse                      # /, /pricing, /dynamics-365-implementation
 *   npm run lighthouse -- /about /contact   # other pages
 *   npm run lighthouse -- --check           # exit 1 below the targets (perf 95, others 100)
 *   npm run lighthouse -- --no-write        # leave docs/performance.md alone
 *
 * Each page runs LIGHTHOUSE_RUNS times (3) and the median of each score is
 * reported: the performance score moves a few points between runs on a busy
 * 2-core machine. The build goes into its own folder under .tmp/, so a
 * build or test run in the same checkout is never disturbed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeDocSection } from './support/doc-section.ts';
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
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

const args = process.argv.slice(2);
const check = args.includes('--check');
const write = !args.includes('--no-write');
const pages = args.filter((arg) => arg.startsWith('/'));
const targets = pages.length > 0 ? pages : DEFAULT_PAGES;
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('LIGHTHOUSE_RUNS must be a positive integer');

/** The part of a Lighthouse JSON report read here. */
interface Report {
  lighthouseVersion: string;
  categories: Record<
    Category,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
    }
  >;
}

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  /** Audits that lost points, per category (from the median run). */
  lost: Record<Category, string[]>;
}

function run(command: string, argv: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PATH: `${binDir}${path.delimiter}${process.env['PATH'] ?? ''}`,
        ...env,
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
    { CHROME_PATH: CHROME },
  );
  return JSON.parse(readFileSync(outFile, 'utf8')) as Report;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

const score = (report: Report, category: Category) =>
  Math.round((report.categories[category].score ?? 0) * 100);

function lostPoints(report: Report, category: Category): string[] {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ audit }) => audit && audit.scoreDisplayMode !== 'notApplicable' && (audit.score ?? 1) < 1,
    )
    .map(({ ref, audit }) => `${ref.id} (${audit?.displayValue ?? audit?.score}): ${audit?.title}`);
}

async function measurePage(base: string, pagePath: string, workDir: string): Promise<PageResult> {
  const reports: Report[] = [];
  for (let i = 0; i < RUNS; i++) {
    reports.push(await lighthouse(`${base}${pagePath}`, path.join(workDir, `report-${i}.json`)));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(reports.map((r) => score(r, category)))]),
  ) as Record<Category, number>;
  // The run whose performance score is the median stands for the page.
  const representative =
    reports.find((r) => score(r, 'performance') === scores.performance) ?? reports[0]!;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, label]) => [
      label,
      representative.audits[id]?.displayValue ?? '–',
    ]),
  );
  const lost = Object.fromEntries(
    CATEGORIES.map((category) => [category, lostPoints(representative, category)]),
  ) as Record<Category, string[]>;
  return { path: pagePath, scores, metrics, lost };
}

function section(results: PageResult[], version: string): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const header = `| page | performance | accessibility | best practices | SEO | ${Object.values(METRICS).join(' | ')} |`;
  const rule = `| --- | ${CATEGORIES.map(() => '---:').join(' | ')} | ${Object.values(METRICS)
    .map(() => '---:')
    .join(' | ')} |`;
  const rows = results.map(
    (r) =>
      `| \`${r.path}\` | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${Object.values(
        METRICS,
      )
        .map((m) => r.metrics[m])
        .join(' | ')} |`,
  );
  const lost = results.flatMap((r) =>
    CATEGORIES.flatMap((c) => r.lost[c].map((line) => `- \`${r.path}\` ${c}: ${line}`)),
  );
  return [
    '## Lighthouse (npm run lighthouse)',
    '',
    `Generated by \`npm run lighthouse\` on ${new Date().toISOString()}: Lighthouse ${version}, mobile (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), Debian ${chromiumVersion()}, production build served by the real server on loopback, ${os.cpus().length} cores (${cpu}). Median of ${RUNS} runs per page; the metrics are from the run with the median performance score. Targets: performance ≥ 95, the other three 100.`,
    '',
    header,
    rule,
    ...rows,
    '',
    lost.length > 0 ? 'Audits that cost points:' : 'No audit cost any points in the reported runs.',
    '',
    ...lost,
  ].join('\n');
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
  let server: ReturnType<typeof spawn> | undefined;
  try {
    console.log('Building for production…');
    await run('npm', ['run', 'build'], { BUILD_DIR: buildDir });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['src/server/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        BUILD_DIR: buildDir,
        DATA_DIR: path.join(workDir, 'data'),
        SITE_URL: base,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    });
    await waitReady(server, base);

    const results: PageResult[] = [];
    for (const pagePath of targets) {
      console.log(`Lighthouse ${pagePath} (${RUNS} runs)…`);
      const result = await measurePage(base, pagePath, workDir);
      results.push(result);
      console.log(
        `  ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join('  ')}\n  ${Object.entries(
          result.metrics,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join('  ')}`,
      );
      for (const c of CATEGORIES)
        for (const line of result.lost[c]) console.log(`    - ${c}: ${line}`);
    }

    const version = (
      JSON.parse(readFileSync(path.join(workDir, 'report-0.json'), 'utf8')) as Report
    ).lighthouseVersion;
    if (write) {
      await writeDocSection(DOC, 'lighthouse', section(results, version));
      console.log(`Wrote ${path.relative(root, DOC)}`);
    }

    const misses = results.flatMap((r) =>
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
    await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error('lighthouse failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
