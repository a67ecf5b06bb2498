import type { LeadKind } from '../../../shared/analytics-messages.ts';
import type { LeadSource } from '../../../shared/analytics.ts';
import type { ContactSource } from '../../../shared/contact.ts';
import type { Executor } from '../../db/client.ts';
import type { LeadAttribution } from '../analytics/analytics.service.ts';

/*
 * Where contact messages came from (the analytics' lead sources): a message
 * sent from the chat is a chat lead, any other a contact lead.
 */

type Message = { id: string; source: ContactSource };

export const leadKindOf = (source: ContactSource): LeadKind =>
  source === 'chat' ? 'chat' : 'contact';

/** The messages' ids by lead kind. */
function idsByKind(rows: readonly Message[]): Map<LeadKind, string[]> {
  const ids = new Map<LeadKind, string[]>();
  for (const row of rows) {
    const kind = leadKindOf(row.source);
    ids.set(kind, [...(ids.get(kind) ?? []), row.id]);
  }
  return ids;
}

/** The sources of these messages, by message id (one read per kind). */
export async function sourcesOfMessages(
  analytics: LeadAttribution,
  executor: Executor,
  rows: readonly Message[],
): Promise<Map<string, LeadSource>> {
  const found = new Map<string, LeadSource>();
  for (const [kind, ids] of idsByKind(rows)) {
    for (const [id, source] of await analytics.sourcesOf(executor, kind, ids)) {
      found.set(id, source);
    }
  }
  return found;
}

/** Forgets the sources of these messages (erased or anonymised), in the caller's transaction. */
export async function forgetMessages(
  analytics: LeadAttribution,
  tx: Executor,
  rows: readonly Message[],
): Promise<void> {
  for (const [kind, ids] of idsByKind(rows)) await analytics.forgetLeads(tx, kind, ids);
}
