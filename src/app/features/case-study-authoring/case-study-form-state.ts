import type { BlogStatus } from '../../../shared/blog.ts';
import type {
  CaseStudyEditable,
  CaseStudyMetric,
  CaseStudyTestimonial,
} from '../../../shared/case-studies.ts';
import { caseStudyFormSchema } from '../../../shared/case-study-schemas.ts';
import { formProblems } from '../../lib/forms/form-errors.ts';
import {
  AUTHORED_TEXT,
  authoredFormData,
  authoredSchemaInput,
  clientProblems,
  emptyAuthored,
  isoToLocalInput,
  type AuthoredValues,
  type DraftShape,
  type FeaturedChoice,
} from '../authoring/public.ts';

/**
 * The case-study form as plain data: the shared authoring fields (title,
 * slug, body, tags, SEO, schedule) with the client's facts, the story and the
 * metric and testimonial rows; what the schema reads and the multipart body
 * the API takes. Pure, so the rules are tested alone.
 */

export interface CaseStudyFormValues extends AuthoredValues {
  clientName: string;
  clientIndustry: string;
  clientSize: string;
  projectDuration: string;
  projectBudget: string;
  challenge: string;
  solution: string;
  results: string;
  metrics: CaseStudyMetric[];
  testimonials: CaseStudyTestimonial[];
}

const STORY_TEXT = [
  'clientName',
  'clientIndustry',
  'clientSize',
  'projectDuration',
  'projectBudget',
  'challenge',
  'solution',
  'results',
] as const;

/** What a stored draft of this form must hold. */
export const CASE_STUDY_DRAFT: DraftShape = {
  text: [...AUTHORED_TEXT, ...STORY_TEXT],
  lists: ['tags', 'keywords'],
  rows: { metrics: ['label', 'value'], testimonials: ['quote', 'author', 'position'] },
};

export const emptyMetric = (): CaseStudyMetric => ({ label: '', value: '' });
export const emptyTestimonial = (): CaseStudyTestimonial => ({
  quote: '',
  author: '',
  position: '',
});

/** A new case study: one empty metric and testimonial row to start from. */
export function emptyCaseStudy(): CaseStudyFormValues {
  return {
    ...emptyAuthored(),
    clientName: '',
    clientIndustry: '',
    clientSize: '',
    projectDuration: '',
    projectBudget: '',
    challenge: '',
    solution: '',
    results: '',
    metrics: [emptyMetric()],
    testimonials: [emptyTestimonial()],
  };
}

export function caseStudyValues(item: CaseStudyEditable): CaseStudyFormValues {
  return {
    title: item.title,
    slug: item.slug,
    excerpt: item.excerpt,
    content: item.content,
    tags: [...item.tags],
    keywords: [...item.keywords],
    metaTitle: item.metaTitle ?? '',
    metaDescription: item.metaDescription ?? '',
    publishAt:
      item.status === 'scheduled' && item.publishedAt ? isoToLocalInput(item.publishedAt) : '',
    commentsOpen: item.commentsOpen,
    emailSubscribers: item.emailSubscribers,
    clientName: item.clientName,
    clientIndustry: item.clientIndustry,
    clientSize: item.clientSize,
    projectDuration: item.projectDuration,
    projectBudget: item.projectBudget,
    challenge: item.challenge,
    solution: item.solution,
    results: item.results,
    metrics: item.metrics.map((metric) => ({ ...metric })),
    testimonials: item.testimonials.map((testimonial) => ({ ...testimonial })),
  };
}

/** Rows left entirely empty are not sent: an unused starter row is no metric. */
export const filledMetrics = (rows: readonly CaseStudyMetric[]) =>
  rows.filter((row) => row.label.trim() || row.value.trim());
export const filledTestimonials = (rows: readonly CaseStudyTestimonial[]) =>
  rows.filter((row) => row.quote.trim() || row.author.trim() || row.position.trim());

/** What `caseStudyFormSchema` checks: the values as the server reads them once decoded. */
export function caseStudySchemaInput(
  values: CaseStudyFormValues,
  status: BlogStatus,
  choice: FeaturedChoice,
): Record<string, unknown> {
  return {
    ...authoredSchemaInput(values, status, choice),
    clientName: values.clientName,
    clientIndustry: values.clientIndustry,
    clientSize: values.clientSize,
    projectDuration: values.projectDuration,
    projectBudget: values.projectBudget,
    challenge: values.challenge,
    solution: values.solution,
    results: values.results,
    metrics: filledMetrics(values.metrics),
    testimonials: filledTestimonials(values.testimonials),
  };
}

/** The multipart body of the create and save calls (metrics and testimonials as JSON lists). */
export const caseStudyFormData = (
  values: CaseStudyFormValues,
  status: BlogStatus,
  choice: FeaturedChoice,
) =>
  authoredFormData(values, status, choice, {
    clientName: values.clientName.trim(),
    clientIndustry: values.clientIndustry,
    clientSize: values.clientSize,
    projectDuration: values.projectDuration.trim(),
    projectBudget: values.projectBudget.trim(),
    challenge: values.challenge.trim(),
    solution: values.solution.trim(),
    results: values.results.trim(),
    metrics: JSON.stringify(
      filledMetrics(values.metrics).map((row) => ({
        label: row.label.trim(),
        value: row.value.trim(),
      })),
    ),
    testimonials: JSON.stringify(
      filledTestimonials(values.testimonials).map((row) => ({
        quote: row.quote.trim(),
        author: row.author.trim(),
        position: row.position.trim(),
      })),
    ),
  });

/**
 * Every problem found before sending, by field: the shared schema's (the
 * spec's messages, in the form's order), then the image and schedule checks
 * beside it. The missing image shows under the picker only: unlike the
 * blog's spec, the case study's does not place it under the body.
 */
export const caseStudyProblems = (
  values: CaseStudyFormValues,
  status: BlogStatus,
  choice: FeaturedChoice,
  now: number,
): Record<string, string> => ({
  ...formProblems(caseStudyFormSchema, caseStudySchemaInput(values, status, choice)).byField,
  ...clientProblems(values, status, choice, now, null),
});
