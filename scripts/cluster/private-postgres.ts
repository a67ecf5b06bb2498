/**
 * A PostgreSQL server of the test's own, for faults the machine's shared
 * server must never see (a restart under load): initdb into a new folder
 * under the system's temporary folder, trust authentication, listening on
 * 127.0.0.1 at a free port, its socket in that folder. `stop()` and
 * `start()` are pg_ctl's (fast shutdown: sessions are ended, nothing
 * committed is lost); `close()` stops it at once and removes the folder.
 *
 * As root (CI runs so) the server's programs run as the `postgres` user,
 * who owns the folder: initdb and postgres refuse to run as root. The
 * programs are the newest under /usr/lib/postgresql/<version>/bin, or those
 * in CLUSTER_PG_BIN. A folder a killed run left behind is stopped and
 * removed by a later run once it is a day old, as the test databases are.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isStale, stampedName } from '../../src/server/test/leftovers.ts';
import { freePort } from '../support/server-process.ts';

const run = promisify(execFile);
const PREFIX = 'cluster_pg';

export interface PrivatePostgres {
  port: number;
  /** The folder of the data directory, the socket and the server's log. */
  dir: string;
  /** The `postgres` database, over TCP. */
  url: string;
  logFile: string;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop -m fast, waiting until it has stopped. */
  stop(): Promise<void>;
  /** Stops it (immediate) if it runs, and removes its folder. */
  close(): Promise<void>;
}

function binDir(): string {
  const given = process.env['CLUSTER_PG_BIN'];
  if (given) return given;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(path.join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`no PostgreSQL server programs under ${base}/*/bin (set CLUSTER_PG_BIN)`);
  }
  return path.join(base, versions[0]!, 'bin');
}

/** Who runs the server's programs: this process, or `postgres` when this is root. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
  }
  return { uid: Number(uid), gid: Number(gid) };
}

async function pgTool(bin: string, args: string[], user: ReturnType<typeof serverUser>) {
  try {
    await run(path.join(binDir(), bin), args, {
      ...(user ?? {}),
      // pg_ctl start leaves the server running with its output in the log file.
      env: { PATH: process.env['PATH'] ?? '', LANG: 'C', LC_ALL: 'C' },
      timeout: 90_000,
    });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    throw new Error(
      `${bin} ${args.join(' ')} failed: ${String(err)}\n${stdout ?? ''}${stderr ?? ''}`,
    );
  }
}

/** Folders of runs that died more than a day ago: their servers stopped, the folders removed. */
function sweepStale(user: ReturnType<typeof serverUser>) {
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp)) {
    if (!name.startsWith(`${PREFIX}_`) || !isStale(name)) continue;
    const data = path.join(tmp, name, 'data');
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      spawnSync(path.join(binDir(), 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate'], {
        ...(user ?? {}),
        timeout: 30_000,
      });
    }
    rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
}

/** Servers not closed yet, stopped when the test process exits however it ends. */
const open = new Set<string>();
process.once('exit', () => {
  if (open.size === 0) return;
  const pgCtl = path.join(binDir(), 'pg_ctl');
  const user = serverUser();
  for (const data of open) {
    spawnSync(pgCtl, ['stop', '-D', data, '-m', 'immediate'], { ...(user ?? {}), timeout: 10_000 });
  }
});

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const user = serverUser();
  sweepStale(user);
  const dir = path.join(os.tmpdir(), stampedName(PREFIX));
  mkdirSync(dir, { mode: 0o700 });
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  await pgTool(
    'initdb',
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    user,
  );
  const port = await freePort();
  const server: PrivatePostgres = {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile,
    async start() {
      open.add(data);
      const started = pgTool(
        'pg_ctl',
        [
          'start',
          '-D',
          data,
          '-l',
          logFile,
          '-w',
          '-t',
          '60',
          '-o',
          `-p ${port} -k ${dir} -h 127.0.0.1 -c max_connections=40 -c shared_buffers=32MB`,
        ],
        user,
      );
      await started.catch((err: unknown) => {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '';
        throw new Error(`${String(err)}\nthe server's log ends:\n${log}`);
      });
    },
    async stop() {
      await pgTool('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60'], user);
      open.delete(data);
    },
    async close() {
      if (existsSync(path.join(data, 'postmaster.pid'))) {
        await pgTool('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w'], user).catch(() => {});
      }
      open.delete(data);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await server.start();
  } catch (err) {
    await server.close();
    throw err;
  }
  return server;
}
