import { assertCan, type Actor } from '../../request-auth.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import {
  CHAT_FILE_REFUSALS,
  CHAT_FILES_MESSAGES,
  CHAT_UPLOAD_MAX_FILES,
  chatFileTypeOf,
} from '../../../shared/chat-files.ts';
import {
  chatFilesFieldsSchema,
  CONTACT_MESSAGES,
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  type ContactAttachment,
  type ContactMessage,
  type ContactStatus,
  type ContactSubmitRequest,
} from '../../../shared/contact.ts';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import type { LeadSource } from '../../../shared/analytics.ts';
import { UNKNOWN_SOURCE, type LeadAttribution } from '../analytics/analytics.service.ts';
import { LEAD_SYNC_STATUSES } from '../../../shared/leads.ts';
import { honeypotTripped } from '../../../shared/lead-fields.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import {
  collectProblems,
  fieldOrder,
  problemsOf,
  type Problem,
} from '../../../shared/validation.ts';
import { ScannerError, type VirusScanner } from '../../clamd.ts';
import { Invalid, NotFound, ServiceUnavailable, UploadRefused } from '../../errors.ts';
import type { LeadContext } from '../../lead-context.ts';
import type { FileStore } from '../../storage.ts';
import { ACKNOWLEDGEMENT_LIMIT, type MailService } from '../mail/mail.service.ts';
import type {
  ConsentRecorder,
  ErasureResult,
  PersonalDataSource,
} from '../privacy/privacy.types.ts';

/** Messages the retention rule anonymises once they have not changed for LEAD_RETENTION_DAYS. */
const FINISHED: readonly ContactStatus[] = ['closed'];
import { checkChatFile, cleanFileName } from './contact.files.ts';
import { contactAcknowledgement, contactNotification } from './contact.mails.ts';
import * as repository from './contact.repository.ts';
import { forgetMessages, leadKindOf, sourcesOfMessages } from './contact.sources.ts';
import type { ContactSync } from './contact.sync.ts';

export interface ContactServiceDeps {
  db: Database;
  mail: MailService;
  sync: ContactSync;
  /** Where the chat's files are kept: private, never served but through the staff download. */
  files: FileStore;
  /** ClamAV (CLAMAV_HOST): every chat file is scanned before it is stored; undefined, none is. */
  scanner?: VirusScanner | undefined;
  /** The company's facts as they are now (the site settings), read for each e-mail. */
  site: SiteReader;
  log: FastifyBaseLogger;
  consent: ConsentRecorder;
  /** Each message's source: recorded with it, shown with it, forgotten with it. */
  analytics: LeadAttribution;
}

/** A file as it arrived in the chat's upload: the name the browser gave and the bytes. */
export interface PostedFile {
  fileName: string;
  data: Buffer;
}

function toAttachment(row: repository.ContactAttachmentRow): ContactAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    activeContent: row.activeContent,
  };
}

export function toContactMessage(
  row: repository.ContactMessageRow,
  attachments: readonly repository.ContactAttachmentRow[] = [],
  leadSource: LeadSource = UNKNOWN_SOURCE,
): ContactMessage {
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
    attachments: attachments.map(toAttachment),
    leadSource,
  };
}

/** Messages with their files and sources, each read in one query for the whole list. */
async function withAttachments(
  db: Executor,
  analytics: LeadAttribution,
  rows: readonly repository.ContactMessageRow[],
): Promise<ContactMessage[]> {
  const ids = rows.map((row) => row.id);
  const attachments = await repository.attachmentsOf(db, ids);
  const sources = await sourcesOfMessages(analytics, db, rows);
  return rows.map((row) =>
    toContactMessage(
      row,
      attachments.filter((file) => file.messageId === row.id),
      sources.get(row.id),
    ),
  );
}

/** A file the chat's upload accepted, ready to be stored. */
interface AcceptedFile {
  fileName: string;
  contentType: string;
  extension: string;
  activeContent: boolean;
  data: Buffer;
}

