import { and, count, desc, eq, ilike, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, type NewUser, type UserRow } from '../../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any string may come from a URL; only a well-formed id reaches the uuid column. */
export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The profile's own columns (and the address, which then needs verifying again). */
export type ProfileChange = Partial<
  Pick<
    NewUser,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'emailVerifiedAt'
    | 'company'
    | 'phone'
    | 'jobTitle'
    | 'city'
    | 'country'
    | 'bio'
    | 'location'
    | 'avatarFile'
  >
>;

export async function updateProfile(
  db: Executor,
  id: string,
  change: ProfileChange,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Deletes the account (sessions, links and selections go with it by cascade); resolves with the row. */
export async function deleteByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.delete(users).where(eq(users.email, email)).returning();
  return row;
}

/** A page of accounts, newest first, matching a name or address when one is searched for. */
export async function rolePage(
  db: Executor,
  query: { search?: string | undefined; page: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const term = query.search?.trim();
  const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = like
    ? or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The verified administrators other than this account, locked until the
 * transaction ends: two administrators demoting each other at once cannot
 * both see the other one left.
 */
export async function otherAdministrators(tx: Executor, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'administrator'),
        isNotNull(users.emailVerifiedAt),
        ne(users.id, exceptId),
      ),
    )
    .for('update');
  return rows.length;
}

/** Locks an account's row for a change of its role; answers it, or nothing when it is gone. */
export async function lockUser(tx: Executor, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setRole(tx: Executor, id: string, role: UserRow['role']): Promise<void> {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}
