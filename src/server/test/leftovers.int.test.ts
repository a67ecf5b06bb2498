import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testDriver } from './database.ts';
import { dropStaleTestDatabases, stampedName } from './leftovers.ts';

describe.runIf(testDriver() === 'postgres')('the sweep of databases a crashed run left', () => {
  let admin: pg.Client;
  const stale = stampedName('app_test', Date.now() - 2 * 24 * 60 * 60 * 1000);
  const current = stampedName('app_test');
  const names = () =>
    admin
      .query<{ datname: string }>('select datname from pg_database where datname = any($1)', [
        [stale, current],
      ])
      .then((result) => result.rows.map((row) => row.datname));

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${stale}`);
    await admin.query(`create database ${current}`);
  });
  afterAll(async () => {
    for (const name of [stale, current]) await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('drops the day-old test database and keeps the one a run may be using', async () => {
    expect(await dropStaleTestDatabases(admin)).toContain(stale);
    expect(await names()).toEqual([current]);
  });
});
