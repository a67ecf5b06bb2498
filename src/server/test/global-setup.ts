import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, wrapPglite } from '../db/client.ts';
import {
  PG_TEMPLATE_DATABASE,
  PGLITE_TEMPLATE_FILE,
  testDatabaseUrl,
  withDatabaseName,
} from './database.ts';

/** Migrates one template database per run; every test file copies it. */
export async function setupPgliteTemplate() {
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('gzip');
  await mkdir(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  await writeFile(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export async function setupPostgresTemplate() {
  const adminUrl = testDatabaseUrl();
  await recreateTemplate(adminUrl);
  const handle = await openDatabase({
    databaseUrl: withDatabaseName(adminUrl, PG_TEMPLATE_DATABASE),
    poolMax: 1,
  });
  await handle.migrate();
  await handle.close();
  return async () => {
    await dropTemplate(adminUrl);
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

async function recreateTemplate(adminUrl: string) {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists ${PG_TEMPLATE_DATABASE} with (force)`);
    await client.query(`create database ${PG_TEMPLATE_DATABASE}`);
  });
}

async function dropTemplate(adminUrl: string) {
  await withAdmin(adminUrl, (client) =>
    client.query(`drop database if exists ${PG_TEMPLATE_DATABASE} with (force)`),
  );
}
