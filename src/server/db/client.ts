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

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
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
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
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
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
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

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
