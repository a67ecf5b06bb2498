/**
 * `npm run bench`: measures the production server on loopback with autocannon
 * and rewrites its section of docs/performance.md (between the bench markers).
 *
 * Three pages (the home page, a post and /blog) are each measured three ways
 * on one server process: cached (an anonymous request, answered from the page
 * cache, `x-page-cache: hit`), uncached (the same request with an
 * `Authorization` header, which the cache never answers, so the page is
 * rendered every time) and static (the very bytes the cache holds, written
 * into the build's client folder and served as a file by the same server).
 * The ratios to the static file isolate what the page costs from the
 * machine, Node and Fastify's own overhead. autocannon sends no
 * accept-encoding: identity is compared with identity.
 *
 * A page's three variants are measured in alternating rounds, the order
 * rotating every round: a busy machine's swings then hit every variant of a
 * round alike, and the median of the rounds' ratios is the figure. One page
 * measured against itself swings by ±15 % from run to run here, hence many
 * short rounds rather than one long run each.
 *
 * Then the post with 20 comments is compared with the very same post without
 * them (staff mark them spam, then approve them again), uncached, in
 * alternating rounds too: a cached page costs the same with or without
 * comments, but every render (a signed-in reader, a page's first visitor
 * after a change or after its minute in the cache) pays for them.
 *
 * Other people build in the same checkout, and a build empties build/. So the
 * server runs from a private copy of the build (under .tmp/, where the
 * packages still resolve from node_modules), and the static copies are
 * written into that copy's client folder, never into the shared build/.
 *
 * Environment: BENCH_CONNECTIONS (50), BENCH_ROUNDS (6), BENCH_ROUND_SECONDS (3),
 * BENCH_WARMUP_SECONDS (2) per variant, BENCH_COMMENT_ROUNDS (4). About five
 * minutes in all, a few seconds of it waiting after each run until the
 * server has finished the requests autocannon left in flight.
 */
import { autocannon, type CannonResult } from './support/autocannon.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  report,
  type PageBench,
  type RoundFigures,
  type Variant,
  type VariantFigures,
} from './bench-report.ts';
import { assetSizes, pageAssets } from './support/page-assets.ts';
import { writeDocSection } from './support/doc-section.ts';
import { checkBuildCopy, privateBuild } from './support/loadtest-server.ts';
import { drain, freePort, stopServer, waitReady } from './support/server-process.ts';
import { positiveInt } from './support/env-int.ts';
import { productionServerArgs } from './support/production-start.ts';

const root = path.resolve(import.meta.dirname, '..');
/** A seeded post: a page rendered with its database reads (the post, a view recorded, related posts). */
const POST_PATH = '/blog/dynamics-365-sales-professional-or-enterprise';
const PAGES = [
  { name: 'home page', path: '/', staticPath: '/__bench/home.html' },
  { name: 'post', path: POST_PATH, staticPath: '/__bench/post.html' },
  { name: '/blog', path: '/blog', staticPath: '/__bench/blog.html' },
] as const;
/** Any value will do: pages never read the session on the server, and the cache skips them all. */
const UNCACHED = { authorization: 'Bearer bench' };
const SNAPSHOT_ATTEMPTS = 3;
/** How long to wait for someone else's build of build/ before building a private one. */
const BUILD_WAIT_MS = 5 * 60_000;
const DOC = path.join(root, 'docs', 'performance.md');

const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50);
const ROUNDS = positiveInt('BENCH_ROUNDS', 6);
const ROUND_SECONDS = positiveInt('BENCH_ROUND_SECONDS', 3);
const WARMUP_SECONDS = positiveInt('BENCH_WARMUP_SECONDS', 2);
const COMMENT_ROUNDS = positiveInt('BENCH_COMMENT_ROUNDS', 4);

/** The server reads its build from `<cwd>/build`; cwd is the private copy's folder. */
function startServer(port: number, workDir: string): ChildProcess {
  return spawn(process.execPath, productionServerArgs(root), {
    cwd: workDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: path.join(workDir, 'build'),
      DATA_DIR: path.join(workDir, 'data'),
      LOG_LEVEL: 'warn',
      // The bench posts the post's 20 comments itself: published at once, from one address.
      COMMENT_MODERATION: 'none',
      RATE_LIMIT_MAX: '1000',
    },
  });
}

/** Comments on the post for the with-comments comparison (the page shows 20 at first). */
const COMMENTS = 20;

