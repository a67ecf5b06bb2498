import {
  MEETING_SERVICE_INTEREST_LABELS,
  MEETING_TYPE_LABELS,
  meetingTimeLabel,
} from '../../../shared/meetings.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import { formatInZone } from '../../../shared/time-zones.ts';
import {
  companyContactLine,
  oneLine,
  renderEmail,
  type MailMessage,
} from '../mail/mail.service.ts';
import type { MeetingRow } from './meetings.repository.ts';

/** "Tuesday 24 November 2026 at 10:30 AM (Europe/Paris)", as the visitor chose it. */
export function visitorTime(row: MeetingRow): string | null {
  if (!row.preferredDate) return null;
  const [year, month, day] = row.preferredDate.split('-').map(Number) as [number, number, number];
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  const time = row.preferredTime ? ` at ${meetingTimeLabel(row.preferredTime)}` : '';
  return `${date}${time} (${row.timezone})`;
}

function name(row: MeetingRow): string {
  return `${row.firstName} ${row.lastName}`.trim() || 'A chat visitor';
}

export function meetingNotification(
  site: SiteSettings,
  row: MeetingRow,
  companyTimeZone: string,
): MailMessage {
  const when = visitorTime(row);
  const companyWhen = row.preferredAt ? formatInZone(row.preferredAt, companyTimeZone) : null;
  const lines = [
    `Name: ${name(row)}`,
    ...(row.email ? [`Email: ${row.email}`] : ['Email: not given (ask in the chat or by phone)']),
    ...(row.phone ? [`Phone: ${row.phone}`] : []),
    ...(row.company ? [`Company: ${row.company}`] : []),
    `Meeting type: ${MEETING_TYPE_LABELS[row.meetingType]} (${row.duration} minutes)`,
    `Subject: ${row.subject}`,
    `Preferred time: ${when ?? 'no preference'}`,
    ...(companyWhen ? [`In our time zone: ${companyWhen}`] : []),
    ...(row.serviceInterests.length
      ? [
          `Interests: ${row.serviceInterests.map((key) => MEETING_SERVICE_INTEREST_LABELS[key]).join(', ')}`,
        ]
      : []),
    `Priority: ${row.priority}`,
    `Came from: ${row.source}`,
    `Reference ID: ${row.id}`,
  ];
  return {
    to: site.email,
    ...(row.email ? { replyTo: row.email } : {}),
    subject: oneLine(`Meeting request: ${row.subject} (${name(row)})`),
    ...renderEmail(site, {
      preheader: when ?? row.subject,
      heading: `New meeting request from ${name(row)}`,
      paragraphs: [...lines, ...(row.description ? ['Details:', row.description] : [])],
      action: { label: 'Open the lead inbox', href: `${site.baseUrl}/dashboard/leads` },
    }),
  };
}

/**
 * To the visitor, when they gave an address: fixed text, the reference, the
 * time they picked (from the dialog's own lists, not typed text) and the
 * company's contact details; never the subject, name or notes they wrote.
 */
export function meetingAcknowledgement(site: SiteSettings, row: MeetingRow): MailMessage {
  const when = visitorTime(row);
  return {
    to: row.email,
    subject: `We received your meeting request (reference ${row.id.slice(0, 8)})`,
    ...renderEmail(site, {
      preheader: `Reference ID ${row.id}`,
      heading: 'Your meeting request is with us',
      paragraphs: [
        'Hello,',
        `Thank you for asking to meet ${site.companyName}.`,
        when
          ? `You asked for ${when}. Our team will contact you soon to confirm the details and send a calendar invitation.`
          : 'Our team will contact you soon to agree a time and send a calendar invitation.',
        `Your reference ID is ${row.id}.`,
        companyContactLine(site),
      ],
      afterAction: ['If you did not ask for a meeting, you can ignore this e-mail.'],
    }),
  };
}
