/**
 * The server `npm run loadtest` measures: a production start from a private
 * copy of the build (others rebuild build/ in this checkout), on a fresh
 * data folder (PGlite seeds the demo content) or a fresh PostgreSQL database,
 * its log kept and read for errors; and, once it has stopped, the ids the
 * database holds, to check that every acknowledged submission was stored.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase, pgliteDirFor } from '../../src/server/db/client.ts';
import { comments, contactMessages } from '../../src/server/db/schema.ts';
import { buildInto } from './build.ts';
import { pageAssets } from './page-assets.ts';
import { productionServerArgs } from './production-start.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const sharedBuild = path.join(root, 'build');
const marker = (buildDir: string) => path.join(buildDir, 'server', 'index.js');

/** Limits a single test client would otherwise hit at once (all load comes from 127.0.0.1). */
const RELAXED_LIMITS = {
  RATE_LIMIT_MAX: '1000000000',
  LOGIN_RATE_LIMIT_MAX: '1000000000',
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000000000',
};

/**
 * Copies build/ into `<workDir>/build` once it exists and holds still. A
 * build in progress empties build/ first, so the copy is compared with the
 * shared folder afterwards; `checkBuildCopy` then confirms it after start.
 * Waits `waitMs` for a build; only then builds a private one.
 */
export async function privateBuild(workDir: string, waitMs: number): Promise<string> {
  const target = path.join(workDir, 'build');
  const deadline = Date.now() + waitMs;
  let told = false;
  while (Date.now() < deadline) {
    if (
      existsSync(marker(sharedBuild)) &&
      Date.now() - statSync(marker(sharedBuild)).mtimeMs > 5000
    ) {
      const before = readFileSync(marker(sharedBuild), 'utf8');
      rmSync(target, { recursive: true, force: true });
      try {
        cpSync(sharedBuild, target, { recursive: true });
      } catch {
        // a file vanished under the copy: a rebuild started
      }
      const copied = existsSync(marker(target)) ? readFileSync(marker(target), 'utf8') : '';
      const entry = /from "\.\/(assets\/[^"]+)"/.exec(copied)?.[1];
      const stillSame =
        existsSync(marker(sharedBuild)) && readFileSync(marker(sharedBuild), 'utf8') === before;
      if (
        copied === before &&
        stillSame &&
        entry &&
        existsSync(path.join(target, 'server', entry))
      ) {
        return target;
      }
    }
    if (!told) {
      console.log('waiting for build/ (someone may be building it; run `npm run build` if not)…');
      told = true;
    }
    await sleep(5000);
  }
  console.log(`no usable build/ after ${waitMs / 1000} s; building a private one into ${target}`);
  rmSync(target, { recursive: true, force: true });
  await buildInto(target);
  return target;
}

/** The home page names only assets the copy holds: the copy is one build, not two. */
export async function checkBuildCopy(base: string, buildDir: string): Promise<void> {
  const response = await fetch(`${base}/`);
  if (response.status !== 200) throw new Error(`GET / answered ${response.status}`);
  const assets = pageAssets(await response.text());
  const missing = [...assets.js, ...assets.css].filter(
    (asset) => !existsSync(path.join(buildDir, 'client', asset.replace(/^\//, ''))),
  );
  if (missing.length > 0) {
    throw new Error(`the build copy lacks ${missing.join(', ')}: build/ changed while copied`);
  }
}

export interface ServerLog {
  file: string;
  /** What the script is doing; every line kept is tagged with it (start, run, stop…). */
  phase: string;
  /** Lines logged at warn (40) and above, as written, with the phase they came in. */
  warnings: Array<{ phase: string; line: string }>;
  errors: Array<{ phase: string; line: string }>;
}

/**
 * `node src/server/main.ts` in production mode: its own port, data folder
 * and (optionally) database, mail written to files (no SMTP), the job worker
 * on, limits relaxed. Runs in workDir, so no .env of the checkout applies.
 * Its output goes to logFile; lines that are not JSON (start-up notes) and
 * the first few warnings and errors are echoed.
 */
export function startServer(options: {
  port: number;
  workDir: string;
  buildDir: string;
  databaseUrl: string | undefined;
  logFile: string;
}): { child: ChildProcess; log: ServerLog } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: path.join(options.workDir, 'data'),
    BUILD_DIR: options.buildDir,
    LOG_LEVEL: 'warn',
    JOBS_WORKER: 'true',
    SEED_ON_START: 'true',
    ...RELAXED_LIMITS,
  };
  delete env['SMTP_URL'];
  delete env['DATABASE_URL'];
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;

  const child = spawn(process.execPath, productionServerArgs(root), {
    cwd: options.workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const log: ServerLog = { file: options.logFile, phase: 'start', warnings: [], errors: [] };
  const out = createWriteStream(options.logFile);
  const ECHOED = 10;
  let echoed = 0;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      out.write(`${line}\n`);
      let level: number | undefined;
      try {
        level = (JSON.parse(line) as { level?: number }).level;
      } catch {
        // not a log record
      }
      if (level === undefined) {
        if (line.trim()) console.log(`[server] ${line}`);
        return;
      }
      if (level >= 50) log.errors.push({ phase: log.phase, line });
      else if (level >= 40) log.warnings.push({ phase: log.phase, line });
      else return;
      if (echoed++ < ECHOED) console.log(`[server] ${line.slice(0, 600)}`);
    });
  }
  child.once('exit', () => out.end());
  return { child, log };
}

/**
 * Waits until the server has finished the work the load left behind (a
 * request whose client gave up still runs to its end): the readiness check,
 * which goes through the database's queue, answers quickly twice in a row.
 * Resolves with the seconds it took.
 */
export async function settle(base: string, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  let quick = 0;
  while (Date.now() - started < timeoutMs && quick < 2) {
    const asked = Date.now();
    try {
      const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      quick = response.ok && Date.now() - asked < 100 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await sleep(250);
  }
  return (Date.now() - started) / 1000;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function asAdmin<T>(adminUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server adminUrl names; the returned function drops it. */
export async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `loadtest_${Date.now()}_${process.pid}`;
  await asAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  return {
    url: withDatabaseName(adminUrl, name),
    drop: async () => {
      await asAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** Ids of every stored contact message and comment (PGlite: only once the server has stopped). */
export async function storedIds(target: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<{ contact: Set<string>; comments: Set<string> }> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    pgliteDir: pgliteDirFor(target.dataDir),
    poolMax: 1,
  });
  try {
    const contactRows = await database.db.select({ id: contactMessages.id }).from(contactMessages);
    const commentRows = await database.db.select({ id: comments.id }).from(comments);
    return {
      contact: new Set(contactRows.map((row) => row.id)),
      comments: new Set(commentRows.map((row) => row.id)),
    };
  } finally {
    await database.close();
  }
}
