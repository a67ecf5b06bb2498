import { CHAT_FILES_FIELDS } from '../../../shared/chat-files.ts';
import { CONTACT_SERVICE_FOR_INTEREST } from '../../../shared/contact-messages.ts';
import type { ContactSubmitInput } from '../../../shared/contact.ts';
import {
  MEETING_TIMES,
  type MeetingRequestInput,
  type MeetingType,
} from '../../../shared/meetings.ts';
import { earliestMeetingDate } from '../../../shared/time-zones.ts';
import { shareChatFiles, submitContact } from '../../lib/api/contact.ts';
import { scheduleMeeting } from '../../lib/api/meetings.ts';
import type { ApiResult } from '../../lib/api/request.ts';
import {
  formatAppointmentDate,
  trimForm,
  type ChatAppointmentForm,
  type ChatLeadForm,
  type ChatUploadContact,
} from './chat-forms.ts';

/**
 * Where the chat's quote and appointment requests go: real leads, a contact
 * message and a meeting request with source `chat`, through the same calls as
 * the site's forms. Each resolves once the server has stored the request and
 * rejects otherwise; the widget turns a rejection into the failure reply below.
 */
export const CHAT_LEAD_FAILURE_MESSAGE =
  'I apologize, but there was an issue processing your request. Please try again or contact us directly.';

export class ChatLeadError extends Error {
  override name = 'ChatLeadError';
}

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
  contact: { name?: string | undefined; email?: string | undefined } = {},
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

async function deliver(call: Promise<ApiResult<unknown>>, what: string): Promise<void> {
  const result = await call;
  if (!result.ok) throw new ChatLeadError(result.message ?? `The ${what} could not be sent`);
}

export async function submitChatQuote(form: ChatLeadForm): Promise<void> {
  await deliver(submitContact(quoteRequest(form)), 'quote request');
}

export async function submitChatAppointment(
  form: ChatAppointmentForm,
  contact: { name?: string | undefined; email?: string | undefined } = {},
): Promise<void> {
  await deliver(scheduleMeeting(appointmentRequest(form, contact)), 'appointment request');
}

/**
 * The server refused the files and said why (which file, what is wrong with
 * it, or what is missing): the assistant passes that on, word for word.
 */
export class ChatFilesRefused extends Error {
  override name = 'ChatFilesRefused';
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

/**
 * Sends the files; resolves once the server has stored them. A refusal (a
 * 4xx with the server's reasons) rejects with ChatFilesRefused; anything
 * else (no answer, a server failure) with ChatLeadError.
 */
export async function submitChatFiles(
  files: readonly File[],
  contact: ChatUploadContact,
): Promise<void> {
  const result = await shareChatFiles(chatFilesForm(files, contact));
  if (result.ok) return;
  const reasons = result.errors?.length ? result.errors.join('\n') : result.message;
  if (result.status >= 400 && result.status < 500 && reasons) throw new ChatFilesRefused(reasons);
  throw new ChatLeadError(result.message ?? 'The files could not be sent');
}

/** The assistant's answer to an upload: the confirmation, the server's reasons, or the failure reply. */
export async function filesReply(submission: Promise<unknown>, confirmation: string) {
  try {
    await submission;
    return confirmation;
  } catch (error) {
    return error instanceof ChatFilesRefused ? error.message : CHAT_LEAD_FAILURE_MESSAGE;
  }
}

export function filesConfirmation(names: readonly string[], email: string): string {
  const them = names.length === 1 ? 'it' : 'them';
  return `Thank you! I've received ${names.join(', ')}. Our team will review ${them} within 24 hours and get back to you at ${email.trim()}.`;
}

/** The assistant's answer to a submission: the confirmation, or the failure reply. */
export async function leadReply(
  submission: Promise<unknown>,
  confirmation: string,
): Promise<string> {
  try {
    await submission;
    return confirmation;
  } catch {
    return CHAT_LEAD_FAILURE_MESSAGE;
  }
}

export function quoteConfirmation(form: ChatLeadForm): string {
  const name = form.name.trim();
  const email = form.email.trim();
  return `Thank you, ${name}! We have received your quote request. Our team will review your requirements and send your quote to ${email} within 24 hours.`;
}

export function appointmentConfirmation(
  form: ChatAppointmentForm,
  contact: { knownEmail?: string | undefined; companyEmail: string },
): string {
  const when = `${formatAppointmentDate(form.date)} at ${form.time} (${form.timezone})`;
  const follow = contact.knownEmail
    ? `We will send the confirmation and a calendar invitation to ${contact.knownEmail}.`
    : `So we can send you a calendar invitation, share your email address through Get a quote or write to us at ${contact.companyEmail}.`;
  return `Thank you! Your ${form.type} request for ${when} has been received. ${follow}`;
}
