import * as z from 'zod/mini';
import {
  CASE_STUDY_INDUSTRY_IDS,
  CASE_STUDY_LIMITS as L,
  CASE_STUDY_MESSAGES as M,
  CASE_STUDY_STATUSES,
  COMPANY_SIZE_IDS,
} from './case-studies.ts';
import { optionalText, requiredText, scheduleTimeRequired, slugText } from './content-schemas.ts';
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
    status: z.enum(CASE_STUDY_STATUSES, PUBLISHING_MESSAGES.statusInvalid),
    /** ISO time to publish at; required for `scheduled`. */
    publishedAt: z.optional(z.string()),
    /** A stock image address, or the current image when editing. */
    featuredImage: z.optional(z.string()),
  })
  .check(scheduleTimeRequired(PUBLISHING_MESSAGES.scheduleRequired));
export type CaseStudyForm = z.infer<typeof caseStudyFormSchema>;