/**
 * Checks the chat's upload as a whole: the visitor's name and address (the
 * quote form's rule) and every file (by its content), so one answer names
 * every problem, each file by its name. Nothing is stored before all pass.
 */
function checkChatUpload(fields: Record<string, string>, files: readonly PostedFile[]) {
  const problems: Problem[] = [];
  const refused: Array<{ upload: string; type: string }> = [];
  const parsed = chatFilesFieldsSchema.safeParse(fields);
  if (!parsed.success) problems.push(...problemsOf(parsed.error.issues));
  const accepted: AcceptedFile[] = [];
  if (files.length === 0) {
    problems.push({ path: 'files', message: CHAT_FILES_MESSAGES.filesRequired });
  }
  // The reader stops at the limit already; the rule holds whoever calls.
  if (files.length > CHAT_UPLOAD_MAX_FILES) {
    problems.push({ path: 'files', message: CHAT_FILES_MESSAGES.tooMany });
  }
  for (const file of files) {
    const fileName = cleanFileName(file.fileName);
    const check = checkChatFile(fileName, file.data);
    if (check.ok) {
      accepted.push({
        fileName,
        contentType: check.type.contentType,
        extension: check.type.extensions[0],
        activeContent: check.activeContent,
        data: file.data,
      });
    } else {
      refused.push({ upload: 'chat', type: chatFileTypeOf(fileName)?.kind ?? 'unlisted' });
      problems.push({
        path: 'files',
        message: CHAT_FILES_MESSAGES.refused(fileName || CHAT_FILES_MESSAGES.unnamed, check.reason),
      });
    }
  }
  if (!parsed.success || problems.length > 0) refuseUpload(problems, refused);
  return { fields: parsed.data, files: accepted };
}

/** The refusal of an upload: every problem, the visitor's details first, then each file. */
function refuseUpload(
  problems: readonly Problem[],
  refused: ReadonlyArray<{ upload: string; type: string }>,
): never {
  const collected = collectProblems(
    problems,
    [...fieldOrder(chatFilesFieldsSchema), 'files'],
    API_MESSAGES.validationFailed,
  );
  throw refused.length > 0
    ? new UploadRefused(collected.message, refused, collected)
    : new Invalid(collected.message, collected);
}

/**
 * The virus scan of files that passed every other check, before any is
 * stored: an infected file refuses the upload (400, naming it); a scanner
 * that cannot be reached or answers an error stops it with a 503, since a
 * file stored unscanned would be indistinguishable from one scanned clean.
 */
async function scanUpload(
  scanner: VirusScanner,
  files: readonly AcceptedFile[],
  log: FastifyBaseLogger,
): Promise<void> {
  let results;
  try {
    results = await Promise.all(files.map((file) => scanner.scan(file.data)));
  } catch (error) {
    if (!(error instanceof ScannerError)) throw error;
    throw new ServiceUnavailable(CHAT_FILES_MESSAGES.scanUnavailable, { cause: error });
  }
  const problems: Problem[] = [];
  results.forEach((result, index) => {
    if (!result.infected) return;
    const file = files[index]!;
    log.warn(
      { signature: result.signature, size: file.data.length, contentType: file.contentType },
      'chat upload refused: the virus scan found malware',
    );
    problems.push({
      path: 'files',
      message: CHAT_FILES_MESSAGES.refused(file.fileName, CHAT_FILE_REFUSALS.infected),
    });
  });
  if (problems.length > 0) {
    const infected = files.filter((_, index) => results[index]!.infected);
    refuseUpload(
      problems,
      infected.map((file) => ({
        upload: 'chat',
        type: chatFileTypeOf(file.fileName)?.kind ?? 'unlisted',
      })),
    );
  }
}

