import { RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  MESSAGE_TO_LABELS,
  quoteDetailLines,
  SERVICE_INTEREST_LABELS,
  type ContactMessage,
  type ContactStatus,
} from '../../../../shared/contact.ts';
import { LEAD_SYNC_STATUSES, type LeadSyncStatus } from '../../../../shared/leads.ts';
import {
  MEETING_PRIORITIES,
  MEETING_SERVICE_INTEREST_LABELS,
  MEETING_STATUSES,
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
  type Meeting,
  type MeetingStatus,
} from '../../../../shared/meetings.ts';
import { ExportCsvButton } from '../../../components/partials/export-csv-button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { AttachmentList } from './attachment-list.tsx';
import { useLeadInbox, type LeadInbox as Inbox } from './use-lead-inbox.ts';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A colour for each contact message status, and one for each CRM sync state. */
const STATUS_TONE: Record<ContactStatus, string> = {
  new: 'bg-brand-50 text-brand-800',
  contacted: 'bg-amber-50 text-amber-900',
  qualified: 'bg-violet-50 text-violet-900',
  converted: 'bg-success-50 text-success-700',
  closed: 'bg-slate-100 text-slate-700',
};
const SYNC_TONE: Record<LeadSyncStatus, string> = {
  pending: 'bg-amber-50 text-amber-900',
  synced: 'bg-success-50 text-success-700',
  failed: 'bg-danger-50 text-danger-700',
  skipped: 'bg-slate-100 text-slate-700',
};

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>
      {children}
    </span>
  );
}

/** To everything held about the address (its export, erasure and consent history). */
function PersonLink({ email }: { email: string }) {
  return (
    <Link
      to={`/dashboard/leads/person?email=${encodeURIComponent(email)}`}
      className="font-medium text-brand-700 underline"
      aria-label={`Person: everything held about ${email}`}
    >
      Person
    </Link>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <li className="rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card)">
      <p className="text-2xl font-bold text-ink">{value ?? '–'}</p>
      <p className="text-sm text-muted">{label}</p>
    </li>
  );
}

