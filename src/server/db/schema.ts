import { sql } from 'drizzle-orm';
import type { RevisionChange } from '../../shared/revisions.ts';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONTACT_STATUSES,
  type ContactSource,
  type ContactStatus,
  type MessageTo,
  type QuoteDetails,
  type ServiceInterest,
} from '../../shared/contact.ts';
import { LEAD_SYNC_STATUSES, type LeadSyncStatus } from '../../shared/leads.ts';
import {
  MEETING_STATUSES,
  type MeetingPriority,
  type MeetingServiceInterest,
  type MeetingStatus,
  type MeetingType,
} from '../../shared/meetings.ts';
import {
  BLOG_CATEGORY_IDS,
  BLOG_STATUSES,
  type BlogCategoryId,
  type BlogStatus,
} from '../../shared/blog.ts';
import {
  CASE_STUDY_INDUSTRY_IDS,
  CASE_STUDY_STATUSES,
  COMPANY_SIZE_IDS,
  type CaseStudyIndustry,
  type CaseStudyMetric,
  type CaseStudyStatus,
  type CaseStudyTestimonial,
  type CompanySize,
} from '../../shared/case-studies.ts';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../../shared/newsletter.ts';
import {
  NEWSLETTER_DELIVERY_STATUSES,
  NEWSLETTER_SEND_KINDS,
  NEWSLETTER_SEND_STATUSES,
  type NewsletterDeliveryStatus,
  type NewsletterSendKind,
  type NewsletterSendStatus,
} from '../../shared/newsletter-delivery.ts';
import {
  COMMENT_CONTENT_TYPES,
  COMMENT_STATUSES,
  type CommentContentType,
  type CommentStatus,
} from '../../shared/comments.ts';
import { CONSENT_PURPOSES, type ConsentPurpose } from '../../shared/consent-notices.ts';
import {
  AUDIT_ACTIONS,
  CONSENT_ACTIONS,
  PRIVACY_ACTIONS,
  PRIVACY_ACTORS,
  type AuditAction,
  type AuditChanges,
  type ConsentAction,
  type PrivacyAction,
  type PrivacyActor,
} from '../../shared/privacy-messages.ts';
import {
  LEAD_KINDS,
  type AnalyticsContentKind,
  type DeviceClass,
  type LeadKind,
} from '../../shared/analytics-messages.ts';
import { REVIEW_STATES, type ReviewState } from '../../shared/publishing.ts';
import { ROLE_CHOICES, type RoleChoice } from '../../shared/roles.ts';

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
    /** Until when the weekly digest has covered what was published (null: since subscribing). */
    digestThrough: timestamp('digest_through', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('newsletter_status_check', sql`${table.status} in (${inList(NEWSLETTER_STATUSES)})`),
    index('newsletter_status_idx').on(table.status),
  ],
);

/**
 * One e-mail to many subscribers: a post or a case study when it is
 * published (at most one send per item, by the unique index), a weekly
 * digest or staff's news. `content` is what every recipient's copy is made
 * from, fixed when the send starts.
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<NewsletterSendKind>().notNull(),
    /** The post or case study sent; null for a digest or news. */
    itemId: uuid('item_id'),
    subject: text('subject').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<NewsletterSendStatus>().notNull().default('sending'),
    /** Failed and bounced recipients so far; at NEWSLETTER_MAX_FAILURES the send pauses. */
    failures: integer('failures').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('newsletter_send_kind_check', sql`${table.kind} in (${inList(NEWSLETTER_SEND_KINDS)})`),
    check(
      'newsletter_send_status_check',
      sql`${table.status} in (${inList(NEWSLETTER_SEND_STATUSES)})`,
    ),
    uniqueIndex('newsletter_sends_item_idx')
      .on(table.kind, table.itemId)
      .where(sql`${table.itemId} is not null`),
    index('newsletter_sends_created_idx').on(table.createdAt),
  ],
);

/**
 * What is public now, as the newsletter knows it (told by the content
 * modules on every change of publication): what a weekly digest lists.
 */
export const newsletterItems = pgTable(
  'newsletter_items',
  {
    kind: text('kind').$type<'post' | 'case-study'>().notNull(),
    itemId: uuid('item_id').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** The item's page on the site ("/blog/a-post"). */
    path: text('path').notNull(),
    /** Its picture's address on the site, or absolute. */
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    index('newsletter_items_published_idx').on(table.publishedAt),
  ],
);

