import * as z from 'zod/mini';
import {
  CASE_STUDY_INDUSTRY_IDS,
  CASE_STUDY_LIMITS as L,
  CASE_STUDY_MESSAGES as M,
  CASE_STUDY_STATUSES,
  COMPANY_SIZE_IDS,
} from './case-studies.ts';
import { BLOG_LIMITS } from './blog.ts';
import { BLOG_MESSAGES } from './blog-authoring.ts';
import {
  optionalText,
  requiredText,
  scheduleTimeRequired,
  shortList,
  slugText,
} from './content-schemas.ts';
import { PUBLISHING_MESSAGES } from './publishing.ts';

/*
 * The case-study form, as the browser checks it before sending and the server
 * again on create and update (multipart text fields decoded: metrics and
 * testimonials JSON). Fields are declared in the form's order, so the spec's
 * messages come in its order: title, client name, challenge, solution,
 * results; the featured image is checked beside the schema (a stock choice or
 * an uploaded file), last.
 */

const metric = z.object({
  label: z
    .string()
    .check(z.refine((v) => v.trim().length > 0 && v.length <= L.metricLabel, M.metricsInvalid)),
  value: z
    .string()
    .check(z.refine((v) => v.trim().length > 0 && v.length <= L.metricValue, M.metricsInvalid)),
});

const testimonial = z.object({
  quote: z
    .string()
    .check(z.refine((v) => v.trim().length > 0 && v.length <= L.quote, M.testimonialsInvalid)),
  author: z
    .string()
    .check(
      z.refine((v) => v.trim().length > 0 && v.length <= L.quoteAuthor, M.testimonialsInvalid),
    ),
  position: z.optional(
    z.string().check(z.refine((v) => v.length <= L.quotePosition, M.testimonialsInvalid)),
  ),
});

/** Tags and keywords follow the blog's rules (the same chips edit them). */
const tagList = shortList(
  { items: BLOG_LIMITS.tags, length: BLOG_LIMITS.tag },
  BLOG_MESSAGES.listInvalid,
);

export const caseStudyFormSchema = z
  .object({
    title: requiredText(M.titleRequired, L.title, 'Title'),
    slug: slugText(
      { required: PUBLISHING_MESSAGES.slugRequired, invalid: PUBLISHING_MESSAGES.slugInvalid },
      L.slug,
    ),
    excerpt: optionalText(L.excerpt, 'Excerpt'),
    content: optionalText(L.content, 'Content'),
    clientName: requiredText(M.clientNameRequired, L.clientName, 'Client name'),
    clientIndustry: z.enum(CASE_STUDY_INDUSTRY_IDS, M.industryInvalid),
    clientSize: z.enum(COMPANY_SIZE_IDS, M.sizeInvalid),
    projectDuration: optionalText(L.projectDuration, 'Project duration'),
    projectBudget: optionalText(L.projectBudget, 'Project budget'),
    challenge: requiredText(M.challengeRequired, L.story, 'Challenge'),
    solution: requiredText(M.solutionRequired, L.story, 'Solution'),
    results: requiredText(M.resultsRequired, L.story, 'Results'),
    metrics: z
      .array(metric, M.metricsInvalid)
      .check(z.refine((list) => list.length <= L.metrics, M.metricsInvalid)),
    testimonials: z
      .array(testimonial, M.testimonialsInvalid)
      .check(z.refine((list) => list.length <= L.testimonials, M.testimonialsInvalid)),
    /** Shared with posts: related posts are those with a tag in common. */
    tags: tagList,
    keywords: tagList,
    metaTitle: optionalText(BLOG_LIMITS.metaTitle, 'Meta title'),
    metaDescription: optionalText(BLOG_LIMITS.metaDescription, 'Meta description'),
    status: z.enum(CASE_STUDY_STATUSES, PUBLISHING_MESSAGES.statusInvalid),
    /** ISO time to publish at; required for `scheduled`. */
    publishedAt: z.optional(z.string()),
    /** A stock image address, or the current image when editing. */
    featuredImage: z.optional(z.string()),
    /** Left out when editing: the case study keeps its setting. */
    commentsOpen: z.optional(z.boolean()),
    /** E-mail it to subscribers when it is published; left out: it keeps its choice. */
    emailSubscribers: z.optional(z.boolean()),
  })
  .check(scheduleTimeRequired(PUBLISHING_MESSAGES.scheduleRequired));
export type CaseStudyForm = z.infer<typeof caseStudyFormSchema>;

/** The fields in the order their errors are listed (the form's order). */
export const CASE_STUDY_FORM_FIELDS = Object.keys(caseStudyFormSchema.shape);

/** The public list's query string: paging, the industry chip and search. */
export const caseStudyListQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(L.pageSizeMax))),
  industry: z.optional(z.string().check(z.maxLength(40))),
  search: z.optional(z.string().check(z.maxLength(BLOG_LIMITS.search))),
  /** Leaves one case study out (the page's own, among related ones). */
  exclude: z.optional(z.string().check(z.maxLength(100))),
});
export type CaseStudyListQuery = z.infer<typeof caseStudyListQuerySchema>;
