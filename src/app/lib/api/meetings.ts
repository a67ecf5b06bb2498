import type {
  Meeting,
  MeetingPriority,
  MeetingRequestInput,
  MeetingStats,
  MeetingStatus,
  MeetingType,
} from '../../../shared/meetings.ts';
import type { Paged } from './contact.ts';
import { browserSend, listSearch, type Send } from './request.ts';

export const scheduleMeeting = (input: MeetingRequestInput, send: Send = browserSend) =>
  send<{ id: string; status: string; submittedAt: string }>(
    'POST',
    '/api/meetings/schedule',
    input,
  );

/** The filters of the staff's meeting list (and of its CSV export). */
export interface MeetingFilters {
  status?: MeetingStatus | undefined;
  meetingType?: MeetingType | undefined;
  priority?: MeetingPriority | undefined;
  /** Matches name, e-mail, company or subject. */
  search?: string | undefined;
}

export const listMeetings = (
  query: { page: number; limit: number } & MeetingFilters,
  send: Send = browserSend,
) =>
  send<{ meetings: Meeting[]; pagination: Paged }>(
    'GET',
    `/api/meetings${listSearch(query)}`,
    undefined,
  );

export const meetingStats = (send: Send = browserSend) =>
  send<MeetingStats>('GET', '/api/meetings/stats/overview', undefined);

export const setMeetingStatus = (id: string, status: MeetingStatus, send: Send = browserSend) =>
  send<Meeting>('PATCH', `/api/meetings/${encodeURIComponent(id)}/status`, { status });
