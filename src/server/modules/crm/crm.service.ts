import type { FastifyBaseLogger } from 'fastify';
import { PermanentFailure, RetryLater } from '../jobs/jobs.service.ts';
import {
  createDataverseClient,
  CrmRejected,
  CrmRetryLater,
  type DataverseConfig,
  type LeadInput,
} from './dataverse-client.ts';
import { CRM_MESSAGES } from './crm.messages.ts';

export { type LeadInput } from './dataverse-client.ts';
export { CRM_MESSAGES } from './crm.messages.ts';

/**
 * What a job throws after a CRM call failed, by the failure alone: a refusal
 * (CrmRejected) fails the job at once, since the same lead would be refused
 * again; anything else (CrmRetryLater, a network or database error) is tried
 * again, after the server's delay when it named one, else after the queue's
 * back-off. The last attempt is the queue's to judge: it fails the job
 * whatever is thrown.
 */
export function crmJobFailure(err: unknown): PermanentFailure | RetryLater {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof CrmRejected) return new PermanentFailure(message);
  return new RetryLater(message, err instanceof CrmRetryLater ? err.delayMs : undefined);
}

export interface CrmServiceDeps {
  log: FastifyBaseLogger;
  /** Undefined when Dynamics 365 is not configured. */
  dataverse: DataverseConfig | undefined;
  /** Tests pass their own fetch (never needed in production). */
  fetch?: typeof fetch;
}

/**
 * Dynamics 365 (Dataverse Web API): leads in, and a connection test for
 * staff. The contact module decides what a lead is and when to push it; a
 * lead's id is the message's id, so a retry after a lost answer finds the
 * lead instead of duplicating it.
 */
export function createCrmService({ log, dataverse, fetch }: CrmServiceDeps) {
  const client = dataverse
    ? createDataverseClient(dataverse, fetch ? { fetch } : undefined)
    : undefined;

  return {
    configured: client !== undefined,

    /**
     * Creates the lead (or finds it, when an earlier attempt got through).
     * Throws CrmRejected when trying again cannot help, CrmRetryLater (with
     * the server's delay) or another error when it can.
     */
    async pushLead(lead: LeadInput): Promise<{ leadId: string }> {
      if (!client) throw new Error(CRM_MESSAGES.notConfigured);
      return client.upsertLead(lead);
    },

    /** Creates the lead or brings its fields up to date (the same errors as pushLead). */
    async syncLead(lead: LeadInput): Promise<{ leadId: string }> {
      if (!client) throw new Error(CRM_MESSAGES.notConfigured);
      return client.upsertLead(lead, { update: true });
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
  };
}

export type CrmService = ReturnType<typeof createCrmService>;