/**
 * One recipient of one send, and how far it got. The primary key makes a
 * send reach each subscriber at most once (and, with one send per item, a
 * post at most once per subscriber), whatever restarts or instances do.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    sendId: uuid('send_id')
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status').$type<NewsletterDeliveryStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** A queued recipient whose last attempt failed for now waits until then. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** When a worker began handing it to the mail server (`sending`). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.sendId, table.subscriptionId] }),
    check(
      'newsletter_delivery_status_check',
      sql`${table.status} in (${inList(NEWSLETTER_DELIVERY_STATUSES)})`,
    ),
    index('newsletter_deliveries_send_status_idx').on(table.sendId, table.status),
    index('newsletter_deliveries_subscription_idx').on(table.subscriptionId),
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
    /**
     * The role an administrator (or ADMIN_EMAILS, or `npm run user:admin`)
     * gave the account: a role of ROLE_CHOICES ('reader': none). Null
     * follows the default rule: a verified company-domain address is an
     * author, anyone else a reader. A role counts only on a verified address.
     */
    role: text('role').$type<RoleChoice>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    // The editors' and administrators' look-ups (review e-mails, the last administrator).
    index('users_role_idx').on(table.role),
    check('users_role_check', sql`${table.role} in (${inList(ROLE_CHOICES)})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

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

/**
 * Messages from the contact form, the pricing and support dialogs and the
 * chat's quote form. The CRM columns record the Dynamics 365 sync: its state,
 * how often it was tried, the last error and the lead it created.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    serviceInterest: text('service_interest').$type<ServiceInterest>().notNull(),
    messageTo: text('message_to').$type<MessageTo>().notNull(),
    message: text('message').notNull(),
    source: text('source').$type<ContactSource>().notNull(),
    /** The chat quote's interest, budget, timeline and team size. */
    details: jsonb('details').$type<QuoteDetails>(),
    status: text('status').$type<ContactStatus>().notNull().default('new'),
    syncStatus: text('sync_status').$type<LeadSyncStatus>().notNull(),
    syncAttempts: integer('sync_attempts').notNull().default(0),
    syncError: text('sync_error'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    crmLeadId: text('crm_lead_id'),
    /** When its personal fields were replaced (an erasure or the retention rule). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_email_idx').on(table.email),
    index('contact_messages_status_idx').on(table.status),
    index('contact_messages_sync_idx').on(table.syncStatus),
    check('contact_messages_status_check', sql`${table.status} in (${inList(CONTACT_STATUSES)})`),
    check(
      'contact_messages_sync_check',
      sql`${table.syncStatus} in (${inList(LEAD_SYNC_STATUSES)})`,
    ),
  ],
);

/**
 * Meeting requests from the Schedule a Meeting dialog and the chat. The
 * visitor's wall-clock choice is kept as given (date, time, zone) and
 * `preferred_at` is the instant it names, for sorting and for showing staff
 * the time in the company's zone.
 */
export const meetingRequests = pgTable(
  'meeting_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    meetingType: text('meeting_type').$type<MeetingType>().notNull(),
    subject: text('subject').notNull(),
    description: text('description'),
    preferredDate: text('preferred_date'),
    preferredTime: text('preferred_time'),
    timezone: text('timezone').notNull(),
    preferredAt: timestamp('preferred_at', { withTimezone: true }),
    duration: integer('duration').notNull(),
    serviceInterests: jsonb('service_interests').$type<MeetingServiceInterest[]>().notNull(),
    source: text('source').notNull(),
    priority: text('priority').$type<MeetingPriority>().notNull(),
    status: text('status').$type<MeetingStatus>().notNull().default('pending'),
    /** When its personal fields were replaced (an erasure or the retention rule). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('meeting_requests_created_idx').on(table.createdAt),
    index('meeting_requests_email_idx').on(table.email),
    index('meeting_requests_status_idx').on(table.status),
    index('meeting_requests_preferred_idx').on(table.preferredAt),
    check('meeting_requests_status_check', sql`${table.status} in (${inList(MEETING_STATUSES)})`),
  ],
);

export const JOB_STATUSES = ['pending', 'running', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable job queue (e-mail, CRM sync). A job is inserted in the same
 * transaction as the record it concerns; workers on any instance claim due
 * jobs with FOR UPDATE SKIP LOCKED. Finished jobs are deleted; jobs that ran
 * out of attempts stay as `failed` for staff to see and retry.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** What the job is about (a contact message id, say), for staff screens. */
    subjectId: text('subject_id'),
    ...timestamps,
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.runAt),
    index('jobs_subject_idx').on(table.subjectId),
    check('jobs_status_check', sql`${table.status} in (${inList(JOB_STATUSES)})`),
  ],
);

/**
 * When a kind of automatic e-mail last went to an address, so the site can
 * refuse to send another one within a window (a lead acknowledgement at most
 * once an hour per address): the forms accept any address, and without this
 * they could be used to flood a stranger's inbox from the company's domain.
 */
export const mailRecipientLimits = pgTable(
  'mail_recipient_limits',
  {
    kind: text('kind').notNull(),
    address: text('address').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.address] })],
);

/** PostgreSQL's own full-text document type (PGlite has it too). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Blog posts. `search` is the weighted full-text document (title A, excerpt
 * and tags B, body text C) the repository writes with every change; lists
 * read the indexed columns and never the body.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    category: text('category').$type<BlogCategoryId>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<BlogStatus>().notNull().default('draft'),
    featuredImage: text('featured_image').notNull(),
    authorName: text('author_name').notNull(),
    authorAvatar: text('author_avatar'),
    authorBio: text('author_bio').notNull(),
    /** Who wrote it: their role decides whether they alone or editors too may change it. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A contributor's draft on its way to publication: 'submitted' (in the
     * editors' queue) or 'returned' (sent back with `reviewNote`); null
     * otherwise. Publishing ends it.
     */
    reviewState: text('review_state').$type<ReviewState>(),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewChangedAt: timestamp('review_changed_at', { withTimezone: true }),
    /** When it went (or, scheduled, goes) public. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readTime: integer('read_time').notNull().default(5),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /** Approved comments, replies included: kept by the comments module in its own transactions. */
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * Rises with every change to the post's comments (a new or moderated
     * comment, a like): cached comment pages are kept per version, so one read
     * of the post tells every instance whether its copy is current.
     */
    commentsVersion: integer('comments_version').notNull().default(0),
    /** Staff may close comments: existing ones stay visible, no new ones are taken. */
    commentsOpen: boolean('comments_open').notNull().default(true),
    /** Rises with every save: the edit screen's ETag, and what If-Match compares (issue 37). */
    version: integer('version').notNull().default(1),
    /** The author's choice: e-mail it to the subscribers who asked for it when it is published. */
    emailSubscribers: boolean('email_subscribers').notNull().default(true),
    search: tsvector('search').notNull(),
    ...timestamps,
  },
  (table) => [
    check('posts_status_check', sql`${table.status} in (${inList(BLOG_STATUSES)})`),
    check('posts_review_state_check', sql`${table.reviewState} in (${inList(REVIEW_STATES)})`),
    index('posts_review_idx').on(table.reviewState, table.reviewChangedAt),
    check('posts_category_check', sql`${table.category} in (${inList(BLOG_CATEGORY_IDS)})`),
    index('posts_published_idx').on(table.status, table.publishedAt.desc()),
    index('posts_category_idx').on(table.status, table.category, table.publishedAt.desc()),
    index('posts_views_idx').on(table.status, table.views.desc()),
    index('posts_likes_idx').on(table.status, table.likes.desc()),
    index('posts_author_idx').on(table.authorId, table.updatedAt.desc()),
    index('posts_search_idx').using('gin', table.search),
    index('posts_tags_idx').using('gin', table.tags),
  ],
);

/** A post's earlier slugs: their addresses answer 301 to the current one. */
export const postSlugHistory = pgTable('post_slug_history', {
  slug: text('slug').primaryKey(),
  postId: uuid('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One like per visitor the server can tell apart (`server/likes.ts`): the
 * visitor hash is keyed on the verified account, or on the client's network
 * and the day; the client hash, of the browser's own random id, only finds
 * that browser's like again so it can be taken back. Neither is reversible.
 */
export const postLikes = pgTable(
  'post_likes',
  {
    targetId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    clientHash: text('client_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.targetId, table.visitorHash] }),
    index('post_likes_client_idx').on(table.targetId, table.clientHash),
  ],
);

/**
 * Who has viewed a post today: a hash of the client address and user agent
 * under a salt that changes daily, so a visitor counts once a day and no
 * lasting identifier is kept. Rows older than yesterday are deleted.
 */
export const postViews = pgTable(
  'post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.day, table.visitorHash] }),
    index('post_views_day_idx').on(table.day),
  ],
);

/**
 * Case studies: authored like posts (sanitized HTML body, the same images,
 * statuses and scheduling), with the client's facts and story. `search` is
 * the weighted full-text document (title A; client, excerpt, tags B; story
 * and body C). Metrics and testimonials are small ordered lists, read and
 * written whole with the row.
 */
export const caseStudies = pgTable(
  'case_studies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    clientName: text('client_name').notNull(),
    clientIndustry: text('client_industry').$type<CaseStudyIndustry>().notNull(),
    clientSize: text('client_size').$type<CompanySize>().notNull(),
    projectDuration: text('project_duration').notNull().default(''),
    projectBudget: text('project_budget').notNull().default(''),
    challenge: text('challenge').notNull(),
    solution: text('solution').notNull(),
    results: text('results').notNull(),
    metrics: jsonb('metrics')
      .$type<CaseStudyMetric[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    testimonials: jsonb('testimonials')
      .$type<CaseStudyTestimonial[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    featuredImage: text('featured_image').notNull(),
    status: text('status').$type<CaseStudyStatus>().notNull().default('draft'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A contributor's draft on its way to publication: 'submitted' (in the
     * editors' queue) or 'returned' (sent back with `reviewNote`); null
     * otherwise. Publishing ends it.
     */
    reviewState: text('review_state').$type<ReviewState>(),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewChangedAt: timestamp('review_changed_at', { withTimezone: true }),
    /** When it went (or, scheduled, goes) public. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    /** Approved comments and the comments' version, kept as posts keep theirs. */
    commentCount: integer('comment_count').notNull().default(0),
    commentsVersion: integer('comments_version').notNull().default(0),
    commentsOpen: boolean('comments_open').notNull().default(true),
    /** Rises with every save: the edit screen's ETag, and what If-Match compares (issue 37). */
    version: integer('version').notNull().default(1),
    /** The author's choice: e-mail it to the subscribers who asked for it when it is published. */
    emailSubscribers: boolean('email_subscribers').notNull().default(true),
    search: tsvector('search').notNull(),
    ...timestamps,
  },
  (table) => [
    check('case_studies_status_check', sql`${table.status} in (${inList(CASE_STUDY_STATUSES)})`),
    check(
      'case_studies_review_state_check',
      sql`${table.reviewState} in (${inList(REVIEW_STATES)})`,
    ),
    index('case_studies_review_idx').on(table.reviewState, table.reviewChangedAt),
    check(
      'case_studies_industry_check',
      sql`${table.clientIndustry} in (${inList(CASE_STUDY_INDUSTRY_IDS)})`,
    ),
    check('case_studies_size_check', sql`${table.clientSize} in (${inList(COMPANY_SIZE_IDS)})`),
    index('case_studies_published_idx').on(table.status, table.publishedAt.desc()),
    index('case_studies_industry_idx').on(
      table.status,
      table.clientIndustry,
      table.publishedAt.desc(),
    ),
    index('case_studies_updated_idx').on(table.updatedAt.desc()),
    index('case_studies_search_idx').using('gin', table.search),
  ],
);

/** A case study's earlier slugs: their addresses answer 301 to the current one. */
export const caseStudySlugHistory = pgTable('case_study_slug_history', {
  slug: text('slug').primaryKey(),
  caseStudyId: uuid('case_study_id')
    .notNull()
    .references(() => caseStudies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Today's viewers of each case study, as post_views keeps them for posts. */
export const caseStudyViews = pgTable(
  'case_study_views',
  {
    caseStudyId: uuid('case_study_id')
      .notNull()
      .references(() => caseStudies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caseStudyId, table.day, table.visitorHash] }),
    index('case_study_views_day_idx').on(table.day),
  ],
);

/**
 * Visitors' comments on any commentable content (`content_type` names the
 * kind, `content_id` the row; no foreign key, as the kinds live in several
 * tables: the content modules delete their comments with them). Plain text,
 * stored as typed. `author_email` is never shown to anyone but staff.
 * `client_hash` is a keyed hash of the client address (the daily cap), never
 * the address itself.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').$type<CommentContentType>().notNull(),
    contentId: uuid('content_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    depth: integer('depth').notNull().default(0),
    content: text('content').notNull(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    authorWebsite: text('author_website'),
    status: text('status').$type<CommentStatus>().notNull(),
    isAuthorReply: boolean('is_author_reply').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    likeCount: integer('like_count').notNull().default(0),
    /** The author asked to hear of replies under this comment (sent once the address is confirmed). */
    notifyReplies: boolean('notify_replies').notNull().default(false),
    /** Why a defence held or refused it (honeypot, links, daily-cap, policy): for staff. */
    heldFor: text('held_for'),
    clientHash: text('client_hash').notNull(),
    ...timestamps,
  },
  (table) => [
    check('comments_status_check', sql`${table.status} in (${inList(COMMENT_STATUSES)})`),
    check(
      'comments_content_type_check',
      sql`${table.contentType} in (${inList(COMMENT_CONTENT_TYPES)})`,
    ),
    index('comments_thread_idx').on(
      table.contentType,
      table.contentId,
      table.status,
      table.createdAt,
    ),
    index('comments_parent_idx').on(table.parentId),
    index('comments_queue_idx').on(table.status, table.createdAt.desc()),
    index('comments_author_idx').on(table.authorEmail, table.status),
    index('comments_client_idx').on(table.clientHash, table.createdAt),
  ],
);
export type CommentRow = typeof comments.$inferSelect;

/** One like per visitor the server can tell apart and comment, as `postLikes`. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    targetId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    clientHash: text('client_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.targetId, table.visitorHash] }),
    index('comment_likes_client_idx').on(table.targetId, table.clientHash),
  ],
);

/**
 * Addresses that asked for reply notifications: nothing is sent to one until
 * its owner confirms through the one link e-mailed when it first asked
 * (double opt-in). Stopping all notifications deletes the row.
 */
export const commentReplyAddresses = pgTable('comment_reply_addresses', {
  email: text('email').primaryKey(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The consultancy's services, as the marketing pages sell them: what a
 * signed-in user picks for their service catalogue. `key` is the stable name
 * pages and the pricing add-ons use; an inactive service is kept (past
 * selections name it) but no longer offered.
 */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    /** The page that sells it (a landing page, or the pricing page for an add-on). */
    landingPath: text('landing_path').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('services_key_idx').on(table.key)],
);
export type ServiceRow = typeof services.$inferSelect;

/** A user's selected service, with the note they left: one row per user and service. */
export const userServices = pgTable(
  'user_services',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.serviceId] }),
    // The staff's "service interest" list: newest first, all or one service.
    index('user_services_added_idx').on(table.addedAt.desc()),
    index('user_services_service_idx').on(table.serviceId, table.addedAt.desc()),
  ],
);

/**
 * When the company was last e-mailed about a user's interest in a service:
 * at most once a day per user and service, however often it is removed and
 * added again (the user's CRM lead carries every change). Only for verified
 * accounts: nothing is sent for an address nobody has proven.
 */
export const serviceInterestNotices = pgTable(
  'service_interest_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.serviceId] })],
);

/**
 * Files a visitor sent with a contact message (the chat's upload). Stored
 * privately under a generated name; only staff download them.
 */
export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The storage key (generated); never the visitor's file name. */
    storageKey: text('storage_key').notNull(),
    /** The visitor's file name, cleaned, for staff and the download's name. */
    fileName: text('file_name').notNull(),
    /** The type its content was recognised as. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /**
     * Scripts, automatic actions or embedded files (a PDF's JavaScript,
     * OpenAction…): kept, and shown to staff as "This file contains active content".
     */
    activeContent: boolean('active_content').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_attachments_message_idx').on(table.messageId)],
);
export type ContactAttachmentRow = typeof contactAttachments.$inferSelect;

/**
 * What a person agreed to when a form took their data (or, `withdrawn`, when
 * they took it back): the purpose, the notice's version and a hash of its
 * wording, the page, and a keyed hash of the client address (never the
 * address itself). Written in the transaction that stores the submission.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    action: text('action').$type<ConsentAction>().notNull().default('given'),
    noticeVersion: text('notice_version').notNull(),
    noticeHash: text('notice_hash').notNull(),
    sourcePage: text('source_page'),
    clientHash: text('client_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('consent_records_purpose_check', sql`${table.purpose} in (${inList(CONSENT_PURPOSES)})`),
    check('consent_records_action_check', sql`${table.action} in (${inList(CONSENT_ACTIONS)})`),
    index('consent_records_email_idx').on(table.email, table.createdAt),
  ],
);

/**
 * A request for a copy or the erasure of what is held about an address:
 * only the hash of the e-mailed link's secret is kept, the link works once
 * (the row is deleted when used) and until `expires_at`.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    action: text('action').$type<PrivacyAction>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('privacy_requests_token_idx').on(table.tokenHash),
    index('privacy_requests_email_idx').on(table.email),
    index('privacy_requests_expires_idx').on(table.expiresAt),
    check('privacy_requests_action_check', sql`${table.action} in (${inList(PRIVACY_ACTIONS)})`),
  ],
);

/**
 * Every export and erasure, by whom and of what, and every change another
 * module records through `app.privacy.audit.record` (a site setting: each
 * field's value before and after): written by the privacy module only, never
 * changed (the product has no call that edits or deletes a row). A person's
 * address is kept masked, with a keyed hash to find its entries; an erased
 * person's full address is not kept here either.
 */
export const privacyAuditLog = pgTable(
  'privacy_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').$type<AuditAction>().notNull(),
    /** `visitor` (through the e-mailed link), `staff` or `retention` (the daily job). */
    actor: text('actor').$type<PrivacyActor>().notNull(),
    /** The staff member's account and address, when staff did it. */
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email'),
    /** The person concerned (masked, and its keyed hash); null when the entry is about no one. */
    subjectMasked: text('subject_masked'),
    subjectHash: text('subject_hash'),
    /** What was found or changed, counted per store. */
    summary: jsonb('summary').$type<Record<string, number>>().notNull().default({}),
    /** Each changed field's value before and after (`{ field: { from, to } }`). */
    changes: jsonb('changes').$type<AuditChanges>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('privacy_audit_created_idx').on(table.createdAt.desc()),
    index('privacy_audit_subject_idx').on(table.subjectHash),
    check('privacy_audit_action_check', sql`${table.action} in (${inList(AUDIT_ACTIONS)})`),
    check('privacy_audit_actor_check', sql`${table.actor} in (${inList(PRIVACY_ACTORS)})`),
    // An entry about a person names them both ways, or not at all.
    check(
      'privacy_audit_subject_check',
      sql`(${table.subjectMasked} is null) = (${table.subjectHash} is null)`,
    ),
  ],
);

/**
 * The site settings administrators set at /dashboard/settings: one row per
 * setting set (its key, its value as JSON, who changed it and when). A
 * setting without a row takes its default from the environment; a row wins
 * over the environment until "Reset to default" deletes it.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Analytics: page views counted on the server without cookies. A visitor is
 * a hash of the client address and user agent under a random salt that lives
 * one day (`analytics_salts`, deleted when the day is over), so views link
 * within a day and never across days or to a person. Raw rows are kept
 * ANALYTICS_RAW_DAYS; the daily tables every report reads are kept for good.
 */

/** Today's salt, shared by every instance; yesterday's is deleted. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** One row per counted view. */
export const analyticsViews = pgTable(
  'analytics_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    path: text('path').notNull(),
    /** The post or case study the page shows. */
    contentKind: text('content_kind').$type<AnalyticsContentKind>(),
    contentId: text('content_id'),
    referrerHost: text('referrer_host'),
    /** Kept only for search engines' and social sites' hosts. */
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device').$type<DeviceClass>().notNull(),
    /** Views of these very facts by this visitor within one batch (a reload is one more). */
    count: integer('count').notNull().default(1),
    /** The visitor's first view of the day. */
    landing: boolean('landing').notNull(),
  },
  (table) => [
    index('analytics_views_day_idx').on(table.day, table.path),
    index('analytics_views_at_idx').on(table.at),
  ],
);

/**
 * A visitor's day: where the first view came from. One row per salted hash
 * and day, whatever the instance that counted it (the attribution of a
 * lead reads it).
 */
export const analyticsVisits = pgTable(
  'analytics_visits',
  {
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    landingPath: text('landing_path').notNull(),
    contentKind: text('content_kind').$type<AnalyticsContentKind>(),
    contentId: text('content_id'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device').$type<DeviceClass>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitorHash] })],
);

/** Views and visitors of each page and day (rolled up from analytics_views). */
export const analyticsDailyPages = pgTable(
  'analytics_daily_pages',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    contentKind: text('content_kind').$type<AnalyticsContentKind>(),
    contentId: text('content_id'),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
    /** Visits that began here. */
    entries: integer('entries').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.path] }),
    index('analytics_daily_pages_content_idx').on(table.contentId, table.day),
  ],
);

/**
 * Visitors of each day by where they came from and where they landed
 * (rolled up from analytics_visits): referrers, campaigns, devices and
 * landing pages are sums over it. Empty strings stand for "none", so the
 * key is a primary key.
 */
export const analyticsDailySources = pgTable(
  'analytics_daily_sources',
  {
    day: date('day').notNull(),
    referrerHost: text('referrer_host').notNull(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    landingPath: text('landing_path').notNull(),
    contentId: text('content_id').notNull(),
    device: text('device').$type<DeviceClass>().notNull(),
    visitors: integer('visitors').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_daily_sources_pk',
      columns: [
        table.day,
        table.referrerHost,
        table.utmSource,
        table.utmMedium,
        table.utmCampaign,
        table.landingPath,
        table.contentId,
        table.device,
      ],
    }),
  ],
);

/** The days whose roll-up is final (the day was over when it ran). */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day').primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where each lead came from: its visitor's first counted view of the day
 * (found: false when there was none). One row per lead, written in the
 * lead's own transaction; cleared with the lead's personal data.
 */
export const analyticsLeads = pgTable(
  'analytics_leads',
  {
    kind: text('kind').$type<LeadKind>().notNull(),
    leadId: text('lead_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    found: boolean('found').notNull(),
    landingPath: text('landing_path'),
    contentKind: text('content_kind').$type<AnalyticsContentKind>(),
    contentId: text('content_id'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.leadId] }),
    index('analytics_leads_at_idx').on(table.at),
    index('analytics_leads_content_idx').on(table.contentId, table.at),
    check('analytics_leads_kind_check', sql`${table.kind} in (${inList(LEAD_KINDS)})`),
  ],
);

/*
 * Revisions of posts and case studies, and the writers' working copies. A
 * save keeps the item's authored fields as they became ('item' snapshots);
 * an autosave is a writer's form as they left it ('draft'), one row per
 * writer and item (item_id null: an item not created yet), replaced at each
 * autosave and deleted by that writer's next save. Deleted with the item.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'blog', 'case-studies', 'industry-news' (autosaves only). */
    kind: text('kind').notNull(),
    itemId: uuid('item_id'),
    change: text('change').$type<RevisionChange>().notNull(),
    /** The item's version this save made, or the one an autosave started from. */
    version: integer('version'),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** Readers saw this version: never removed by the limit. */
    published: boolean('published').notNull().default(false),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Not on saved_at: an autosave then rewrites its row in place (a HOT update, no index
    // touched); an item's few hundred revisions are sorted when listed.
    index('revisions_item_idx').on(table.kind, table.itemId),
    index('revisions_saved_by_idx').on(table.savedBy),
    uniqueIndex('revisions_working_copy_idx')
      .on(
        table.kind,
        sql`coalesce(${table.itemId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        table.savedBy,
      )
      .where(sql`${table.change} = 'autosave'`),
  ],
);

/** Who has an edit screen open: refreshed while it is, read to tell the others. */
export const editingPresence = pgTable(
  'editing_presence',
  {
    kind: text('kind').notNull(),
    /** The item's id, or 'new'. */
    item: text('item').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.item, table.userId] })],
);
