import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * Accounts. The address is stored trimmed and lower-cased, so the unique
 * index makes it unique case-insensitively. Staff status is not stored: it
 * follows from a verified address in the configured company domain.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2id, in the PHC string format (parameters and salt included). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Generated file name of the stored photo (never a client-chosen name). */
    avatarFile: text('avatar_file'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_idx').on(table.email)],
);

/** Sign-in sessions: only a SHA-256 hash of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export const USER_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * Single-use secrets sent by e-mail (verification and password-reset links).
 * Only the hash is stored; `email` pins a verification link to the address it
 * was sent to, so changing the address invalidates it.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_tokens_hash_idx').on(table.tokenHash),
    index('user_tokens_user_idx').on(table.userId, table.purpose),
    check('user_tokens_purpose_check', sql`${table.purpose} in (${inList(USER_TOKEN_PURPOSES)})`),
  ],
);
