import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  CONTACT_MESSAGES,
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
  type ContactSubmitRequest,
} from '../../../shared/contact.ts';
import { LEAD_SYNC_STATUSES } from '../../../shared/leads.ts';
import { honeypotTripped } from '../../../shared/lead-fields.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import { NotFound } from '../../errors.ts';
import { ACKNOWLEDGEMENT_LIMIT, type MailService } from '../mail/mail.service.ts';
import { contactAcknowledgement, contactNotification } from './contact.mails.ts';
import * as repository from './contact.repository.ts';
import type { ContactSync } from './contact.sync.ts';

export interface ContactServiceDeps {
  db: Database;
  mail: MailService;
  sync: ContactSync;
  site: SiteSettings;
  log: FastifyBaseLogger;
}

export function toContactMessage(row: repository.ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    serviceInterest: row.serviceInterest,
    messageTo: row.messageTo,
    message: row.message,
    source: row.source,
    details: row.details,
    status: row.status,
    syncStatus: row.syncStatus,
    syncAttempts: row.syncAttempts,
    syncError: row.syncError,
    syncedAt: row.syncedAt?.toISOString() ?? null,
    crmLeadId: row.crmLeadId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createContactService({ db, mail, sync, site, log }: ContactServiceDeps) {
  return {
    /**
     * Stores the message and, in the same transaction, the jobs that carry it
     * on (the two e-mails, the CRM sync): once this resolves the lead is safe,
     * whatever happens to the mail server or the CRM afterwards.
     */
    async submit(input: ContactSubmitRequest) {
      if (honeypotTripped(input.website)) {
        // A bot filled the hidden field: answer as usual so it learns nothing, keep nothing.
        log.info({ source: input.source }, 'contact honeypot triggered; message dropped');
        return { id: randomUUID(), submittedAt: new Date().toISOString() };
      }
      const row = await db.transaction(async (tx) => {
        const stored = await repository.insertMessage(tx, input, sync.initialStatus());
        await mail.queue(tx, contactNotification(site, stored), stored.id);
        await mail.queueLimited(
          tx,
          contactAcknowledgement(site, stored),
          ACKNOWLEDGEMENT_LIMIT,
          stored.id,
        );
        await sync.queueNew(tx, stored.id);
        return stored;
      });
      mail.flush();
      return { id: row.id, submittedAt: row.createdAt.toISOString() };
    },

    async get(id: string): Promise<ContactMessage> {
      const row = await repository.findMessage(db, id);
      if (!row) throw new NotFound(CONTACT_MESSAGES.notFound);
      return toContactMessage(row);
    },

    async recent(query: repository.MessageFilters & { page: number; limit: number }) {
      const { rows, total } = await repository.listMessages(db, query, query);
      return {
        messages: rows.map(toContactMessage),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          pages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },

    async setStatus(id: string, status: ContactStatus): Promise<ContactMessage> {
      const row = await repository.setStatus(db, id, status);
      if (!row) throw new NotFound(CONTACT_MESSAGES.notFound);
      return toContactMessage(row);
    },

    stats(now = new Date()) {
      return repository.stats(
        db,
        { statuses: CONTACT_STATUSES, syncStatuses: LEAD_SYNC_STATUSES, sources: CONTACT_SOURCES },
        now,
      );
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
