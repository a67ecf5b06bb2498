import * as z from 'zod/mini';
import { BLOG_MESSAGES, cleanList } from '../../../shared/blog-authoring.ts';
import { DEFAULT_BLOG_IMAGE, isBlogImage } from '../../../shared/blog.ts';
import {
  CASE_STUDY_LIMITS,
  CASE_STUDY_MESSAGES,
  industryName,
  isCaseStudyIndustry,
  type CaseStudy,
  type CaseStudyEditable,
  type CaseStudyListItem,
  type CaseStudyMetric,
  type CaseStudySummary,
  type CaseStudyTestimonial,
} from '../../../shared/case-studies.ts';
import {
  CASE_STUDY_FORM_FIELDS,
  caseStudyFormSchema,
  type CaseStudyForm,
  type CaseStudyListQuery,
} from '../../../shared/case-study-schemas.ts';
import type { Problem } from '../../../shared/validation.ts';
import { listAnswer } from '../../content/content-queries.ts';
import {
  createContentService,
  type ContentEditor,
  type ContentServiceOptions,
} from '../../content/content-service.ts';
import { jsonField, switchValue, throwDecodingProblems } from '../../content/multipart-form.ts';
import { sanitizeContentHtml } from '../../content/sanitize-html.ts';
import * as repository from './case-studies.repository.ts';

/** The staff member making a change. */
export type Editor = ContentEditor;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toSummary(row: repository.CaseStudySummaryRow): CaseStudySummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    clientName: row.clientName,
    clientIndustry: row.clientIndustry,
    industryName: industryName(row.clientIndustry),
    clientSize: row.clientSize,
    status: row.status,
    featuredImage: isBlogImage(row.featuredImage) ? row.featuredImage : DEFAULT_BLOG_IMAGE,
    headlineMetric: row.headlineMetric ?? null,
    tags: row.tags,
    views: row.views,
    commentCount: row.commentCount,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toCaseStudy(row: repository.FullRow, authorName: string | null): CaseStudy {
  return {
    ...toSummary({ ...row, headlineMetric: row.metrics[0] ?? null }),
    content: row.content,
    projectDuration: row.projectDuration,
    projectBudget: row.projectBudget,
    challenge: row.challenge,
    solution: row.solution,
    results: row.results,
    metrics: row.metrics,
    testimonials: row.testimonials,
    keywords: row.keywords,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    authorName,
    commentsOpen: row.commentsOpen,
  };
}

const isWords = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRecords = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);

/** The multipart text fields as the form schema reads them (lists JSON-decoded). */
function decodeFields(fields: Record<string, string>): Record<string, unknown> {
  const problems: Problem[] = [];
  const words = (name: 'tags' | 'keywords') =>
    cleanList(
      jsonField(fields, name, isWords, { message: BLOG_MESSAGES.listInvalid, empty: [], problems }),
    );
  const records = (name: 'metrics' | 'testimonials', message: string) =>
    jsonField(fields, name, isRecords, { message, empty: [], problems });
  const decoded = {
    ...fields,
    tags: words('tags'),
    keywords: words('keywords'),
    metrics: records('metrics', CASE_STUDY_MESSAGES.metricsInvalid),
    testimonials: records('testimonials', CASE_STUDY_MESSAGES.testimonialsInvalid),
    status: fields['status'] || 'draft',
    commentsOpen: switchValue(fields['commentsOpen']),
    emailSubscribers: switchValue(fields['emailSubscribers']),
  };
  throwDecodingProblems(problems, CASE_STUDY_FORM_FIELDS);
  return decoded;
}

const trimmedMetrics = (list: CaseStudyMetric[]) =>
  list.map(({ label, value }) => ({ label: label.trim(), value: value.trim() }));
const trimmedTestimonials = (list: CaseStudyForm['testimonials']): CaseStudyTestimonial[] =>
  list.map(({ quote, author, position }) => ({
    quote: quote.trim(),
    author: author.trim(),
    position: position?.trim() ?? '',
  }));

export function createCaseStudiesService(options: ContentServiceOptions) {
  const { db } = options;

  async function editable(row: repository.FullRow): Promise<CaseStudyEditable> {
    const [authorName, updatedByName] = await Promise.all([
      repository.userName(db, row.authorId),
      repository.userName(db, row.updatedBy),
    ]);
    return {
      ...toCaseStudy(row, authorName),
      updatedByName,
      version: row.version,
      emailSubscribers: row.emailSubscribers,
      authorId: row.authorId,
      reviewState: row.reviewState,
      reviewNote: row.reviewNote,
    };
  }

  /** Published case studies, a page of a list with the industries' counts. */
  async function listPublished(query: CaseStudyListQuery) {
    const limit = query.limit ?? CASE_STUDY_LIMITS.pageSizeDefault;
    const page = query.page ?? 1;
    const industry = query.industry && query.industry !== 'all' ? query.industry : undefined;
    const known = !industry || isCaseStudyIndustry(industry);
    const excludeId =
      query.exclude && z.uuid().safeParse(query.exclude).success ? query.exclude : undefined;
    const [{ rows, total }, counts] = await Promise.all([
      known
        ? repository.listPublished(db, {
            industry: industry as repository.ListFilter['industry'],
            search: query.search?.trim() || undefined,
            excludeId,
            limit,
            offset: (page - 1) * limit,
          })
        : Promise.resolve({ rows: [], total: 0 }),
      repository.countPublishedByIndustry(db),
    ]);
    const { items, ...answer } = listAnswer(rows.map(toSummary), { page, limit, total }, counts);
    return { caseStudies: items, ...answer };
  }

  const content = createContentService(options, {
    name: 'case-studies',
    noun: 'case study',
    path: '/case-studies',
    editPath: '/edit-case-study',
    publishJob: { name: 'case-studies.publish-scheduled', idKey: 'caseStudyId' },
    repository,
    messages: { ...CASE_STUDY_MESSAGES, featuredImageInvalid: BLOG_MESSAGES.featuredImageInvalid },
    form: { decode: decodeFields, schema: caseStudyFormSchema, order: CASE_STUDY_FORM_FIELDS },
    fields: (form, shared): repository.CaseStudyFields => ({
      ...shared,
      excerpt: form.excerpt?.trim() ?? '',
      content: sanitizeContentHtml(form.content ?? ''),
      clientName: form.clientName.trim(),
      clientIndustry: form.clientIndustry,
      clientSize: form.clientSize,
      projectDuration: form.projectDuration?.trim() ?? '',
      projectBudget: form.projectBudget?.trim() ?? '',
      challenge: form.challenge.trim(),
      solution: form.solution.trim(),
      results: form.results.trim(),
      metrics: trimmedMetrics(form.metrics),
      testimonials: trimmedTestimonials(form.testimonials),
    }),
    summary: toSummary,
    editable,
    // The company speaks in its case studies: readers see no staff author (no extra query).
    page: async (row) => ({ item: toCaseStudy(row, null) }),
    listPublished,
  });

  return {
    ...content,

    /** The spec's management list: every case study, any status, newest change first. */
    async all(): Promise<CaseStudyListItem[]> {
      return (await repository.listAll(db)).map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status,
        views: row.views,
        updatedAt: row.updatedAt.toISOString(),
        authorId: row.authorId,
        reviewState: row.reviewState,
      }));
    },
  };
}

export type CaseStudiesService = ReturnType<typeof createCaseStudiesService>;
