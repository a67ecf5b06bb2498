import type { LeadSource } from '../../../shared/analytics.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  type NewsletterPreferencesAnswer,
  type NewsletterPreferencesUpdate,
  type NewsletterStatusResponse,
  type NewsletterSubscribeRequest,
} from '../../../shared/newsletter.ts';
import {
  NEWSLETTER_DELIVERY_MESSAGES,
  NEWSLETTER_SUBSCRIBERS_PAGE_SIZE,
  type NewsletterSubscriberView,
} from '../../../shared/newsletter-delivery.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import { Invalid } from '../../errors.ts';
import { sourcesOfLeads, type LeadContext } from '../../lead-context.ts';
import type { LeadAttribution } from '../analytics/analytics.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { confirmSubscriptionMessage, type NewsletterLinks } from './newsletter.mails.ts';
import * as repository from './newsletter.repository.ts';
import type { LinkSigner } from '../../signed-links.ts';
import type {
  CollectionContext,
  ConsentRecorder,
  PersonalDataSource,
} from '../privacy/privacy.types.ts';

export interface SubscribeResult {
  message: string;
  subscription: { email: string; status: 'pending' | 'active'; subscribedAt: string | null };
}

export interface NewsletterServiceDeps {
  db: Database;
  mail: MailService;
  signer: LinkSigner;
  /** The company's facts as they are now (the site settings), read for each e-mail. */
  site: SiteReader;
  consent: ConsentRecorder;
  /** Each subscription's source: recorded with its sign-up, exported and erased with it. */
  analytics: LeadAttribution;
}

/** A subscription with its source, as the CSV export writes it. */
export type ExportedSubscription = repository.SubscriptionRow & { leadSource: LeadSource };

/**
 * The newsletter with double opt-in: a sign-up is
 * pending until the address's owner confirms through the e-mailed link; the
 * confirmation e-mail is queued in the same transaction as the sign-up.
 */