async function addComments(base: string, slug: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const response = await fetch(`${base}/api/comments/blog/${slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        content: `Comment ${i}: a reader's thoughts on this article, two sentences long. ${'Useful detail. '.repeat(8)}`,
        authorName: `Reader ${i}`,
        authorEmail: `reader-${i}@example.org`,
      }),
    });
    const body = (await response.json()) as {
      data?: { published?: boolean; comment?: { id: string } };
    };
    if (response.status !== 201 || !body.data?.published) {
      throw new Error(`comment ${i} answered ${response.status} without being published`);
    }
    ids.push(body.data.comment!.id);
  }
  return ids;
}

interface RawResponse {
  status: number;
  type: string;
  /** The page cache's verdict: hit, miss, or undefined when it did not answer. */
  cache: string | undefined;
  body: Buffer;
}

/** GET with node:http, which sends no accept-encoding: the bytes as served uncompressed. */
function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const cache = res.headers['x-page-cache'];
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            cache: Array.isArray(cache) ? cache.join(',') : cache,
            body: Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject);
  });
}

function cannon(
  url: string,
  duration: number,
  headers: Record<string, string> | undefined,
  latencies?: number[],
): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    const tracker = autocannon(
      { url, connections: CONNECTIONS, duration, ...(headers ? { headers } : {}) },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    // autocannon's histogram keeps whole milliseconds; keep every time for exact percentiles.
    tracker.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies?.push(ms);
    });
  });
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function checkClean(label: string, result: CannonResult) {
  const problems = [
    result.non2xx > 0 ? `${result.non2xx} non-2xx responses` : '',
    result.errors > 0 ? `${result.errors} errors` : '',
    result.timeouts > 0 ? `${result.timeouts} timeouts` : '',
    result.requests.total === 0 ? 'no completed requests' : '',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${label}: ${problems.join(', ')}`);
}

/** One thing measured in rounds: a URL, the headers sent, and what to do before each run. */
interface Target<K extends string> {
  key: K;
  label: string;
  url: string;
  headers?: Record<string, string>;
  /** Puts the server in this target's state (the comments shown or hidden). */
  prepare?: () => Promise<void>;
}

/**
 * One run of a target, then the server drained. A run in which not one
 * response arrived, with no error either, has no figures to give: it is
 * run again (twice at most) and told to `stalled`, for the report. (A
 * cached page whose minute runs out under load does this: every connection
 * waits for its own render of the page, seconds of work in all.)
 */
async function runTarget<K extends string>(
  server: ChildProcess,
  target: Target<K>,
  label: string,
  seconds: number,
  stalled: (label: string) => void,
  latencies?: number[],
): Promise<CannonResult> {
  for (let attempt = 1; ; attempt++) {
    await target.prepare?.();
    const result = await cannon(target.url, seconds, target.headers, latencies);
    await drain(server);
    const silent =
      result.requests.total === 0 && result.errors + result.timeouts + result.non2xx === 0;
    if (!silent || attempt === 3) {
      checkClean(label, result);
      return result;
    }
    console.warn(`  ${label}: no response in ${seconds} s, run again`);
    stalled(label);
  }
}

/**
 * Each target measured in turn, round after round, the order rotating every
 * round (so each target runs first, second… equally often and a drift
 * favours none), after a warm-up of each. Returns every round's figures and
 * every response time of each target, sorted.
 */
async function alternate<K extends string>(
  server: ChildProcess,
  targets: Array<Target<K>>,
  rounds: number,
): Promise<{
  rounds: Array<Record<K, RoundFigures>>;
  latencies: Record<K, number[]>;
  stalls: string[];
}> {
  const stalls: string[] = [];
  const stalled = (label: string) => stalls.push(label);
  for (const target of targets) {
    await runTarget(server, target, `${target.label} warm-up`, WARMUP_SECONDS, stalled);
  }
  const all = Object.fromEntries(targets.map((t) => [t.key, [] as number[]])) as Record<
    K,
    number[]
  >;
  const results: Array<Record<K, RoundFigures>> = [];
  for (let round = 0; round < rounds; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
    const figures = {} as Record<K, RoundFigures>;
    for (const target of order) {
      const latencies: number[] = [];
      const label = `${target.label} round ${round + 1}`;
      const result = await runTarget(server, target, label, ROUND_SECONDS, stalled, latencies);
      latencies.sort((a, b) => a - b);
      all[target.key].push(...latencies);
      figures[target.key] = {
        reqPerSec: result.requests.total / result.duration,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        total: result.requests.total,
      };
    }
    results.push(figures);
    console.log(
      `  round ${round + 1}: ${targets
        .map((t) => {
          const f = figures[t.key];
          return `${t.label} ${f.reqPerSec.toFixed(0)} req/s p99 ${f.p99.toFixed(1)} ms`;
        })
        .join(', ')}`,
    );
  }
  for (const target of targets) all[target.key].sort((a, b) => a - b);
  return { rounds: results, latencies: all, stalls };
}

/** Signs in as the staff account the seed made (its password is in the data folder). */
async function staffToken(base: string, workDir: string): Promise<string> {
  const accounts = await readFile(path.join(workDir, 'data', 'demo-accounts.txt'), 'utf8');
  const match = /staff\s+(\S+)\s+password: (\S+)/.exec(accounts);
  if (!match) throw new Error('no staff account in demo-accounts.txt');
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: match[1], password: match[2] }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token)
    throw new Error(`staff sign-in answered ${response.status}`);
  return body.data.token;
}

/** Shows (approve) or hides (spam) the bench's comments, as staff do in the queue. */
function moderator(base: string, token: string, ids: string[]) {
  return async (show: boolean) => {
    const response = await fetch(`${base}/api/comments/moderation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ids, action: show ? 'approve' : 'spam' }),
    });
    if (!response.ok) throw new Error(`moderation answered ${response.status}`);
  };
}

