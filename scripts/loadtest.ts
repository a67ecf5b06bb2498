/**
 * `npm run loadtest`: 200 connections for 60 s over a realistic mix against
 * a production start of the server; prints requests per second and the
 * latencies per route, and fails on any error, timeout or non-2xx answer.
 *
 * The mix (support/loadtest-mix.ts): pages (home, pricing, landing and other
 * pages, the blog list, its categories, every post), the blog list API, the
 * newsletter status look-up, and contact and comment submissions with valid
 * bodies and addresses of their own. Each route is an autocannon instance
 * with its share of the connections, all running at once, so each route has
 * its own p99 while the server carries the whole load. Every GET path is
 * requested once before the clock starts (a warm-up, not measured).
 *
 * The server (support/loadtest-server.ts) runs from a private copy of build/
 * (others rebuild it in this checkout), on a fresh data folder where PGlite
 * seeds the demo content, mail written to files, the job worker on and the
 * per-address limits raised (every request comes from 127.0.0.1). Comments
 * follow the server's moderation policy (first-time commenters wait for
 * staff; COMMENT_MODERATION=none in the environment publishes them).
 *
 * Afterwards the server is stopped and its database read: every contact
 * message and comment whose answer was 2xx must be stored. The server's log
 * is kept next to the work folder when it holds warnings or errors; an error
 * logged fails the run too. Expected non-2xx answers: none.
 *
 * Environment:
 *   LOADTEST_CONNECTIONS (200), LOADTEST_SECONDS (60), LOADTEST_TIMEOUT_SECONDS (10)
 *   LOADTEST_URL           measure a server already running there instead
 *                          (its own limits apply; the stored check is skipped)
 *   LOADTEST_DATABASE_URL  run on PostgreSQL: a fresh database is created on
 *                          that server (e.g. postgres://127.0.0.1:5432/postgres)
 *                          and dropped at the end
 *   LOADTEST_BUILD_WAIT_SECONDS (600) how long to wait for build/ before
 *                          building a private one
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  allocate,
  discover,
  mix,
  warmUpPaths,
  type Acknowledged,
  type CannonRequest,
  type Route,
} from './support/loadtest-mix.ts';
import {
  percentile,
  problems,
  table,
  type CannonResult,
  type RouteOutcome,
} from './support/loadtest-report.ts';
import {
  checkBuildCopy,
  freshPostgres,
  privateBuild,
  settle,
  startServer,
  storedIds,
  type ServerLog,
} from './support/loadtest-server.ts';
import { freePort, running, stopServer, waitReady } from './support/server-process.ts';
import { positiveInt } from './support/env-int.ts';

const root = path.resolve(import.meta.dirname, '..');

const CONNECTIONS = positiveInt('LOADTEST_CONNECTIONS', 200);
const SECONDS = positiveInt('LOADTEST_SECONDS', 60);
const TIMEOUT_SECONDS = positiveInt('LOADTEST_TIMEOUT_SECONDS', 10);
const BUILD_WAIT_SECONDS = positiveInt('LOADTEST_BUILD_WAIT_SECONDS', 600);
const GIVEN_URL = process.env['LOADTEST_URL']?.replace(/\/+$/, '') || undefined;
const DATABASE_ADMIN_URL = process.env['LOADTEST_DATABASE_URL'] || undefined;
const PROGRESS_EVERY_MS = 10_000;
const REFUSALS_KEPT = 5;

type Tracker = NodeJS.EventEmitter & { stop(): void };
type Cannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    requests: CannonRequest[];
  },
  done: (err: Error | null, result: CannonResult) => void,
) => Tracker;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

/** The server measured, and how to put it away. */
interface Target {
  base: string;
  child?: ChildProcess;
  log?: ServerLog;
  /** Reads the stored ids once the server has stopped (not for LOADTEST_URL). */
  stored?: () => Promise<{ contact: Set<string>; comments: Set<string> }>;
  /** Stops what was started; the server's log stays when `keepLog` or it logged a problem. */
  cleanUp: (keepLog?: boolean) => Promise<void>;
}

