import * as z from 'zod/mini';
import { apiSuccessSchema } from './api.ts';
import { emailAddressSchema } from './email.ts';
import { NEWSLETTER_NEWS_LIMITS, NEWSLETTER_NEWS_MESSAGES } from './newsletter-delivery.ts';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_NAME_MAX,
  NEWSLETTER_SOURCE_MAX,
  NEWSLETTER_STATUSES,
} from './newsletter-messages.ts';

export {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_NAME_MAX,
  NEWSLETTER_SOURCE_MAX,
  NEWSLETTER_STATUSES,
  NEWSLETTER_SUCCESS_MS,
  type NewsletterStatus,
} from './newsletter-messages.ts';

export const newsletterEmailSchema = emailAddressSchema({
  required: NEWSLETTER_MESSAGES.emailRequired,
  invalid: NEWSLETTER_MESSAGES.emailInvalid,
});

/** Optional text: trimmed, and an empty value counts as not given. */
const optionalName = z.pipe(
  z.optional(
    z
      .string({ error: NEWSLETTER_MESSAGES.nameTooLong })
      .check(z.trim(), z.maxLength(NEWSLETTER_NAME_MAX, NEWSLETTER_MESSAGES.nameTooLong)),
  ),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

const preference = z._default(z.boolean({ error: NEWSLETTER_MESSAGES.preferenceInvalid }), true);

export const newsletterPreferencesSchema = z.object({
  blogUpdates: preference,
  caseStudies: preference,
  industryNews: preference,
  weeklyDigest: preference,
});
export type NewsletterPreferences = z.infer<typeof newsletterPreferencesSchema>;

export const newsletterSubscribeSchema = z.object({
  email: newsletterEmailSchema,
  firstName: optionalName,
  lastName: optionalName,
  source: z._default(
    z.string({ error: NEWSLETTER_MESSAGES.sourceInvalid }).check(
      z.trim(),
      z.maxLength(NEWSLETTER_SOURCE_MAX, {
        error: NEWSLETTER_MESSAGES.sourceInvalid,
        abort: true,
      }),
      z.regex(/^[a-z0-9_-]+$/i, NEWSLETTER_MESSAGES.sourceInvalid),
    ),
    'blog',
  ),
  preferences: z._default(newsletterPreferencesSchema, {
    blogUpdates: true,
    caseStudies: true,
    industryNews: true,
    weeklyDigest: true,
  }),
});
/** What a client sends (fields with defaults may be left out). */
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribeRequest = z.output<typeof newsletterSubscribeSchema>;

export const newsletterStatusParamsSchema = z.object({ email: newsletterEmailSchema });

export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'active']),
  subscribedAt: z.nullable(z.string()),
});

export const newsletterSubscribeResponseSchema = apiSuccessSchema(newsletterSubscriptionSchema);

export const newsletterStatusResponseSchema = apiSuccessSchema(
  z.object({
    email: z.string(),
    isSubscribed: z.boolean(),
    status: z.enum([...NEWSLETTER_STATUSES, 'not_subscribed']),
    preferences: z.nullable(newsletterPreferencesSchema),
  }),
);
export type NewsletterStatusResponse = z.infer<typeof newsletterStatusResponseSchema>;

/** Confirm and unsubscribe links carry the address and a signed token. */
export const newsletterLinkSchema = z.object({
  email: newsletterEmailSchema,
  token: z
    .string({ error: NEWSLETTER_MESSAGES.tokenRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: NEWSLETTER_MESSAGES.tokenRequired, abort: true }),
      z.maxLength(200, NEWSLETTER_MESSAGES.invalidLink),
    ),
});
export type NewsletterLink = z.infer<typeof newsletterLinkSchema>;

export const newsletterLinkResponseSchema = apiSuccessSchema(
  z.object({ email: z.string(), status: z.enum(NEWSLETTER_STATUSES) }),
);

/**
 * The status call's optional proof of ownership: the token of the address's
 * signed preferences link (every newsletter carries it). With it, or signed
 * in as the address's verified owner, the answer includes the preferences.
 */
export const newsletterStatusQuerySchema = z.object({
  token: z.optional(newsletterLinkSchema.shape.token),
});

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** The preferences page's save: the signed link's address and token, and the four switches. */
export const newsletterPreferencesUpdateSchema = z.object({
  email: newsletterEmailSchema,
  token: newsletterLinkSchema.shape.token,
  preferences: z.object({
    blogUpdates: z.boolean({ error: NEWSLETTER_MESSAGES.preferenceInvalid }),
    caseStudies: z.boolean({ error: NEWSLETTER_MESSAGES.preferenceInvalid }),
    industryNews: z.boolean({ error: NEWSLETTER_MESSAGES.preferenceInvalid }),
    weeklyDigest: z.boolean({ error: NEWSLETTER_MESSAGES.preferenceInvalid }),
  }),
});
export type NewsletterPreferencesUpdate = z.infer<typeof newsletterPreferencesUpdateSchema>;

export const newsletterPreferencesAnswerSchema = z.object({
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  preferences: z.object({
    blogUpdates: z.boolean(),
    caseStudies: z.boolean(),
    industryNews: z.boolean(),
    weeklyDigest: z.boolean(),
  }),
});
export type NewsletterPreferencesAnswer = z.infer<typeof newsletterPreferencesAnswerSchema>;
export const newsletterPreferencesResponseSchema = apiSuccessSchema(
  newsletterPreferencesAnswerSchema,
);

/**
 * Staff's industry news: a subject and the body (the blog's editor's HTML),
 * sent once per `key` (made when the form opens: pressing Send twice sends
 * once), or as a test to the sender's own address.
 */
export const newsletterNewsSchema = z.object({
  key: z.uuid(NEWSLETTER_NEWS_MESSAGES.keyInvalid),
  subject: z.string({ error: NEWSLETTER_NEWS_MESSAGES.subjectRequired }).check(
    z.trim(),
    z.minLength(1, NEWSLETTER_NEWS_MESSAGES.subjectRequired),
    z.maxLength(NEWSLETTER_NEWS_LIMITS.subject, NEWSLETTER_NEWS_MESSAGES.subjectTooLong),
    z.refine((value) => !/[\r\n]/.test(value), NEWSLETTER_NEWS_MESSAGES.subjectRequired),
  ),
  content: z
    .string({ error: NEWSLETTER_NEWS_MESSAGES.contentRequired })
    .check(
      z.minLength(1, NEWSLETTER_NEWS_MESSAGES.contentRequired),
      z.maxLength(NEWSLETTER_NEWS_LIMITS.content, NEWSLETTER_NEWS_MESSAGES.contentTooLong),
    ),
  test: z._default(z.boolean(), false),
});
export type NewsletterNews = z.input<typeof newsletterNewsSchema>;
export type NewsletterNewsRequest = z.output<typeof newsletterNewsSchema>;
