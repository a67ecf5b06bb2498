/**
 * What the instances of the cluster test share, made for one run and
 * removed after it: a fresh PostgreSQL database (on TEST_DATABASE_URL's
 * server, or the machine's at 127.0.0.1:5432), a key prefix of its own in
 * Redis (REDIS_PREFIX), the S3 stand-in and the SMTP test server of the
 * integration tests, the latter behind a relay that can slow its answers.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { stampedName, dropStaleTestDatabases, isStale } from '../../src/server/test/leftovers.ts';
import { withDatabaseName } from '../../src/server/test/database.ts';
import { startS3Server, type TestS3Server } from '../../src/server/test/s3-server.ts';
import { startSmtpServer, type TestSmtpServer } from '../../src/server/test/smtp-server.ts';
import { startSlowRelay, type SlowRelay } from './slow-relay.ts';

export const DEFAULT_DATABASE_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

async function asAdmin<T>(adminUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

export interface ClusterDatabase {
  name: string;
  url: string;
  /** A small pool for the test's own queries. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * A new, empty database named `app_test_cluster_<ms>_<hex>`: the integration
 * tests' sweep (leftovers.ts) removes it a day later should this run die
 * before dropping it.
 */
export async function createDatabase(adminUrl: string): Promise<ClusterDatabase> {
  const name = stampedName('app_test_cluster');
  await asAdmin(adminUrl, async (client) => {
    await dropStaleTestDatabases(client);
    await client.query(`create database ${name}`);
  });
  const url = withDatabaseName(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  return {
    name,
    url,
    pool,
    async drop() {
      await pool.end().catch(() => {});
      await asAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export interface RedisSpace {
  url: string;
  /** REDIS_PREFIX of this run: every key and channel the instances use starts with it. */
  prefix: string;
  redis: Redis;
  keys(): Promise<string[]>;
  /** Deletes every key under the prefix, then disconnects. */
  clear(): Promise<void>;
}

async function scan(redis: Redis, pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    found.push(...keys);
  } while (cursor !== '0');
  return found;
}

/**
 * A prefix of this run's own (`cluster_<ms>_<hex>:`). Keys of runs that died
 * more than a day ago are removed first, as the test databases are.
 */
export async function redisSpace(url: string): Promise<RedisSpace> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis is not reachable at ${url} (set CLUSTER_REDIS_URL): ${String(err)}`);
  }
  const stale = (await scan(redis, 'cluster_*')).filter((key) =>
    isStale(key.slice(0, key.indexOf(':'))),
  );
  if (stale.length > 0) await redis.del(...stale);
  const prefix = `${stampedName('cluster')}:`;
  return {
    url,
    prefix,
    redis,
    keys: () => scan(redis, `${prefix}*`),
    async clear() {
      const keys = await scan(redis, `${prefix}*`);
      for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
      redis.disconnect();
    },
  };
}

export interface MailServer {
  smtp: TestSmtpServer;
  relay: SlowRelay;
  /** SMTP_URL for the instances: through the relay. */
  url: string;
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const smtp = await startSmtpServer();
  const relay = await startSlowRelay({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) });
  return {
    smtp,
    relay,
    url: `smtp://127.0.0.1:${relay.port}`,
    async close() {
      await relay.close();
      await smtp.close();
    },
  };
}

export { startS3Server, type TestS3Server };
