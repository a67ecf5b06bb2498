import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteStartParams, wrapPglite, type DatabaseHandle } from '../db/client.ts';
import { stampedName } from './leftovers.ts';

/**
 * Integration tests get a fresh, migrated database per test file:
 * - PGlite (default): an in-memory copy of the template the global set-up
 *   migrated once for this run, so no file needs migrating or cleaning up;
 * - PostgreSQL (TEST_DB_DRIVER=postgres): a new database cloned from this
 *   run's migrated template database, dropped when the file's tests end.
 */

export type TestDriver = 'pglite' | 'postgres';

export function testDriver(): TestDriver {
  return process.env['TEST_DB_DRIVER'] === 'postgres' ? 'postgres' : 'pglite';
}

export function testDatabaseUrl(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  return url;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and removes whatever the test created. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver() === 'pglite') {
    const dump = await readFile(inject('pgliteTemplateFile'));
    const client = await PGlite.create({
      loadDataDir: new Blob([dump]),
      // The production settings (a smaller shared buffer pool): ~100 MB less per test file.
      startParams: pgliteStartParams(),
    });
    const handle = wrapPglite(client);
    // Tests may have closed it already to simulate an outage.
    return { ...handle, destroy: () => handle.close().catch(() => {}) };
  }

  const adminUrl = testDatabaseUrl();
  const name = stampedName('app_test');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplateDatabase')}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name), poolMax: 5 });
  return {
    ...handle,
    destroy: async () => {
      await handle.close().catch(() => {});
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
