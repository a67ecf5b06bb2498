import { lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailRecipientLimits } from '../../db/schema.ts';

/**
 * Takes the address's one slot for a kind of e-mail in the window: true when
 * none of that kind went to it since `now - windowMs` (and records `now`),
 * false otherwise. One statement, so two requests racing for the same
 * address cannot both win (the second waits on the first's row).
 */
export async function claimRecipientSlot(
  db: Executor,
  input: { kind: string; address: string; now: Date; windowMs: number },
): Promise<boolean> {
  const rows = await db
    .insert(mailRecipientLimits)
    .values({ kind: input.kind, address: input.address, lastSentAt: input.now })
    .onConflictDoUpdate({
      target: [mailRecipientLimits.kind, mailRecipientLimits.address],
      set: { lastSentAt: input.now },
      setWhere: lte(mailRecipientLimits.lastSentAt, new Date(input.now.getTime() - input.windowMs)),
    })
    .returning({ address: mailRecipientLimits.address });
  return rows.length > 0;
}