function StatusSelect<S extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: S;
  options: readonly S[];
  onChange: (status: S) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">{label}</span>
      <select
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value as S)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One filter of a list: all, or the rows with one value. */
function FilterSelect<S extends string>({
  label,
  value,
  options,
  optionLabel = (option) => option,
  onChange,
}: {
  label: string;
  value: S | undefined;
  options: readonly S[];
  optionLabel?: (option: S) => string;
  onChange: (value: S | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        className={inputClasses}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as S | undefined)}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

const filtered = (filters: object) => Object.values(filters).some(Boolean);

function MessageItem({ message, inbox }: { message: ContactMessage; inbox: Inbox }) {
  const name = `${message.firstName} ${message.lastName}`.trim();
  return (
    <li className="grid gap-3 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-ink">{name}</h3>
          <p className="text-sm break-all text-muted">
            <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
              {message.email}
            </a>{' '}
            <PersonLink email={message.email} />
            {message.phone ? ` · ${message.phone}` : ''}
            {message.company ? ` · ${message.company}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge className={STATUS_TONE[message.status]}>{message.status}</Badge>
          <Badge className={SYNC_TONE[message.syncStatus]}>CRM: {message.syncStatus}</Badge>
        </div>
      </div>
      <p className="text-sm text-muted">
        {SERVICE_INTEREST_LABELS[message.serviceInterest]} · to{' '}
        {MESSAGE_TO_LABELS[message.messageTo]} · from {message.source.replace('_', ' ')} ·{' '}
        <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
      </p>
      <p className="whitespace-pre-line break-words text-ink">{message.message}</p>
      {quoteDetailLines(message.details).length ? (
        <ul className="grid gap-1 text-sm text-ink">
          {quoteDetailLines(message.details).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <AttachmentList
        messageId={message.id}
        attachments={message.attachments}
        onDownload={(attachment) => void inbox.downloadAttachment(attachment)}
      />
      {message.syncError ? (
        <p className="text-sm text-danger-700">
          Last CRM error (attempt {message.syncAttempts}): {message.syncError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <StatusSelect
          label="Status"
          value={message.status}
          options={CONTACT_STATUSES}
          onChange={(status) => void inbox.setMessageStatus(message.id, status)}
        />
        {message.syncStatus === 'failed' || message.syncStatus === 'pending' ? (
          <Button size="sm" variant="outline" onClick={() => void inbox.retrySync(message.id)}>
            Retry CRM sync
          </Button>
        ) : null}
        <span className="font-mono text-xs text-muted">Ref {message.id}</span>
      </div>
    </li>
  );
}

function MeetingItem({ meeting, inbox }: { meeting: Meeting; inbox: Inbox }) {
  const name = `${meeting.firstName} ${meeting.lastName}`.trim() || 'Chat visitor';
  return (
    <li className="grid gap-3 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-ink">{meeting.subject}</h3>
          <p className="text-sm break-all text-muted">
            {name}
            {meeting.email ? ` · ${meeting.email} ` : ''}
            {meeting.email ? <PersonLink email={meeting.email} /> : null}
            {meeting.company ? ` · ${meeting.company}` : ''}
          </p>
        </div>
        <Badge className="bg-brand-50 text-brand-800">{meeting.status}</Badge>
      </div>
      <p className="text-sm text-muted">
        {MEETING_TYPE_LABELS[meeting.meetingType]} · {meeting.duration} minutes · priority{' '}
        {meeting.priority} · from {meeting.source}
        {meeting.serviceInterests.length
          ? ` · ${meeting.serviceInterests.map((key) => MEETING_SERVICE_INTEREST_LABELS[key]).join(', ')}`
          : ''}
      </p>
      {meeting.preferredAt ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Visitor’s time</dt>
            <dd className="text-ink">{meeting.preferredAt.visitor}</dd>
          </div>
          <div>
            <dt className="text-muted">Our time ({meeting.preferredAt.companyTimeZone})</dt>
            <dd className="text-ink">{meeting.preferredAt.company}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted">No preferred time given.</p>
      )}
      {meeting.description ? (
        <p className="whitespace-pre-line break-words text-ink">{meeting.description}</p>
      ) : null}
      <StatusSelect<MeetingStatus>
        label="Status"
        value={meeting.status}
        options={MEETING_STATUSES}
        onChange={(status) => void inbox.setMeetingStatus(meeting.id, status)}
      />
    </li>
  );
}

/** The staff lead inbox (staff sessions only): messages and meetings, newest first. */
export function LeadInbox() {
  const inbox = useLeadInbox();
  const { contactStats, meetingStats, messages, meetings, failed } = inbox;
  return (
    <div className="container-page section grid gap-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">Lead inbox</h1>
          <p className="text-muted">Contact messages and meeting requests, newest first.</p>
          <p className="text-sm">
            <Link to="/dashboard/leads/person" className="font-medium text-brand-700 underline">
              Find a person
            </Link>{' '}
            ·{' '}
            <Link to="/dashboard/leads/privacy" className="font-medium text-brand-700 underline">
              Privacy audit log
            </Link>
          </p>
        </div>
        <Button variant="outline" onClick={() => void inbox.refresh()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
      </header>
      {inbox.error ? <Alert tone="error">{inbox.error}</Alert> : null}
      <div aria-live="polite" className="sr-only">
        {inbox.notice}
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

      {failed && failed.jobs.length ? (
        <section aria-labelledby="failed-jobs-heading" className="grid gap-3">
          <h2 id="failed-jobs-heading" className="text-xl font-semibold text-ink">
            Deliveries that need attention ({failed.counts.failed})
          </h2>
          <ul className="grid gap-2">
            {failed.jobs.map((job) => (
              <li
                key={job.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-danger-50 p-3 text-sm"
              >
                <span className="min-w-0 break-words text-danger-700">
                  {job.kind === 'mail.send' ? 'E-mail' : 'CRM sync'} for{' '}
                  {job.subjectId ?? 'unknown'} failed after {job.attempts} attempts: {job.lastError}
                </span>
                <Button size="sm" variant="outline" onClick={() => void inbox.retryJob(job.id)}>
                  Retry
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="messages-heading" className="grid content-start gap-4">
          <h2 id="messages-heading" className="text-2xl font-semibold text-ink">
            Contact messages {messages ? `(${messages.total})` : ''}
          </h2>
          <div className="flex flex-wrap items-end gap-3">
            <FilterSelect
              label="Filter by status"
              value={inbox.messageFilters.status}
              options={CONTACT_STATUSES}
              onChange={(status) => inbox.filterMessages({ status })}
            />
            <FilterSelect
              label="Filter by source"
              value={inbox.messageFilters.source}
              options={CONTACT_SOURCES}
              optionLabel={(source) => source.replace('_', ' ')}
              onChange={(source) => inbox.filterMessages({ source })}
            />
            <FilterSelect
              label="Filter by CRM sync"
              value={inbox.messageFilters.syncStatus}
              options={LEAD_SYNC_STATUSES}
              onChange={(syncStatus) => inbox.filterMessages({ syncStatus })}
            />
            <ExportCsvButton
              list="contact messages"
              fallbackName="contact-messages.csv"
              download={inbox.exportMessages}
            />
          </div>
          {messages && messages.items.length === 0 ? (
            <p className="text-muted">
              {filtered(inbox.messageFilters)
                ? 'No messages match these filters.'
                : 'No messages yet.'}
            </p>
          ) : null}
          <ul className="grid gap-4">
            {messages?.items.map((message) => (
              <MessageItem key={message.id} message={message} inbox={inbox} />
            ))}
          </ul>
          {messages && messages.page < messages.pages ? (
            <Button variant="outline" onClick={() => void inbox.moreMessages()}>
              Show more messages
            </Button>
          ) : null}
        </section>

        <section aria-labelledby="meetings-heading" className="grid content-start gap-4">
          <h2 id="meetings-heading" className="text-2xl font-semibold text-ink">
            Meeting requests {meetings ? `(${meetings.total})` : ''}
          </h2>
          <div className="flex flex-wrap items-end gap-3">
            <FilterSelect
              label="Filter by status"
              value={inbox.meetingFilters.status}
              options={MEETING_STATUSES}
              onChange={(status) => inbox.filterMeetings({ status })}
            />
            <FilterSelect
              label="Filter by type"
              value={inbox.meetingFilters.meetingType}
              options={MEETING_TYPES}
              optionLabel={(type) => MEETING_TYPE_LABELS[type]}
              onChange={(meetingType) => inbox.filterMeetings({ meetingType })}
            />
            <FilterSelect
              label="Filter by priority"
              value={inbox.meetingFilters.priority}
              options={MEETING_PRIORITIES}
              onChange={(priority) => inbox.filterMeetings({ priority })}
            />
            <ExportCsvButton
              list="meeting requests"
              fallbackName="meeting-requests.csv"
              download={inbox.exportMeetings}
            />
          </div>
          {meetings && meetings.items.length === 0 ? (
            <p className="text-muted">
              {filtered(inbox.meetingFilters)
                ? 'No meeting requests match these filters.'
                : 'No meeting requests yet.'}
            </p>
          ) : null}
          <ul className="grid gap-4">
            {meetings?.items.map((meeting) => (
              <MeetingItem key={meeting.id} meeting={meeting} inbox={inbox} />
            ))}
          </ul>
          {meetings && meetings.page < meetings.pages ? (
            <Button variant="outline" onClick={() => void inbox.moreMeetings()}>
              Show more meeting requests
            </Button>
          ) : null}
        </section>
      </div>
    </div>
  );
}
