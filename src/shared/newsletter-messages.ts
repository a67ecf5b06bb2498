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
  subscribed:
    'Thank you for subscribing! Please check your inbox and click the link to confirm your subscription.',
  confirmationResent:
    'Almost there: we have sent the confirmation link again. Please check your inbox.',
  alreadySubscribed: 'You are already subscribed to our newsletter.',
  resubscribed:
    'Welcome back! Please check your inbox and click the link to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Thank you for subscribing!',
  alreadyConfirmed: 'Your subscription is already confirmed.',
  confirmNeedsSignup:
    'This address was unsubscribed. Please subscribe again to receive our newsletter.',
  unsubscribed: 'You have been unsubscribed from our newsletter.',
  invalidLink: 'This link is not valid or has expired. Please use the link from your latest email.',
  tokenRequired: 'The link is incomplete: its token is missing.',
  /** Fallbacks for when the server gives no message. */
  unsubscribeFailed: 'Failed to unsubscribe from newsletter',
  statusFound: 'Subscription status retrieved.',
  /** Shown by the confirmation page when the server gives no message. */
  confirmFailed: 'Failed to confirm your subscription. Please try again.',
  /** Shown by the widget when the server gives no message. */
  clientFailure: 'Failed to subscribe. Please try again.',
} as const;

export const NEWSLETTER_NAME_MAX = 100;
export const NEWSLETTER_SOURCE_MAX = 50;
/** How long the widget shows its success message. */
export const NEWSLETTER_SUCCESS_MS = 5000;
/** `bounced`: the address's mail server refused it for good; nothing more is sent until it subscribes again. */
export const NEWSLETTER_STATUSES = ['pending', 'active', 'unsubscribed', 'bounced'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
