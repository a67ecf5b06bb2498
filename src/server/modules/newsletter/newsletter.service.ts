import type { Database } from '../../db/client.ts';
import {
  NEWSLETTER_MESSAGES,
  type NewsletterStatusResponse,
  type NewsletterSubscribeRequest,
} from '../../../shared/newsletter.ts';
import * as repository from './newsletter.repository.ts';

export interface SubscribeResult {
  message: string;
  subscription: { email: string; status: 'active'; subscribedAt: string | null };
}

export function createNewsletterService(db: Database) {
  return {
    async subscribe(input: NewsletterSubscribeRequest): Promise<SubscribeResult> {
      const { row, previousStatus } = await repository.upsertActive(db, input);
      const message =
        previousStatus === null
          ? NEWSLETTER_MESSAGES.subscribed
          : previousStatus === 'active'
            ? NEWSLETTER_MESSAGES.alreadySubscribed
            : NEWSLETTER_MESSAGES.resubscribed;
      return {
        message,
        subscription: {
          email: row.email,
          status: 'active',
          subscribedAt: row.subscribedAt?.toISOString() ?? null,
        },
      };
    },

    async status(email: string): Promise<NewsletterStatusResponse['data']> {
      const row = await repository.findByEmail(db, email);
      if (!row) return { email, isSubscribed: false, status: 'not_subscribed', preferences: null };
      return {
        email: row.email,
        isSubscribed: row.status === 'active',
        status: row.status,
        preferences: {
          blogUpdates: row.blogUpdates,
          caseStudies: row.caseStudies,
          industryNews: row.industryNews,
          weeklyDigest: row.weeklyDigest,
        },
      };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
