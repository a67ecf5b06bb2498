import { RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useActionData, useLocation, useNavigation, useRevalidator } from 'react-router';
import { CHAT_FILES_MESSAGES } from '../../../../shared/chat-files.ts';
import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  type ContactAttachment,
} from '../../../../shared/contact.ts';
import { LEAD_INBOX_MESSAGES as M } from '../../../../shared/lead-inbox-messages.ts';
import { LEAD_SYNC_STATUSES } from '../../../../shared/leads.ts';
import {
  MEETING_PRIORITIES,
  MEETING_SEARCH_MAX,
  MEETING_STATUSES,
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
} from '../../../../shared/meetings.ts';
import { saveFile } from '../../../components/partials/save-file.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import {
  downloadAttachment,
  exportContactMessages,
  exportMeetings,
} from '../../../lib/api/downloads.ts';
import { cn } from '../../../lib/cn.ts';
import { can } from '../../../../shared/roles.ts';
import { useSessionUser } from '../../accounts/public.ts';
import type { LeadOutcome } from '../lead-inbox-action.ts';
import type { LeadInboxData } from '../lead-inbox-data.ts';
import {
  filtersOf,
  isFiltered,
  leadInboxHref,
  MEETING_PARAMS,
  meetingParams,
  MESSAGE_PARAMS,
  messageParams,
  readLeadInboxView,
  sameList,
  type LeadInboxView,
} from '../lead-inbox-query.ts';
import { AnnounceContext, RetryForm } from './lead-forms.tsx';
import { MeetingItem, MessageItem } from './lead-items.tsx';
import { LeadList } from './lead-list.tsx';
import { FilterSelect, SearchField } from './list-filters.tsx';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <li className="rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card)">
      <p className="text-2xl font-bold text-ink">{value ?? '–'}</p>
      <p className="text-sm text-muted">{label}</p>
    </li>
  );
}

/**
 * Which parts of the page are being read again: a list whose view the
 * navigation under way changes, or the whole page (Refresh, a revalidation).
 */
function usePending(view: LeadInboxView) {
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const next =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
      ? navigation.location
      : undefined;
  const nextView = next ? readLeadInboxView(new URLSearchParams(next.search)) : view;
  return {
    refreshing: revalidator.state === 'loading' || next?.search === location.search,
    messages: !sameList(view.messages, nextView.messages, MESSAGE_PARAMS),
    meetings: !sameList(view.meetings, nextView.meetings, MEETING_PARAMS),
  };
}

/** What the page says politely (a change made, a download started) or as a problem. */
interface Said {
  error: boolean;
  text: string;
}

/**
 * A message's file, fetched with the session and saved under its own name
 * (the server sends it as an attachment only).
 */
async function saveAttachment(attachment: ContactAttachment): Promise<Said> {
  const result = await downloadAttachment(attachment.id);
  if (!result.ok) {
    return { error: true, text: result.message ?? CHAT_FILES_MESSAGES.downloadFailed };
  }
  saveFile(result.blob, attachment.fileName);
  return { error: false, text: `Downloading ${attachment.fileName}.` };
}

/**
 * The staff lead inbox: the counts, the deliveries that failed, and the
 * contact messages and meeting requests of the view in the address, newest
 * first, all read by the route's loader. Every change posts to the route's
 * action; the page then reads its data again.
 */
