import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testBuild } from '../../../scripts/support/build.ts';
import { openDatabase, pgliteStartParams, wrapPglite } from '../db/client.ts';
import { testDatabaseUrl, withDatabaseName } from './database.ts';
import { dropStaleTestDatabases, removeStaleFiles, stampedName } from './leftovers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's migrated PGlite data directory (a gzipped dump) every test file copies. */
    pgliteTemplateFile: string;
    /** This run's migrated PostgreSQL database every test file clones. */
    postgresTemplateDatabase: string;
    /** The production build the page tests render with (createTestApp({ pages: true })). */
    buildDir: string;
  }
}

/** The production build, for tests that render pages in-process. */
export async function setupBuild(project: TestProject) {
  const build = await testBuild('vitest');
  project.provide('buildDir', build.dir);
  return build.done;
}

/**
 * Each run migrates a template of its own, under a name no other run uses,
 * and removes it when it ends: two runs against one PostgreSQL server (or in
 * one checkout) never drop or overwrite each other's. What a crashed run
 * left behind is swept away first (see leftovers.ts).
 */
export async function setupPgliteTemplate(project: TestProject) {
  const dir = path.resolve('.tmp/test');
  await removeStaleFiles(dir);
  const file = path.join(dir, `${stampedName('pglite-template')}.tar.gz`);
  const client = await PGlite.create({ startParams: pgliteStartParams() });
  const handle = wrapPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('gzip');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplateFile', file);
  return async () => {
    await rm(file, { force: true });
  };
}

export async function setupPostgresTemplate(project: TestProject) {
  const adminUrl = testDatabaseUrl();
  const name = stampedName('app_test_template');
  await withAdmin(adminUrl, async (client) => {
    await dropStaleTestDatabases(client);
    await client.query(`create database ${name}`);
  });
  const handle = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name), poolMax: 1 });
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplateDatabase', name);
  return async () => {
    await withAdmin(adminUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
