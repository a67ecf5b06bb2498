import type {
  NewsletterLink,
  NewsletterPreferencesUpdate,
  NewsletterSubscribeInput,
} from '../../../shared/newsletter.ts';
import type { NewsletterSendKind } from '../../../shared/newsletter-delivery.ts';
import { browserSend, type AuthHeaders, type Send } from './request.ts';

export const subscribeNewsletter = (input: NewsletterSubscribeInput, send: Send = browserSend) =>
  send('POST', '/api/newsletter/subscribe', input);

/** The confirmation link's button: turns a pending subscription active. */
export const confirmNewsletter = (link: NewsletterLink, send: Send = browserSend) =>
  send('POST', '/api/newsletter/confirm', link);

export const unsubscribeNewsletter = (link: NewsletterLink, send: Send = browserSend) =>
  send('POST', '/api/newsletter/unsubscribe', link);

/** The preferences page's subscription (the signed link's address and token). */
export const newsletterPreferences = (link: NewsletterLink, send: Send = browserSend) =>
  send(
    'GET',
    `/api/newsletter/preferences?email=${encodeURIComponent(link.email)}&token=${encodeURIComponent(link.token)}`,
  );

export const saveNewsletterPreferences = (
  update: NewsletterPreferencesUpdate,
  send: Send = browserSend,
) => send('PUT', '/api/newsletter/preferences', update);

/** Staff: confirmed subscribers a send of this kind would reach now. */
export const newsletterAudience = (
  kind: NewsletterSendKind,
  auth: AuthHeaders,
  send: Send = browserSend,
) => send<{ recipients: number }>('GET', `/api/newsletter/audience?kind=${kind}`, undefined, auth);
