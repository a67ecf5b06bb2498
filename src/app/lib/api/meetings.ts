import type {
  Meeting,
  MeetingRequestInput,
  MeetingStats,
  MeetingStatus,
} from '../../../shared/meetings.ts';
import type { Paged } from './contact.ts';
import { browserSend, type AuthHeaders, type Send } from './request.ts';

export const scheduleMeeting = (input: MeetingRequestInput, send: Send = browserSend) =>
  send<{ id: string; status: string; submittedAt: string }>(
    'POST',
    '/api/meetings/schedule',
    input,
  );

export const listMeetings = (
  query: { page: number; limit: number },
  auth: AuthHeaders,
  send: Send = browserSend,
) =>
  send<{ meetings: Meeting[]; pagination: Paged }>(
    'GET',
    `/api/meetings?limit=${query.limit}&page=${query.page}`,
    undefined,
    auth,
  );

export const meetingStats = (auth: AuthHeaders, send: Send = browserSend) =>
  send<MeetingStats>('GET', '/api/meetings/stats/overview', undefined, auth);

export const setMeetingStatus = (
  id: string,
  status: MeetingStatus,
  auth: AuthHeaders,
  send: Send = browserSend,
) => send<Meeting>('PATCH', `/api/meetings/${encodeURIComponent(id)}/status`, { status }, auth);
