/**
 * The production instances of the cluster test: `node src/server/main.ts`
 * with NODE_ENV=production, each on its own port and data folder, all
 * sharing the environment the test gives (database, Redis, bucket, mail
 * server, signing secret). Each runs in a folder of its own, so no .env of
 * the checkout applies, and from a private copy of the build (others
 * rebuild build/ in this checkout). Their logs go to files; warnings and
 * errors are kept for the report.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildInto } from '../support/build.ts';
import { privateBuild } from '../support/loadtest-server.ts';
import { running, stopServer } from '../support/server-process.ts';
import { productionServerArgs } from '../support/production-start.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The build the instances run: TEST_BUILD_DIR when `npm test` made one (it
 * is private to that run), else a copy of build/ once it holds still, else
 * (no build/ at all) a private build into the work folder.
 */
export async function clusterBuild(workDir: string): Promise<string> {
  const given = process.env['TEST_BUILD_DIR'];
  if (given && existsSync(path.join(given, 'server', 'index.js'))) return given;
  const shared = path.join(root, 'build', 'server', 'index.js');
  if (existsSync(shared)) {
    const waitSeconds = Number(process.env['CLUSTER_BUILD_WAIT_SECONDS'] ?? 300);
    return privateBuild(workDir, waitSeconds * 1000);
  }
  const target = path.join(workDir, 'build');
  await buildInto(target);
  return target;
}

export interface LogLine {
  level: number;
  msg: string;
  line: string;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  /** Records logged at warn (40) and above. */
  problems: LogLine[];
  /** Lines that are not log records (start-up notices, crashes). */
  output: string[];
  isRunning(): boolean;
  /** SIGKILL: no shutdown, no finishing of anything under way. */
  kill(): Promise<void>;
  /** SIGTERM, waiting for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/** What every instance's environment starts from: nothing of the caller's but the basics. */
function baseEnv(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'TZ'];
  return Object.fromEntries(
    keep.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
  );
}

/** Instances still running when the test process exits are killed with it. */
const started = new Set<ChildProcess>();
export function killAllInstances(): void {
  for (const child of started) if (running(child)) child.kill('SIGKILL');
}
process.once('exit', killAllInstances);

export function startInstance(options: {
  name: string;
  port: number;
  workDir: string;
  buildDir: string;
  env: Record<string, string>;
  /** DATA_DIR: an earlier instance's, to start again on what it left (default a new one). */
  dataDir?: string;
}): Instance {
  const dir = path.join(options.workDir, options.name);
  const dataDir = options.dataDir ?? path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(options.workDir, `${options.name}.log`);
  const child = spawn(process.execPath, productionServerArgs(root), {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...baseEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: dataDir,
      BUILD_DIR: options.buildDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  const problems: LogLine[] = [];
  const output: string[] = [];
  const out = createWriteStream(logFile);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      out.write(`${line}\n`);
      try {
        const record = JSON.parse(line) as { level?: number; msg?: string };
        if (typeof record.level === 'number' && record.level >= 40) {
          problems.push({ level: record.level, msg: record.msg ?? '', line });
        }
      } catch {
        if (line.trim()) output.push(line);
      }
    });
  }
  child.once('exit', () => out.end());
  const url = `http://127.0.0.1:${options.port}`;
  return {
    name: options.name,
    port: options.port,
    url,
    dataDir,
    logFile,
    child,
    problems,
    output,
    isRunning: () => running(child),
    async kill() {
      if (!running(child)) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    stop: () => stopServer(child),
  };
}
