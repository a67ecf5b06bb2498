/**
 * `npm run bench:autosave`: what writers' autosaves cost the public pages
 * (issue 37: an autosave is one small write, no image processing and no
 * clearing of the page cache; 50 writers autosaving every 3 s must leave
 * the public pages' requests per second within 5 %).
 *
 * One production server from a private copy of the build, on a fresh data
 * folder. Before it starts, BENCH_WRITERS (50) distinct author accounts are
 * created in-process on that folder (the auth module's `ensureAccount`, as
 * the seed makes its demo accounts; PGlite admits one process at a time);
 * the server then seeds the demo content as a new installation does. Each
 * writer signs in (its own session) and creates its own draft post through
 * the authoring API with a stock image (no upload, so no image processing),
 * then autosaves that post, as the edit screen does, with `PUT
 * /api/drafts/blog/{id}`: a form of 2-5 kB that changes every time, one
 * every BENCH_AUTOSAVE_MS (3000), the writers' starts spread evenly over
 * that period. Distinct authors on their own posts: one working copy row
 * per writer, the permission check each author's own.
 *
 * Measured: the cached home page and a seeded published post's page,
 * requested as a browser would (a browser's user agent and encodings), in
 * rounds: each page with the writers running and with them paused, back
 * to back (the order rotating each round, the server drained between
 * runs). The figure is, for each page, the median of the rounds' ratios,
 * with ÷ without; the goal is at least 0.95 for both. The page cache's answer
 * (`x-page-cache`: hit, stale or miss) is counted too: an autosave that
 * cleared the cache would turn hits into misses (a page's minute running
 * out accounts for a few). Fails on a missed goal, on any autosave not
 * answered 200, and on more misses while writing than expiry explains.
 * Also reported: the server's CPU time per autosave (the writers alone,
 * before the rounds), and the CPU time other processes took during the
 * rounds (on a shared machine, what makes the figures swing). Writes its
 * section of docs/performance.md.
 *
 * Environment: BENCH_CONNECTIONS (50), BENCH_ROUNDS (8), BENCH_ROUND_SECONDS (3),
 * BENCH_WARMUP_SECONDS (2), BENCH_WRITERS (50), BENCH_AUTOSAVE_MS (3000),
 * BENCH_DATABASE_URL (an empty PostgreSQL database to run on instead of PGlite; its own
 * section of docs/performance.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { PAGE_TTL_MS } from '../src/server/plugins/page-cache.ts';
import { stockImageAddress } from '../src/shared/blog.ts';
import { autocannon, type CannonOptions, type CannonResult } from './support/autocannon.ts';
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
import { privateBuild } from './support/loadtest-server.ts';
import { productionServerArgs } from './support/production-start.ts';
import { cpuTicks, drain, freePort, stopServer, waitReady } from './support/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const DOC = path.join(root, 'docs', 'performance.md');
const WRITERS = positiveInt('BENCH_WRITERS', 50);
const AUTOSAVE_MS = positiveInt('BENCH_AUTOSAVE_MS', 3000);

/** An empty PostgreSQL database to run on instead of PGlite. */
const DATABASE = process.env['BENCH_DATABASE_URL'] || undefined;
const ON = DATABASE ? 'PostgreSQL' : 'PGlite';

type Condition = 'with' | 'without';
type CacheAnswer = 'hit' | 'stale' | 'miss' | 'none';

/** The server's settings: production, its own port and data folder, limits out of a single client's way. */
function serverEnv(workDir: string, dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    BUILD_DIR: path.join(workDir, 'build'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'true',
    // Every request comes from 127.0.0.1: the sign-ins and the post creations must not be refused.
    RATE_LIMIT_MAX: '1000000000',
    LOGIN_RATE_LIMIT_MAX: '1000000000',
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000000000',
  };
  // PGlite in the fresh data folder (or BENCH_DATABASE_URL, an empty PostgreSQL database),
  // the page cache in memory, no mail sent.
  delete env['DATABASE_URL'];
  if (DATABASE) env['DATABASE_URL'] = DATABASE;
  delete env['REDIS_URL'];
  delete env['SMTP_URL'];
  return env;
}

interface WriterAccount {
  email: string;
  password: string;
}

