import { CHAT_FILES_FIELDS } from '../../../shared/chat-files.ts';
import { CONTACT_SERVICE_FOR_INTEREST } from '../../../shared/contact-messages.ts';
import type { ContactSubmitInput } from '../../../shared/contact.ts';
import {
  MEETING_TIMES,
  type MeetingRequestInput,
  type MeetingType,
} from '../../../shared/meetings.ts';
import { earliestMeetingDate } from '../../../shared/time-zones.ts';
import { CHAT_CONTACT_FIELDS, CHAT_UPLOAD_FIELDS, type ChatKnownContact } from './chat-leads.ts';
import {
  APPOINTMENT_TIMEZONES,
  emptyAppointmentForm,
  emptyLeadForm,
  formatAppointmentDate,
  trimForm,
  type ChatAppointmentForm,
  type ChatLeadForm,
  type ChatUploadContact,
} from './chat-forms.ts';

/**
 * What the chat's submissions become on the server (the action of /contact,
 * `chat-action.ts`): real leads, a contact message and a meeting request with
 * source `chat`, and the shared files, through the same calls, schemas and
 * service as the site's forms. Pure, so the mapping is unit-tested; it reads
 * the meeting rules (`shared/meetings.ts`, with zod), so only the server
 * action imports it.
 */

/** The chat asks for one Name; the first word is the first name, the rest the last. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** What the message says when the visitor wrote no requirements of at least 10 characters. */
export const CHAT_QUOTE_MESSAGE = 'Quote request from the chat assistant.';

/**
 * The contact message a quote becomes. The message is the visitor's own
 * requirements; interest, budget, timeline and team size travel once, as
 * `details`, which the staff e-mail and the CRM description list.
 */
export function quoteRequest(form: ChatLeadForm): ContactSubmitInput {
  const lead = trimForm(form);
  // Short requirements would miss the form's 10-character minimum; the fixed line never does.
  const message =
    lead.requirements.length >= 10
      ? lead.requirements
      : [lead.requirements, CHAT_QUOTE_MESSAGE].filter(Boolean).join(' — ');
  return {
    ...splitName(lead.name),
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    serviceInterest:
      CONTACT_SERVICE_FOR_INTEREST[lead.interest as keyof typeof CONTACT_SERVICE_FOR_INTEREST] ??
      'general_inquiry',
    messageTo: 'sales_team',
    message,
    source: 'chat',
    details: {
      interest: lead.interest,
      budget: lead.budget,
      timeline: lead.timeline,
      teamSize: lead.teamSize,
    },
  };
}

/** The chat's zone abbreviations as the IANA zones the server keeps. */
export const CHAT_TIME_ZONES: Record<ChatAppointmentForm['timezone'], string> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  PST: 'America/Los_Angeles',
  CET: 'Europe/Paris',
  IST: 'Asia/Kolkata',
  JST: 'Asia/Tokyo',
  AEST: 'Australia/Sydney',
};

const CHAT_MEETING_TYPES: Record<string, MeetingType> = {
  Consultation: 'consultation',
  Demo: 'demo',
  'Technical Review': 'discussion',
  'Project Planning': 'discussion',
  'Training Session': 'general',
};

/**
 * The meeting request an appointment becomes. The chat lets a visitor pick
 * any time; the exact wish always goes into the description, and the date
 * and time fields carry it when it fits the meeting form's rules (from
 * tomorrow, 9:00 AM to 5:30 PM in half hours).
 */
export function appointmentRequest(
  form: ChatAppointmentForm,
  contact: ChatKnownContact = {},
  now: Date = new Date(),
): MeetingRequestInput {
  const appointment = trimForm(form);
  const timezone = CHAT_TIME_ZONES[appointment.timezone] ?? 'UTC';
  const dateFits = appointment.date >= earliestMeetingDate(timezone, now);
  const timeFits = dateFits && MEETING_TIMES.includes(appointment.time);
  const wish = `Requested in the chat: ${appointment.type} on ${formatAppointmentDate(appointment.date)} at ${appointment.time} (${appointment.timezone}).`;
  return {
    ...(contact.name ? splitName(contact.name) : {}),
    ...(contact.email ? { email: contact.email } : {}),
    meetingType: CHAT_MEETING_TYPES[appointment.type] ?? 'consultation',
    subject: `${appointment.type} (chat)`,
    description: [wish, appointment.notes].filter(Boolean).join('\n'),
    preferredDate: dateFits ? appointment.date : null,
    preferredTime: timeFits ? appointment.time : null,
    timezone,
    source: 'chat',
  };
}

/** The multipart body of an upload: the name split as for a quote, the address, each file. */
export function chatFilesForm(files: readonly File[], contact: ChatUploadContact): FormData {
  const { name, email } = trimForm(contact);
  const form = new FormData();
  const { firstName, lastName } = splitName(name);
  form.append(CHAT_FILES_FIELDS.firstName, firstName);
  form.append(CHAT_FILES_FIELDS.lastName, lastName);
  form.append(CHAT_FILES_FIELDS.email, email);
  for (const file of files) form.append(CHAT_FILES_FIELDS.file, file, file.name);
  return form;
}

/** A posted text field ('' when missing, or a file where text belongs). */
function text(posted: FormData, name: string): string {
  const value = posted.get(name);
  return typeof value === 'string' ? value : '';
}

/** The posted fields of a form shaped like `template`: every value a string. */
const fieldsOf = <F extends object>(posted: FormData, template: F): F =>
  Object.fromEntries(Object.keys(template).map((key) => [key, text(posted, key)])) as F;

/** The quote form as the chat posts it (`chatQuoteBody`). */
export const postedQuote = (posted: FormData): ChatLeadForm => fieldsOf(posted, emptyLeadForm);

/** The appointment form and who asked, as the chat posts them (`chatAppointmentBody`). */
export function postedAppointment(posted: FormData): {
  form: ChatAppointmentForm;
  contact: ChatKnownContact;
} {
  const form = fieldsOf(posted, emptyAppointmentForm);
  const timezone = (APPOINTMENT_TIMEZONES as readonly string[]).includes(form.timezone.trim())
    ? (form.timezone.trim() as ChatAppointmentForm['timezone'])
    : 'UTC';
  const name = text(posted, CHAT_CONTACT_FIELDS.name).trim();
  const email = text(posted, CHAT_CONTACT_FIELDS.email).trim();
  return {
    form: { ...form, timezone },
    contact: { ...(name ? { name } : {}), ...(email ? { email } : {}) },
  };
}

/** The upload as the chat posts it (`chatFilesBody`): who sends, and each file. */
export function postedUpload(posted: FormData): { files: File[]; contact: ChatUploadContact } {
  return {
    files: posted
      .getAll(CHAT_UPLOAD_FIELDS.file)
      .filter((value): value is File => typeof value !== 'string'),
    contact: {
      name: text(posted, CHAT_UPLOAD_FIELDS.name),
      email: text(posted, CHAT_UPLOAD_FIELDS.email),
    },
  };
}
