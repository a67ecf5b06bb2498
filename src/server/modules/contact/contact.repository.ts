import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  countsBy,
  countWhere,
  createdSince,
  anonymiseRows,
  finishedBefore,
  newestPage,
  rowsOfAddress,
  setStatus as setLeadStatus,
  startOfUtcDay,
} from '../../db/lead-tables.ts';
import { newestInBatches } from '../../db/keyset.ts';
import { contactAttachments, contactMessages } from '../../db/schema.ts';
import type {
  ContactSource,
  ContactStatus,
  ContactSubmitRequest,
} from '../../../shared/contact.ts';
import type { LeadSyncStatus } from '../../../shared/leads.ts';
import { ANONYMISED } from '../../../shared/privacy-messages.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactAttachmentRow = typeof contactAttachments.$inferSelect;
export type NewAttachment = Pick<
  ContactAttachmentRow,
  'storageKey' | 'fileName' | 'contentType' | 'size' | 'activeContent'
>;
export type SyncChange = Partial<
  Pick<ContactMessageRow, 'syncStatus' | 'syncError' | 'syncedAt' | 'crmLeadId'>
> & { attempted?: boolean };

export async function insertMessage(
  db: Executor,
  input: ContactSubmitRequest,
  syncStatus: LeadSyncStatus,
): Promise<ContactMessageRow> {
  const details = input.details
    ? Object.fromEntries(Object.entries(input.details).filter(([, value]) => value))
    : {};
  const [row] = await db
    .insert(contactMessages)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      company: input.company,
      serviceInterest: input.serviceInterest,
      messageTo: input.messageTo,
      message: input.message,
      source: input.source,
      details: Object.keys(details).length ? details : null,
      syncStatus,
    })
    .returning();
  return row!;
}

export async function findMessage(
  db: Executor,
  id: string,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

export interface MessageFilters {
  status?: ContactStatus | undefined;
  syncStatus?: LeadSyncStatus | undefined;
  source?: ContactSource | undefined;
}

function where(filters: MessageFilters): SQL | undefined {
  return and(
    filters.status ? eq(contactMessages.status, filters.status) : undefined,
    filters.syncStatus ? eq(contactMessages.syncStatus, filters.syncStatus) : undefined,
    filters.source ? eq(contactMessages.source, filters.source) : undefined,
  );
}

export function listMessages(
  db: Executor,
  filters: MessageFilters,
  paging: { page: number; limit: number },
) {
  return newestPage(db, contactMessages, where(filters), paging);
}

/** Every message the filters match, in the list's order, in batches (the CSV export). */
export function messagesInBatches(db: Executor, filters: MessageFilters) {
  return newestInBatches(db, contactMessages, where(filters));
}

export function setStatus(db: Executor, id: string, status: ContactStatus) {
  return setLeadStatus(db, contactMessages, id, status);
}

export async function recordSync(db: Executor, id: string, change: SyncChange): Promise<void> {
  const { attempted, ...fields } = change;
  await db
    .update(contactMessages)
    .set({
      ...fields,
      ...(attempted ? { syncAttempts: sql`${contactMessages.syncAttempts} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(contactMessages.id, id));
}

export async function stats(
  db: Executor,
  keys: {
    statuses: readonly ContactStatus[];
    syncStatuses: readonly LeadSyncStatus[];
    sources: readonly ContactSource[];
  },
  now: Date,
) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const [total, today, last7Days, byStatus, bySyncStatus, bySource] = await Promise.all([
    countWhere(db, contactMessages),
    countWhere(db, contactMessages, createdSince(contactMessages, startOfUtcDay(now))),
    countWhere(db, contactMessages, createdSince(contactMessages, weekAgo)),
    countsBy(db, contactMessages, contactMessages.status, keys.statuses),
    countsBy(db, contactMessages, contactMessages.syncStatus, keys.syncStatuses),
    countsBy(db, contactMessages, contactMessages.source, keys.sources),
  ]);
  return { total, today, last7Days, byStatus, bySyncStatus, bySource };
}

export async function insertAttachments(
  db: Executor,
  messageId: string,
  files: readonly NewAttachment[],
): Promise<void> {
  if (files.length === 0) return;
  await db.insert(contactAttachments).values(files.map((file) => ({ ...file, messageId })));
}

/**
 * The files of these messages. One message's files share their creation
 * time (one transaction), so they are listed by name: the same order in the
 * staff e-mail, the CRM description and the lead inbox.
 */
export async function attachmentsOf(
  db: Executor,
  messageIds: readonly string[],
): Promise<ContactAttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(contactAttachments)
    .where(inArray(contactAttachments.messageId, [...messageIds]))
    .orderBy(
      asc(contactAttachments.createdAt),
      asc(contactAttachments.fileName),
      asc(contactAttachments.id),
    );
}

export async function findAttachment(
  db: Executor,
  id: string,
): Promise<ContactAttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(contactAttachments)
    .where(eq(contactAttachments.id, id))
    .limit(1);
  return row;
}

/** The messages an address sent, oldest first. */
export function messagesOf(db: Executor, email: string): Promise<ContactMessageRow[]> {
  return rowsOfAddress(db, contactMessages, email);
}

/** What replaces a message's personal fields; the reference, dates, status and choices stay. */
const ANONYMOUS_MESSAGE = {
  firstName: ANONYMISED.name,
  lastName: '',
  email: ANONYMISED.email,
  phone: null,
  company: null,
  message: ANONYMISED.text,
  details: null,
} satisfies Partial<ContactMessageRow>;

/** Anonymises the messages (an erasure); resolves with the ids changed. */
export function anonymise(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return anonymiseRows(
    db,
    contactMessages,
    inArray(contactMessages.id, [...ids]),
    ANONYMOUS_MESSAGE,
  );
}

/** Messages finished (`statuses`) and unchanged since `before`, not anonymised yet (the retention rule). */
export function finishedMessages(
  db: Executor,
  statuses: readonly ContactStatus[],
  before: Date,
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(finishedBefore(contactMessages, statuses, before))
    .orderBy(asc(contactMessages.updatedAt))
    .limit(RETENTION_BATCH);
}

/** At most this many messages are anonymised by one run of the retention job. */
const RETENTION_BATCH = 1000;

/** Deletes the files' rows of the messages (the caller removes the stored files). */
export async function deleteAttachments(
  db: Executor,
  messageIds: readonly string[],
): Promise<void> {
  if (messageIds.length === 0) return;
  await db.delete(contactAttachments).where(inArray(contactAttachments.messageId, [...messageIds]));
}
