import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appMeta } from './schema.ts';

const SECRET_KEY = 'signing_secret';

/**
 * The installation's secret key (signed links, the blog's daily view salt): SIGNING_SECRET when set, otherwise one made at
 * first start and kept in the database, so every instance signs alike and
 * links in old e-mails keep working after a restart.
 */
export async function loadSigningSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  if (!row) throw new Error('could not load the signing secret');
  return row.value;
}
