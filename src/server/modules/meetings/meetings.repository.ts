import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { meetingRequests } from '../../db/schema.ts';
import { tally } from '../../db/tally.ts';
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

export async function listMeetings(
  db: Executor,
  filters: MeetingFilters,
  paging: { page: number; limit: number },
): Promise<{ rows: MeetingRow[]; total: number }> {
  const condition = where(filters);
  const rows = await db
    .select()
    .from(meetingRequests)
    .where(condition)
    .orderBy(desc(meetingRequests.createdAt), desc(meetingRequests.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [totals] = await db.select({ total: count() }).from(meetingRequests).where(condition);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function setStatus(
  db: Executor,
  id: string,
  status: MeetingStatus,
): Promise<MeetingRow | undefined> {
  const [row] = await db
    .update(meetingRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(meetingRequests.id, id))
    .returning();
  return row;
}

export async function stats(
  db: Executor,
  keys: { statuses: readonly MeetingStatus[]; types: readonly MeetingType[] },
  now: Date,
) {
  const startOfDay = new Date(now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  const [[totals], [today], [upcoming], statusRows, typeRows] = await Promise.all([
    db.select({ n: count() }).from(meetingRequests),
    db
      .select({ n: count() })
      .from(meetingRequests)
      .where(gte(meetingRequests.createdAt, startOfDay)),
    db
      .select({ n: count() })
      .from(meetingRequests)
      .where(
        and(
          gte(meetingRequests.preferredAt, now),
          sql`${meetingRequests.status} in ('pending', 'confirmed', 'rescheduled')`,
        ),
      ),
    db
      .select({ key: meetingRequests.status, n: count() })
      .from(meetingRequests)
      .groupBy(meetingRequests.status),
    db
      .select({ key: meetingRequests.meetingType, n: count() })
      .from(meetingRequests)
      .groupBy(meetingRequests.meetingType),
  ]);
  return {
    total: Number(totals?.n ?? 0),
    today: Number(today?.n ?? 0),
    upcoming: Number(upcoming?.n ?? 0),
    byStatus: tally(keys.statuses, statusRows),
    byType: tally(keys.types, typeRows),
  };
}