async function startTarget(): Promise<Target> {
  if (GIVEN_URL) {
    if (DATABASE_ADMIN_URL)
      throw new Error('LOADTEST_URL and LOADTEST_DATABASE_URL exclude each other');
    return { base: GIVEN_URL, cleanUp: async () => {} };
  }
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(path.join(root, '.tmp', 'loadtest-'));
  const logFile = `${workDir}.log`;
  let child: ChildProcess | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let keepLog = false;
  const target: Target = {
    base: '',
    cleanUp: async (keep = false) => {
      await stopServer(child);
      await dropDatabase?.().catch((err: unknown) =>
        console.error('could not drop the database:', err),
      );
      rmSync(workDir, { recursive: true, force: true });
      if (!keep && !keepLog && !target.log?.warnings.length && !target.log?.errors.length) {
        rmSync(logFile, { force: true });
      } else {
        console.log(`server log kept: ${path.relative(root, logFile)}`);
      }
    },
  };
  try {
    const buildDir = await privateBuild(workDir, BUILD_WAIT_SECONDS * 1000);
    let databaseUrl: string | undefined;
    if (DATABASE_ADMIN_URL) {
      const database = await freshPostgres(DATABASE_ADMIN_URL);
      databaseUrl = database.url;
      dropDatabase = database.drop;
      console.log(`PostgreSQL: fresh database ${new URL(databaseUrl).pathname.slice(1)}`);
    }
    const port = await freePort();
    target.base = `http://127.0.0.1:${port}`;
    const started = startServer({ port, workDir, buildDir, databaseUrl, logFile });
    child = started.child;
    target.child = child;
    target.log = started.log;
    // A first start migrates and seeds (argon2 hashes for the demo accounts): give it time.
    await waitReady(child, target.base, 180_000);
    await checkBuildCopy(target.base, buildDir);
    const dataDir = path.join(workDir, 'data');
    target.stored = async () => {
      await stopServer(child);
      if (child && child.exitCode !== 0) {
        keepLog = true;
        throw new Error(
          `the server exited with ${child.exitCode ?? child.signalCode} when stopped`,
        );
      }
      return storedIds({ databaseUrl, dataDir });
    };
    return target;
  } catch (err) {
    keepLog = true;
    await target.cleanUp();
    throw err;
  }
}

/** Each GET path once, in turn: rendered and compiled before the clock starts. */
async function warmUp(base: string, paths: string[]) {
  for (const urlPath of paths) {
    const response = await fetch(`${base}${urlPath}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up: GET ${urlPath} answered ${response.status}`);
  }
}

/** Live counts for the progress line. */
const live = {
  answers: 0,
  non2xx: 0,
  errors: 0,
  /** Latencies since the last progress line, and the slowest answer's route. */
  window: [] as number[],
  slowest: { ms: 0, route: '' },
};

function runRoute(base: string, route: Route, connections: number): Promise<RouteOutcome> {
  const latencies: number[] = [];
  const errorMessages = new Map<string, number>();
  const refusals = new Map<string, number>();
  const requests = route.requests.map((request): CannonRequest => ({
    ...request,
    onResponse: (status, body) => {
      request.onResponse?.(status, body);
      if (status >= 200 && status < 300) return;
      // Compressed pages read as noise: only the readable characters are kept.
      const text = body.replace(/[^\x20-\x7e]+/g, ' ').slice(0, 240);
      const key = `${status} ${request.method ?? 'GET'} ${request.path}: ${text}`;
      if (refusals.has(key) || refusals.size < REFUSALS_KEPT) {
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      }
    },
  }));
  return new Promise((resolve, reject) => {
    const tracker = autocannon(
      { url: base, connections, duration: SECONDS, timeout: TIMEOUT_SECONDS, requests },
      (err, result) =>
        err
          ? reject(err)
          : resolve({
              name: route.name,
              connections,
              result,
              latencies,
              errorMessages,
              refusals: [...refusals].map(([refusal, count]) => `${count}× ${refusal}`),
            }),
    );
    tracker.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      live.window.push(ms);
      if (ms > live.slowest.ms) live.slowest = { ms, route: route.name };
      live.answers++;
      if (status < 200 || status >= 300) live.non2xx++;
    });
    tracker.on('reqError', (error: Error) => {
      live.errors++;
      errorMessages.set(error.message, (errorMessages.get(error.message) ?? 0) + 1);
    });
  });
}

/** The ids the 2xx answers acknowledged, and the answers that named none. */
function acknowledgedIds(bodies: Map<Acknowledged, string[]>) {
  const ids = { contact: [] as string[], comment: [] as string[] };
  const unreadable: string[] = [];
  for (const [kind, list] of bodies) {
    for (const body of list) {
      try {
        const answer = JSON.parse(body) as { data?: { id?: string; comment?: { id?: string } } };
        const id = kind === 'contact' ? answer.data?.id : answer.data?.comment?.id;
        if (id) ids[kind].push(id);
        else unreadable.push(`${kind}: ${body.slice(0, 200)}`);
      } catch {
        unreadable.push(`${kind}: ${body.slice(0, 200)}`);
      }
    }
  }
  return { ids, unreadable };
}

