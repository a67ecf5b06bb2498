import { CHAT_FILES_FIELDS } from '../../../shared/chat-files.ts';
import type { ChatLeadIntent, ChatLeadOutcome } from './chat-lead-refusal.ts';
import {
  emptyAppointmentForm,
  emptyLeadForm,
  formatAppointmentDate,
  type ChatAppointmentForm,
  type ChatLeadForm,
  type ChatUploadContact,
} from './chat-forms.ts';

/**
 * The chat's three submissions (a quote, an appointment, files) as the
 * widget posts them and reads their answers. They go where the site's lead
 * forms go: the action of /contact (`chat-action.ts` builds the API's input
 * there, from what is posted here, and calls the API in-process); the answer
 * is `ChatLeadOutcome` (`chat-lead-refusal.ts`).
 *
 * The chat is JavaScript-only (its panel is loaded on demand after
 * hydration), so its posts are fetchers' and there is no form a browser
 * without JavaScript would post.
 */

/** The route whose action takes the chat's submissions (the one that owns the lead forms). */
export const CHAT_LEAD_ACTION = '/contact';

/** The appointment's contact, when the visitor gave one through the quote or the upload. */
export interface ChatKnownContact {
  name?: string | undefined;
  email?: string | undefined;
}

/** The fields an appointment posts besides its form's: who asked, when known. */
export const CHAT_CONTACT_FIELDS = { name: 'contactName', email: 'contactEmail' } as const;

/** The upload panel's fields; each file is one part under the API's own name for it. */
export const CHAT_UPLOAD_FIELDS = {
  name: 'name',
  email: 'email',
  file: CHAT_FILES_FIELDS.file,
} as const;

/** The assistant's answer to a submission: the confirmation, or the refusal's reply. */
export const chatLeadReply = (outcome: ChatLeadOutcome, confirmation: string): string =>
  outcome.kind === 'chat-sent' ? confirmation : outcome.reply;

function postBody(intent: ChatLeadIntent, fields: Record<string, string>): FormData {
  const body = new FormData();
  body.append('intent', intent);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const pick = <F extends object>(template: F, form: F): Record<string, string> =>
  Object.fromEntries(Object.keys(template).map((key) => [key, String(form[key as keyof F])]));

/** A quote as posted: the form's fields as typed (the action trims them and builds the message). */
export const chatQuoteBody = (form: ChatLeadForm) =>
  postBody('chat-quote', pick(emptyLeadForm, form));

/** An appointment as posted: the form's fields and, when known, who asked. */
export function chatAppointmentBody(form: ChatAppointmentForm, contact: ChatKnownContact = {}) {
  const body = postBody('chat-appointment', pick(emptyAppointmentForm, form));
  if (contact.name) body.append(CHAT_CONTACT_FIELDS.name, contact.name);
  if (contact.email) body.append(CHAT_CONTACT_FIELDS.email, contact.email);
  return body;
}

/** An upload as posted (multipart): the visitor's name and address, and each file. */
export function chatFilesBody(files: readonly File[], contact: ChatUploadContact): FormData {
  const body = postBody('chat-files', {
    [CHAT_UPLOAD_FIELDS.name]: contact.name,
    [CHAT_UPLOAD_FIELDS.email]: contact.email,
  });
  for (const file of files) body.append(CHAT_UPLOAD_FIELDS.file, file, file.name);
  return body;
}

export function filesConfirmation(names: readonly string[], email: string): string {
  const them = names.length === 1 ? 'it' : 'them';
  return `Thank you! I've received ${names.join(', ')}. Our team will review ${them} within 24 hours and get back to you at ${email.trim()}.`;
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
