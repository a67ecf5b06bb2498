import type { FastifyBaseLogger } from 'fastify';
import { PermanentFailure, RetryLater } from '../jobs/jobs.service.ts';
import {
  createDataverseClient,
  CrmRejected,
  CrmRetryLater,
  leadBody,
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

/**
 * Dynamics 365's refusal may quote the record it refused (a plug-in's
 * message: "A lead for Ada Lovelace, ada@example.org, already exists"), and
 * a failed sync's message goes to the log and to the staff screens: the
 * lead's personal values (as given and as sent, and each line of its
 * description) are cut out of the error's message and stack first.
 */
export function withoutLeadValues(err: unknown, lead: LeadInput): unknown {
  if (!(err instanceof Error)) return err;
  const values = new Set<string>();
  const sent = Object.values(leadBody(lead));
  const given = [lead.subject, lead.firstName, lead.lastName, lead.company, lead.email, lead.phone];
  for (const value of [...given, ...sent, ...lead.description.split('\n')]) {
    if (typeof value === 'string' && value.trim().length > 0) values.add(value.trim());
  }
  // Longest first (an address before the name inside it); whole words only,
  // so a short name never takes letters out of the refusal's own words.
  const quoted = [...values]
    .sort((a, b) => b.length - a.length)
    .map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (quoted.length === 0) return err;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${quoted.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  err.message = err.message.replace(pattern, '[redacted]');
  if (err.stack) err.stack = err.stack.replace(pattern, '[redacted]');
  return err;
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
      try {
        return await client.upsertLead(lead);
      } catch (err) {
        throw withoutLeadValues(err, lead);
      }
    },

    /** Creates the lead or brings its fields up to date (the same errors as pushLead). */
    async syncLead(lead: LeadInput): Promise<{ leadId: string }> {
      if (!client) throw new Error(CRM_MESSAGES.notConfigured);
      try {
        return await client.upsertLead(lead, { update: true });
      } catch (err) {
        throw withoutLeadValues(err, lead);
      }
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