async function main() {
  const target = await startTarget();
  const onSignal = (signal: NodeJS.Signals) => {
    void target.cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const failures: string[] = [];
  try {
    const { base } = target;
    const content = await discover(base);
    const bodies = new Map<Acknowledged, string[]>([
      ['contact', []],
      ['comment', []],
    ]);
    const run = Date.now().toString(36);
    const routes = mix(content, run, (kind, body) => bodies.get(kind)!.push(body));
    const shares = allocate(
      CONNECTIONS,
      routes.map((route) => route.weight),
    );
    await warmUp(base, warmUpPaths(routes));

    console.log(
      `\n${CONNECTIONS} connections for ${SECONDS} s against ${base} ` +
        `(${content.slugs.length} posts, ${content.categories.length} categories; timeout ${TIMEOUT_SECONDS} s)`,
    );
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    if (target.log) target.log.phase = 'run';
    const startedAt = Date.now();
    const progress = setInterval(() => {
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      const window = Float64Array.from(live.window).sort();
      const p99 = percentile(Array.from(window), 99);
      console.log(
        `  ${seconds} s: ${live.answers} answers, ${live.non2xx} non-2xx, ${live.errors} errors/timeouts; ` +
          `last ${PROGRESS_EVERY_MS / 1000} s: p99 ${Number.isFinite(p99) ? Math.round(p99) : '–'} ms, ` +
          `slowest ${Math.round(live.slowest.ms)} ms (${live.slowest.route || '–'})` +
          (target.child && !running(target.child) ? ' — THE SERVER HAS EXITED' : ''),
      );
      live.window = [];
      live.slowest = { ms: 0, route: '' };
    }, PROGRESS_EVERY_MS);
    let outcomes: RouteOutcome[];
    try {
      outcomes = await Promise.all(routes.map((route, i) => runRoute(base, route, shares[i]!)));
    } finally {
      clearInterval(progress);
      loop.disable();
    }

    console.log(`\n${table(outcomes)}\n`);
    console.log(
      `load generator's event-loop delay: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, ` +
        `max ${(loop.max / 1e6).toFixed(1)} ms (latencies above include it)`,
    );
    failures.push(...problems(outcomes));
    if (target.child && !running(target.child)) {
      failures.push(`the server exited during the run (code ${target.child.exitCode})`);
    } else {
      if (target.log) target.log.phase = 'after the run';
      const seconds = await settle(target.base);
      console.log(
        `the server settled in ${seconds.toFixed(1)} s (requests whose client left, queued jobs)`,
      );
    }

    // Every acknowledged submission is in the database.
    const { ids, unreadable } = acknowledgedIds(bodies);
    if (unreadable.length > 0) {
      failures.push(
        `${unreadable.length} 2xx answers named no id`,
        ...unreadable.slice(0, 5).map((u) => `    ${u}`),
      );
    }
    if (target.stored) {
      if (target.log) target.log.phase = 'shutdown';
      const stored = await target.stored();
      const lostContact = ids.contact.filter((id) => !stored.contact.has(id));
      const lostComments = ids.comment.filter((id) => !stored.comments.has(id));
      console.log(
        `stored: ${ids.contact.length - lostContact.length} of ${ids.contact.length} acknowledged contact messages, ` +
          `${ids.comment.length - lostComments.length} of ${ids.comment.length} acknowledged comments`,
      );
      if (lostContact.length > 0)
        failures.push(`${lostContact.length} acknowledged contact messages are not stored`);
      if (lostComments.length > 0)
        failures.push(`${lostComments.length} acknowledged comments are not stored`);
    } else {
      console.log(
        'stored submissions: not checked (LOADTEST_URL: the database is not ours to read)',
      );
    }

    const log = target.log;
    if (log) {
      const byPhase = (lines: ServerLog['errors']) => {
        const counts = new Map<string, number>();
        for (const { phase } of lines) counts.set(phase, (counts.get(phase) ?? 0) + 1);
        return [...counts].map(([phase, count]) => `${count} ${phase}`).join(', ') || '0';
      };
      console.log(`server log: errors ${byPhase(log.errors)}; warnings ${byPhase(log.warnings)}`);
      if (log.errors.length > 0) {
        failures.push(
          `the server logged ${log.errors.length} errors; the first:`,
          ...log.errors
            .slice(0, 5)
            .map(({ phase, line }) => `    (${phase}) ${line.slice(0, 800)}`),
        );
      }
    }
  } catch (err) {
    failures.push(err instanceof Error ? err.message : String(err));
  } finally {
    await target.cleanUp(failures.length > 0);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  if (failures.length > 0) {
    console.error(
      `\nloadtest FAILED:\n${failures.map((line) => (line.startsWith('    ') ? line : `- ${line}`)).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('\nloadtest passed: no error, timeout or non-2xx answer; every submission stored');
  }
}

main().catch((err: unknown) => {
  console.error('loadtest failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
