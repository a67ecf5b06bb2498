import { NEWSLETTER_MESSAGES } from '../../../shared/newsletter-messages.ts';
import { unlessUnanswered } from '../../lib/forms/unanswered.ts';

/** The outcome a newsletter form shows after a post: the sign-up, confirm and unsubscribe. */
export interface NewsletterOutcome {
  ok: boolean;
  message: string;
}

/** What each newsletter form says when its action gave no message of its own. */
export const NEWSLETTER_FALLBACKS = {
  subscribe: NEWSLETTER_MESSAGES.clientFailure,
  confirm: NEWSLETTER_MESSAGES.confirmFailed,
  unsubscribe: NEWSLETTER_MESSAGES.unsubscribeFailed,
} as const;

/**
 * The `clientAction` of a newsletter page: when its action cannot be reached,
 * the form says so in place (whatever answered instead, in its words if it
 * gave any) and the visitor can press again.
 */
export function newsletterClientAction(kind: keyof typeof NEWSLETTER_FALLBACKS) {
  return unlessUnanswered<NewsletterOutcome>((_posted, refusal) => ({
    ok: false,
    message: refusal.message ?? NEWSLETTER_FALLBACKS[kind],
  }));
}
