/**
 * `npm run bench`: measures the production server on loopback with autocannon
 * and rewrites its section of docs/performance.md (between the bench markers).
 *
 * The home page rendered on the server is compared with the very same bytes
 * served as a static file by the same server, so the ratio isolates the cost
 * of server rendering from the machine, Node and Fastify's own overhead.
 *
 * Other people build in the same checkout, and a build empties build/. So the
 * server runs from a private copy of the build (under .tmp/, where the
 * packages still resolve from node_modules), and the static copy of the page
 * is written into that copy's client folder, never into the shared build/.
 *
 * The post with 20 comments is compared with the very same post on the same
 * server without them (staff mark them spam, then approve them again), in
 * alternating rounds: a busy machine's swings then hit both sides of each
 * round alike (the order flips every round, so a drift favours neither), and
 * the median of the rounds' ratios is the figure. One page measured against
 * itself swings by ±15 % from run to run here, hence many short rounds.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_ROUNDS (10) and BENCH_ROUND_SECONDS (4) for the comments comparison.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { report, type Measured } from './bench-report.ts';
import { assetSizes, pageAssets } from './support/page-assets.ts';
import { writeDocSection } from './support/doc-section.ts';
import { freePort, stopServer, waitReady } from './support/server-process.ts';
import { positiveInt } from './support/env-int.ts';

const root = path.resolve(import.meta.dirname, '..');
const STATIC_PATH = '/__bench/home.html';
/** A seeded post: a page rendered with its database reads (the post, a view recorded, related posts). */
const POST_PATH = '/blog/dynamics-365-sales-professional-or-enterprise';
const POST_STATIC_PATH = '/__bench/post.html';
const SNAPSHOT_ATTEMPTS = 3;
const DOC = path.join(root, 'docs', 'performance.md');

const SECONDS = positiveInt('BENCH_SECONDS', 10);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10);
const WARMUP_SECONDS = positiveInt('BENCH_WARMUP_SECONDS', 3);
const ROUNDS = positiveInt('BENCH_ROUNDS', 10);
const ROUND_SECONDS = positiveInt('BENCH_ROUND_SECONDS', 4);

/** The part of autocannon's result read here (the package ships no types). */
interface CannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { average: number; total: number };
  throughput: { average: number };
}
type Cannon = (
  options: { url: string; connections: number; duration: number },
  done: (err: Error | null, result: CannonResult) => void,
) => NodeJS.EventEmitter;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

/** The server reads its build from `<cwd>/build`; cwd is the private copy's folder. */
function startServer(port: number, workDir: string): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'src', 'server', 'main.ts')], {
    cwd: workDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(workDir, 'data'),
      LOG_LEVEL: 'warn',
      // The bench posts the post's 20 comments itself: published at once, from one address.
      COMMENT_MODERATION: 'none',
      RATE_LIMIT_MAX: '1000',
    },
  });
}

/** Comments on the post for the with-comments measurement (the page shows 20 at first). */
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

