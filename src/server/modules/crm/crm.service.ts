import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { jobs, type contactMessages } from '../../db/schema.ts';
import { CONTACT_MESSAGES } from '../../../shared/contact.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { PermanentFailure, RetryLater, type JobQueue } from '../jobs/job-queue.ts';
import {
  createDataverseClient,
  CrmRejected,
  CrmRetryLater,
  type DataverseConfig,
  type LeadInput,
} from './dataverse-client.ts';
import { CRM_MESSAGES } from './crm.messages.ts';

export const CRM_SYNC_JOB = 'crm.sync-contact';

type MessageRow = typeof contactMessages.$inferSelect;
export type SyncChange = Partial<
  Pick<MessageRow, 'syncStatus' | 'syncError' | 'syncedAt' | 'crmLeadId'>
> & { attempted?: boolean };

/** What the CRM needs of the contact module (wired in app.ts, so modules stay apart). */
export interface ContactMessagesPort {
  find(executor: Executor, id: string): Promise<MessageRow | undefined>;
  recordSync(executor: Executor, id: string, change: SyncChange): Promise<void>;
}

export interface CrmServiceDeps {
  db: Database;
  messages: ContactMessagesPort;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** Undefined when Dynamics 365 is not configured: messages are then `skipped`. */
  dataverse: DataverseConfig | undefined;
  /** Tests pass their own fetch (never needed in production). */
  fetch?: typeof fetch;
}

/** The Dataverse lead a message becomes. */
export function leadFor(row: MessageRow): LeadInput {
  const details = row.details ?? {};
  const extra = [
    details.interest && `Interest: ${details.interest}`,
    details.budget && `Budget: ${details.budget}`,
    details.timeline && `Timeline: ${details.timeline}`,
    details.teamSize && `Team size: ${details.teamSize}`,
    `Service interest: ${row.serviceInterest}`,
    `For: ${row.messageTo}`,
    `Source: website (${row.source})`,
    `Reference ID: ${row.id}`,
  ].filter(Boolean);
  return {
    id: row.id,
    subject: `Website enquiry from ${`${row.firstName} ${row.lastName}`.trim()}`,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    email: row.email,
    phone: row.phone,
    description: `${row.message}\n\n${extra.join('\n')}`,
  };
}

/**
 * Dynamics 365 sync (spec README decision 11): every contact message becomes
 * a Dataverse lead through the job queue. The lead's id is the message's id,
 * so a retry after a lost answer finds the lead instead of duplicating it.
 */
export function createCrmService({ db, messages, queue, log, dataverse, fetch }: CrmServiceDeps) {
  const recordSync = messages.recordSync;
  const client = dataverse
    ? createDataverseClient(dataverse, fetch ? { fetch } : undefined)
    : undefined;

  queue.register(
    CRM_SYNC_JOB,
    async (payload, job) => {
      const id = String(payload['messageId']);
      const row = await messages.find(db, id);
      if (!row || row.syncStatus === 'synced') return;
      if (!client) {
        await recordSync(db, id, { syncStatus: 'skipped', syncError: null });
        return;
      }
      try {
        const result = await client.upsertLead(leadFor(row));
        await recordSync(db, id, {
          syncStatus: 'synced',
          syncError: null,
          syncedAt: new Date(),
          crmLeadId: result.leadId,
          attempted: true,
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const permanent = err instanceof CrmRejected || job.lastAttempt;
        await recordSync(db, id, {
          syncStatus: permanent ? 'failed' : 'pending',
          syncError: message.slice(0, 1000),
          attempted: true,
        });
        if (err instanceof CrmRejected) throw new PermanentFailure(message);
        throw new RetryLater(message, err instanceof CrmRetryLater ? err.delayMs : undefined);
      }
    },
    // Back-off doubles from the base up to an hour: about two days of trying.
    { maxAttempts: 50 },
  );

  return {
    configured: client !== undefined,

    async enqueueSync(executor: Executor, messageId: string): Promise<void> {
      await queue.enqueue(executor, {
        kind: CRM_SYNC_JOB,
        payload: { messageId },
        subjectId: messageId,
      });
    },

    /** `GET /api/contact/test/d365`: the configuration and a token, then WhoAmI. */
    async test(): Promise<{ success: boolean; message: string; error?: string }> {
      if (!client) return { success: false, message: CRM_MESSAGES.notConfigured };
      try {
        const result = await client.testConnection();
        return {
          success: true,
          message: result.organizationId
            ? CRM_MESSAGES.connected(result.organizationId)
            : CRM_MESSAGES.connectedNoOrg,
        };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        log.warn({ err: error }, 'Dynamics 365 connection test failed');
        return { success: false, message: CRM_MESSAGES.testFailed, error };
      }
    },

    /**
     * `POST /api/contact/sync/d365`: queue a sync (or a retry) of one message.
     * A job already waiting is left alone; a failed one is put back in line.
     */
    async trigger(action: 'sync' | 'retry', messageId: string) {
      if (!client) throw new Conflict(CRM_MESSAGES.notConfigured);
      const outcome = await db.transaction(async (tx) => {
        const row = await messages.find(tx, messageId);
        if (!row) throw new NotFound(CONTACT_MESSAGES.notFound);
        if (row.syncStatus === 'synced' && action === 'sync') return 'already-synced' as const;
        const existing = await tx
          .select({ id: jobs.id, status: jobs.status })
          .from(jobs)
          .where(and(eq(jobs.subjectId, messageId), eq(jobs.kind, CRM_SYNC_JOB)));
        const waiting = existing.find((job) => job.status !== 'failed');
        if (!waiting) {
          const failed = existing.filter((job) => job.status === 'failed').map((job) => job.id);
          if (failed.length) await tx.delete(jobs).where(inArray(jobs.id, failed));
          await queue.enqueue(tx, {
            kind: CRM_SYNC_JOB,
            payload: { messageId },
            subjectId: messageId,
          });
        }
        await recordSync(tx, messageId, { syncStatus: 'pending', syncError: null });
        return waiting ? ('already-queued' as const) : ('queued' as const);
      });
      queue.wake();
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

export type CrmService = ReturnType<typeof createCrmService>;