/** The writers' author accounts, made on the data folder before the server opens it. */
async function createAuthors(env: NodeJS.ProcessEnv): Promise<WriterAccount[]> {
  const config = loadConfig({ ...env, JOBS_WORKER: 'false' });
  const app = await buildApp(config, { pages: false });
  const password = `Aa1!${randomBytes(15).toString('base64url')}`;
  const accounts: WriterAccount[] = [];
  try {
    await app.ready();
    for (let i = 1; i <= WRITERS; i++) {
      const email = `autosave-writer-${String(i).padStart(3, '0')}@${config.site.emailDomain}`;
      const added = await app.auth.ensureAccount({
        email,
        password,
        firstName: 'Writer',
        lastName: String(i),
        company: 'Our team',
        role: 'author',
      });
      if (!added) throw new Error(`${email} exists already in a fresh data folder`);
      accounts.push({ email, password });
    }
  } finally {
    await app.close();
  }
  return accounts;
}

interface Writer {
  index: number;
  token: string;
  postId: string;
  slug: string;
  version: number;
  saves: number;
}

async function expectJson<T>(response: Response, status: number, what: string): Promise<T> {
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`${what} answered ${response.status}: ${text.slice(0, 500)}`);
  }
  return JSON.parse(text) as T;
}

/** A writer signed in, with its own draft post (created as the create screen does, multipart). */
async function prepareWriter(base: string, account: WriterAccount, index: number): Promise<Writer> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { data } = await expectJson<{ data: { token: string } }>(
    login,
    200,
    `sign-in of ${account.email}`,
  );
  const slug = `autosave-bench-${String(index + 1).padStart(3, '0')}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    ...formValues(index, 0, slug),
    tags: '[]',
    keywords: '[]',
  })) {
    form.append(name, value);
  }
  const created = await fetch(`${base}/api/enhanced-blog/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${data.token}` },
    body: form,
  });
  const { blog } = await expectJson<{ blog: { id: string; version: number } }>(
    created,
    201,
    `creating ${slug}`,
  );
  return { index, token: data.token, postId: blog.id, slug, version: blog.version, saves: 0 };
}

const SENTENCES = [
  'Dataverse keeps the accounts, the contacts and the opportunities in one model.',
  'A Power Automate flow moves the approved quotes into the finance system overnight.',
  'The sales team reads the pipeline in a model-driven app on their phones.',
  'Business rules check the discount before a quote leaves the building.',
  'A Power BI report shows the forecast by region and by product line.',
  'Security roles keep each team to its own records and its own views.',
  'The migration moved twelve years of service cases without losing their history.',
  'Copilot drafts the first answer to a support e-mail; an agent checks it before it goes.',
];

/** The form as a writer has it after `save` autosaves: 2-5 kB of body that differs every time. */
function formValues(index: number, save: number, slug: string): Record<string, string> {
  const target = 2000 + ((index * 7919 + save * 104_729) % 3000);
  const paragraphs: string[] = [];
  let length = 0;
  for (let n = 0; length < target; n++) {
    const sentence = SENTENCES[(index + save + n) % SENTENCES.length]!;
    const paragraph = `<p>Revision ${save}, paragraph ${n + 1}: ${sentence} Written by writer ${index + 1} at ${Date.now()}.</p>`;
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  return {
    title: `Autosave bench post ${index + 1} (revision ${save})`,
    slug,
    excerpt: `A post writer ${index + 1} keeps typing into while the bench measures the public pages.`,
    content: paragraphs.join('\n'),
    category: 'power-automate',
    readTime: '4',
    authorName: `Writer ${index + 1}`,
    authorBio: 'Writes about Dynamics 365 and the Power Platform.',
    status: 'draft',
    featuredImage: stockImageAddress('crm-sales'),
  };
}

interface SaveStats {
  sent: number;
  ok: number;
  byStatus: Map<string, number>;
  failures: string[];
  /** ms from request to answer, of every autosave answered 200. */
  latencies: number[];
  /** Ticks a writer skipped because its previous save had not been answered yet. */
  skipped: number;
}

/**
 * The writers: each on its own tick (start + its offset + k × period),
 * sending only while `active`; paused, the ticks pass without a save.
 */
function startWriters(base: string, writers: Writer[]) {
  const stats: SaveStats = {
    sent: 0,
    ok: 0,
    byStatus: new Map(),
    failures: [],
    latencies: [],
    skipped: 0,
  };
  const inFlight = new Set<Promise<void>>();
  const stop = new AbortController();
  let active = false;

  async function save(writer: Writer) {
    writer.saves++;
    const values = formValues(writer.index, writer.saves, writer.slug);
    const body = JSON.stringify({
      draft: {
        values: { ...values, tags: [], keywords: [] },
        savedAt: Date.now(),
      },
      baseVersion: writer.version,
    });
    stats.sent++;
    const started = performance.now();
    let status: string;
    let text = '';
    try {
      const response = await fetch(`${base}/api/drafts/blog/${writer.postId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      text = await response.text();
      status = String(response.status);
      if (response.status === 200 && (JSON.parse(text) as { success?: boolean }).success) {
        stats.ok++;
        stats.latencies.push(performance.now() - started);
      } else if (response.status === 200) {
        status = '200 without success';
      }
    } catch (err) {
      status = 'error';
      text = String(err);
    }
    stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
    if (status !== '200' && stats.failures.length < 5) {
      stats.failures.push(`writer ${writer.index + 1}: ${status} ${text.slice(0, 300)}`);
    }
  }

  const epoch = performance.now();
  const loops = writers.map(async (writer, i) => {
    const offset = (i * AUTOSAVE_MS) / writers.length;
    let tick = 0;
    while (!stop.signal.aborted) {
      const wait = epoch + offset + tick * AUTOSAVE_MS - performance.now();
      try {
        if (wait > 0) await sleep(wait, undefined, { signal: stop.signal });
      } catch {
        return; // stopped
      }
      const next = Math.floor((performance.now() - epoch - offset) / AUTOSAVE_MS) + 1;
      if (active && next > tick + 1) stats.skipped += next - tick - 1;
      tick = next;
      if (!active) continue;
      const saving = save(writer);
      inFlight.add(saving);
      await saving;
      inFlight.delete(saving);
    }
  });

  return {
    stats,
    resume() {
      active = true;
    },
    /** Stops sending and waits for the saves under way. */
    async pause() {
      active = false;
      await Promise.all(inFlight);
    },
    async stop() {
      active = false;
      stop.abort();
      await Promise.all(loops);
    },
  };
}

