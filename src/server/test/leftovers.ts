import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/**
 * Test databases and template files carry the time they were made in their
 * names. A run that crashes cannot remove its own, so every run sweeps away
 * those older than a day (no run lasts that long) and never touches one a
 * run still going may use, on this machine or another sharing the server.
 */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const STAMPED = /_(\d{13})_[0-9a-f]{8}(?:\.tar\.gz)?$/;

/** `<prefix>_<milliseconds since 1970>_<8 hex digits>`: unique, and dated. */
export function stampedName(prefix: string, now = Date.now()): string {
  return `${prefix}_${now}_${randomBytes(4).toString('hex')}`;
}

export function isStale(name: string, now = Date.now()): boolean {
  const match = STAMPED.exec(name);
  return match !== null && now - Number(match[1]) > STALE_AFTER_MS;
}

/** Drops the stale `app_test_…` databases; returns their names. */
export async function dropStaleTestDatabases(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'app\\_test\\_%'",
  );
  const stale = rows.map((row) => row.datname).filter((name) => isStale(name));
  for (const name of stale) {
    // The names come from pg_database and match STAMPED, so they need no quoting.
    await admin.query(`drop database if exists ${name} with (force)`);
  }
  return stale;
}

/** Removes the stale template files in `dir` (a missing folder has none). */
export async function removeStaleFiles(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((name) => isStale(name)).map((name) => rm(path.join(dir, name), { force: true })),
  );
}
