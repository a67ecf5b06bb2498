/**
 * Reading Lighthouse's JSON reports for `npm run lighthouse`: each run's
 * scores, metrics and the JavaScript the page fetched, the median over a
 * page's runs, the order in which the two builds take turns, and the
 * markdown section of docs/performance.md.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
export const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;
export type Metric = (typeof METRICS)[keyof typeof METRICS];

/** The part of a Lighthouse JSON report read here. */
export interface Report {
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
      details?: { items?: Array<Record<string, unknown>> };
    }
  >;
}

/** What one Lighthouse run of one page measured. */
export interface RunResult {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /**
   * Scripts the page fetched while Lighthouse watched it: Lighthouse never
   * interacts, so this is all the JavaScript loaded before the first
   * interaction. `afterLoad` counts those requested after the load event
   * (code a page warms or discovers once it has loaded).
   */
  js: { files: number; bytes: number; afterLoad: number };
  /** Audits that lost points, per category. */
  lost: Record<Category, string[]>;
}

export interface PageSummary {
  path: string;
  runs: RunResult[];
  /** Median of each score and each metric over the runs. */
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  js: RunResult['js'];
  /** The lost audits of the run whose performance score is the median. */
  lost: Record<Category, string[]>;
}

/** The middle value (the lower of the two middle ones for an even count: always a measured value). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

function lostPoints(report: Report, category: Category): string[] {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ audit }) => audit && audit.scoreDisplayMode !== 'notApplicable' && (audit.score ?? 1) < 1,
    )
    .map(({ ref, audit }) => `${ref.id} (${audit?.displayValue ?? audit?.score}): ${audit?.title}`);
}

export function readRun(report: Report): RunResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, label]) => [
      label,
      report.audits[id]?.numericValue ?? Number.NaN,
    ]),
  ) as Record<Metric, number>;
  const load = Number(report.audits['metrics']?.details?.items?.[0]?.['observedLoad'] ?? Infinity);
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item['resourceType'] === 'Script',
  );
  const js = {
    files: scripts.length,
    bytes: scripts.reduce((sum, item) => sum + Number(item['transferSize'] ?? 0), 0),
    afterLoad: scripts.filter((item) => Number(item['networkRequestTime'] ?? 0) > load).length,
  };
  const lost = Object.fromEntries(CATEGORIES.map((c) => [c, lostPoints(report, c)])) as Record<
    Category,
    string[]
  >;
  return { scores, metrics, js, lost };
}

export function summarise(path: string, runs: RunResult[]): PageSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.values(METRICS).map((m) => [m, median(runs.map((r) => r.metrics[m]))]),
  ) as Record<Metric, number>;
  const js = {
    files: median(runs.map((r) => r.js.files)),
    bytes: median(runs.map((r) => r.js.bytes)),
    afterLoad: median(runs.map((r) => r.js.afterLoad)),
  };
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const representative = byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? runs[0]!;
  return { path, runs, scores, metrics, js, lost: representative.lost };
}

/**
 * Which build goes first for a page in a run: the two builds take turns, and
 * the turn flips from page to page and from run to run, so neither build is
 * always measured first (on a warmer Chromium, or right after the other's
 * CPU burst) and a change in the machine's load falls on both.
 */
export function baselineFirst(run: number, page: number): boolean {
  return (run + page) % 2 === 1;
}

export function formatMetric(metric: Metric, value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (metric === 'CLS') return String(Math.round(value * 1000) / 1000);
  if (metric === 'TBT') return `${Math.round(value / 10) * 10} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const js = (s: PageSummary) => `${s.js.files} files, ${kB(s.js.bytes)}`;
const pair = (before: string | number, after: string | number) =>
  before === after ? String(after) : `${before} → ${after}`;

export interface SectionInput {
  date: Date;
  command: string;
  lighthouseVersion: string;
  environment: string;
  runs: number;
  current: PageSummary[];
  /** The same pages, measured from the baseline build; absent with --no-baseline. */
  baseline?: { ref: string; commit: string; pages: PageSummary[] };
  workingTree: string;
}

export function section(input: SectionInput): string {
  const { current, baseline } = input;
  const metrics = Object.values(METRICS);
  const header = `| page | performance | accessibility | best practices | SEO | ${metrics.join(' | ')} | JS before interaction | JS after load |`;
  const rule = `| --- | ${[...CATEGORIES, ...metrics].map(() => '---:').join(' | ')} | ---: | ---: |`;
  const rows = current.map((now) => {
    const then = baseline?.pages.find((p) => p.path === now.path);
    const cell = (before: string | number | undefined, after: string | number) =>
      before === undefined ? String(after) : pair(before, after);
    return `| \`${now.path}\` | ${CATEGORIES.map((c) => cell(then?.scores[c], now.scores[c])).join(' | ')} | ${metrics
      .map((m) =>
        cell(then ? formatMetric(m, then.metrics[m]) : undefined, formatMetric(m, now.metrics[m])),
      )
      .join(
        ' | ',
      )} | ${cell(then ? js(then) : undefined, js(now))} | ${cell(then?.js.afterLoad, now.js.afterLoad)} |`;
  });
  const tbtRuns = baseline
    ? [
        '',
        'Total Blocking Time of each run (baseline → this tree), in the order they ran:',
        '',
        ...current.map((now) => {
          const then = baseline.pages.find((p) => p.path === now.path);
          const list = (s: PageSummary | undefined) =>
            s ? s.runs.map((r) => Math.round(r.metrics.TBT)).join(', ') : '–';
          return `- \`${now.path}\`: ${list(then)} → ${list(now)} ms`;
        }),
      ]
    : [];
  const lost = current.flatMap((r) =>
    CATEGORIES.flatMap((c) => r.lost[c].map((line) => `- \`${r.path}\` ${c}: ${line}`)),
  );
  const compared = baseline
    ? `Each cell reads baseline → this tree (one value where both are equal). The baseline is \`${baseline.ref}\` (${baseline.commit.slice(0, 10)}), built from \`git archive\` into .tmp/; this tree is ${input.workingTree}. The two builds are served side by side and take turns page by page and run by run, so both see the same machine load.`
    : `Only this tree (${input.workingTree}) was measured (\`--no-baseline\`).`;
  return [
    '## Lighthouse (npm run lighthouse)',
    '',
    `Generated by \`${input.command}\` on ${input.date.toISOString()}: Lighthouse ${input.lighthouseVersion}, mobile (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), ${input.environment}. ${compared} Median of ${input.runs} runs per page and build, for each score and each metric. "JS before interaction" is the scripts the page fetched while Lighthouse watched it (it never interacts), in transferred bytes; "JS after load" counts those requested after the load event. Targets (this tree): performance ≥ 95, the other three 100.`,
    '',
    header,
    rule,
    ...rows,
    ...tbtRuns,
    '',
    lost.length > 0
      ? 'Audits that cost this tree points (the run with the median performance score):'
      : 'No audit cost this tree any points in the reported runs.',
    '',
    ...lost,
  ].join('\n');
}