/**
 * The writers in a process of their own, as their browsers are machines of
 * their own: their requests and answers must not take the load generator's
 * time (autocannon runs in this process). The child runs `startWriters` and
 * answers each pause with its figures.
 */
function remoteWriters(base: string, writers: Writer[]) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--writers'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_WRITERS_BASE: base, BENCH_WRITERS_JSON: JSON.stringify(writers) },
  });
  const stats: SaveStats = {
    sent: 0,
    ok: 0,
    byStatus: new Map(),
    failures: [],
    latencies: [],
    skipped: 0,
  };
  const ask = (command: 'resume' | 'pause' | 'stop') =>
    new Promise<void>((resolve, reject) => {
      if (command === 'resume') {
        child.send(command);
        resolve();
        return;
      }
      const failed = () => reject(new Error('the writers’ process ended'));
      child.once('exit', failed);
      child.once(
        'message',
        (message: Omit<SaveStats, 'byStatus'> & { byStatus: [string, number][] }) => {
          child.off('exit', failed);
          Object.assign(stats, message, { byStatus: new Map(message.byStatus) });
          resolve();
        },
      );
      child.send(command);
    });
  return { stats, resume: () => ask('resume'), pause: () => ask('pause'), stop: () => ask('stop') };
}

/** The writers' process: `startWriters` driven by its parent's messages. */
function writersProcess() {
  const writers = startWriters(
    process.env['BENCH_WRITERS_BASE']!,
    JSON.parse(process.env['BENCH_WRITERS_JSON']!) as Writer[],
  );
  const report = () => ({ ...writers.stats, byStatus: [...writers.stats.byStatus] });
  process.on('message', (command: string) => {
    if (command === 'resume') writers.resume();
    else if (command === 'pause') void writers.pause().then(() => process.send!(report()));
    else if (command === 'stop') {
      void writers.stop().then(() => {
        process.send!(report());
        process.disconnect();
      });
    }
  });
}

interface Page {
  key: 'home' | 'post';
  path: string;
}

type CacheCounts = Record<CacheAnswer, number>;
const noAnswers = (): CacheCounts => ({ hit: 0, stale: 0, miss: 0, none: 0 });