/** Builds build/ when its sources are newer (as `npm start` does), unless someone is building it. */
function ensureBuild() {
  if (!existsSync(path.join(root, 'build', 'server', 'index.js'))) return;
  const built = spawnSync(process.execPath, ['scripts/ensure-build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the production build failed');
}

/** Renders each page twice, uncached: the server has then loaded and compiled what they use. */
async function warmPages(base: string) {
  for (let round = 0; round < 2; round++) {
    for (const page of PAGES) {
      const rendered = await getRaw(`${base}${page.path}`, UNCACHED);
      if (rendered.status !== 200) throw new Error(`GET ${page.path} answered ${rendered.status}`);
    }
  }
}

/**
 * Starts the server on a consistent copy of the build, with a placeholder
 * for each page's static copy: static routes are registered per file at
 * start, and the bytes are written later, from this very server's cache.
 * (A page's bytes differ between renders: whether React Router's loader
 * data is ready when React flushes the shell decides whether its script is
 * inline or streamed into a late boundary, about 1 KB more. So the copy is
 * taken from the entry the measured server holds.) Retried when a
 * concurrent rebuild left the copy inconsistent.
 */
async function startBenchServer(workDir: string, port: number) {
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 1; ; attempt++) {
    let server: ChildProcess | undefined;
    try {
      ensureBuild();
      const buildDir = await privateBuild(workDir, BUILD_WAIT_MS);
      for (const page of PAGES) {
        const file = path.join(buildDir, 'client', page.staticPath);
        mkdirSync(path.dirname(file), { recursive: true });
        await writeFile(file, 'written by the bench before it is measured\n');
      }
      server = startServer(port, workDir);
      await waitReady(server, base);
      await warmPages(base);
      await checkBuildCopy(base, buildDir);
      return { server, buildDir };
    } catch (err) {
      await stopServer(server);
      if (attempt >= SNAPSHOT_ATTEMPTS) throw err;
      console.warn(`start failed (${err instanceof Error ? err.message : err}); retrying`);
      await sleep(5000);
    }
  }
}

/** A page as the cache serves it: asked twice, the second answer must be a hit of the same bytes. */
async function cachedBytes(base: string, urlPath: string): Promise<Buffer> {
  const first = await getRaw(`${base}${urlPath}`);
  if (first.status !== 200 || !first.type.startsWith('text/html')) {
    throw new Error(`GET ${urlPath} answered ${first.status} ${first.type}`);
  }
  const second = await getRaw(`${base}${urlPath}`);
  if (second.status !== 200 || second.cache !== 'hit') {
    throw new Error(
      `GET ${urlPath} again answered ${second.status}, x-page-cache: ${second.cache} (not a hit)`,
    );
  }
  if (!second.body.equals(first.body)) throw new Error(`GET ${urlPath} changed between two hits`);
  return second.body;
}

/**
 * Before measuring a page: the page as the cache serves it (an anonymous
 * request, a hit) is written as its static copy, which must then answer
 * those bytes, and a request with `Authorization` must be rendered (no
 * x-page-cache). Returns the cached bytes and the rendered page's size.
 */
