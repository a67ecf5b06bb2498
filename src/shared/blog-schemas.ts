import * as z from 'zod/mini';
import {
  BLOG_CATEGORY_IDS,
  BLOG_LIMITS,
  BLOG_SORTS,
  BLOG_STATUSES,
  type BlogListQuery,
} from './blog.ts';
import { BLOG_MESSAGES, htmlToText } from './blog-authoring.ts';
import {
  optionalText,
  requiredText,
  scheduleTimeRequired,
  shortList,
  slugText,
} from './content-schemas.ts';

/*
 * The blog's schemas: the authoring form (the browser checks it before
 * sending, the server again on `POST /api/enhanced-blog/create` and
 * `PUT /{id}`), status changes and the public list's query string. Kept apart
 * from blog.ts so that the reading pages, which need its constants, load no
 * schema library.
 */

const listField = shortList(
  { items: BLOG_LIMITS.tags, length: BLOG_LIMITS.tag },
  BLOG_MESSAGES.listInvalid,
);

/**
 * The authoring form, as the server reads it once the multipart text fields
 * are decoded (tags and keywords JSON-decoded, read time a number). The image
 * is checked beside it: a stock choice here, or an uploaded file.
 */
export const blogFormSchema = z
  .object({
    title: requiredText(BLOG_MESSAGES.titleRequired, BLOG_LIMITS.title, 'Title'),
    slug: slugText(
      { required: BLOG_MESSAGES.slugRequired, invalid: BLOG_MESSAGES.slugInvalid },
      BLOG_LIMITS.slug,
    ),
    excerpt: requiredText(BLOG_MESSAGES.excerptRequired, BLOG_LIMITS.excerpt, 'Excerpt'),
    content: requiredText(BLOG_MESSAGES.contentRequired, BLOG_LIMITS.content, 'Content').check(
      z.refine((value) => htmlToText(value).length > 0 || /<img\b/i.test(value), {
        message: BLOG_MESSAGES.contentRequired,
      }),
    ),
    category: z.enum(BLOG_CATEGORY_IDS, BLOG_MESSAGES.categoryRequired),
    readTime: z
      .number(BLOG_MESSAGES.readTimeMin)
      .check(
        z.int(BLOG_MESSAGES.readTimeMin),
        z.gte(BLOG_LIMITS.readTimeMin, BLOG_MESSAGES.readTimeMin),
        z.lte(BLOG_LIMITS.readTimeMax, BLOG_MESSAGES.readTimeMax),
      ),
    tags: listField,
    keywords: listField,
    authorName: requiredText(
      BLOG_MESSAGES.authorNameRequired,
      BLOG_LIMITS.authorName,
      'Author name',
    ),
    authorBio: requiredText(BLOG_MESSAGES.authorBioRequired, BLOG_LIMITS.authorBio, 'Author bio'),
    metaTitle: optionalText(BLOG_LIMITS.metaTitle, 'Meta title'),
    metaDescription: optionalText(BLOG_LIMITS.metaDescription, 'Meta description'),
    status: z.enum(BLOG_STATUSES, BLOG_MESSAGES.statusInvalid),
    /** ISO time to publish at; required for `scheduled`. */
    publishedAt: z.optional(z.string()),
    /** A stock image address, or the post's current image when editing. */
    featuredImage: z.optional(z.string()),
    /** Left out when editing: the post keeps its setting. */
    commentsOpen: z.optional(z.boolean()),
    /** E-mail the post to subscribers when it is published; left out: the post keeps its choice. */
    emailSubscribers: z.optional(z.boolean()),
  })
  .check(scheduleTimeRequired(BLOG_MESSAGES.scheduleRequired));
export type BlogForm = z.infer<typeof blogFormSchema>;

/** Staff open or close a post's comments (the dashboard's switch). */
export const blogCommentsSwitchSchema = z.object({ commentsOpen: z.boolean() });

/** The public list's query string, as the page and the API read it. */
export const blogListQuerySchema: z.ZodMiniType<BlogListQuery> = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(BLOG_LIMITS.pageSizeMax))),
  category: z.optional(z.string().check(z.maxLength(60))),
  search: z.optional(z.string().check(z.maxLength(BLOG_LIMITS.search))),
  sort: z.optional(z.enum(BLOG_SORTS)),
  featured: z.optional(z.enum(['true', 'false'])),
  tag: z.optional(z.string().check(z.maxLength(BLOG_LIMITS.tag))),
  exclude: z.optional(z.string().check(z.maxLength(60))),
});