export function createContactService({
  db,
  mail,
  sync,
  files,
  scanner,
  site: readSite,
  log,
  consent,
  analytics,
}: ContactServiceDeps) {
  /**
   * The jobs that carry a stored message on, queued in its transaction: the
   * company's e-mail (with the files, if any), the visitor's acknowledgement
   * and the CRM sync.
   */
  async function queueFollowUps(
    tx: Executor,
    message: repository.ContactMessageRow,
    attachments: readonly repository.ContactAttachmentRow[],
  ) {
    const site = await readSite(tx);
    await mail.queue(tx, contactNotification(site, message, attachments), message.id);
    await mail.queueLimited(
      tx,
      contactAcknowledgement(site, message),
      ACKNOWLEDGEMENT_LIMIT,
      message.id,
    );
    await sync.queueNew(tx, message.id);
  }

  /**
   * Anonymises the messages (reference, dates, status and choices stay),
   * forgets their sources, deletes their files' rows (the files themselves
   * once committed), drops the e-mails still queued about them (and to
   * `address`) and has their CRM leads cleared through the sync queue.
   */
  async function anonymiseMessages(
    tx: Executor,
    rows: readonly repository.ContactMessageRow[],
    address?: string,
  ): Promise<ErasureResult> {
    if (address) await mail.forget(tx, { address });
    if (rows.length === 0) return { count: 0 };
    const ids = rows.map((row) => row.id);
    const attachments = await repository.attachmentsOf(tx, ids);
    await repository.deleteAttachments(tx, ids);
    await repository.anonymise(tx, ids);
    await forgetMessages(analytics, tx, rows);
    await mail.forget(tx, { subjectIds: ids });
    await sync.erased(tx, rows);
    return {
      count: rows.length,
      afterCommit: async () => {
        for (const file of attachments) await files.remove(file.storageKey);
      },
    };
  }

  return {
    /**
     * Stores the message and, in the same transaction, the jobs that carry it
     * on (the two e-mails, the CRM sync): once this resolves the lead is safe,
     * whatever happens to the mail server or the CRM afterwards.
     */
    async submit(input: ContactSubmitRequest, context: LeadContext) {
      if (honeypotTripped(input.website)) {
        // A bot filled the hidden field: answer as usual so it learns nothing, keep nothing.
        log.info({ source: input.source }, 'contact honeypot triggered; message dropped');
        return { id: randomUUID(), submittedAt: new Date().toISOString() };
      }
      // Before the transaction: finding the visit may write this instance's buffered views.
      const visit = await analytics.visitFor(context.visitor);
      const row = await db.transaction(async (tx) => {
        const stored = await repository.insertMessage(tx, input, sync.initialStatus());
        await analytics.attribute(tx, { kind: leadKindOf(stored.source), id: stored.id }, visit);
        await consent.record(tx, {
          email: stored.email,
          purpose: stored.source === 'chat' ? 'chat' : 'contact',
          ...context,
        });
        await queueFollowUps(tx, stored, []);
        return stored;
      });
      analytics.leadStored(leadKindOf(row.source));
      mail.flush();
      return { id: row.id, submittedAt: row.createdAt.toISOString() };
    },

    /**
     * The chat's upload: checks the name, the address and every file (by its
     * content, then with ClamAV when it is set up), stores the files under
     * generated names in the private store, then writes the message (source
     * `chat`), its attachments, the two e-mails and the CRM sync in one
     * transaction, as `submit` does. Should that fail, the stored files are
     * removed again: no file outlives a message that was never written.
     */
    async shareFiles(
      fields: Record<string, string>,
      posted: readonly PostedFile[],
      context: LeadContext,
    ) {
      const upload = checkChatUpload(fields, posted);
      if (honeypotTripped(upload.fields.website)) {
        log.info({ source: 'chat' }, 'chat upload honeypot triggered; files dropped');
        return {
          id: randomUUID(),
          submittedAt: new Date().toISOString(),
          files: upload.files.map(({ fileName, data }) => ({ fileName, size: data.length })),
        };
      }
      if (scanner) await scanUpload(scanner, upload.files, log);
      const visit = await analytics.visitFor(context.visitor);
      const stored: repository.NewAttachment[] = [];
      let row: repository.ContactMessageRow;
      try {
        for (const file of upload.files) {
          const storageKey = `${randomUUID()}${file.extension}`;
          await files.put(storageKey, file.data);
          stored.push({
            storageKey,
            fileName: file.fileName,
            contentType: file.contentType,
            size: file.data.length,
            activeContent: file.activeContent,
          });
        }
        row = await db.transaction(async (tx) => {
          const message = await repository.insertMessage(
            tx,
            {
              firstName: upload.fields.firstName,
              lastName: upload.fields.lastName,
              email: upload.fields.email,
              phone: null,
              company: null,
              serviceInterest: 'general_inquiry',
              messageTo: 'general_inquiry',
              message: CHAT_FILES_MESSAGES.storedMessage,
              source: 'chat',
            },
            sync.initialStatus(),
          );
          await analytics.attribute(
            tx,
            { kind: leadKindOf(message.source), id: message.id },
            visit,
          );
          await repository.insertAttachments(tx, message.id, stored);
          await consent.record(tx, { email: message.email, purpose: 'chat', ...context });
          await queueFollowUps(tx, message, await repository.attachmentsOf(tx, [message.id]));
          return message;
        });
        analytics.leadStored(leadKindOf(row.source));
      } catch (error) {
        await Promise.all(
          stored.map(({ storageKey }) =>
            files.remove(storageKey).catch((err: unknown) => {
              log.error({ err, storageKey }, 'could not remove a chat file after a failed upload');
            }),
          ),
        );
        throw error;
      }
      mail.flush();
      return {
        id: row.id,
        submittedAt: row.createdAt.toISOString(),
        files: stored.map(({ fileName, size }) => ({ fileName, size })),
      };
    },

    /** A message's file for staff: its name and type as stored, and its bytes as a stream. */
    async openAttachment(id: string) {
      const row = await repository.findAttachment(db, id);
      const found = row ? await files.get(row.storageKey) : undefined;
      if (!row || !found) throw new NotFound(CHAT_FILES_MESSAGES.attachmentNotFound);
      return { fileName: row.fileName, contentType: row.contentType, ...found };
    },

    async get(id: string): Promise<ContactMessage> {
      const row = await repository.findMessage(db, id);
      if (!row) throw new NotFound(CONTACT_MESSAGES.notFound);
      const [message] = await withAttachments(db, analytics, [row]);
      return message!;
    },

    async recent(query: repository.MessageFilters & { page: number; limit: number }) {
      const { rows, total } = await repository.listMessages(db, query, query);
      return {
        messages: await withAttachments(db, analytics, rows),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          pages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },

    /** Every message the filters match, newest first, with its files, batch by batch (the CSV export). */
    async *exportMessages(filters: repository.MessageFilters): AsyncGenerator<ContactMessage[]> {
      for await (const rows of repository.messagesInBatches(db, filters)) {
        yield await withAttachments(db, analytics, rows);
      }
    },

    async setStatus(id: string, status: ContactStatus, actor: Actor): Promise<ContactMessage> {
      assertCan(actor, 'leads.read');
      const row = await repository.setStatus(db, id, status);
      if (!row) throw new NotFound(CONTACT_MESSAGES.notFound);
      const [message] = await withAttachments(db, analytics, [row]);
      return message!;
    },

    /**
     * The contact messages of an address, for the privacy module: an export
     * lists them with their files' names and their sources; an erasure
     * anonymises them (reference, dates, status, choices stay), forgets their
     * sources, deletes their files (after the commit), drops the e-mails still
     * queued about them and has the CRM lead cleared through the sync queue.
     */
    personalData: {
      name: 'contactMessages',
      async export(executor, email) {
        const rows = await repository.messagesOf(executor, email);
        const messages = await withAttachments(executor, analytics, rows);
        return messages.map(({ syncError: _error, ...message }) => message);
      },
      async erase(tx, email) {
        const rows = await repository.messagesOf(tx, email);
        return anonymiseMessages(tx, rows, email);
      },
      async retain(tx, rule) {
        if (!rule.leadsBefore) return { count: 0 };
        const rows = await repository.finishedMessages(tx, FINISHED, rule.leadsBefore);
        return anonymiseMessages(tx, rows);
      },
    } satisfies PersonalDataSource,

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
