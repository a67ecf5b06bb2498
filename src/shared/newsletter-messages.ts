/**
 * The newsletter's texts and limits without the schemas: the browser imports
 * these up front and loads the zod schemas of ./newsletter.ts only when a
 * form is used, so no page pays for the validation library on first load.
 */
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  nameTooLong: 'Names must be at most 100 characters.',
  sourceInvalid: 'Source must be a short identifier (letters, digits, hyphens, underscores).',
  preferenceInvalid: 'Preferences must be true or false.',
  subscribed: 'Thank you for subscribing! You will receive our latest updates.',
  alreadySubscribed: 'You are already subscribed to our newsletter.',
  resubscribed: 'Welcome back! Your newsletter subscription is active again.',
  statusFound: 'Subscription status retrieved.',
  /** Shown by the widget when the server gives no message. */
  clientFailure: 'Failed to subscribe. Please try again.',
} as const;

export const NEWSLETTER_NAME_MAX = 100;
export const NEWSLETTER_SOURCE_MAX = 50;
/** How long the widget shows its success message (spec: 5 s). */
export const NEWSLETTER_SUCCESS_MS = 5000;
export const NEWSLETTER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
