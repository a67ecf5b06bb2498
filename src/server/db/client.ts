import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type both drivers produce; repositories accept it or a transaction. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/**
 * Told of each query as it starts: its statement as sent, with `$1`
 * placeholders and never the values (no personal data); answers what to
 * call when it ends (with the error, if it failed).
 */
export type QueryObserver = (statement: string) => (error?: unknown) => void;

/** The connection pool's state (PostgreSQL; PGlite has no pool). */
export interface PoolState {
  inUse: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Adds an observer of every query (metrics, traces); none: queries run as they are. */
  observeQueries(observer: QueryObserver): void;
  /** The pool's connections now; undefined on PGlite. */
  poolState(): PoolState | undefined;
  /** Applies pending SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number that stays the same across releases; it names the migration lock. */
const MIGRATION_LOCK_ID = 7_365_001;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  pgliteDir?: string | undefined;
  poolMax?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  if (!options.pgliteDir) throw new Error('openDatabase needs a databaseUrl or a pgliteDir');
  return openPglite(options.pgliteDir);
}

/**
 * Postgres settings PGlite starts with, on top of its own start parameters.
 * PGlite keeps a server's default of 128 MB of shared buffers, and Postgres
 * initialises all of them inside the WebAssembly memory at start, so they are
 * resident from the first second (151 MB of WebAssembly memory resident at
 * idle; 29 MB with 16 MB of buffers). The site's whole database is a few
 * megabytes, and a page PGlite reads outside its buffers comes from the
 * operating system's file cache (docs/performance.md, "Memory and
 * start-up"). Given as `-c` start parameters, not in the data folder's
 * postgresql.conf: an existing folder gets them too, and nothing is written
 * into it.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
};

/** PGlite's own start parameters with PGLITE_SETTINGS added (for tests' in-memory copies too). */
export function pgliteStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  mkdirSync(path.dirname(dir), { recursive: true });
  return wrapPglite(await PGlite.create(dir, { startParams: pgliteStartParams() }));
}

/** A handle around an open PGlite (tests open in-memory copies of a migrated template). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const observers = new Observers();
  // The queries drizzle sends, outside a transaction and inside one.
  const query = client.query.bind(client);
  client.query = ((statement: string, ...rest: unknown[]) =>
    observers.watch(statement, () =>
      (query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest),
    )) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transactional) => Promise<unknown>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((statement: string, ...rest: unknown[]) =>
        observers.watch(statement, () =>
          (txQuery as (...args: unknown[]) => Promise<unknown>)(statement, ...rest),
        )) as typeof tx.query;
      return callback(tx);
    })) as typeof client.transaction;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    observeQueries: (observer) => observers.add(observer),
    poolState: () => undefined,
    // One PGlite instance owns its directory, so no cross-process lock is needed.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const observers = new Observers();
  // Every query goes through a pooled client's `query` (the pool's own too).
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [config, values] = args;
      const statement =
        typeof config === 'string'
          ? config
          : typeof config === 'object' && config !== null && !('submit' in config)
            ? (config as { text?: string }).text
            : undefined;
      // A callback or a cursor is answered as it was asked; drizzle sends neither.
      if (statement === undefined || typeof values === 'function' || args.length > 2) {
        return query(...args);
      }
      return observers.watch(statement, () => query(...args) as Promise<unknown>);
    }) as typeof client.query;
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    observeQueries: (observer) => observers.add(observer),
    poolState: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** PGlite's transaction handle, as its `transaction` callback receives it. */
type Transactional = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/** The query observers of one database; with none, a query costs one length check more. */
class Observers {
  private readonly list: QueryObserver[] = [];
  add(observer: QueryObserver) {
    this.list.push(observer);
  }
  watch<T>(statement: string, run: () => Promise<T>): Promise<T> {
    if (this.list.length === 0) return run();
    const ends = this.list.map((observer) => observer(statement));
    const running = run();
    running.then(
      () => {
        for (const end of ends) end();
      },
      (err: unknown) => {
        for (const end of ends) end(err);
      },
    );
    return running;
  }
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
