import { assertCan } from '../../request-auth.ts';
import type { Role } from '../../../shared/roles.ts';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { CONSENT_NOTICES } from '../../../shared/consent-notices.ts';
import {
  PRIVACY_LINK_HOURS,
  PRIVACY_MESSAGES,
  type AuditAction,
  type AuditChanges,
  type AuditEntry,
  type ConsentRecord,
  type PersonData,
  type PrivacyAction,
  type PrivacyActor,
} from '../../../shared/privacy.ts';
import * as z from 'zod/mini';
import type { Database, Executor } from '../../db/client.ts';
import { Invalid } from '../../errors.ts';
import { defineJob, type JobQueue } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { erasureNotification, privacyLinkMessage } from './privacy.mails.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import * as repository from './privacy.repository.ts';
import type {
  CollectionContext,
  ConsentInput,
  ConsentRecorder,
  PersonalDataSource,
  RetentionSource,
  PersonalRecord,
  RetentionRule,
} from './privacy.types.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A request's e-mail goes to an address at most once in this window per action. */
const REQUEST_WINDOW_MS = 10 * 60 * 1000;

/** The longest source page kept (a path on this site). */
const SOURCE_PAGE_MAX = 300;

/** The daily retention run; each run books the next, one waiting whatever the instances. */
export const RETENTION_JOB = defineJob<Record<string, never>>(
  'privacy.retention',
  z.object({}) as unknown as z.ZodMiniType<Record<string, never>>,
  { maxAttempts: 5 },
);
const RETENTION_SUBJECT = 'privacy-retention';
const DAY_MS = 24 * HOUR_MS;

/** Unconfirmed sign-ups and reply-notification requests are kept this long. */
export const UNCONFIRMED_KEEP_DAYS = 30;

