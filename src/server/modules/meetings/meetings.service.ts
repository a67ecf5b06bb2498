import { assertCan, type Actor } from '../../request-auth.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LeadSource } from '../../../shared/analytics.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  MEETING_MESSAGES,
  MEETING_STATUSES,
  MEETING_TYPES,
  type Meeting,
  type MeetingRequest,
  type MeetingStatus,
} from '../../../shared/meetings.ts';
import { honeypotTripped } from '../../../shared/lead-fields.ts';
import { formatInZone, zonedTimeToInstant } from '../../../shared/time-zones.ts';
import { NotFound } from '../../errors.ts';
import { sourcesOfLeads, type LeadContext } from '../../lead-context.ts';
import type { LeadAttribution } from '../analytics/analytics.service.ts';
import { ACKNOWLEDGEMENT_LIMIT, type MailService } from '../mail/mail.service.ts';
import type { ConsentRecorder, PersonalDataSource } from '../privacy/privacy.types.ts';
import type { SettingsReader } from '../settings/settings.types.ts';
import { meetingAcknowledgement, meetingNotification, visitorTime } from './meetings.mails.ts';
import * as repository from './meetings.repository.ts';

/** Requests the retention rule anonymises once they have not changed for LEAD_RETENTION_DAYS. */
const FINISHED: readonly MeetingStatus[] = ['completed', 'cancelled'];

export interface MeetingsServiceDeps {
  db: Database;
  mail: MailService;
  /**
   * The settings as they are now: the company's facts for the e-mails, and
   * the zone staff work in (requests are shown in it beside the visitor's own).
   */
  settings: SettingsReader;
  log: FastifyBaseLogger;
  consent: ConsentRecorder;
  /** Each request's source: recorded with it, shown with it, forgotten with it. */
  analytics: LeadAttribution;
}

export function createMeetingsService({
  db,
  mail,
  settings,
  log,
  consent,
  analytics,
}: MeetingsServiceDeps) {
  function toMeeting(
    row: repository.MeetingRow,
    leadSource: LeadSource,
    companyTimeZone: string,
  ): Meeting {
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      company: row.company,
      meetingType: row.meetingType,
      subject: row.subject,
      description: row.description,
      preferredDate: row.preferredDate,
      preferredTime: row.preferredTime,
      timezone: row.timezone,
      duration: row.duration,
      serviceInterests: row.serviceInterests,
      source: row.source,
      priority: row.priority,
      status: row.status,
      preferredAt: row.preferredAt
        ? {
            instant: row.preferredAt.toISOString(),
            visitor: visitorTime(row) ?? '',
            company: formatInZone(row.preferredAt, companyTimeZone),
            companyTimeZone,
          }
        : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      leadSource,
    };
  }

  /** Requests as staff see them, with their sources (read in one query for them all). */
  async function toMeetings(
    executor: Executor,
    rows: readonly repository.MeetingRow[],
  ): Promise<Meeting[]> {
    const [sources, { timeZone }] = await Promise.all([
      sourcesOfLeads(analytics, executor, 'meeting', rows),
      settings(executor),
    ]);
    return rows.map((row) => toMeeting(row, sources.get(row.id)!, timeZone));
  }

  return {
    /** Stores the request with its two e-mails queued in the same transaction. */
    async schedule(input: MeetingRequest, context: LeadContext) {
      if (honeypotTripped(input.website)) {
        log.info({ source: input.source }, 'meeting honeypot triggered; request dropped');
        return {
          id: randomUUID(),
          status: 'pending' as const,
          submittedAt: new Date().toISOString(),
        };
      }
      // A date without a time still sorts and displays: the day's start in the visitor's zone.
      const preferredAt = input.preferredDate
        ? zonedTimeToInstant(input.preferredDate, input.preferredTime ?? '00:00', input.timezone)
        : null;
      // Before the transaction: finding the visit may write this instance's buffered views.
      const visit = await analytics.visitFor(context.visitor);
      const { site, timeZone } = await settings();
      const row = await db.transaction(async (tx) => {
        const stored = await repository.insertMeeting(tx, input, preferredAt);
        await analytics.attribute(tx, { kind: 'meeting', id: stored.id }, visit);
        await mail.queue(tx, meetingNotification(site, stored, timeZone), stored.id);
        if (stored.email) {
          // Without an address (the chat may leave it out) no person can be named.
          await consent.record(tx, { email: stored.email, purpose: 'meeting', ...context });
          await mail.queueLimited(
            tx,
            meetingAcknowledgement(site, stored),
            ACKNOWLEDGEMENT_LIMIT,
            stored.id,
          );
        }
        return stored;
      });
      analytics.leadStored('meeting');
      mail.flush();
      return { id: row.id, status: row.status, submittedAt: row.createdAt.toISOString() };
    },

    async list(query: repository.MeetingFilters & { page: number; limit: number }) {
      const { rows, total } = await repository.listMeetings(db, query, query);
      return {
        meetings: await toMeetings(db, rows),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          pages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },

    /** Every request the filters match, newest first, batch by batch (the CSV export). */
    async *exportMeetings(filters: repository.MeetingFilters): AsyncGenerator<Meeting[]> {
      for await (const rows of repository.meetingsInBatches(db, filters)) {
        yield await toMeetings(db, rows);
      }
    },

    async get(id: string): Promise<Meeting> {
      const row = await repository.findMeeting(db, id);
      if (!row) throw new NotFound(MEETING_MESSAGES.notFound);
      const [meeting] = await toMeetings(db, [row]);
      return meeting!;
    },

    async setStatus(id: string, status: MeetingStatus, actor: Actor): Promise<Meeting> {
      assertCan(actor, 'leads.read');
      const row = await repository.setStatus(db, id, status);
      if (!row) throw new NotFound(MEETING_MESSAGES.notFound);
      const [meeting] = await toMeetings(db, [row]);
      return meeting!;
    },

    /**
     * The meeting requests of an address, for the privacy module, with their
     * sources: an erasure anonymises them (reference, dates, type, status
     * stay), forgets their sources and drops the e-mails still queued about them.
     */
    personalData: {
      name: 'meetingRequests',
      async export(executor, email) {
        return toMeetings(executor, await repository.meetingsOf(executor, email));
      },
      async erase(tx, email) {
        const ids = await repository.anonymiseOfAddress(tx, email);
        await analytics.forgetLeads(tx, 'meeting', ids);
        await mail.forget(tx, { address: email, subjectIds: ids });
        return { count: ids.length };
      },
      async retain(tx, rule) {
        if (!rule.leadsBefore) return { count: 0 };
        const ids = await repository.anonymiseFinished(tx, FINISHED, rule.leadsBefore);
        await analytics.forgetLeads(tx, 'meeting', ids);
        await mail.forget(tx, { subjectIds: ids });
        return { count: ids.length };
      },
    } satisfies PersonalDataSource,

    stats(now = new Date()) {
      return repository.stats(db, { statuses: MEETING_STATUSES, types: MEETING_TYPES }, now);
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
