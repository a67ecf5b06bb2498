import { useCallback, useEffect, useState } from 'react';
import {
  CONTACT_MESSAGES,
  type ContactMessage,
  type ContactStats,
  type ContactStatus,
} from '../../../../shared/contact.ts';
import {
  MEETING_MESSAGES,
  type Meeting,
  type MeetingStats,
  type MeetingStatus,
} from '../../../../shared/meetings.ts';
import { useAuth } from '../../../features/auth/auth-context.ts';
import { getJson, postJson, sendJson } from '../../../lib/api-client.ts';

interface Page<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

export interface FailedJobs {
  jobs: Array<{
    id: string;
    kind: string;
    subjectId: string | null;
    attempts: number;
    lastError: string | null;
  }>;
  counts: { pending: number; running: number; failed: number };
}

const PAGE_SIZE = 20;

/**
 * Data and actions of the staff lead inbox: the staff-only calls of spec 01
 * section 7 with the session's bearer token. Errors carry the spec's texts.
 */
export function useLeadInbox() {
  const { authHeaders } = useAuth();
  const [messages, setMessages] = useState<Page<ContactMessage> | null>(null);
  const [meetings, setMeetings] = useState<Page<Meeting> | null>(null);
  const [contactStats, setContactStats] = useState<ContactStats | null>(null);
  const [meetingStats, setMeetingStats] = useState<MeetingStats | null>(null);
  const [failed, setFailed] = useState<FailedJobs | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const loadMessages = useCallback(
    async (page = 1) => {
      const result = await getJson<{
        messages: ContactMessage[];
        pagination: { page: number; pages: number; total: number };
      }>(`/api/contact/messages/recent?limit=${PAGE_SIZE}&page=${page}`, {
        headers: authHeaders(),
      });
      if (!result.ok || !result.data) return setError(CONTACT_MESSAGES.fetchRecentFailed);
      const { messages: items, pagination } = result.data;
      setMessages((current) => ({
        items: page === 1 ? items : [...(current?.items ?? []), ...items],
        ...pagination,
      }));
    },
    [authHeaders],
  );

  const loadMeetings = useCallback(
    async (page = 1) => {
      const result = await getJson<{
        meetings: Meeting[];
        pagination: { page: number; pages: number; total: number };
      }>(`/api/meetings?limit=${PAGE_SIZE}&page=${page}`, { headers: authHeaders() });
      if (!result.ok || !result.data) return setError(MEETING_MESSAGES.fetchListFailed);
      const { meetings: items, pagination } = result.data;
      setMeetings((current) => ({
        items: page === 1 ? items : [...(current?.items ?? []), ...items],
        ...pagination,
      }));
    },
    [authHeaders],
  );

  const loadStats = useCallback(async () => {
    const headers = authHeaders();
    const [contact, meeting, jobs] = await Promise.all([
      getJson<ContactStats>('/api/contact/stats', { headers }),
      getJson<MeetingStats>('/api/meetings/stats/overview', { headers }),
      getJson<FailedJobs>('/api/jobs/failed', { headers }),
    ]);
    if (contact.ok && contact.data) setContactStats(contact.data);
    else setError(CONTACT_MESSAGES.fetchStatsFailed);
    if (meeting.ok && meeting.data) setMeetingStats(meeting.data);
    else setError(MEETING_MESSAGES.fetchStatsFailed);
    if (jobs.ok && jobs.data) setFailed(jobs.data);
  }, [authHeaders]);

  const loadAll = useCallback(
    () => Promise.all([loadMessages(1), loadMeetings(1), loadStats()]),
    [loadMessages, loadMeetings, loadStats],
  );
  const refresh = useCallback(async () => {
    setError(undefined);
    await loadAll();
  }, [loadAll]);

  useEffect(() => {
    // Every state update in the loaders follows an awaited request (none is synchronous).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void loadAll();
  }, [loadAll]);

  const replace = <T extends { id: string }>(list: Page<T> | null, item: T) =>
    list ? { ...list, items: list.items.map((old) => (old.id === item.id ? item : old)) } : list;

  return {
    messages,
    meetings,
    contactStats,
    meetingStats,
    failed,
    error,
    notice,
    refresh,
    moreMessages: () => messages && loadMessages(messages.page + 1),
    moreMeetings: () => meetings && loadMeetings(meetings.page + 1),

    async setMessageStatus(id: string, status: ContactStatus) {
      const result = await sendJson<ContactMessage>(
        'PATCH',
        `/api/contact/message/${id}/status`,
        { status },
        { headers: authHeaders() },
      );
      if (!result.ok || !result.data)
        return setError(result.message ?? CONTACT_MESSAGES.fetchMessageFailed);
      setMessages((list) => replace(list, result.data!));
      setNotice(`Message from ${result.data.firstName} marked ${status}.`);
      void loadStats();
    },

    async setMeetingStatus(id: string, status: MeetingStatus) {
      const result = await sendJson<Meeting>(
        'PATCH',
        `/api/meetings/${id}/status`,
        { status },
        { headers: authHeaders() },
      );
      if (!result.ok || !result.data) return setError(MEETING_MESSAGES.updateStatusFailed);
      setMeetings((list) => replace(list, result.data!));
      setNotice(`Meeting "${result.data.subject}" marked ${status}.`);
      void loadStats();
    },

    async retrySync(id: string) {
      const result = await postJson(
        '/api/contact/sync/d365',
        { action: 'retry', messageId: id },
        { headers: authHeaders() },
      );
      if (!result.ok) return setError(result.message ?? CONTACT_MESSAGES.syncD365Failed);
      setNotice(result.message ?? 'Sync queued.');
      // The worker usually finishes within a second; show the outcome then.
      setTimeout(() => void refresh(), 1500);
    },

    async retryJob(id: string) {
      const result = await postJson(`/api/jobs/${id}/retry`, {}, { headers: authHeaders() });
      if (!result.ok) return setError(result.message ?? 'Failed to retry the job.');
      setNotice(result.message ?? 'The job will run again shortly.');
      setTimeout(() => void loadStats(), 1500);
    },
  };
}

export type LeadInbox = ReturnType<typeof useLeadInbox>;
