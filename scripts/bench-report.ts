/**
 * The report half of `npm run bench` (scripts/bench.ts): what the home page
 * loads and the markdown section for docs/performance.md.
 */
import os from 'node:os';
import type { AssetSize } from './support/page-assets.ts';

/** What one round measured of one variant. */
export interface RoundFigures {
  reqPerSec: number;
  /** Milliseconds, from every response time of the round. */
  p50: number;
  p99: number;
  total: number;
}

/** One way of serving a page: cached, uncached (rendered every time) or its static copy. */
export type Variant = 'cached' | 'uncached' | 'static';

export interface VariantFigures {
  path: string;
  bodyBytes: number;
  rounds: RoundFigures[];
  /** Percentiles over every response of every round. */
  all: { p50: number; p99: number; total: number };
}

export interface PageBench {
  name: string;
  variants: Record<Variant, VariantFigures>;
  /** The cached page's size after the rounds, when its minute ran out and a render kept other bytes. */
  cachedBytesAfter?: number;
  /** Runs in which no response arrived (run again), as `<variant> round <n>` or `<variant> warm-up`. */
  stalls?: string[];
}

export interface RunSettings {
  connections: number;
  rounds: number;
  roundSeconds: number;
  warmupSeconds: number;
  /** How long the whole bench took. */
  minutes: number;
}

/** The post rendered with its comments against itself without them, round by round (req/s). */
export interface CommentsBench {
  count: number;
  withoutBytes: number;
  withBytes: number;
  /** `a` without the comments, `b` with them. */
  rounds: Array<{ a: number; b: number }>;
  stalls?: string[];
}

/** The issue's goals: cached pages against the static file, and a rendered post. */
export const GOALS = { cachedRatio: 0.7, cachedP99Ms: 50, uncachedPostRatio: 0.15 } as const;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const bytes = (n: number) => n.toLocaleString('en-US');

