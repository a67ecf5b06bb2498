import { can } from '../../../shared/roles.ts';
import { redirect, type RouterContextProvider } from 'react-router';
import { CONTACT_MESSAGES } from '../../../shared/contact-messages.ts';
import { LEAD_INBOX_MESSAGES } from '../../../shared/lead-inbox-messages.ts';
import { MEETING_MESSAGES } from '../../../shared/meetings.ts';
import { contactStats, recentMessages } from '../../lib/api/contact.ts';
import { failedJobs } from '../../lib/api/jobs.ts';
import { listMeetings, meetingStats } from '../../lib/api/meetings.ts';
import { pageSend } from '../../lib/forms/page-forms.ts';
import { sessionContext } from '../../lib/request-context.ts';
import { filtersOf, LEAD_PAGE_SIZE, readLeadInboxView } from './lead-inbox-query.ts';

/**
 * What the lead inbox shows, read on the server as the session's user for
 * the view in the address (each list's filters and page): a signed-out
 * visitor is sent to /login; a signed-in user who is not staff gets nothing
 * (the screen says Access Denied), and the API would refuse them anyway.
 * A read that failed is null, and its fixed failure text is in `problems`.
 */
export async function leadInboxData(request: Request, context: Readonly<RouterContextProvider>) {
  const { user } = context.get(sessionContext);
  if (!user) throw redirect('/login');
  if (!can(user.role, 'leads.read')) return { allowed: false as const };

  const view = readLeadInboxView(new URL(request.url).searchParams);
  const send = pageSend(context);
  const [messages, meetings, contact, meeting, jobs] = await Promise.all([
    recentMessages(
      { ...filtersOf(view.messages), page: view.messages.page, limit: LEAD_PAGE_SIZE },
      send,
    ),
    listMeetings(
      { ...filtersOf(view.meetings), page: view.meetings.page, limit: LEAD_PAGE_SIZE },
      send,
    ),
    contactStats(send),
    meetingStats(send),
    failedJobs(send),
  ]);
  const problems: string[] = [];
  const read = <T>(answer: { ok: boolean; data: T | undefined }, failure: string) => {
    if (answer.ok && answer.data) return answer.data;
    problems.push(failure);
    return null;
  };
  const messageList = read(messages, CONTACT_MESSAGES.fetchRecentFailed);
  const meetingList = read(meetings, MEETING_MESSAGES.fetchListFailed);
  return {
    allowed: true as const,
    view,
    messages: messageList && { items: messageList.messages, ...messageList.pagination },
    meetings: meetingList && { items: meetingList.meetings, ...meetingList.pagination },
    contactStats: read(contact, CONTACT_MESSAGES.fetchStatsFailed),
    meetingStats: read(meeting, MEETING_MESSAGES.fetchStatsFailed),
    failedJobs: read(jobs, LEAD_INBOX_MESSAGES.failedJobsFailed),
    problems,
  };
}

export type LeadInboxData = Extract<Awaited<ReturnType<typeof leadInboxData>>, { allowed: true }>;
