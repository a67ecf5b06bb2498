import type { NewsletterLink, NewsletterSubscribeInput } from '../../../shared/newsletter.ts';
import { browserSend, type Send } from './request.ts';

export const subscribeNewsletter = (input: NewsletterSubscribeInput, send: Send = browserSend) =>
  send('POST', '/api/newsletter/subscribe', input);

/** The confirmation link's button: turns a pending subscription active. */
export const confirmNewsletter = (link: NewsletterLink, send: Send = browserSend) =>
  send('POST', '/api/newsletter/confirm', link);

export const unsubscribeNewsletter = (link: NewsletterLink, send: Send = browserSend) =>
  send('POST', '/api/newsletter/unsubscribe', link);
