/**
 * The cluster the multi-instance test runs against: two production
 * instances (a and b) started at the same moment on one fresh PostgreSQL
 * database, one Redis prefix, the S3 stand-in and the SMTP test server,
 * behind the round-robin proxy. `close()` removes everything it made, in
 * reverse order, whatever state the run ended in.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isStale, stampedName } from '../../src/server/test/leftovers.ts';
import { checkBuildCopy } from '../support/loadtest-server.ts';
import { freePort, waitReady } from '../support/server-process.ts';
import {
  createDatabase,
  DEFAULT_DATABASE_ADMIN_URL,
  DEFAULT_REDIS_URL,
  redisSpace,
  startMailServer,
  startS3Server,
  type ClusterDatabase,
  type MailServer,
  type RedisSpace,
  type TestS3Server,
} from './infrastructure.ts';
import { clusterBuild, killAllInstances, startInstance, type Instance } from './instances.ts';
import { startProxy, type Proxy, type Upstream } from './proxy.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface ClusterOptions {
  /** METRICS_TOKEN of both instances (their /metrics, each scraped on its own). */
  metricsToken?: string;
  /** RATE_LIMIT_MAX of both instances (write calls per client address per window). */
  rateLimitMax: number;
  /** JOB_POLL_MS of both instances. */
  jobPollMs: number;
  /** JOB_LEASE_MS of both instances: how soon a dead instance's running jobs are taken over. */
  jobLeaseMs: number;
}

export interface Cluster {
  proxy: Proxy;
  instances: Instance[];
  byName(name: string | undefined): Instance;
  /** The instance that is not `name`. */
  other(name: string | undefined): Instance;
  database: ClusterDatabase;
  redis: RedisSpace;
  s3: TestS3Server;
  mail: MailServer;
  /** The seeded staff account (its password from DATA_DIR/demo-accounts.txt of the seeding instance). */
  staff: { email: string; password: string };
  /** The seeded administrator account (the same file). */
  admin: { email: string; password: string };
  /** Which instances wrote demo-accounts.txt (seeded the database). */
  seededBy: string[];
  workDir: string;
  startSeconds: number;
  /** Stops and removes everything; the instances' logs are kept (and their folder named) when asked. */
  close(keepLogs: boolean): Promise<string | undefined>;
}

async function twoFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  for (;;) {
    const second = await freePort();
    if (second !== first) return [first, second];
  }
}