export interface PrivacyServiceDeps {
  db: Database;
  mail: Pick<MailService, 'queue' | 'queueLimited' | 'flush'>;
  jobs: JobQueue;
  /** LEAD_RETENTION_DAYS: finished leads unchanged this long are anonymised (0: never). */
  leadRetentionDays: number;
  /** The company's facts as they are now (the site settings), read for each e-mail. */
  site: SiteReader;
  /** The installation's secret: keys the hashes of client and subject addresses. */
  secret: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Who ran an export or erasure, for the audit log. Staff's role decides
 * whether they may (`privacy.manage`): without one given, they may not.
 */
export type PrivacyAgent =
  | { actor: Exclude<PrivacyActor, 'staff'> }
  | { actor: 'staff'; userId: string; email: string; role?: Role | null };

/** Staff use the privacy tools only with a role that holds them (the route checks first). */
function mayUseTools(agent: PrivacyAgent): void {
  if (agent.actor === 'staff') assertCan({ role: agent.role ?? null }, 'privacy.manage');
}

/**
 * One entry of the audit log, as any module records it
 * (`app.privacy.audit.record(tx, entry)`, in the transaction of the change):
 * what was done, by whom (a signed-in user's id and address), about whom
 * (an e-mail address, kept masked and hashed; leave it out for a change
 * about no one, such as a site setting) and each field's value before and
 * after.
 */
export interface AuditRecord {
  action: AuditAction;
  actor: { userId: string; email: string };
  subject?: string | undefined;
  changes?: AuditChanges | undefined;
}

/** The audit log as other modules write to it. */
export interface AuditRecorder {
  record(tx: Executor, entry: AuditRecord): Promise<{ id: string }>;
}

/** "j***@example.com": enough for staff to recognise an entry, not the address itself. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The wording's fingerprint a consent record keeps beside the notice's version. */
export function noticeHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Where a submission came from: the page (the path of a same-site Referer;
 * page actions pass the page they answer) and the client address.
 */
export function collectionContext(request: FastifyRequest, baseUrl: string): CollectionContext {
  let sourcePage: string | null = null;
  const referer = request.headers.referer;
  if (typeof referer === 'string') {
    try {
      const url = new URL(referer);
      const site = new URL(baseUrl);
      if (url.host === site.host || url.host === request.headers.host) {
        sourcePage = url.pathname.slice(0, SOURCE_PAGE_MAX);
      }
    } catch {
      // Not a URL: no source page.
    }
  }
  return { sourcePage, clientIp: request.ip ?? null };
}

function toConsentRecord(row: repository.ConsentRow): ConsentRecord {
  return {
    id: row.id,
    purpose: row.purpose,
    action: row.action,
    noticeVersion: row.noticeVersion,
    noticeHash: row.noticeHash,
    sourcePage: row.sourcePage,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAuditEntry(row: repository.AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: row.actor,
    staffEmail: row.staffEmail,
    subject: row.subjectMasked,
    summary: row.summary,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createPrivacyService({
  db,
  mail,
  jobs,
  leadRetentionDays,
  site: readSite,
  secret,
  log,
  now = () => new Date(),
}: PrivacyServiceDeps) {
  const sources: PersonalDataSource[] = [];
  const retainers: RetentionSource[] = [];
  const keyed = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const subjectHash = (email: string) => keyed(`privacy-subject|${email}`);
  const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

  const consent: ConsentRecorder = {
    async record(tx, input: ConsentInput) {
      const notice = CONSENT_NOTICES[input.purpose];
      await repository.insertConsent(tx, {
        email: input.email.trim().toLowerCase(),
        purpose: input.purpose,
        action: input.action ?? 'given',
        noticeVersion: notice.version,
        noticeHash: noticeHash(notice.text),
        sourcePage: input.sourcePage,
        clientHash: input.clientIp ? keyed(`client|${input.clientIp}`) : null,
      });
    },
  };

  /** Everything held about the address, store by store, with its consent history and audit entries. */
  async function gather(email: string): Promise<PersonData> {
    const stores: Record<string, PersonalRecord[]> = {};
    for (const source of sources) stores[source.name] = await source.export(db, email);
    const [consents, audit] = await Promise.all([
      repository.consentsOf(db, email),
      repository.auditOf(db, subjectHash(email)),
    ]);
    return {
      email,
      generatedAt: now().toISOString(),
      stores,
      consents: consents.map(toConsentRecord),
      audit: audit.map(toAuditEntry),
    };
  }

  function auditRow(
    action: AuditAction,
    email: string | undefined,
    agent: PrivacyAgent,
    details: { summary?: Record<string, number>; changes?: AuditChanges | undefined },
  ) {
    return {
      action,
      actor: agent.actor,
      staffUserId: agent.actor === 'staff' ? agent.userId : null,
      staffEmail: agent.actor === 'staff' ? agent.email : null,
      subjectMasked: email === undefined ? null : maskEmail(email),
      subjectHash: email === undefined ? null : subjectHash(email),
      summary: details.summary ?? {},
      changes: details.changes ?? null,
      createdAt: now(),
    };
  }

  const audit: AuditRecorder = {
    async record(tx, entry) {
      const agent = { actor: 'staff', ...entry.actor } as const;
      const stored = await repository.insertAudit(
        tx,
        auditRow(entry.action, entry.subject, agent, { changes: entry.changes }),
      );
      return { id: stored.id };
    },
  };

  async function exportFor(email: string, agent: PrivacyAgent): Promise<PersonData> {
    mayUseTools(agent);
    const data = await gather(email);
    const summary = Object.fromEntries(
      Object.entries(data.stores).map(([name, records]) => [name, records.length]),
    );
    summary.consents = data.consents.length;
    await repository.insertAudit(db, auditRow('export', email, agent, { summary }));
    return data;
  }

  /**
   * Erases the address in every store in one transaction (all or nothing),
   * with its consent records, pending requests and the e-mails still queued
   * to it; writes the audit entry and the staff's e-mail in the same
   * transaction; removes stored files once it has committed.
   */
  async function erase(email: string, agent: PrivacyAgent): Promise<Record<string, number>> {
    mayUseTools(agent);
    const after: Array<() => Promise<void>> = [];
    const summary = await db.transaction(async (tx) => {
      const counts: Record<string, number> = {};
      // Later modules build on earlier ones (selections on accounts): erase them first.
      for (const source of [...sources].reverse()) {
        const result = await source.erase(tx, email);
        counts[source.name] = result.count;
        if (result.afterCommit) after.push(result.afterCommit);
      }
      counts.consents = await repository.deleteConsents(tx, email);
      await repository.deleteRequestsOf(tx, email);
      const entry = await repository.insertAudit(
        tx,
        auditRow('erase', email, agent, { summary: counts }),
      );
      await mail.queue(
        tx,
        erasureNotification(await readSite(tx), {
          subject: maskEmail(email),
          by:
            agent.actor === 'staff'
              ? `staff (${agent.email})`
              : agent.actor === 'visitor'
                ? 'the person, through the e-mailed link'
                : 'the retention rule',
          summary: counts,
          reference: entry.id,
        }),
        entry.id,
      );
      return counts;
    });
    mail.flush();
    for (const run of after) {
      await run().catch((err: unknown) => {
        log.error({ err }, 'erasure: could not remove a stored file');
      });
    }
    return summary;
  }

  /**
   * The retention rules, store by store (each in its own transaction, so a
   * failing store holds no other back), and the requests whose link ran out.
   * Resolves with what each store deleted or anonymised.
   */
  async function retain(): Promise<Record<string, number>> {
    const at = now().getTime();
    const rule: RetentionRule = {
      leadsBefore: leadRetentionDays > 0 ? new Date(at - leadRetentionDays * DAY_MS) : null,
      unconfirmedBefore: new Date(at - UNCONFIRMED_KEEP_DAYS * DAY_MS),
    };
    const counts: Record<string, number> = {};
    for (const source of [...sources, ...retainers]) {
      if (!source.retain) continue;
      const result = await db.transaction((tx) => source.retain!(tx, rule));
      counts[source.name] = result.count;
      await result.afterCommit?.().catch((err: unknown) => {
        log.error({ err, store: source.name }, 'retention: could not remove a stored file');
      });
    }
    counts.privacyRequests = await repository.deleteExpiredRequests(db, now());
    return counts;
  }

  jobs.register(RETENTION_JOB, async () => {
    const counts = await retain();
    log.info({ counts }, 'retention rules applied');
    await jobs.enqueue(
      db,
      RETENTION_JOB,
      {},
      {
        subjectId: RETENTION_SUBJECT,
        runAt: new Date(now().getTime() + DAY_MS),
      },
    );
  });

  return {
    consent,
    /** The audit log, for any module's change worth a record (a setting, a role). */
    audit,
    retain,

    /** Books the daily retention run unless one is already booked (at start). */
    async scheduleRetention() {
      await db.transaction((tx) =>
        jobs.enqueueUnlessWaiting(tx, RETENTION_JOB, {}, RETENTION_SUBJECT),
      );
    },

    /** Adds a retention rule over data that identifies no one (run by the daily job). */
    registerRetention(source: RetentionSource) {
      retainers.push(source);
    },

    /** Adds a store of personal data (each module that keeps some registers its own). */
    registerSource(source: PersonalDataSource) {
      if (sources.some((known) => known.name === source.name)) {
        throw new Error(`personal data source "${source.name}" registered twice`);
      }
      sources.push(source);
    },

    /**
     * A person asks for a copy or the erasure of what is held about an
     * address: a single-use link valid PRIVACY_LINK_HOURS goes to that
     * address (at most one per action in ten minutes). The caller answers
     * the same whatever happened: nothing tells whether the address is known.
     */
    async request(email: string, action: PrivacyAction): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const site = await readSite();
      const link = `${site.baseUrl}/privacy/confirm?action=${action}&token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        const queued = await mail.queueLimited(
          tx,
          privacyLinkMessage(site, { to: email, action, link }),
          { kind: `privacy-${action}`, windowMs: REQUEST_WINDOW_MS },
        );
        if (!queued) return;
        await repository.insertRequest(tx, {
          email,
          action,
          tokenHash: tokenHash(token),
          expiresAt: new Date(now().getTime() + PRIVACY_LINK_HOURS * HOUR_MS),
        });
      });
      mail.flush();
    },

    /** The e-mailed link's button: the export or the erasure it was made for, once. */
    async confirm(
      token: string,
    ): Promise<
      { action: 'export'; data: PersonData } | { action: 'erase'; summary: Record<string, number> }
    > {
      const request = await repository.takeRequest(db, tokenHash(token), now());
      if (!request) throw new Invalid(PRIVACY_MESSAGES.linkInvalid);
      const agent = { actor: 'visitor' } as const;
      if (request.action === 'export') {
        return { action: 'export', data: await exportFor(request.email, agent) };
      }
      return { action: 'erase', summary: await erase(request.email, agent) };
    },

    /** Staff's person view: what is held, without an audit entry (nothing leaves the product). */
    person: (email: string) => gather(email),
    exportFor,
    erase,

    async auditLog(query: { page: number; limit: number }) {
      const { rows, total } = await repository.auditPage(db, query);
      return {
        entries: rows.map(toAuditEntry),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          pages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
