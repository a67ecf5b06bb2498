import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema.ts';

/** The demo staff account's id (the author of the seeded content), if it exists yet. */
export async function demoStaffId(db: Database, emailDomain: string): Promise<string | null> {
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `staff@${emailDomain}`))
    .limit(1);
  return staff?.id ?? null;
}
