import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../../shared/newsletter.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; the unique index makes re-subscribing idempotent. */
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    source: text('source').notNull().default('blog'),
    blogUpdates: boolean('blog_updates').notNull().default(true),
    caseStudies: boolean('case_studies').notNull().default(true),
    industryNews: boolean('industry_news').notNull().default(true),
    weeklyDigest: boolean('weekly_digest').notNull().default(true),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('newsletter_status_check', sql`${table.status} in (${inList(NEWSLETTER_STATUSES)})`),
    index('newsletter_status_idx').on(table.status),
  ],
);

/** Small facts about the installation itself (when it was seeded, for example). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
