import type { RouterContextProvider } from 'react-router';
import type { NewsletterSendKind } from '../../../shared/newsletter-delivery.ts';
import { newsletterAudience } from '../../lib/api/newsletter-delivery.ts';
import { pageSend } from '../../lib/forms/page-forms.ts';

/**
 * For a staff screen's loader: how many confirmed subscribers a send of
 * this kind would reach now, as the server counts them for the session's
 * user; null when it could not be read (or the user is not staff).
 */
export async function newsletterAudienceCount(
  context: Readonly<RouterContextProvider>,
  kind: NewsletterSendKind,
): Promise<number | null> {
  const result = await newsletterAudience(kind, pageSend(context));
  return result.ok && result.data ? result.data.recipients : null;
}
