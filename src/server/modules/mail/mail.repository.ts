import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailRecipientLimits } from '../../db/schema.ts';

/** At most this many expired rows are removed by one claim, so no claim grows slow. */
const PRUNE_BATCH = 100;

/**
 * Takes the address's one slot for a kind of e-mail in the window: true when
 * none of that kind went to it since `now - windowMs` (and records `now`),
 * false otherwise. One statement, so two requests racing for the same
 * address cannot both win (the second waits on the first's row).
 *
 * A row past its window decides nothing any more and only keeps an address
 * the site has no use for, so each claim removes expired rows of its kind.
 * It skips rows another request holds, so claims never wait on each other,
 * and the table holds about one window's worth of addresses.
 */
export async function claimRecipientSlot(
  db: Executor,
  input: { kind: string; address: string; now: Date; windowMs: number },
): Promise<boolean> {
  const expiredBefore = new Date(input.now.getTime() - input.windowMs);
  const rows = await db
    .insert(mailRecipientLimits)
    .values({ kind: input.kind, address: input.address, lastSentAt: input.now })
    .onConflictDoUpdate({
      target: [mailRecipientLimits.kind, mailRecipientLimits.address],
      set: { lastSentAt: input.now },
      setWhere: lte(mailRecipientLimits.lastSentAt, expiredBefore),
    })
    .returning({ address: mailRecipientLimits.address });
  const expired = db
    .select({ address: mailRecipientLimits.address })
    .from(mailRecipientLimits)
    .where(
      and(
        eq(mailRecipientLimits.kind, input.kind),
        lte(mailRecipientLimits.lastSentAt, expiredBefore),
      ),
    )
    .limit(PRUNE_BATCH)
    .for('update', { skipLocked: true });
  await db
    .delete(mailRecipientLimits)
    .where(
      and(
        eq(mailRecipientLimits.kind, input.kind),
        sql`${mailRecipientLimits.address} in (${expired})`,
      ),
    );
  return rows.length > 0;
}

/** An erased address leaves no trace in the limits. */
export async function forgetRecipient(db: Executor, address: string): Promise<void> {
  await db.delete(mailRecipientLimits).where(eq(mailRecipientLimits.address, address));
}