/** One autocannon run on a page; counts the page cache's answers into `counts`. */
function cannon(base: string, page: Page, seconds: number, counts: CacheCounts) {
  const onResponse = (
    _status: number,
    _body: string,
    _context: unknown,
    headers: Record<string, string | string[]>,
  ) => {
    const value = headers['x-page-cache'] ?? headers['X-Page-Cache'];
    const answer = typeof value === 'string' ? value.toLowerCase() : '';
    if (answer === 'hit' || answer === 'stale' || answer === 'miss') counts[answer]++;
    else counts.none++;
  };
  const options: CannonOptions & {
    requests: Array<{ method: string; path: string; onResponse: typeof onResponse }>;
  } = {
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER,
    requests: [{ method: 'GET', path: page.path, onResponse }],
  };
  return new Promise<CannonResult>((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function run(base: string, page: Page, seconds: number, counts: CacheCounts) {
  const result = await cannon(base, page, seconds, counts);
  if (result.non2xx + result.errors + result.timeouts > 0 || result.requests.total === 0) {
    throw new Error(
      `${page.path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result.requests.total / result.duration;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const percentile = (values: number[], p: number) =>
  values.length === 0
    ? 0
    : [...values].sort((a, b) => a - b)[
        Math.min(values.length - 1, Math.floor(values.length * p))
      ]!;
const answered = (counts: CacheCounts) => counts.hit + counts.stale + counts.miss + counts.none;
const share = (counts: CacheCounts) => (answered(counts) === 0 ? 0 : counts.hit / answered(counts));
/** "1 miss, 40 stale of 327,743" */
const answers = (counts: CacheCounts) =>
  `${counts.miss} ${counts.miss === 1 ? 'miss' : 'misses'}, ${counts.stale} stale of ${answered(counts).toLocaleString('en')}`;
const pct = (value: number) => `${(value * 100).toFixed(2)} %`;

/** The machine's CPU time so far, in clock ticks (Linux): all of it, and the busy part. */
function machineTicks(): { total: number; busy: number } | undefined {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    const total = ticks.reduce((sum, n) => sum + n, 0);
    return { total, busy: total - ticks[3]! - ticks[4]! };
  } catch {
    return undefined;
  }
}

/** Ticks this process and the server have used (user and system). */
function ownTicks(server: ChildProcess): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 10_000 + (cpuTicks(server.pid!) ?? 0);
}

async function main() {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(path.join(root, '.tmp', 'bench-autosave-'));
  let server: ChildProcess | undefined;
  let writers: ReturnType<typeof remoteWriters> | undefined;
  try {
    await privateBuild(workDir, 5 * 60_000);
    const port = await freePort();
    const dataDir = path.join(workDir, 'data');
    mkdirSync(dataDir, { recursive: true });
    const env = serverEnv(workDir, dataDir, port);
    const accounts = await createAuthors(env);
    console.log(`${accounts.length} author accounts created`);

    server = spawn(process.execPath, productionServerArgs(root), {
      cwd: workDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    });
    const base = `http://127.0.0.1:${port}`;
    await waitReady(server, base, 120_000);

    const listed = await expectJson<{ blogs: Array<{ slug: string }> }>(
      await fetch(`${base}/api/enhanced-blog?limit=1`),
      200,
      'the published posts',
    );
    const slug = listed.blogs[0]?.slug;
    if (!slug) throw new Error('no published post: was the demo content seeded?');
    const pages: Page[] = [
      { key: 'home', path: '/' },
      { key: 'post', path: `/blog/${encodeURIComponent(slug)}` },
    ];

    const prepared: Writer[] = [];
    for (const [index, account] of accounts.entries()) {
      prepared.push(await prepareWriter(base, account, index));
    }
    console.log(`${prepared.length} writers signed in, each with a draft post of its own`);

    for (const page of pages) {
      const first = await fetch(`${base}${page.path}`, { headers: BROWSER });
      await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`GET ${page.path} answered ${first.status}`);
    }
    writers = remoteWriters(base, prepared);
    const warmup = noAnswers();
    for (const condition of ['without', 'with'] as const) {
      if (condition === 'with') writers.resume();
      for (const page of pages) await run(base, page, WARMUP_SECONDS, warmup);
      await writers.pause();
      await drain(server);
    }
    const warmupSaves = writers.stats.sent;

    // The writers alone for two periods: the server's CPU time per autosave.
    const ticksBefore = cpuTicks(server.pid!);
    writers.resume();
    await sleep(2 * AUTOSAVE_MS);
    await writers.pause();
    const ticksAfter = cpuTicks(server.pid!);
    const aloneSaves = writers.stats.sent - warmupSaves;
    const cpuPerSave =
      ticksBefore !== undefined && ticksAfter !== undefined && aloneSaves > 0
        ? ((ticksAfter - ticksBefore) * 10) / aloneSaves
        : undefined;
    await drain(server);
    const unmeasuredSaves = writers.stats.sent;

    const counts: Record<Condition, Record<Page['key'], CacheCounts>> = {
      with: { home: noAnswers(), post: noAnswers() },
      without: { home: noAnswers(), post: noAnswers() },
    };
    const rounds: Array<Record<Condition, Record<Page['key'], number>>> = [];
    const measuringStarted = performance.now();
    const machineBefore = machineTicks();
    const ownBefore = ownTicks(server);
    for (let round = 0; round < ROUNDS; round++) {
      const order: Condition[] = round % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
      const figures: Record<Condition, Record<Page['key'], number>> = {
        with: { home: 0, post: 0 },
        without: { home: 0, post: 0 },
      };
      // Each page's two runs back to back, so both see the same machine (others' work comes and goes).
      for (const page of pages) {
        for (const condition of order) {
          if (condition === 'with') writers.resume();
          figures[condition][page.key] = await run(
            base,
            page,
            ROUND_SECONDS,
            counts[condition][page.key],
          );
          await writers.pause();
          await drain(server);
        }
      }
      rounds.push(figures);
      console.log(
        `  round ${round + 1}: ` +
          pages
            .map(
              ({ key }) =>
                `${key} with ${figures.with[key].toFixed(0)} req/s, without ${figures.without[key].toFixed(0)} req/s (${(figures.with[key] / figures.without[key]).toFixed(3)}×)`,
            )
            .join('; '),
      );
    }
    const measuredSeconds = (performance.now() - measuringStarted) / 1000;
    const machineAfter = machineTicks();
    // Other processes' share of the machine's CPU time while the rounds ran.
    const others =
      machineBefore && machineAfter
        ? Math.max(0, machineAfter.busy - machineBefore.busy - (ownTicks(server) - ownBefore)) /
          (machineAfter.total - machineBefore.total)
        : undefined;
    await writers.stop();
    const { stats } = writers;
    writers = undefined;

    const results = pages.map((page) => ({
      page,
      with: median(rounds.map((r) => r.with[page.key])),
      without: median(rounds.map((r) => r.without[page.key])),
      ratio: median(rounds.map((r) => r.with[page.key] / r.without[page.key])),
      cacheWith: counts.with[page.key],
      cacheWithout: counts.without[page.key],
    }));
    // Each page's minute runs out at most once a minute, and each time one request renders it.
    const expiryAllowance = Math.ceil((measuredSeconds * 1000) / PAGE_TTL_MS) + 1;
    const cacheCleared = results.filter((r) => r.cacheWith.miss > expiryAllowance);
    const failed = stats.sent - stats.ok;
    const statuses = [...stats.byStatus].map(([status, n]) => `${status}: ${n}`).join(', ');
    const latency = {
      median: percentile(stats.latencies, 0.5),
      p99: percentile(stats.latencies, 0.99),
      max: percentile(stats.latencies, 1),
    };

    for (const r of results) {
      console.log(
        `${r.page.path}: with writers ${r.with.toFixed(0)} req/s, without ${r.without.toFixed(0)} req/s: ${r.ratio.toFixed(3)}× (goal ≥ ${GOAL}); ` +
          `cache hits ${pct(share(r.cacheWith))} with writers (${answers(r.cacheWith)}), ` +
          `${pct(share(r.cacheWithout))} without (${answers(r.cacheWithout)})`,
      );
    }
    console.log(
      `autosaves: ${stats.sent} sent (${unmeasuredSaves} before the rounds), ${stats.ok} answered 200 (${statuses}); ` +
        `answered in ${latency.median.toFixed(1)} ms median, ${latency.p99.toFixed(1)} ms p99, ${latency.max.toFixed(1)} ms at most; ` +
        `${stats.skipped} ticks skipped behind a slow save; ` +
        `${cpuPerSave === undefined ? 'no' : cpuPerSave.toFixed(1)} ms of the server's CPU each (the writers alone); ` +
        `other processes took ${others === undefined ? 'an unknown share' : pct(others)} of the machine's CPU during the rounds`,
    );
    for (const failure of stats.failures) console.log(`  failed autosave: ${failure}`);
    if (cacheCleared.length > 0) {
      console.log(
        `the page cache was cleared while writers saved: ${cacheCleared.map((r) => `${r.page.path} ${r.cacheWith.miss} misses`).join(', ')} (expiry explains at most ${expiryAllowance} each)`,
      );
    }

    const date = new Date().toISOString().slice(0, 10);
    const label = (page: Page) => (page.key === 'home' ? 'home page `/`' : 'post page');
    const missed = results.filter((r) => r.ratio < GOAL);
    const verdict = [
      missed.length === 0
        ? `Both pages keep at least ${GOAL} of their requests per second with the writers saving.`
        : `Goal missed: ${missed.map((r) => `the ${label(r.page)} keeps ${r.ratio.toFixed(3)}`).join(', ')} of its requests per second with the writers saving.`,
      failed > 0 ? `${failed} autosaves were not answered 200.` : '',
      cacheCleared.length > 0
        ? `The page cache was cleared while the writers saved: ${cacheCleared.map((r) => `${r.cacheWith.miss} misses on the ${label(r.page)}`).join(', ')}.`
        : '',
    ]
      .filter(Boolean)
      .join(' ');
    await writeDocSection(
      DOC,
      DATABASE ? 'autosave-bench-postgres' : 'autosave-bench',
      [
        `## What writers' autosaves cost the public pages (${ON})`,
        '',
        `\`${DATABASE ? 'BENCH_DATABASE_URL=… ' : ''}npm run bench:autosave\` on ${date}, the database ${ON}${DATABASE ? ' (its own process on the same machine)' : ' (inside the server process)'}: ${WRITERS} writers (distinct author accounts, each signed in and autosaving a draft post of its own, a 2-5 kB form every ${AUTOSAVE_MS / 1000} s, their starts spread over that period) on one production server. The cached home page and a published post's page (\`${pages[1]!.path}\`), ${CONNECTIONS} connections, requested with a browser's user agent and encodings, in ${ROUNDS} rounds: each page for ${ROUND_SECONDS} s with the writers running and ${ROUND_SECONDS} s with them paused, back to back (the order rotating each round).${others === undefined ? '' : ` Other processes took ${pct(others)} of the machine's CPU time (${os.availableParallelism()} cores) while the rounds ran.`}`,
        '',
        "| | with writers, req/s | without, req/s | with ÷ without (median of the rounds' ratios) |",
        '| --- | --- | --- | --- |',
        ...results.map(
          (r) =>
            `| ${label(r.page)} | ${r.with.toFixed(0)} | ${r.without.toFixed(0)} | ${r.ratio.toFixed(3)} (goal ≥ ${GOAL}) |`,
        ),
        '',
        `The rounds' ratios, in order: ${results.map((r) => `${label(r.page)} ${rounds.map((round) => (round.with[r.page.key] / round.without[r.page.key]).toFixed(2)).join(', ')}`).join('; ')}. ${verdict}`,
        '',
        `Autosaves: ${stats.sent.toLocaleString('en')} sent (${unmeasuredSaves} of them in the warm-up and with the writers alone), ${stats.ok.toLocaleString('en')} answered 200${failed > 0 ? `, ${failed} not (${statuses})` : ''}; answered in ${latency.median.toFixed(1)} ms (median), ${latency.p99.toFixed(1)} ms (99th percentile), ${latency.max.toFixed(1)} ms at most${stats.skipped > 0 ? `; ${stats.skipped} ticks skipped behind a slow save` : ''}.${cpuPerSave === undefined ? '' : ` With the writers alone (no page requests) each autosave took ${cpuPerSave.toFixed(1)} ms of the server's CPU time, ${(((cpuPerSave * WRITERS) / AUTOSAVE_MS) * 100).toFixed(0)} % of one core for ${WRITERS} writers.`}`,
        '',
        "The page cache's answers (`x-page-cache`) in the rounds:",
        '',
        '| | hits with writers | hits without |',
        '| --- | --- | --- |',
        ...results.map(
          (r) =>
            `| ${label(r.page)} | ${pct(share(r.cacheWith))} (${answers(r.cacheWith)}) | ${pct(share(r.cacheWithout))} (${answers(r.cacheWithout)}) |`,
        ),
        '',
        `A page's minute in the cache running out costs one miss (one render) each time, at most ${expiryAllowance} per page over these ${Math.round(measuredSeconds)} s; an autosave that cleared the cache would cost one for every save, ${Math.round((WRITERS * 1000) / AUTOSAVE_MS)} a second.`,
      ].join('\n'),
    );
    if (missed.length > 0 || failed > 0 || cacheCleared.length > 0) {
      process.exitCode = 1;
    }
  } finally {
    await writers?.stop();
    await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--writers')) writersProcess();
else await main();
