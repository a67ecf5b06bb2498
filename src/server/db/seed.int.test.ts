import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompanyEmail, passwordProblems } from '../../shared/auth.ts';
import { verifyPassword } from '../modules/auth/secrets.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { appMeta, users } from './schema.ts';
import { seedIfEmpty } from './seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('seedIfEmpty', () => {
  it('creates a verified staff and a verified admin account once, printing their passwords once, never logging them', async () => {
    const printed: string[] = [];
    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => void logged.push(args) };
    const options = {
      emailDomain: 'company.com',
      print: (text: string) => void printed.push(text),
    };

    await seedIfEmpty(database.db, log, options);
    const rows = await database.db.select().from(users);
    expect(rows.map((row) => row.email).sort()).toEqual(['admin@company.com', 'staff@company.com']);
    for (const row of rows) {
      expect(row.emailVerifiedAt).not.toBeNull();
      expect(isCompanyEmail(row.email, 'company.com')).toBe(true);
    }
    expect(rows.find((row) => row.email === 'admin@company.com')?.isAdmin).toBe(true);
    expect(rows.find((row) => row.email === 'staff@company.com')?.isAdmin).toBe(false);

    expect(printed).toHaveLength(1);
    const passwords = [...printed[0]!.matchAll(/(\S+@company\.com)\s+password: (\S+)/g)];
    expect(passwords).toHaveLength(2);
    for (const [, email, password] of passwords) {
      expect(passwordProblems(password!)).toEqual([]);
      const row = rows.find((r) => r.email === email)!;
      expect(await verifyPassword(row.passwordHash, password!)).toBe(true);
      expect(JSON.stringify(logged)).not.toContain(password);
    }

    await seedIfEmpty(database.db, log, options);
    expect(printed).toHaveLength(1);
    expect(await database.db.select().from(users)).toHaveLength(2);
  });

  it('gives a database seeded before accounts existed its accounts on the next start', async () => {
    await database.db.delete(users);
    await database.db.delete(appMeta).where(eq(appMeta.key, 'accounts_seeded_at'));
    const printed: string[] = [];
    await seedIfEmpty(
      database.db,
      { info: () => {} },
      { emailDomain: 'company.com', print: (text) => void printed.push(text) },
    );
    expect(await database.db.select().from(users)).toHaveLength(2);
    expect(printed).toHaveLength(1);
  });
});
