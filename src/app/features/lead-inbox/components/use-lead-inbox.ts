import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_FILES_MESSAGES } from '../../../../shared/chat-files.ts';
import {
  CONTACT_MESSAGES,
  type ContactAttachment,
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
import { saveFile } from '../../../components/partials/save-file.ts';
import {
  contactStats as fetchContactStats,
  recentMessages,
  retryCrmSync,
  setMessageStatus,
  type MessageFilters,
} from '../../../lib/api/contact.ts';
import {
  downloadAttachment,
  exportContactMessages,
  exportMeetings,
} from '../../../lib/api/downloads.ts';
import { failedJobs, retryJob, type FailedJobs } from '../../../lib/api/jobs.ts';
import {
  listMeetings,
  meetingStats as fetchMeetingStats,
  setMeetingStatus,
  type MeetingFilters,
} from '../../../lib/api/meetings.ts';

interface Page<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

const PAGE_SIZE = 20;

/**
 * Data and actions of the staff lead inbox: the staff-only meeting and contact
 * calls, sent with the session's bearer token. Errors carry the server's
 * message, else the fixed failure texts of CONTACT_MESSAGES and MEETING_MESSAGES.
 */
export function useLeadInbox() {
  const [messages, setMessages] = useState<Page<ContactMessage> | null>(null);
  const [meetings, setMeetings] = useState<Page<Meeting> | null>(null);
  const [contactStats, setContactStats] = useState<ContactStats | null>(null);
  const [meetingStats, setMeetingStats] = useState<MeetingStats | null>(null);
  const [failed, setFailed] = useState<FailedJobs | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [messageFilters, setMessageFilters] = useState<MessageFilters>({});
  const [meetingFilters, setMeetingFilters] = useState<MeetingFilters>({});
  // Only the newest read of a list is shown (a filter changed while one was on its way).
  const messagesRead = useRef(0);
  const meetingsRead = useRef(0);

  const loadMessages = useCallback(
    async (page = 1) => {
      const read = ++messagesRead.current;
      const query = { page, limit: PAGE_SIZE, ...messageFilters };
      const result = await recentMessages(query);
      if (read !== messagesRead.current) return;
      if (!result.ok || !result.data) return setError(CONTACT_MESSAGES.fetchRecentFailed);
      const { messages: items, pagination } = result.data;
      setMessages((current) => ({
        items: page === 1 ? items : [...(current?.items ?? []), ...items],
        ...pagination,
      }));
    },
    [messageFilters],
  );

  const loadMeetings = useCallback(
    async (page = 1) => {
      const read = ++meetingsRead.current;
      const query = { page, limit: PAGE_SIZE, ...meetingFilters };
      const result = await listMeetings(query);
      if (read !== meetingsRead.current) return;
      if (!result.ok || !result.data) return setError(MEETING_MESSAGES.fetchListFailed);
      const { meetings: items, pagination } = result.data;
      setMeetings((current) => ({
        items: page === 1 ? items : [...(current?.items ?? []), ...items],
        ...pagination,
      }));
    },
    [meetingFilters],
  );

  const loadStats = useCallback(async () => {
    const [contact, meeting, jobs] = await Promise.all([
      fetchContactStats(),
      fetchMeetingStats(),
      failedJobs(),
    ]);
    if (contact.ok && contact.data) setContactStats(contact.data);
    else setError(CONTACT_MESSAGES.fetchStatsFailed);
    if (meeting.ok && meeting.data) setMeetingStats(meeting.data);
    else setError(MEETING_MESSAGES.fetchStatsFailed);
    if (jobs.ok && jobs.data) setFailed(jobs.data);
  }, []);

  const loadAll = useCallback(
    () => Promise.all([loadMessages(1), loadMeetings(1), loadStats()]),
    [loadMessages, loadMeetings, loadStats],
  );
  const refresh = useCallback(async () => {
    setError(undefined);
    await loadAll();
  }, [loadAll]);

  // Each list reads again when its filters change; the counts once.
  // Every state update in the loaders follows an awaited request (none is synchronous).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void loadMessages(1);
  }, [loadMessages]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void loadMeetings(1);
  }, [loadMeetings]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void loadStats();
  }, [loadStats]);

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
    messageFilters,
    meetingFilters,
    /** Shows the messages these filters match (a filter left undefined shows all). */
    filterMessages: (change: MessageFilters) =>
      setMessageFilters((current) => ({ ...current, ...change })),
    filterMeetings: (change: MeetingFilters) =>
      setMeetingFilters((current) => ({ ...current, ...change })),
    /** Every message the current filters match, as a CSV file. */
    exportMessages: () => exportContactMessages(messageFilters),
    exportMeetings: () => exportMeetings(meetingFilters),

    async setMessageStatus(id: string, status: ContactStatus) {
      const result = await setMessageStatus(id, status);
      if (!result.ok || !result.data)
        return setError(result.message ?? CONTACT_MESSAGES.fetchMessageFailed);
      setMessages((list) => replace(list, result.data!));
      setNotice(`Message from ${result.data.firstName} marked ${status}.`);
      void loadStats();
    },

    async setMeetingStatus(id: string, status: MeetingStatus) {
      const result = await setMeetingStatus(id, status);
      if (!result.ok || !result.data) return setError(MEETING_MESSAGES.updateStatusFailed);
      setMeetings((list) => replace(list, result.data!));
      setNotice(`Meeting "${result.data.subject}" marked ${status}.`);
      void loadStats();
    },

    /**
     * Saves a message's file. The staff session is a bearer token, which a
     * link cannot carry: the file is fetched with it and saved from an object
     * URL under its own name (the server sends it as an attachment only).
     */
    async downloadAttachment(attachment: ContactAttachment) {
      const result = await downloadAttachment(attachment.id);
      if (!result.ok) return setError(result.message ?? CHAT_FILES_MESSAGES.downloadFailed);
      saveFile(result.blob, attachment.fileName);
      setNotice(`Downloading ${attachment.fileName}.`);
    },

    async retrySync(id: string) {
      const result = await retryCrmSync(id);
      if (!result.ok) return setError(result.message ?? CONTACT_MESSAGES.syncD365Failed);
      setNotice(result.message ?? 'Sync queued.');
      // The worker usually finishes within a second; show the outcome then.
      setTimeout(() => void refresh(), 1500);
    },

    async retryJob(id: string) {
      const result = await retryJob(id);
      if (!result.ok) return setError(result.message ?? 'Failed to retry the job.');
      setNotice(result.message ?? 'The job will run again shortly.');
      setTimeout(() => void loadStats(), 1500);
    },
  };
}

export type LeadInbox = ReturnType<typeof useLeadInbox>;
