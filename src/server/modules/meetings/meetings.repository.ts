import { and, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  countsBy,
  countWhere,
  anonymiseRows,
  createdSince,
  finishedBefore,
  newestPage,
  ofAddress,
  rowsOfAddress,
  setStatus as setLeadStatus,
  startOfUtcDay,
} from '../../db/lead-tables.ts';
import { newestInBatches } from '../../db/keyset.ts';
import { ANONYMISED } from '../../../shared/privacy-messages.ts';
import { meetingRequests } from '../../db/schema.ts';
import type {
  MeetingPriority,
  MeetingRequest,
  MeetingStatus,
  MeetingType,
} from '../../../shared/meetings.ts';

export type MeetingRow = typeof meetingRequests.$inferSelect;

export async function insertMeeting(
  db: Executor,
  input: MeetingRequest,
  preferredAt: Date | null,
): Promise<MeetingRow> {
  const [row] = await db
    .insert(meetingRequests)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      company: input.company,
      meetingType: input.meetingType,
      subject: input.subject,
      description: input.description,
      preferredDate: input.preferredDate,
      preferredTime: input.preferredTime,
      timezone: input.timezone,
      preferredAt,
      duration: input.duration,
      serviceInterests: input.serviceInterests,
      source: input.source,
      priority: input.priority,
    })
    .returning();
  return row!;
}

export async function findMeeting(db: Executor, id: string): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(meetingRequests).where(eq(meetingRequests.id, id)).limit(1);
  return row;
}

export interface MeetingFilters {
  status?: MeetingStatus | undefined;
  priority?: MeetingPriority | undefined;
  meetingType?: MeetingType | undefined;
  source?: string | undefined;
  search?: string | undefined;
}

/** `%` and `_` typed by staff are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filters: MeetingFilters): SQL | undefined {
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  return and(
    filters.status ? eq(meetingRequests.status, filters.status) : undefined,
    filters.priority ? eq(meetingRequests.priority, filters.priority) : undefined,
    filters.meetingType ? eq(meetingRequests.meetingType, filters.meetingType) : undefined,
    filters.source ? eq(meetingRequests.source, filters.source) : undefined,
    pattern
      ? or(
          ilike(meetingRequests.firstName, pattern),
          ilike(meetingRequests.lastName, pattern),
          ilike(meetingRequests.email, pattern),
          ilike(meetingRequests.company, pattern),
          ilike(meetingRequests.subject, pattern),
        )
      : undefined,
  );
}

export function listMeetings(
  db: Executor,
  filters: MeetingFilters,
  paging: { page: number; limit: number },
) {
  return newestPage(db, meetingRequests, where(filters), paging);
}

/** Every request the filters match, in the list's order, in batches (the CSV export). */
export function meetingsInBatches(db: Executor, filters: MeetingFilters) {
  return newestInBatches(db, meetingRequests, where(filters));
}

export function setStatus(db: Executor, id: string, status: MeetingStatus) {
  return setLeadStatus(db, meetingRequests, id, status);
}

/** Meetings still to come: asked for a time from now on, and not completed or cancelled. */
const upcoming = (now: Date) =>
  and(
    gte(meetingRequests.preferredAt, now),
    sql`${meetingRequests.status} in ('pending', 'confirmed', 'rescheduled')`,
  );

export async function stats(
  db: Executor,
  keys: { statuses: readonly MeetingStatus[]; types: readonly MeetingType[] },
  now: Date,
) {
  const [total, today, upcomingCount, byStatus, byType] = await Promise.all([
    countWhere(db, meetingRequests),
    countWhere(db, meetingRequests, createdSince(meetingRequests, startOfUtcDay(now))),
    countWhere(db, meetingRequests, upcoming(now)),
    countsBy(db, meetingRequests, meetingRequests.status, keys.statuses),
    countsBy(db, meetingRequests, meetingRequests.meetingType, keys.types),
  ]);
  return { total, today, upcoming: upcomingCount, byStatus, byType };
}

/** The meeting requests an address made, oldest first. */
export function meetingsOf(db: Executor, email: string): Promise<MeetingRow[]> {
  return rowsOfAddress(db, meetingRequests, email);
}

/** What replaces a request's personal fields; the reference, dates, type, status and choices stay. */
const ANONYMOUS_MEETING = {
  firstName: ANONYMISED.name,
  lastName: '',
  email: '',
  phone: null,
  company: null,
  subject: ANONYMISED.text,
  description: null,
} satisfies Partial<MeetingRow>;

/** Anonymises the address's requests (an erasure); resolves with their ids. */
export function anonymiseOfAddress(db: Executor, email: string): Promise<string[]> {
  return anonymiseRows(db, meetingRequests, ofAddress(meetingRequests, email), ANONYMOUS_MEETING);
}

/** The retention rule: anonymises requests finished and unchanged since `before`; resolves with their ids. */
export function anonymiseFinished(
  db: Executor,
  statuses: readonly MeetingStatus[],
  before: Date,
): Promise<string[]> {
  return anonymiseRows(
    db,
    meetingRequests,
    finishedBefore(meetingRequests, statuses, before),
    ANONYMOUS_MEETING,
  );
}