export function LeadInbox({ data }: { data: LeadInboxData }) {
  const { view, messages, meetings, contactStats, meetingStats, failedJobs } = data;
  const user = useSessionUser();
  const location = useLocation();
  const pending = usePending(view);
  // A form posted without JavaScript answers with the page: its outcome is the action's data.
  const posted = useActionData<LeadOutcome>();
  const [said, setSaid] = useState<Said | undefined>(
    posted?.ok ? { error: false, text: posted.message } : undefined,
  );
  // A form's failure shows under it; its success is said here (its row may leave the list).
  const announce = useCallback(
    (outcome: LeadOutcome) => outcome.ok && setSaid({ error: false, text: outcome.message }),
    [],
  );
  const hrefWith = (change: Partial<LeadInboxView>) => leadInboxHref({ ...view, ...change });

  return (
    <AnnounceContext value={announce}>
      <div className="container-page section grid gap-8">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-ink">Lead inbox</h1>
            <p className="text-muted">Contact messages and meeting requests, newest first.</p>
            {/* The privacy tools are administrators'. */}
            {can(user?.role, 'privacy.manage') ? (
              <p className="text-sm">
                <Link to="/dashboard/leads/person" className="font-medium text-brand-700 underline">
                  Find a person
                </Link>{' '}
                ·{' '}
                <Link
                  to="/dashboard/leads/privacy"
                  className="font-medium text-brand-700 underline"
                >
                  Privacy audit log
                </Link>
              </p>
            ) : null}
          </div>
          {/* The same address again: the browser (or the router) reads the page anew. */}
          <Link
            to={`${location.pathname}${location.search}`}
            replace
            preventScrollReset
            className={buttonClasses('outline')}
          >
            <RefreshCw
              aria-hidden="true"
              className={cn('size-4', pending.refreshing && 'motion-safe:animate-spin')}
            />
            {pending.refreshing ? 'Refreshing…' : 'Refresh'}
          </Link>
        </header>
        {data.problems.length ? (
          <Alert tone="error">
            {data.problems.length === 1 ? (
              data.problems[0]
            ) : (
              <ul className="list-disc pl-4">
                {data.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </Alert>
        ) : null}
        {said?.error ? <Alert tone="error">{said.text}</Alert> : null}
        <div aria-live="polite" className="sr-only">
          {said && !said.error ? said.text : ''}
        </div>

        <section aria-labelledby="lead-counts-heading">
          <h2 id="lead-counts-heading" className="sr-only">
            Counts
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
            <Stat label="Messages" value={contactStats?.total} />
            <Stat label="New messages" value={contactStats?.byStatus.new} />
            <Stat label="Messages this week" value={contactStats?.last7Days} />
            <Stat label="CRM sync failed" value={contactStats?.bySyncStatus.failed} />
            <Stat label="Meeting requests" value={meetingStats?.total} />
            <Stat label="Upcoming meetings" value={meetingStats?.upcoming} />
          </ul>
        </section>

        {failedJobs?.jobs.length ? (
          <section aria-labelledby="failed-jobs-heading" className="grid gap-3">
            <h2 id="failed-jobs-heading" className="text-xl font-semibold text-ink">
              Deliveries that need attention ({failedJobs.counts.failed})
            </h2>
            <ul className="grid gap-2">
              {failedJobs.jobs.map((job) => (
                <li
                  key={job.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-danger-50 p-3 text-sm"
                >
                  <span className="min-w-0 break-words text-danger-700">
                    {job.kind === 'mail.send' ? 'E-mail' : 'CRM sync'} for{' '}
                    {job.subjectId ?? 'unknown'} failed after {job.attempts} attempts:{' '}
                    {job.lastError}
                  </span>
                  <RetryForm intent="retry-job" id={job.id} label="Retry" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="grid gap-8 xl:grid-cols-2">
          <LeadList
            id="messages-heading"
            title="Contact messages"
            name="contact messages"
            list={messages}
            page={view.messages.page}
            hrefFor={(page) => hrefWith({ messages: { ...view.messages, page } })}
            kept={meetingParams(view.meetings)}
            busy={pending.messages}
            download={() => exportContactMessages(filtersOf(view.messages))}
            fallbackName="contact-messages.csv"
            empty={isFiltered(view.messages) ? M.noMatchingMessages : M.noMessages}
            filters={
              <>
                <FilterSelect
                  label="Filter by status"
                  name={MESSAGE_PARAMS.status}
                  value={view.messages.status}
                  options={CONTACT_STATUSES}
                />
                <FilterSelect
                  label="Filter by source"
                  name={MESSAGE_PARAMS.source}
                  value={view.messages.source}
                  options={CONTACT_SOURCES}
                  optionLabel={(source) => source.replace('_', ' ')}
                />
                <FilterSelect
                  label="Filter by CRM sync"
                  name={MESSAGE_PARAMS.syncStatus}
                  value={view.messages.syncStatus}
                  options={LEAD_SYNC_STATUSES}
                />
              </>
            }
          >
            {messages?.items.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                onDownload={(attachment) => void saveAttachment(attachment).then(setSaid)}
              />
            ))}
          </LeadList>

          <LeadList
            id="meetings-heading"
            title="Meeting requests"
            name="meeting requests"
            list={meetings}
            page={view.meetings.page}
            hrefFor={(page) => hrefWith({ meetings: { ...view.meetings, page } })}
            kept={messageParams(view.messages)}
            busy={pending.meetings}
            download={() => exportMeetings(filtersOf(view.meetings))}
            fallbackName="meeting-requests.csv"
            empty={isFiltered(view.meetings) ? M.noMatchingMeetings : M.noMeetings}
            filters={
              <>
                <SearchField
                  label="Search meetings"
                  name={MEETING_PARAMS.search}
                  value={view.meetings.search}
                  maxLength={MEETING_SEARCH_MAX}
                />
                <FilterSelect
                  label="Filter by status"
                  name={MEETING_PARAMS.status}
                  value={view.meetings.status}
                  options={MEETING_STATUSES}
                />
                <FilterSelect
                  label="Filter by type"
                  name={MEETING_PARAMS.meetingType}
                  value={view.meetings.meetingType}
                  options={MEETING_TYPES}
                  optionLabel={(type) => MEETING_TYPE_LABELS[type]}
                />
                <FilterSelect
                  label="Filter by priority"
                  name={MEETING_PARAMS.priority}
                  value={view.meetings.priority}
                  options={MEETING_PRIORITIES}
                />
              </>
            }
          >
            {meetings?.items.map((meeting) => (
              <MeetingItem key={meeting.id} meeting={meeting} />
            ))}
          </LeadList>
        </div>
      </div>
    </AnnounceContext>
  );
}
