import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStale, removeStaleFiles, stampedName } from './leftovers.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-24T12:00:00Z');

describe('dated test resource names', () => {
  it('are unique and stale only after a day', () => {
    const name = stampedName('app_test', now);
    expect(name).toMatch(/^app_test_\d{13}_[0-9a-f]{8}$/);
    expect(stampedName('app_test', now)).not.toBe(name);
    expect(isStale(name, now + DAY - 1)).toBe(false);
    expect(isStale(name, now + DAY + 1)).toBe(true);
    expect(isStale(`${name}.tar.gz`, now + DAY + 1)).toBe(true);
  });

  it('leave names they did not make alone, however old', () => {
    expect(isStale('app_test', now)).toBe(false);
    expect(isStale('app_test_template_1234_abcdef12', now)).toBe(false);
    expect(isStale('test', now)).toBe(false);
  });
});

describe('removeStaleFiles', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('removes the stale templates and keeps the current ones and anything else', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'leftovers-'));
    const stale = `${stampedName('pglite-template', Date.now() - 2 * DAY)}.tar.gz`;
    const current = `${stampedName('pglite-template')}.tar.gz`;
    for (const name of [stale, current, 'notes.txt']) await writeFile(path.join(dir, name), '');
    await removeStaleFiles(dir);
    expect((await readdir(dir)).sort()).toEqual([current, 'notes.txt'].sort());
  });

  it('accepts a folder that does not exist', async () => {
    await expect(removeStaleFiles('/nonexistent/leftovers')).resolves.toBeUndefined();
  });
});
