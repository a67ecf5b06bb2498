import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consentRecords, privacyAuditLog, privacyRequests } from '../../db/schema.ts';

export type ConsentRow = typeof consentRecords.$inferSelect;
export type AuditRow = typeof privacyAuditLog.$inferSelect;
export type NewConsent = typeof consentRecords.$inferInsert;
export type NewAudit = typeof privacyAuditLog.$inferInsert;
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

export async function insertConsent(db: Executor, row: NewConsent): Promise<void> {
  await db.insert(consentRecords).values(row);
}

export function consentsOf(db: Executor, email: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.email, email))
    .orderBy(consentRecords.createdAt, consentRecords.id);
}

export async function deleteConsents(db: Executor, email: string): Promise<number> {
  const rows = await db
    .delete(consentRecords)
    .where(eq(consentRecords.email, email))
    .returning({ id: consentRecords.id });
  return rows.length;
}

export async function insertRequest(
  db: Executor,
  row: typeof privacyRequests.$inferInsert,
): Promise<void> {
  await db.insert(privacyRequests).values(row);
}

/** Takes a request by its secret's hash, if it has not expired: the row is gone after, so the link works once. */
export async function takeRequest(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<PrivacyRequestRow | undefined> {
  const [row] = await db
    .delete(privacyRequests)
    .where(and(eq(privacyRequests.tokenHash, tokenHash), gt(privacyRequests.expiresAt, now)))
    .returning();
  return row;
}

export async function deleteRequestsOf(db: Executor, email: string): Promise<number> {
  const rows = await db
    .delete(privacyRequests)
    .where(eq(privacyRequests.email, email))
    .returning({ id: privacyRequests.id });
  return rows.length;
}

export async function deleteExpiredRequests(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(privacyRequests)
    .where(lt(privacyRequests.expiresAt, now))
    .returning({ id: privacyRequests.id });
  return rows.length;
}

export async function insertAudit(db: Executor, row: NewAudit): Promise<AuditRow> {
  const [stored] = await db.insert(privacyAuditLog).values(row).returning();
  return stored!;
}

export function auditOf(db: Executor, subjectHash: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(privacyAuditLog)
    .where(eq(privacyAuditLog.subjectHash, subjectHash))
    .orderBy(desc(privacyAuditLog.createdAt));
}

export async function auditPage(
  db: Executor,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(privacyAuditLog)
      .orderBy(desc(privacyAuditLog.createdAt), desc(privacyAuditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(privacyAuditLog),
  ]);
  return { rows, total: total?.n ?? 0 };
}
