import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblems } from '../../shared/auth.ts';
import { isCompanyEmail } from '../../shared/email.ts';
import { verifyPassword } from '../modules/auth/secrets.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { appMeta, users } from './schema.ts';
import { DEMO_ACCOUNTS_FILE, seedIfEmpty } from './seed.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A database seeded before accounts existed: content, but no accounts and no marker. */
async function forgetSeededAccounts() {
  await t.database.db.delete(users);
  await t.database.db.delete(appMeta).where(eq(appMeta.key, 'accounts_seeded_at'));
}

describe('seedIfEmpty', () => {
  it('creates a verified staff and a verified admin account once, printing their passwords once, never logging them', async () => {
    const printed: string[] = [];
    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => void logged.push(args) };
    const options = {
      emailDomain: 'company.com',
      dataDir,
      accounts: t.app.auth,
      output: { isTTY: true, write: (text: string) => void printed.push(text) },
    };

    await seedIfEmpty(t.database.db, log, options);
    const rows = await t.database.db.select().from(users);
    expect(rows.map((row) => row.email).sort()).toEqual(['admin@company.com', 'staff@company.com']);
    for (const row of rows) {
      expect(row.emailVerifiedAt).not.toBeNull();
      expect(isCompanyEmail(row.email, 'company.com')).toBe(true);
    }
    expect(rows.find((row) => row.email === 'admin@company.com')?.role).toBe('administrator');
    expect(rows.find((row) => row.email === 'staff@company.com')?.role).toBe('editor');

    expect(printed).toHaveLength(1);
    const passwords = [...printed[0]!.matchAll(/(\S+@company\.com)\s+password: (\S+)/g)];
    expect(passwords).toHaveLength(2);
    for (const [, email, password] of passwords) {
      expect(passwordProblems(password!)).toEqual([]);
      const row = rows.find((r) => r.email === email)!;
      expect(await verifyPassword(row.passwordHash, password!)).toBe(true);
      expect(JSON.stringify(logged)).not.toContain(password);
    }

    await seedIfEmpty(t.database.db, log, options);
    expect(printed).toHaveLength(1);
    expect(await t.database.db.select().from(users)).toHaveLength(2);
  });

  it('gives a database seeded before accounts existed its accounts on the next start', async () => {
    await forgetSeededAccounts();
    const printed: string[] = [];
    await seedIfEmpty(
      t.database.db,
      { info: () => {} },
      {
        emailDomain: 'company.com',
        dataDir,
        accounts: t.app.auth,
        output: { isTTY: true, write: (text) => void printed.push(text) },
      },
    );
    expect(await t.database.db.select().from(users)).toHaveLength(2);
    expect(printed).toHaveLength(1);
  });

  it('writes the passwords to an owner-only file, not to the output, when the output is not a terminal', async () => {
    await forgetSeededAccounts();
    const printed: string[] = [];
    await seedIfEmpty(
      t.database.db,
      { info: () => {} },
      {
        emailDomain: 'company.com',
        dataDir,
        accounts: t.app.auth,
        output: { isTTY: false, write: (text) => void printed.push(text) },
      },
    );
    const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
    expect(printed.join('')).toContain(file);
    expect(printed.join('')).not.toMatch(/password: /);
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^ {2}staff {2}staff@company\.com {2}password: \S+$/m);
    expect(text).toMatch(/^ {2}admin {2}admin@company\.com {2}password: \S+$/m);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
