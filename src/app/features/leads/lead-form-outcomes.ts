import { CONTACT_MESSAGES } from '../../../shared/contact-messages.ts';
import type { ContactSubmitResponse } from '../../../shared/contact.ts';
import { MEETING_MESSAGES } from '../../../shared/meeting-messages.ts';
import { CSRF_FIELD } from '../../../shared/session-messages.ts';
import { answerProblems, type FormProblems } from '../../lib/forms/form-errors.ts';
import {
  unlessUnanswered,
  type PostedValues,
  type Unanswered,
} from '../../lib/forms/unanswered.ts';
import { chatLeadRefused, isChatLeadIntent, type ChatLeadOutcome } from '../chat/public.ts';

/**
 * What the lead forms show after a post, whoever answered it: the route's
 * action (on the server), or, when that was never reached, the browser
 * (`leadFormsClientAction`). Both build a refusal here, from the API's answer
 * or from whatever answered instead, so the two read the same.
 */

/** Whatever refused a post: the API's answer, or what answered in its place. */
type Refusal = Pick<Unanswered, 'message' | 'errors' | 'fieldErrors'>;

export type ContactFormOutcome =
  | { kind: 'sent'; data: ContactSubmitResponse['data']; message: string }
  | { kind: 'refused'; problems: FormProblems; values: PostedValues };

/** Every problem, and the visitor's text to put back (never the trap or the form token). */
export function contactRefused(refusal: Refusal, posted: PostedValues): ContactFormOutcome {
  const { website: _honeypot, [CSRF_FIELD]: _csrf, ...values } = posted;
  return {
    kind: 'refused',
    problems: answerProblems(refusal, CONTACT_MESSAGES.submitFailed),
    values,
  };
}

export type MeetingFormOutcome =
  { kind: 'scheduled' } | { kind: 'refused'; message: string; problems: FormProblems };

/** The server's message if it gave one, else the spec's: a lost connection is "unexpected". */
export function meetingRefused(refusal: Refusal & { status?: number }): MeetingFormOutcome {
  const fallback =
    refusal.status === 0 ? MEETING_MESSAGES.unexpected : MEETING_MESSAGES.scheduleFailed;
  return {
    kind: 'refused',
    message: refusal.message ?? fallback,
    problems: answerProblems(refusal, fallback),
  };
}

/**
 * The `clientAction` of the page the lead forms post to (/contact): the
 * Schedule a Meeting dialog's post (`intent=meeting`), the chat's (`chat-…`,
 * which the assistant answers with its failure reply, or with the reason for
 * refused files) and the contact form's each get their own refusal when the
 * action cannot be reached.
 */
export const leadFormsClientAction = unlessUnanswered<
  ContactFormOutcome | MeetingFormOutcome | ChatLeadOutcome
>((posted, refusal) => {
  const intent = posted['intent'];
  if (intent === 'meeting') return meetingRefused(refusal);
  if (isChatLeadIntent(intent)) return chatLeadRefused(intent, refusal);
  return contactRefused(refusal, posted);
});
