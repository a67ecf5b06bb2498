import * as z from 'zod/mini';
import { COMMENT_MESSAGES as M, isWebsiteUrl, normalizeCommentText } from './comment-messages.ts';
import {
  COMMENT_CONTENT_TYPES,
  COMMENT_LIMITS,
  COMMENT_SORTS,
  COMMENT_STATUSES,
  MODERATION_ACTIONS,
} from './comments.ts';
import { normalizeEmail } from './email.ts';
import { honeypotField } from './lead-fields.ts';

/*
 * The comment form's schema: the browser checks it before sending and the
 * server again on `POST /api/comments/{contentType}/{contentId}`. Problems
 * are reported in the spec's order (content, name, e-mail, website): the
 * field order of this object. No check aborts, so every problem shows at once.
 */

/** A text field; left out, null or not text at all, it is missing. */
const text = (required: string) => z.string(required);

/** A box the form posts as "on" (or JSON as true). */
const flag = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true || value === 'true' || value === 'on' || value === '1'),
);

/** Empty, null or left out: no parent (a top-level comment). */
const parentId = z.pipe(
  z.optional(z.nullable(z.string(M.parentInvalid))),
  z.transform((value) => (value ? value.trim() : null)),
);

export const commentSubmitSchema = z.object({
  content: text(M.contentRequired).check(
    z.overwrite(normalizeCommentText),
    z.minLength(1, M.contentRequired),
    z.maxLength(COMMENT_LIMITS.content, M.contentTooLong),
  ),
  authorName: text(M.nameRequired).check(
    z.trim(),
    z.minLength(1, M.nameRequired),
    z.maxLength(COMMENT_LIMITS.name, M.nameTooLong),
  ),
  authorEmail: text(M.emailRequired).check(
    z.trim(),
    z.minLength(1, M.emailRequired),
    z.refine((value) => !value || normalizeEmail(value) !== null, M.emailInvalid),
    z.maxLength(COMMENT_LIMITS.email, M.emailTooLong),
    z.overwrite((value) => normalizeEmail(value) ?? value),
  ),
  authorWebsite: z.pipe(
    z.optional(
      z.nullable(
        z.string(M.websiteInvalid).check(
          z.trim(),
          z.refine((value) => !value || isWebsiteUrl(value), M.websiteInvalid),
          z.maxLength(COMMENT_LIMITS.website, M.websiteTooLong),
        ),
      ),
    ),
    z.transform((value) => value || null),
  ),
  parentId,
  notifyReplies: flag,
  /** The honeypot: hidden from people; a filled one marks the comment as spam. */
  website: honeypotField,
});
export type CommentSubmitInput = z.input<typeof commentSubmitSchema>;
export type CommentSubmit = z.output<typeof commentSubmitSchema>;

const positiveInt = (max: number) =>
  z.optional(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        const n = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
        if (!Number.isInteger(n) || n < 1 || n > max) {
          ctx.issues.push({
            code: 'custom',
            message: `Must be a whole number from 1 to ${max}`,
            input: value,
          });
          return z.NEVER;
        }
        return n;
      }),
    ),
  );

export const commentListQuerySchema = z.object({
  page: positiveInt(100_000),
  limit: positiveInt(COMMENT_LIMITS.pageSizeMax),
  status: z.optional(z.enum(COMMENT_STATUSES, M.statusInvalid)),
  sort: z.optional(z.enum(COMMENT_SORTS)),
});
export type CommentListQuery = z.output<typeof commentListQuerySchema>;

export const commentTargetParamsSchema = z.object({
  contentType: z.enum(COMMENT_CONTENT_TYPES, M.contentTypeInvalid),
  contentId: z.string().check(z.minLength(1), z.maxLength(300)),
});

export const commentStatusSchema = z.object({
  status: z.enum(COMMENT_STATUSES, M.statusInvalid),
});

export const moderationQuerySchema = z.object({
  status: z.optional(z.enum([...COMMENT_STATUSES, 'waiting'] as const)),
  page: positiveInt(100_000),
});

export const moderationBatchSchema = z.object({
  ids: z
    .array(z.uuid(M.batchInvalid), M.batchInvalid)
    .check(z.minLength(1, M.batchInvalid), z.maxLength(COMMENT_LIMITS.batchMax, M.batchInvalid)),
  action: z.enum(MODERATION_ACTIONS, M.batchInvalid),
});

/** The reply-notification links: the address, its signed token, and the thread it names. */
export const replyNotificationLinkSchema = z.object({
  email: z.string().check(z.minLength(3), z.maxLength(COMMENT_LIMITS.email)),
  token: z.string().check(z.minLength(10), z.maxLength(200)),
  thread: z.optional(z.uuid()),
  scope: z.optional(z.enum(['thread', 'all'])),
});
