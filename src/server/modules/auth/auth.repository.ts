import type { RoleChoice } from '../../../shared/roles.ts';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users, userTokens } from '../../db/schema.ts';

import type { NewUser, UserRow, UserTokenPurpose } from '../../db/schema.ts';

export type { UserRow };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/** Any string may come from a URL; only a well-formed id reaches the uuid column. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Inserts the user unless the address is taken; true when a row was added. */
export async function insertUserUnlessTaken(db: Executor, values: NewUser): Promise<boolean> {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Gives the account at an address a role (null: the default rule); false when there is none. */
export async function setRoleByEmail(db: Executor, email: string, role: RoleChoice | null) {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function createSession(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(sessions).values(values);
}

/** The unexpired session of a token hash, with its user. */
export async function findSession(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor, now: Date) {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}

export async function createUserToken(
  db: Executor,
  values: {
    userId: string;
    purpose: UserTokenPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
  },
) {
  await db.insert(userTokens).values(values);
}

/**
 * Marks a link token used and returns it, in one statement, so two requests
 * racing with the same link cannot both succeed. Expired or used: undefined.
 */
export async function consumeUserToken(
  db: Executor,
  purpose: UserTokenPurpose,
  tokenHash: string,
  now: Date,
) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Retires a user's outstanding links of one kind (a newer one was sent, or one was used). */
export async function retireUserTokens(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  now: Date,
) {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/**
 * Verified accounts that may hold one of these roles: those given one of
 * them, and (when the default author role is among them) those with no role
 * given whose address looks like the company's (the caller applies the
 * exact rule).
 */
export async function verifiedWithRoles(
  db: Executor,
  roles: readonly RoleChoice[],
  companyDomain: string | null,
): Promise<UserRow[]> {
  const given = roles.length ? inArray(users.role, [...roles]) : undefined;
  const byDomain = companyDomain
    ? and(
        isNull(users.role),
        or(
          sql`${users.email} like ${`%@${companyDomain}`}`,
          sql`${users.email} like ${`%.${companyDomain}`}`,
        ),
      )
    : undefined;
  return db
    .select()
    .from(users)
    .where(and(isNotNull(users.emailVerifiedAt), or(given, byDomain)))
    .orderBy(users.email)
    .limit(500);
}