export function createNewsletterService({
  db,
  mail,
  signer,
  site: readSite,
  consent,
  analytics,
}: NewsletterServiceDeps) {
  /** The subscriptions with their sources (read in one query for them all). */
  async function withSources(
    executor: Executor,
    rows: readonly repository.SubscriptionRow[],
  ): Promise<ExportedSubscription[]> {
    const sources = await sourcesOfLeads(analytics, executor, 'newsletter', rows);
    return rows.map((row) => ({ ...row, leadSource: sources.get(row.id)! }));
  }

  function linksFor(email: string, site: SiteSettings, now = new Date()): NewsletterLinks {
    const expires = new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * 24 * 3600 * 1000);
    const query = (token: string) =>
      `email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
    const unsubscribeToken = signer.sign('newsletter-unsubscribe', email);
    return {
      confirm: `${site.baseUrl}/newsletter/confirm?${query(signer.sign('newsletter-confirm', email, expires))}`,
      unsubscribePage: `${site.baseUrl}/unsubscribe?${query(unsubscribeToken)}`,
      unsubscribeOneClick: `${site.baseUrl}/api/newsletter/unsubscribe/one-click?${query(unsubscribeToken)}`,
      preferences: `${site.baseUrl}/newsletter/preferences?${query(unsubscribeToken)}`,
      unsubscribeMailto: `mailto:${site.email}?subject=${encodeURIComponent(`Unsubscribe ${email}`)}`,
    };
  }

  function checkLink(
    purpose: 'newsletter-confirm' | 'newsletter-unsubscribe',
    email: string,
    token: string,
  ) {
    if (!signer.verify(purpose, email, token)) {
      throw new Invalid(NEWSLETTER_MESSAGES.invalidLink, {
        errors: [NEWSLETTER_MESSAGES.invalidLink],
      });
    }
  }

  return {
    linksFor,

    /**
     * A sign-up: a new address, or one coming back, is a lead whose source
     * is recorded with it (a sign-up again keeps the first one's source; an
     * active subscriber's is no new lead).
     */
    async subscribe(
      input: NewsletterSubscribeRequest,
      context: LeadContext,
    ): Promise<SubscribeResult> {
      // Before the transaction: finding the visit may write this instance's buffered views.
      const visit = await analytics.visitFor(context.visitor);
      const { row, previousStatus } = await db.transaction(async (tx) => {
        const result = await repository.upsertPending(tx, input);
        if (result.previousStatus !== 'active') {
          await analytics.attribute(tx, { kind: 'newsletter', id: result.row.id }, visit);
        }
        if (result.row.status === 'pending') {
          const site = await readSite(tx);
          await mail.queue(
            tx,
            confirmSubscriptionMessage(site, {
              to: result.row.email,
              links: linksFor(result.row.email, site),
            }),
            result.row.id,
          );
        }
        return result;
      });
      if (previousStatus !== 'active') analytics.leadStored('newsletter');
      mail.flush();
      const message =
        previousStatus === null
          ? NEWSLETTER_MESSAGES.subscribed
          : previousStatus === 'active'
            ? NEWSLETTER_MESSAGES.alreadySubscribed
            : previousStatus === 'pending'
              ? NEWSLETTER_MESSAGES.confirmationResent
              : NEWSLETTER_MESSAGES.resubscribed;
      return {
        message,
        subscription: {
          email: row.email,
          status: row.status === 'active' ? 'active' : 'pending',
          subscribedAt: row.subscribedAt?.toISOString() ?? null,
        },
      };
    },

    /** The confirmed opt-in: the subscription's consent record is written with it. */
    async confirm(
      email: string,
      token: string,
      context: CollectionContext,
    ): Promise<{ message: string; status: NewsletterStatus }> {
      checkLink('newsletter-confirm', email, token);
      const before = await repository.findByEmail(db, email);
      if (!before || before.status === 'unsubscribed') {
        throw new Invalid(NEWSLETTER_MESSAGES.confirmNeedsSignup);
      }
      if (before.status === 'active') {
        return { message: NEWSLETTER_MESSAGES.alreadyConfirmed, status: 'active' };
      }
      await db.transaction(async (tx) => {
        if (await repository.confirm(tx, email)) {
          await consent.record(tx, { email, purpose: 'newsletter', ...context });
        }
      });
      return { message: NEWSLETTER_MESSAGES.confirmed, status: 'active' };
    },

    /** Idempotent: an address already off the list (or never on it) answers the same. */
    async unsubscribe(
      email: string,
      token: string,
      context: CollectionContext,
    ): Promise<{ message: string; status: NewsletterStatus }> {
      checkLink('newsletter-unsubscribe', email, token);
      // Withdrawing is recorded as giving was: a consent record, in the same transaction.
      await db.transaction(async (tx) => {
        if (await repository.unsubscribe(tx, email)) {
          await consent.record(tx, {
            email,
            purpose: 'newsletter',
            action: 'withdrawn',
            ...context,
          });
        }
      });
      return { message: NEWSLETTER_MESSAGES.unsubscribed, status: 'unsubscribed' };
    },

    /** The preferences page: the signed link's subscription, or 400 for a wrong link. */
    async preferences(email: string, token: string): Promise<NewsletterPreferencesAnswer> {
      checkLink('newsletter-unsubscribe', email, token);
      const row = await repository.findByEmail(db, email);
      if (!row) throw new Invalid(NEWSLETTER_DELIVERY_MESSAGES.preferencesNotSubscribed);
      return preferencesOf(row);
    },

    /**
     * Saves the four switches (the next batch of any send reads them). An
     * address that unsubscribed or bounced stays so: coming back takes a new
     * sign-up and its confirmation.
     */
    async savePreferences(
      input: NewsletterPreferencesUpdate,
    ): Promise<NewsletterPreferencesAnswer> {
      checkLink('newsletter-unsubscribe', input.email, input.token);
      const row = await repository.setPreferences(db, input.email, input.preferences);
      if (!row) throw new Invalid(NEWSLETTER_DELIVERY_MESSAGES.preferencesNotSubscribed);
      return preferencesOf(row);
    },

    /**
     * The address's subscription (with its source) and what the newsletter
     * sent it, for the privacy module; an erasure deletes both, the source
     * and the e-mails still queued.
     */
    personalData: {
      name: 'newsletter',
      async export(executor, email) {
        const row = await repository.findByEmail(executor, email);
        if (!row) return [];
        const sends = await repository.deliveriesOf(executor, row.id);
        const sources = await sourcesOfLeads(analytics, executor, 'newsletter', [row]);
        return [
          {
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            status: row.status,
            source: row.source,
            preferences: preferencesOf(row).preferences,
            subscribedAt: row.subscribedAt?.toISOString() ?? null,
            unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
            createdAt: row.createdAt.toISOString(),
            leadSource: sources.get(row.id),
            sends: sends.map((send) => ({
              subject: send.subject,
              kind: send.kind,
              status: send.status,
              sentAt: send.sentAt?.toISOString() ?? null,
            })),
          },
        ];
      },
      async erase(tx, email) {
        const ids = await repository.deleteSubscription(tx, email);
        await analytics.forgetLeads(tx, 'newsletter', ids);
        await mail.forget(tx, { address: email });
        return { count: ids.length };
      },
      async retain(tx, rule) {
        const ids = await repository.deleteUnconfirmedBefore(tx, rule.unconfirmedBefore);
        await analytics.forgetLeads(tx, 'newsletter', ids);
        return { count: ids.length };
      },
    } satisfies PersonalDataSource,

    /** Staff: a page of subscribers, newest first, optionally in one status, with every status counted. */
    async subscribers(page: number, status?: NewsletterStatus) {
      const limit = NEWSLETTER_SUBSCRIBERS_PAGE_SIZE;
      const { rows, counts } = await repository.listPage(db, {
        ...(status ? { status } : {}),
        limit,
        offset: (page - 1) * limit,
      });
      const byStatus = Object.fromEntries(
        NEWSLETTER_STATUSES.map((name) => [name, counts.find((c) => c.status === name)?.n ?? 0]),
      ) as Record<NewsletterStatus, number>;
      const total = status ? byStatus[status] : Object.values(byStatus).reduce((a, b) => a + b, 0);
      return {
        subscribers: rows.map((row): NewsletterSubscriberView => ({
          email: row.email,
          status: row.status,
          preferences: preferencesOf(row).preferences,
          subscribedAt: row.subscribedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        counts: byStatus,
        pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    /** Staff: every subscription with its source, newest first, all or one status, batch by batch (the CSV export). */
    async *exportSubscribers(status?: NewsletterStatus): AsyncGenerator<ExportedSubscription[]> {
      for await (const rows of repository.subscriptionsInBatches(db, status)) {
        yield await withSources(db, rows);
      }
    },

    /**
     * The spec's status call. Anyone may learn an address's state (what the
     * sign-up widget needs); its preferences only whoever proves ownership:
     * the preferences link's token, or a session of the address's verified
     * account. A known and an unknown address cost the same: the token is
     * checked first, then one indexed read either way.
     */
    async status(
      email: string,
      proof: { token?: string | undefined; ownerEmail: string | null },
    ): Promise<NewsletterStatusResponse['data']> {
      if (proof.token !== undefined) checkLink('newsletter-unsubscribe', email, proof.token);
      const owner = proof.token !== undefined || proof.ownerEmail === email;
      const row = await repository.findByEmail(db, email);
      if (!row) return { email, isSubscribed: false, status: 'not_subscribed', preferences: null };
      return {
        email: row.email,
        isSubscribed: row.status === 'active',
        status: row.status,
        preferences: owner ? preferencesOf(row).preferences : null,
      };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

function preferencesOf(row: repository.SubscriptionRow): NewsletterPreferencesAnswer {
  return {
    email: row.email,
    status: row.status,
    preferences: {
      blogUpdates: row.blogUpdates,
      caseStudies: row.caseStudies,
      industryNews: row.industryNews,
      weeklyDigest: row.weeklyDigest,
    },
  };
}