/** The clean-ups of clusters not closed yet, for a run stopped by a signal. */
const unclosed = new Set<() => Promise<unknown>>();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    killAllInstances();
    setTimeout(() => process.exit(code), 20_000).unref();
    void Promise.allSettled([...unclosed].map((close) => close())).finally(() =>
      process.exit(code),
    );
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const started = Date.now();
  const cleanups: Array<[string, () => Promise<unknown>]> = [];
  const tmp = path.join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  // What a run stopped by force left behind is removed once a day old, as the test databases are.
  for (const name of readdirSync(tmp)) {
    if (/^cluster_/.test(name) && isStale(name.replace(/-logs$/, ''))) {
      rmSync(path.join(tmp, name), { recursive: true, force: true });
    }
  }
  const workDir = path.join(tmp, stampedName('cluster'));
  mkdirSync(workDir);
  const instances: Instance[] = [];

  const closeOnSignal = () => close(false);
  unclosed.add(closeOnSignal);
  async function close(keepLogs: boolean): Promise<string | undefined> {
    unclosed.delete(closeOnSignal);
    const failures: string[] = [];
    for (const [what, cleanup] of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (err) {
        failures.push(`${what}: ${String(err)}`);
      }
    }
    cleanups.length = 0;
    let kept: string | undefined;
    if (keepLogs) {
      kept = `${workDir}-logs`;
      rmSync(kept, { recursive: true, force: true });
      mkdirSync(kept, { recursive: true });
      for (const instance of instances) {
        if (existsSync(instance.logFile)) {
          renameSync(instance.logFile, path.join(kept, path.basename(instance.logFile)));
        }
      }
    }
    rmSync(workDir, { recursive: true, force: true });
    if (failures.length > 0) throw new Error(`clean-up failed: ${failures.join('; ')}`);
    return kept;
  }

  try {
    const buildDir = await clusterBuild(workDir);
    const database = await createDatabase(
      process.env['TEST_DATABASE_URL'] || DEFAULT_DATABASE_ADMIN_URL,
    );
    cleanups.push(['drop the database', database.drop]);
    const redis = await redisSpace(process.env['CLUSTER_REDIS_URL'] || DEFAULT_REDIS_URL);
    cleanups.push(['clear the Redis keys', redis.clear]);
    const s3 = await startS3Server({ bucket: 'cluster-uploads' });
    cleanups.push(['stop the S3 stand-in', s3.close]);
    const mail = await startMailServer();
    cleanups.push(['stop the SMTP server', mail.close]);
    const upstreams: Upstream[] = [];
    const proxy = await startProxy(upstreams);
    cleanups.push(['stop the proxy', proxy.close]);

    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '5',
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      ...s3.env(),
      SMTP_URL: mail.url,
      SIGNING_SECRET: randomBytes(32).toString('base64url'),
      SITE_URL: proxy.url,
      // Behind the proxy: the client address is the one it forwards.
      TRUST_PROXY: 'true',
      JOBS_WORKER: 'true',
      JOB_POLL_MS: String(options.jobPollMs),
      JOB_LEASE_MS: String(options.jobLeaseMs),
      // A delivery that fails is tried again within the run, not half a minute later.
      JOB_RETRY_BASE_MS: '1000',
      SEED_ON_START: 'true',
      RATE_LIMIT_MAX: String(options.rateLimitMax),
      RATE_LIMIT_WINDOW_SECONDS: '900',
      // Counted views reach the database within a second, so a report soon holds both instances'.
      ANALYTICS_FLUSH_MS: '1000',
      ...(options.metricsToken ? { METRICS_TOKEN: options.metricsToken } : {}),
    };
    const [portA, portB] = await twoFreePorts();
    // Both at once: migrations run under an advisory lock, seeding is claimed by one.
    for (const [name, port] of [
      ['a', portA],
      ['b', portB],
    ] as const) {
      const instance = startInstance({ name, port, workDir, buildDir, env });
      instances.push(instance);
      cleanups.push([`stop instance ${name}`, instance.stop]);
    }
    await Promise.all(
      instances.map((instance) =>
        waitReady(instance.child, instance.url, 240_000).catch((err: unknown) => {
          throw new Error(
            `instance ${instance.name}: ${String(err)}\n${instance.output.join('\n')}\n` +
              instance.problems.map((p) => p.line).join('\n'),
          );
        }),
      ),
    );
    await checkBuildCopy(instances[0]!.url, buildDir);
    upstreams.push(...instances.map((instance) => ({ name: instance.name, port: instance.port })));

    const seededBy = instances
      .filter((instance) => existsSync(path.join(instance.dataDir, 'demo-accounts.txt')))
      .map((instance) => instance.name);
    const accounts = seededBy
      .map((name) =>
        readFileSync(
          path.join(instances.find((i) => i.name === name)!.dataDir, 'demo-accounts.txt'),
          'utf8',
        ),
      )
      .join('\n');
    const staffLine = /^\s*staff\s+(\S+)\s+password: (\S+)\s*$/m.exec(accounts);
    if (!staffLine) throw new Error('no demo-accounts.txt with the staff account in any DATA_DIR');
    const adminLine = /^\s*admin\s+(\S+)\s+password: (\S+)\s*$/m.exec(accounts);
    if (!adminLine) throw new Error('no demo-accounts.txt with the admin account in any DATA_DIR');

    const byName = (name: string | undefined) => {
      const found = instances.find((instance) => instance.name === name);
      if (!found) throw new Error(`no instance named ${String(name)}`);
      return found;
    };
    return {
      proxy,
      instances,
      byName,
      other: (name) => instances.find((instance) => instance.name !== byName(name).name)!,
      database,
      redis,
      s3,
      mail,
      staff: { email: staffLine[1]!, password: staffLine[2]! },
      admin: { email: adminLine[1]!, password: adminLine[2]! },
      seededBy,
      workDir,
      startSeconds: (Date.now() - started) / 1000,
      close,
    };
  } catch (err) {
    const kept = await close(true).catch(() => undefined);
    if (kept) console.error(`instance logs kept in ${path.relative(root, kept)}`);
    throw err;
  }
}
