import { eq } from 'drizzle-orm';
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
