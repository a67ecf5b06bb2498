import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../shared/roles.ts';
import { useSessionUser } from '../../accounts/public.ts';
import {
  CONTACT_STATUSES,
  MESSAGE_TO_LABELS,
  quoteDetailLines,
  SERVICE_INTEREST_LABELS,
  type ContactAttachment,
  type ContactMessage,
  type ContactStatus,
} from '../../../../shared/contact.ts';
import type { LeadSource } from '../../../../shared/analytics.ts';
import { LEAD_SOURCE_HEADINGS, leadSourceLine } from '../../../../shared/lead-sources.ts';
import type { LeadSyncStatus } from '../../../../shared/leads.ts';
import {
  MEETING_SERVICE_INTEREST_LABELS,
  MEETING_STATUSES,
  MEETING_TYPE_LABELS,
  type Meeting,
} from '../../../../shared/meetings.ts';
import { cn } from '../../../lib/cn.ts';
import { AttachmentList } from './attachment-list.tsx';
import { RetryForm, StatusForm } from './lead-forms.tsx';
import { LocalTime } from '../../../components/ui/local-time.tsx';

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

const card =
  'grid gap-3 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)';

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>
      {children}
    </span>
  );
}

/**
 * To everything held about the address (its export, erasure and consent
 * history): the privacy tools are administrators', so others see no link.
 */
function PersonLink({ email }: { email: string }) {
  const user = useSessionUser();
  if (!can(user?.role, 'privacy.manage')) return null;
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

/** Where the lead's visitor came from: the source's label and the landing page. */
function SourceLine({ source }: { source: LeadSource }) {
  return (
    <p className="text-sm break-words text-muted">
      <span className="font-medium text-ink">{LEAD_SOURCE_HEADINGS.source}:</span>{' '}
      {leadSourceLine(source)}
    </p>
  );
}

export function MessageItem({
  message,
  onDownload,
}: {
  message: ContactMessage;
  onDownload: (attachment: ContactAttachment) => void;
}) {
  const name = `${message.firstName} ${message.lastName}`.trim();
  const details = quoteDetailLines(message.details);
  return (
    <li className={card}>
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
          <Badge className={STATUS_TONE[message.status]}>
            <span className="sr-only">Status: </span>
            {message.status}
          </Badge>
          <Badge className={SYNC_TONE[message.syncStatus]}>CRM: {message.syncStatus}</Badge>
        </div>
      </div>
      <p className="text-sm text-muted">
        {SERVICE_INTEREST_LABELS[message.serviceInterest]} · to{' '}
        {MESSAGE_TO_LABELS[message.messageTo]} · from {message.source.replace('_', ' ')} ·{' '}
        <LocalTime iso={message.createdAt} />
      </p>
      <SourceLine source={message.leadSource} />
      <p className="whitespace-pre-line break-words text-ink">{message.message}</p>
      {details.length ? (
        <ul className="grid gap-1 text-sm text-ink">
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <AttachmentList
        messageId={message.id}
        attachments={message.attachments}
        onDownload={onDownload}
      />
      {message.syncError ? (
        <p className="text-sm text-danger-700">
          Last CRM error (attempt {message.syncAttempts}): {message.syncError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <StatusForm
          intent="message-status"
          id={message.id}
          value={message.status}
          options={CONTACT_STATUSES}
          subject={`of the message from ${name}`}
        />
        {message.syncStatus === 'failed' || message.syncStatus === 'pending' ? (
          <RetryForm intent="retry-sync" id={message.id} label="Retry CRM sync" />
        ) : null}
        <span className="self-center font-mono text-xs text-muted">Ref {message.id}</span>
      </div>
    </li>
  );
}

export function MeetingItem({ meeting }: { meeting: Meeting }) {
  const name = `${meeting.firstName} ${meeting.lastName}`.trim() || 'Chat visitor';
  return (
    <li className={card}>
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
        <Badge className="bg-brand-50 text-brand-800">
          <span className="sr-only">Status: </span>
          {meeting.status}
        </Badge>
      </div>
      <p className="text-sm text-muted">
        {MEETING_TYPE_LABELS[meeting.meetingType]} · {meeting.duration} minutes · priority{' '}
        {meeting.priority} · from {meeting.source}
        {meeting.serviceInterests.length
          ? ` · ${meeting.serviceInterests.map((key) => MEETING_SERVICE_INTEREST_LABELS[key]).join(', ')}`
          : ''}
      </p>
      <SourceLine source={meeting.leadSource} />
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
      <StatusForm
        intent="meeting-status"
        id={meeting.id}
        value={meeting.status}
        options={MEETING_STATUSES}
        subject={`of the meeting "${meeting.subject}"`}
      />
    </li>
  );
}
