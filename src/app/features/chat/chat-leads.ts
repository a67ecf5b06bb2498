import { chatTestHooks } from './chat-test-hooks.ts';
import {
  formatAppointmentDate,
  trimForm,
  type ChatAppointmentForm,
  type ChatLeadForm,
} from './chat-forms.ts';

/**
 * Where the chat's quote and appointment requests go. Until issue 5 lands
 * (decision 14: they become a contact message and a meeting request with
 * source `chat`), each resolves locally; issue 5 replaces the two function
 * bodies with the API calls and keeps their contract: resolve when the
 * request is stored, reject otherwise. The widget turns a rejection into the
 * spec's failure reply.
 */
export const CHAT_LEAD_FAILURE_MESSAGE =
  'I apologize, but there was an issue processing your request. Please try again or contact us directly.';

export class ChatLeadError extends Error {
  override name = 'ChatLeadError';
}

export async function submitChatQuote(form: ChatLeadForm): Promise<void> {
  await deliverLocally(trimForm(form));
}

export async function submitChatAppointment(form: ChatAppointmentForm): Promise<void> {
  await deliverLocally(trimForm(form));
}

async function deliverLocally(_request: object): Promise<void> {
  if (chatTestHooks().failLeads) throw new ChatLeadError('Lead delivery failed (test hook)');
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
