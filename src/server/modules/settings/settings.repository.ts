import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';

export type SettingRow = typeof siteSettings.$inferSelect;

export function allSettings(db: Executor): Promise<SettingRow[]> {
  return db.select().from(siteSettings);
}

/**
 * Holds the settings' lock until the transaction ends, so two
 * administrators' changes are written (and audited, each with the value the
 * other left) one after the other.
 */
export async function lockSettings(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_settings'))`);
}

export async function putSetting(
  tx: Executor,
  key: string,
  value: unknown,
  userId: string,
  at: Date,
): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ key, value, updatedBy: userId, updatedAt: at })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value, updatedBy: userId, updatedAt: at },
    });
}

/** Deletes a setting's row: it takes its default again. True when there was one. */
export async function deleteSetting(tx: Executor, key: string): Promise<boolean> {
  const rows = await tx
    .delete(siteSettings)
    .where(eq(siteSettings.key, key))
    .returning({ key: siteSettings.key });
  return rows.length > 0;
}