function sizeTable(title: string, sizes: AssetSize[]): string {
  const sum = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((total, s) => total + s[key], 0);
  const total = (key: 'raw' | 'gzip' | 'brotli') => `**${bytes(sum(key))}** (${kib(sum(key))})`;
  const files = sizes.length === 1 ? '1 file' : `${sizes.length} files`;
  return [
    `| ${title} | raw bytes | gzip -9 bytes | brotli 11 bytes |`,
    '| --- | ---: | ---: | ---: |',
    ...sizes.map(
      (s) => `| \`${s.file}\` | ${bytes(s.raw)} | ${bytes(s.gzip)} | ${bytes(s.brotli)} |`,
    ),
    `| **total ${title}** (${files}) | ${total('raw')} | ${total('gzip')} | ${total('brotli')} |`,
  ].join('\n');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Each round's `a / b`, and their median. */
function ratiosOf(a: RoundFigures[], b: RoundFigures[]): { each: number[]; median: number } {
  const each = a.map((round, i) => round.reqPerSec / b[i]!.reqPerSec);
  return { each, median: median(each) };
}

/** A variant's figures: the median round's req/s and percentiles (each taken separately). */
function summary(v: VariantFigures) {
  return {
    reqPerSec: median(v.rounds.map((r) => r.reqPerSec)),
    p50: median(v.rounds.map((r) => r.p50)),
    p99: median(v.rounds.map((r) => r.p99)),
    total: v.rounds.reduce((sum, r) => sum + r.total, 0),
  };
}

export interface GoalVerdict {
  page: string;
  cachedRatio: number;
  cachedP99: number;
  cachedMet: boolean;
  uncachedRatio: number;
  /** Only the post has an uncached goal. */
  uncachedMet: boolean | undefined;
}

/** Whether each page meets the issue's goals (medians of the rounds). */
export function verdicts(pages: PageBench[]): GoalVerdict[] {
  return pages.map((page) => {
    const { cached, uncached, static: stat } = page.variants;
    const cachedRatio = ratiosOf(cached.rounds, stat.rounds).median;
    const cachedP99 = summary(cached).p99;
    const uncachedRatio = ratiosOf(uncached.rounds, stat.rounds).median;
    return {
      page: page.name,
      cachedRatio,
      cachedP99,
      cachedMet: cachedRatio >= GOALS.cachedRatio && cachedP99 < GOALS.cachedP99Ms,
      uncachedRatio,
      uncachedMet: page.name === 'post' ? uncachedRatio >= GOALS.uncachedPostRatio : undefined,
    };
  });
}

const x = (ratio: number) => `${ratio.toFixed(3)}×`;

function cachedVerdict(v: GoalVerdict): string {
  if (v.cachedMet) return 'met';
  const misses = [
    v.cachedRatio < GOALS.cachedRatio
      ? `req/s ${((1 - v.cachedRatio / GOALS.cachedRatio) * 100).toFixed(0)} % short`
      : '',
    v.cachedP99 >= GOALS.cachedP99Ms
      ? `p99 ${(v.cachedP99 - GOALS.cachedP99Ms).toFixed(1)} ms over`
      : '',
  ].filter(Boolean);
  return `**not met** (${misses.join(', ')})`;
}

function uncachedVerdict(v: GoalVerdict): string {
  if (v.uncachedMet === undefined) return '(no goal)';
  if (v.uncachedMet) return 'met';
  return `**not met** (${((1 - v.uncachedRatio / GOALS.uncachedPostRatio) * 100).toFixed(0)} % short)`;
}

/** The post with its comments against itself without them, round by round, and the median ratio. */
function commentsComparison(comments: CommentsBench): string {
  const { rounds } = comments;
  const ratios = rounds.map((r) => r.b / r.a);
  return `### A post's comments, rendered

The post with ${comments.count} published comments (${bytes(comments.withBytes)} B, the first page of \
comments in its HTML) against itself without them (${bytes(comments.withoutBytes)} B; staff hide them as \
spam and approve them again before each run), both uncached (with \`Authorization\`), measured in turn for \
${rounds.length} rounds (req/s without → with, ratio): \
${rounds.map((r, i) => `${r.a.toFixed(0)} → ${r.b.toFixed(0)} (${ratios[i]!.toFixed(3)})`).join(', ')}. \
Median ratio: **${median(ratios).toFixed(3)}** (target: at least 0.9).${comments.stalls?.length ? ` (No response arrived during ${comments.stalls.join(', ')}; repeated.)` : ''} Cached, both are the same bytes \
from memory (the longer page costs only its extra bytes on the wire), so this measures what the comments \
add to every render: a signed-in reader's page, and the page's first visitor after a change or after its \
minute in the cache.
`;
}

export function report(
  run: RunSettings,
  pages: PageBench[],
  js: AssetSize[],
  css: AssetSize[],
  comments?: CommentsBench,
): string {
  const cores = os.availableParallelism();
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const variantNames: Record<Variant, string> = {
    cached: 'cached',
    uncached: 'uncached (rendered)',
    static: 'static file',
  };
  const rows = pages.flatMap((page) =>
    (['cached', 'uncached', 'static'] as const).map((key) => {
      const v = page.variants[key];
      const s = summary(v);
      return (
        `| ${page.name} | ${variantNames[key]} (\`${v.path}\`) | ${s.reqPerSec.toFixed(0)} | ` +
        `${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${v.all.p99.toFixed(2)} | ${s.total} | ` +
        `${bytes(v.bodyBytes)} B |`
      );
    }),
  );
  const judged = verdicts(pages);
  const goalRows = judged.map(
    (v) =>
      `| ${v.page} | ${x(v.cachedRatio)} | ${v.cachedP99.toFixed(2)} ms | ${cachedVerdict(v)} | ` +
      `${x(v.uncachedRatio)} | ${uncachedVerdict(v)} |`,
  );
  const roundLines = pages.map((page) => {
    const { cached, uncached, static: stat } = page.variants;
    const list = (r: number[]) => r.map((n) => n.toFixed(3)).join(', ');
    return (
      `- ${page.name}: cached / static ${list(ratiosOf(cached.rounds, stat.rounds).each)}; ` +
      `uncached / static ${list(ratiosOf(uncached.rounds, stat.rounds).each)}.`
    );
  });
  const notes = pages.flatMap((page) => [
    ...(page.cachedBytesAfter === undefined
      ? []
      : [
          `The ${page.name}'s cached entry ran out its minute during the rounds and was rendered ` +
            `again with other bytes (${bytes(page.cachedBytesAfter)} B against the static copy's ` +
            `${bytes(page.variants.cached.bodyBytes)} B: a view count moved on, or the loader data's ` +
            `script came out inline rather than in a late boundary, or the other way round).`,
        ]),
    ...(page.stalls?.length
      ? [
          `No response at all arrived during ${page.name} ${page.stalls.join(', ')}; ` +
            `${page.stalls.length === 1 ? 'it was' : 'they were'} repeated.`,
        ]
      : []),
  ]);
  const cachedMet = judged.filter((v) => v.cachedMet).length;
  const post = judged.find((v) => v.uncachedMet !== undefined);
  const home = judged.find((v) => v.page === 'home page');
  return `## Server throughput (npm run bench)

Generated by \`npm run bench\` on ${new Date().toISOString()}: ${cores} cores (${cpu}), Node ${process.version}, \
loopback, ${run.connections} connections, no compression (autocannon sends no accept-encoding, so every \
variant sends identity bytes). Each page's three variants ran in ${run.rounds} alternating rounds of \
${run.roundSeconds} s (the order rotating every round) after a ${run.warmupSeconds} s warm-up each; the \
whole bench took ${run.minutes.toFixed(1)} minutes.

The issue's goals: a cached page at least ${GOALS.cachedRatio}× the static file's requests per second with a \
p99 under ${GOALS.cachedP99Ms} ms, and an uncached post at least ${GOALS.uncachedPostRatio}×. **Cached pages: \
${cachedMet === judged.length ? 'met on every page' : `met on ${cachedMet} of ${judged.length} pages`}. \
Uncached post: ${post?.uncachedMet ? 'met' : 'not met'}.**

| page | vs static: cached req/s | cached p99 | cached goal | uncached req/s | uncached goal |
| --- | ---: | ---: | --- | ---: | --- |
${goalRows.join('\n')}

| page | variant | req/s | p50 ms | p99 ms | p99 ms, all responses | requests | body size |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Each round's req/s ratios (their median is the figure above):

${roundLines.join('\n')}
${notes.length ? `\n${notes.join(' ')}\n` : ''}
How to read it. The three variants of a page are the same server process and the same page: **cached** is \
an anonymous request, answered from the page cache (\`x-page-cache: hit\`, checked before measuring); \
**uncached** is the same request with an \`Authorization\` header, which the cache never answers, so React \
Router renders the page every time (no \`x-page-cache\`, as for a signed-in visitor); **static file** is the \
bytes the cache held when the page's rounds began, written into the build's client folder and served by \
@fastify/static through the same hooks and headers. The ratios to it are what the page costs beyond the \
machine, Node and Fastify's own overhead${home ? `: an uncached home page at ${x(home.uncachedRatio)} costs as much server time as ${(1 / home.uncachedRatio).toFixed(1)} static answers` : ''}. \
A cached page can beat the file: it is one buffer in memory written at once, where the file costs a \
\`stat\`, an \`open\`, reads and a \`close\` on the thread pool and a stream for every answer. req/s, p50 and \
p99 are the medians of the rounds' figures, the ratios the medians of the rounds' ratios (a busy machine's \
swings hit all three variants of a round alike); "p99, all responses" is over every response of every \
round. After each run the bench waits until the server's CPU is idle, so requests left in flight are not \
counted against the next run.

A cached page lives a minute (\`PAGE_TTL_MS\`). When it runs out under load, one request renders it again \
while the others get the copy that ran out (\`x-page-cache: stale\`), so the round it falls in pays one \
render, not fifty waits (a page's rounds last about a minute, so about one cached round in ${run.rounds}); \
the medians set that round aside, the "all responses" column keeps it. Latency percentiles are computed from every \
response time (autocannon's own histogram rounds to whole milliseconds). Compare ratios between runs \
rather than absolute numbers: these come from loopback on a ${cores}-core machine where autocannon and the \
server share the CPU, so production hardware will differ.

${comments ? commentsComparison(comments) : ''}
### Home page JavaScript and CSS

Files the server-rendered home page makes the browser load up front (module preloads, imports of its inline \
module script, stylesheets), read from build/client. gzip -9 and brotli 11 match the pre-compressed files the \
server sends.

${sizeTable('JS', js)}

${sizeTable('CSS', css)}
`;
}