async function prepareVariants(base: string, buildDir: string, page: (typeof PAGES)[number]) {
  const bytes = await cachedBytes(base, page.path);
  await writeFile(path.join(buildDir, 'client', page.staticPath), bytes);
  const copy = await getRaw(`${base}${page.staticPath}`);
  if (copy.status !== 200 || !copy.body.equals(bytes) || copy.cache !== undefined) {
    throw new Error(`${page.staticPath} answered ${copy.status} without the cached bytes`);
  }
  const rendered = await getRaw(`${base}${page.path}`, UNCACHED);
  if (rendered.status !== 200 || rendered.cache !== undefined) {
    throw new Error(
      `GET ${page.path} with Authorization answered ${rendered.status}, x-page-cache: ${rendered.cache}`,
    );
  }
  return { bytes, renderedBytes: rendered.body.length };
}

async function main() {
  const started = Date.now();
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(path.join(root, '.tmp', 'bench-'));
  let server: ChildProcess | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    server?.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    // 1. The server, on a private copy of the build with placeholders for the static copies.
    const ready = await startBenchServer(workDir, port);
    server = ready.server;
    const { buildDir } = ready;

    // 2. Each page: its cached bytes become its static copy, then cached, uncached and
    // static run in alternating rounds.
    const pages: PageBench[] = [];
    let home: Buffer | undefined;
    for (const page of PAGES) {
      const { bytes, renderedBytes } = await prepareVariants(base, buildDir, page);
      home ??= bytes;
      console.log(
        `${page.name}: ${ROUNDS} rounds × ${ROUND_SECONDS} s × ${CONNECTIONS} connections ` +
          `per variant, after ${WARMUP_SECONDS} s of warm-up each`,
      );
      const url = `${base}${page.path}`;
      const measured = await alternate<Variant>(
        server,
        [
          { key: 'cached', label: 'cached', url },
          { key: 'uncached', label: 'uncached', url, headers: UNCACHED },
          { key: 'static', label: 'static', url: `${base}${page.staticPath}` },
        ],
        ROUNDS,
      );
      // A cached page lives a minute: one render during the rounds may have kept other bytes.
      const after = await getRaw(url);
      if (!after.body.equals(bytes)) {
        console.warn(
          `  ${page.path} was rendered again during the rounds (${after.body.length} B)`,
        );
      }
      const figures = (key: Variant, urlPath: string, size: number): VariantFigures => ({
        path: urlPath,
        bodyBytes: size,
        rounds: measured.rounds.map((round) => round[key]),
        all: {
          p50: percentile(measured.latencies[key], 50),
          p99: percentile(measured.latencies[key], 99),
          total: measured.latencies[key].length,
        },
      });
      pages.push({
        name: page.name,
        variants: {
          cached: figures('cached', page.path, bytes.length),
          uncached: figures('uncached', page.path, renderedBytes),
          static: figures('static', page.staticPath, bytes.length),
        },
        ...(after.body.equals(bytes) ? {} : { cachedBytesAfter: after.body.length }),
        stalls: measured.stalls,
      });
    }
    const clientDir = path.join(buildDir, 'client');
    const assets = pageAssets(home!.toString('utf8'));
    const [js, css] = await Promise.all([
      assetSizes(clientDir, assets.js),
      assetSizes(clientDir, assets.css),
    ]);

    // 3. The post rendered with 20 approved comments (the first page is in its HTML) and
    // without them, in alternating rounds, the comments hidden and shown again by staff.
    const withoutComments = await getRaw(`${base}${POST_PATH}`, UNCACHED);
    const ids = await addComments(base, POST_PATH.split('/').at(-1)!, COMMENTS);
    const withComments = await getRaw(`${base}${POST_PATH}`, UNCACHED);
    const moderate = moderator(base, await staffToken(base, workDir), ids);
    console.log(`post without and with ${COMMENTS} comments, uncached: ${COMMENT_ROUNDS} rounds`);
    const url = `${base}${POST_PATH}`;
    const commented = await alternate(
      server,
      [
        { key: 'a', label: 'without', url, headers: UNCACHED, prepare: () => moderate(false) },
        { key: 'b', label: 'with', url, headers: UNCACHED, prepare: () => moderate(true) },
      ],
      COMMENT_ROUNDS,
    );

    const run = {
      connections: CONNECTIONS,
      rounds: ROUNDS,
      roundSeconds: ROUND_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      minutes: (Date.now() - started) / 60_000,
    };
    const section = report(run, pages, js, css, {
      count: COMMENTS,
      withoutBytes: withoutComments.body.length,
      withBytes: withComments.body.length,
      rounds: commented.rounds.map((round) => ({ a: round.a.reqPerSec, b: round.b.reqPerSec })),
      stalls: commented.stalls,
    });
    console.log(`\n${section}`);
    await writeDocSection(DOC, 'bench', section);
    console.log(`Wrote ${path.relative(root, DOC)}`);
  } finally {
    await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().catch((err: unknown) => {
  console.error('bench failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