/** GET with node:http, which sends no accept-encoding: the bytes as served uncompressed. */
function getRaw(url: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const type = res.headers['content-type'] ?? '';
          resolve({ status: res.statusCode ?? 0, type, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

function cannon(url: string, duration: number, latencies?: number[]): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    const tracker = autocannon({ url, connections: CONNECTIONS, duration }, (err, result) =>
      err ? reject(err) : resolve(result),
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

async function measure(base: string, label: string, urlPath: string, bodyBytes: number) {
  const url = `${base}${urlPath}`;
  console.log(`${label}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s × ${CONNECTIONS} on ${urlPath}`);
  checkClean(`${label} (warm-up)`, await cannon(url, WARMUP_SECONDS));
  const latencies: number[] = [];
  const result = await cannon(url, SECONDS, latencies);
  checkClean(label, result);
  latencies.sort((a, b) => a - b);
  const measured: Measured = {
    label,
    path: urlPath,
    bodyBytes,
    reqPerSec: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bytesPerSec: result.throughput.average,
    total: result.requests.total,
  };
  return measured;
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

/**
 * Requests per second of the page without its comments (`a`) and with them
 * (`b`), measured in turn, round after round; the order flips every round.
 */
async function alternate(
  url: string,
  show: (shown: boolean) => Promise<void>,
): Promise<Array<{ a: number; b: number }>> {
  const rounds: Array<{ a: number; b: number }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? [false, true] : [true, false];
    const rates = new Map<boolean, number>();
    for (const shown of order) {
      await show(shown);
      const result = await cannon(url, ROUND_SECONDS);
      checkClean(`round ${round} (comments ${shown ? 'shown' : 'hidden'})`, result);
      rates.set(shown, result.requests.average);
    }
    rounds.push({ a: rates.get(false)!, b: rates.get(true)! });
    console.log(
      `round ${round}: ${rates.get(false)} without, ${rates.get(true)} with comments (req/s)`,
    );
  }
  return rounds;
}

function ensureBuild() {
  const built = spawnSync(process.execPath, ['scripts/ensure-build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the production build failed');
}

/** Copies build/ into workDir; a copy taken during someone's rebuild is detected later. */
function snapshotBuild(workDir: string) {
  const target = path.join(workDir, 'build');
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, 'build'), target, { recursive: true });
  if (!existsSync(path.join(target, 'server', 'index.js'))) throw new Error('build/ is incomplete');
}

/**
 * Renders the home page once from a fresh copy of the build and reads the
 * sizes of what it loads; retried when a concurrent rebuild left the copy
 * inconsistent (the page then names assets the copy does not have).
 */
async function capture(workDir: string, port: number) {
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 1; ; attempt++) {
    let server: ChildProcess | undefined;
    try {
      ensureBuild();
      snapshotBuild(workDir);
      server = startServer(port, workDir);
      await waitReady(server, base);
      const home = await getRaw(`${base}/`);
      if (home.status !== 200 || !home.type.startsWith('text/html')) {
        throw new Error(`GET / answered ${home.status} ${home.type}`);
      }
      const post = await getRaw(`${base}${POST_PATH}`);
      if (post.status !== 200) throw new Error(`GET ${POST_PATH} answered ${post.status}`);
      const clientDir = path.join(workDir, 'build', 'client');
      const assets = pageAssets(home.body.toString('utf8'));
      const [js, css] = await Promise.all([
        assetSizes(clientDir, assets.js),
        assetSizes(clientDir, assets.css),
      ]);
      return { home: home.body, post: post.body, js, css };
    } catch (err) {
      if (attempt >= SNAPSHOT_ATTEMPTS) throw err;
      console.warn(`capture failed (${err instanceof Error ? err.message : err}); retrying`);
      await sleep(5000);
    } finally {
      await stopServer(server);
    }
  }
}

async function main() {
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

    // 1. Render the home page once; keep its bytes and the sizes of what it loads.
    const { home, post, js, css } = await capture(workDir, port);

    // 2. Static routes are registered per file at start: the copy must exist before the restart.
    const copyFile = path.join(workDir, 'build', 'client', STATIC_PATH);
    mkdirSync(path.dirname(copyFile), { recursive: true });
    await writeFile(copyFile, home);
    await writeFile(path.join(workDir, 'build', 'client', POST_STATIC_PATH), post);
    server = startServer(port, workDir);
    await waitReady(server, base);
    const copy = await getRaw(`${base}${STATIC_PATH}`);
    if (copy.status !== 200 || !copy.body.equals(home)) {
      throw new Error(`${STATIC_PATH} answered ${copy.status} without the captured bytes`);
    }
    const postCopy = await getRaw(`${base}${POST_STATIC_PATH}`);
    if (postCopy.status !== 200 || !postCopy.body.equals(post)) {
      throw new Error(`${POST_STATIC_PATH} answered ${postCopy.status} without the captured bytes`);
    }

    // 3. Measure both, then write the report.
    const ssr = await measure(base, 'SSR', '/', home.length);
    const stat = await measure(base, 'static copy', STATIC_PATH, copy.body.length);
    const postSsr = await measure(base, 'SSR post', POST_PATH, post.length);
    const postStat = await measure(base, 'static copy of the post', POST_STATIC_PATH, post.length);
    // 4. The same post with 20 approved comments (the first page is in its HTML), then the
    // two measured in alternating rounds, the comments hidden and shown again by staff.
    const ids = await addComments(base, POST_PATH.split('/').at(-1)!, COMMENTS);
    const withComments = await getRaw(`${base}${POST_PATH}`);
    const commented = await measure(
      base,
      `SSR post with ${COMMENTS} comments`,
      POST_PATH,
      withComments.body.length,
    );
    const moderate = moderator(base, await staffToken(base, workDir), ids);
    const rounds = await alternate(`${base}${POST_PATH}`, moderate);
    const run = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS };
    const section = report(run, ssr, stat, js, css, {
      ssr: postSsr,
      stat: postStat,
      commented,
      rounds,
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
