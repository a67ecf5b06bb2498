/*
 * The newsletter's calls beyond signing up (lib/api/newsletter.ts, which the
 * public pages' sign-up forms load): the preferences page's, and staff's.
 * Kept apart so no public page's first load carries them.
 */
import type {
  NewsletterLink,
  NewsletterNews,
  NewsletterPreferencesUpdate,
} from '../../../shared/newsletter.ts';
import type {
  NewsletterSendKind,
  NewsletterSendView,
  NewsletterSubscriberView,
} from '../../../shared/newsletter-delivery.ts';
import type { NewsletterStatus } from '../../../shared/newsletter-messages.ts';
import { browserSend, type Send } from './request.ts';

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
export const newsletterAudience = (kind: NewsletterSendKind, send: Send = browserSend) =>
  send<{ recipients: number }>('GET', `/api/newsletter/audience?kind=${kind}`, undefined);

/** Staff: a saved post or case study, as subscribers would get it, to one's own address. */
export const sendNewsletterTest = (
  kind: 'post' | 'case-study',
  id: string,
  send: Send = browserSend,
) =>
  send(
    'POST',
    `/api/enhanced-blog/${kind === 'post' ? '' : 'case-studies/'}${encodeURIComponent(id)}/newsletter-test`,
    undefined,
  );

/** Staff: the newest sends with their recipients counted by status. */
export const newsletterSends = (send: Send = browserSend) =>
  send<{ sends: NewsletterSendView[] }>('GET', '/api/newsletter/sends', undefined);

/** Staff: pause or resume a send. */
export const changeNewsletterSend = (
  id: string,
  action: 'pause' | 'resume',
  send: Send = browserSend,
) => send('POST', `/api/newsletter/sends/${encodeURIComponent(id)}/${action}`, undefined);

/** Staff: a page of subscribers, optionally in one status. */
export const newsletterSubscribers = (
  page: number,
  status: NewsletterStatus | undefined,
  send: Send = browserSend,
) =>
  send<{
    subscribers: NewsletterSubscriberView[];
    counts: Record<NewsletterStatus, number>;
    pagination: { page: number; pages: number; total: number };
  }>(
    'GET',
    `/api/newsletter/subscribers?page=${page}${status ? `&status=${status}` : ''}`,
    undefined,
  );

/** Staff: industry news to the subscribers who asked for it, or (test) to one's own address. */
export const sendNewsletterNews = (news: NewsletterNews, send: Send = browserSend) =>
  send<{ recipients: number }>('POST', '/api/newsletter/news', news);
