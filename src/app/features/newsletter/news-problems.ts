import { htmlToText } from '../../../shared/blog-authoring.ts';
import {
  NEWSLETTER_NEWS_LIMITS,
  NEWSLETTER_NEWS_MESSAGES as M,
} from '../../../shared/newsletter-delivery.ts';

/** The news form's fields as posted. */
export interface NewsValues {
  key: string;
  subject: string;
  content: string;
}

/**
 * The news form's problems by field, with the server's rules and words (it
 * checks them again): the form shows them at once, and the page action
 * checks them before it asks for the confirmation. Zod-free.
 */
export function newsProblems({ subject, content }: Omit<NewsValues, 'key'>) {
  const found: Record<string, string> = {};
  const trimmed = subject.trim();
  if (!trimmed || /[\r\n]/.test(subject)) found['subject'] = M.subjectRequired;
  else if (trimmed.length > NEWSLETTER_NEWS_LIMITS.subject) found['subject'] = M.subjectTooLong;
  if (!htmlToText(content)) found['content'] = M.contentRequired;
  else if (content.length > NEWSLETTER_NEWS_LIMITS.content) found['content'] = M.contentTooLong;
  return found;
}

/** "3 subscribers", "1 subscriber", or "subscribers" when the number is not known. */
export const subscribersWord = (audience: number | null) =>
  audience === null
    ? 'subscribers'
    : `${audience} ${audience === 1 ? 'subscriber' : 'subscribers'}`;
