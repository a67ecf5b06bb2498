/**
 * What answers a chat submission (a quote, an appointment, files) posted to
 * /contact: the action's outcome, and the refusal that the action and, when
 * the action cannot be reached, /contact's clientAction build alike. Imports
 * nothing: the clientAction is in /contact's first load, and the chat panel
 * (its own chunk, loaded on demand) shares no code with that route's chunk.
 */
export const CHAT_LEAD_FAILURE_MESSAGE =
  'I apologize, but there was an issue processing your request. Please try again or contact us directly.';

export const CHAT_LEAD_INTENTS = ['chat-quote', 'chat-appointment', 'chat-files'] as const;
export type ChatLeadIntent = (typeof CHAT_LEAD_INTENTS)[number];

export const isChatLeadIntent = (value: unknown): value is ChatLeadIntent =>
  (CHAT_LEAD_INTENTS as readonly unknown[]).includes(value);

/**
 * What the action answers: stored, or refused with the assistant's reply
 * (the server's reasons for refused files, word for word, else the failure
 * reply). The confirmation is the widget's own: it knows what was asked.
 */
export type ChatLeadOutcome = { kind: 'chat-sent' } | { kind: 'chat-refused'; reply: string };

/**
 * The refusal of a chat submission, from the API's answer (the action) or
 * from whatever answered in its place (the clientAction: the network, a
 * proxy, the rate limiter, the cross-site check). Files refused with a 4xx
 * and a reason get that reason, word for word (which file, what is wrong);
 * everything else, and every quote or appointment, the failure reply.
 */
export function chatLeadRefused(
  intent: unknown,
  refusal: { status: number; message?: string | undefined; errors?: string[] | undefined },
): ChatLeadOutcome {
  if (intent === 'chat-files' && refusal.status >= 400 && refusal.status < 500) {
    const reasons = refusal.errors?.length ? refusal.errors.join('\n') : refusal.message;
    if (reasons) return { kind: 'chat-refused', reply: reasons };
  }
  return { kind: 'chat-refused', reply: CHAT_LEAD_FAILURE_MESSAGE };
}
