import * as z from 'zod/mini';
import type { LeadSource } from '../../../shared/analytics.ts';
import { formatFileSize } from '../../../shared/chat-files.ts';
import { quoteDetailLines, CONTACT_MESSAGES } from '../../../shared/contact.ts';
import { leadSourceLine } from '../../../shared/lead-sources.ts';
import type { Database, Executor } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { LeadAttribution } from '../analytics/analytics.service.ts';
import {
  CRM_MESSAGES,
  crmJobFailure,
  type CrmService,
  type LeadInput,
} from '../crm/crm.service.ts';
import { defineJob, PermanentFailure, type JobQueue } from '../jobs/jobs.service.ts';
import * as repository from './contact.repository.ts';
import { sourcesOfMessages } from './contact.sources.ts';

/** Back-off doubles from the base up to an hour: 50 attempts are about two days of trying. */
export const CRM_SYNC_JOB = defineJob<{ messageId: string }>(
  'crm.sync-contact',
  z.object({ messageId: z.string() }),
  { maxAttempts: 50 },
);

/** Clears the personal fields of an erased message's lead (the message is anonymised first). */
export const CRM_ERASE_JOB = defineJob<{ messageId: string }>(
  'crm.erase-contact',
  z.object({ messageId: z.string() }),
  { maxAttempts: 50 },
);

/**
 * The Dataverse lead a message becomes. Files sent with it are noted (names
 * and sizes), not copied: they stay on the server, where staff download them
 * from the lead inbox. The note opens the description, so the column's length
 * limit (which cuts the end) never drops it. The description ends with the
 * form it was sent from and where its visitor came from (the lead's source).
 */
export function leadFor(
  row: repository.ContactMessageRow,
  source: LeadSource,
  attachments: ReadonlyArray<Pick<repository.ContactAttachmentRow, 'fileName' | 'size'>> = [],
): LeadInput {
  const files = attachments.length
    ? `Files attached (${attachments.length}, to download from the website's lead inbox): ${attachments
        .map((file) => `${file.fileName} (${formatFileSize(file.size)})`)
        .join(', ')}\n\n`
    : '';
  const extra = [
    ...quoteDetailLines(row.details),
    `Service interest: ${row.serviceInterest}`,
    `For: ${row.messageTo}`,
    `Form: website (${row.source})`,
    `Source: ${leadSourceLine(source)}`,
    `Reference ID: ${row.id}`,
  ];
  return {
    id: row.id,
    subject: `Website enquiry from ${`${row.firstName} ${row.lastName}`.trim()}`,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    email: row.email,
    phone: row.phone,
    description: `${files}${row.message}\n\n${extra.join('\n')}`,
  };
}

/**
 * Dynamics 365 sync of contact messages: every message becomes a lead
 * through the job queue, and its sync status (pending, synced, failed,
 * skipped) is kept on the message for staff.
 */
export function createContactSync({
  db,
  jobs,
  crm,
  analytics,
}: {
  db: Database;
  jobs: JobQueue;
  crm: CrmService;
  analytics: LeadAttribution;
}) {
  /** The lead a stored message becomes, with its source (an erased message's is unknown). */
  async function leadOf(
    row: repository.ContactMessageRow,
    attachments: readonly repository.ContactAttachmentRow[] = [],
  ): Promise<LeadInput> {
    const sources = await sourcesOfMessages(analytics, db, [row]);
    return leadFor(row, sources.get(row.id)!, attachments);
  }

  jobs.register(CRM_SYNC_JOB, async ({ messageId }, job) => {
    const row = await repository.findMessage(db, messageId);
    if (!row) throw new PermanentFailure(`Contact message ${messageId} no longer exists`);
    if (!crm.configured) {
      await repository.recordSync(db, messageId, { syncStatus: 'skipped', syncError: null });
      return;
    }
    try {
      const attachments = await repository.attachmentsOf(db, [messageId]);
      const result = await crm.pushLead(await leadOf(row, attachments));
      await repository.recordSync(db, messageId, {
        syncStatus: 'synced',
        syncError: null,
        syncedAt: new Date(),
        crmLeadId: result.leadId,
        attempted: true,
      });
    } catch (err) {
      const failure = crmJobFailure(err);
      // Staff see the message failed when the job is: refused, or out of attempts.
      const permanent = failure instanceof PermanentFailure || job.lastAttempt;
      await repository.recordSync(db, messageId, {
        syncStatus: permanent ? 'failed' : 'pending',
        syncError: failure.message.slice(0, 1000),
        attempted: true,
      });
      throw failure;
    }
  });

  jobs.register(CRM_ERASE_JOB, async ({ messageId }) => {
    const row = await repository.findMessage(db, messageId);
    if (!row) throw new PermanentFailure(`Contact message ${messageId} no longer exists`);
    if (!crm.configured) return;
    try {
      // The row is anonymised: overwriting the lead's fields with it clears them.
      await crm.syncLead(await leadOf(row));
    } catch (err) {
      throw crmJobFailure(err);
    }
  });

  return {
    /**
     * Erased messages (already anonymised, in the erasure's transaction): a
     * lead the CRM has gets its personal fields cleared through the queue;
     * one not sent yet never will be.
     */
    async erased(executor: Executor, rows: readonly repository.ContactMessageRow[]) {
      for (const row of rows) {
        if (row.crmLeadId) {
          await jobs.enqueue(executor, CRM_ERASE_JOB, { messageId: row.id }, { subjectId: row.id });
        } else {
          await jobs.discardWaiting(executor, CRM_SYNC_JOB, { subjectIds: [row.id] });
          if (row.syncStatus === 'pending') {
            await repository.recordSync(executor, row.id, {
              syncStatus: 'skipped',
              syncError: null,
            });
          }
        }
      }
    },

    /** The sync status a new message starts with. */
    initialStatus: () => (crm.configured ? ('pending' as const) : ('skipped' as const)),

    /** Queues the new message's sync in its own transaction (nothing when no CRM is set up). */
    async queueNew(executor: Executor, messageId: string): Promise<void> {
      if (crm.configured)
        await jobs.enqueue(executor, CRM_SYNC_JOB, { messageId }, { subjectId: messageId });
    },

    /**
     * `POST /api/contact/sync/d365`: queue a sync (or a retry) of one message.
     * A job already waiting is left alone; a failed one is put back in line.
     */
    async trigger(action: 'sync' | 'retry', messageId: string) {
      if (!crm.configured) throw new Conflict(CRM_MESSAGES.notConfigured);
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.findMessage(tx, messageId);
        if (!row) throw new NotFound(CONTACT_MESSAGES.notFound);
        if (row.syncStatus === 'synced' && action === 'sync') return 'already-synced' as const;
        const queued = await jobs.enqueueUnlessWaiting(tx, CRM_SYNC_JOB, { messageId }, messageId);
        await repository.recordSync(tx, messageId, { syncStatus: 'pending', syncError: null });
        return queued;
      });
      jobs.wake();
      return {
        message:
          outcome === 'already-synced'
            ? CRM_MESSAGES.alreadySynced
            : outcome === 'already-queued'
              ? CRM_MESSAGES.alreadyQueued
              : CRM_MESSAGES.queued,
        status: outcome,
      };
    },
  };
}

export type ContactSync = ReturnType<typeof createContactSync>;
