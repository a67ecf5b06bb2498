import type { ContentReview } from './review-messages.ts';
import { PUBLISHING_STATUSES, type PublishingStatus } from './publishing.ts';

/*
 * Case studies' one source of truth: industries, company sizes, limits and
 * messages. The form's schema is in case-study-schemas.ts, so reading pages
 * load no schema library ("… must be at most …" is validation.ts's tooLong).
 */

/** The client's industry (the list's filter chips and the create form's choice). */
export const CASE_STUDY_INDUSTRIES = [
  { id: 'technology', name: 'Technology' },
  { id: 'healthcare', name: 'Healthcare' },
  { id: 'finance', name: 'Finance' },
  { id: 'manufacturing', name: 'Manufacturing' },
  { id: 'retail', name: 'Retail' },
  { id: 'education', name: 'Education' },
  { id: 'government', name: 'Government' },
  { id: 'non-profit', name: 'Non-profit' },
] as const;
export type CaseStudyIndustry = (typeof CASE_STUDY_INDUSTRIES)[number]['id'];
export const CASE_STUDY_INDUSTRY_IDS = CASE_STUDY_INDUSTRIES.map((i) => i.id) as [
  CaseStudyIndustry,
  ...CaseStudyIndustry[],
];

/** The client's size, worded as the create form offers it. */
export const COMPANY_SIZES = [
  { id: 'startup', name: 'Startup (1-50)' },
  { id: 'small', name: 'Small (51-200)' },
  { id: 'medium', name: 'Medium (201-1000)' },
  { id: 'large', name: 'Large (1000+)' },
  { id: 'enterprise', name: 'Enterprise (10000+)' },
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number]['id'];
export const COMPANY_SIZE_IDS = COMPANY_SIZES.map((s) => s.id) as [CompanySize, ...CompanySize[]];

export const CASE_STUDY_STATUSES = PUBLISHING_STATUSES;
export type CaseStudyStatus = PublishingStatus;

export const CASE_STUDY_LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 500,
  /** Stored HTML of the body, after sanitizing. */
  content: 200_000,
  clientName: 120,
  projectDuration: 60,
  projectBudget: 60,
  /** Challenge, solution and results: plain text, paragraphs kept. */
  story: 5_000,
  metrics: 8,
  metricLabel: 80,
  metricValue: 40,
  testimonials: 5,
  quote: 1_000,
  quoteAuthor: 100,
  quotePosition: 120,
  /** The create screen's preview shows this much of the challenge. */
  previewChars: 100,
  pageSizeDefault: 9,
  pageSizeMax: 24,
  /** Related case studies (same industry) under one. */
  related: 3,
} as const;

export const CASE_STUDY_MESSAGES = {
  titleRequired: 'Title is required',
  clientNameRequired: 'Client name is required',
  challengeRequired: 'Challenge is required',
  solutionRequired: 'Solution is required',
  resultsRequired: 'Results are required',
  featuredImageRequired: 'Featured image is required',
  industryInvalid: `Industry must be one of: ${CASE_STUDY_INDUSTRIES.map((i) => i.name).join(', ')}`,
  sizeInvalid: `Company size must be one of: ${COMPANY_SIZES.map((s) => s.name).join(', ')}`,
  metricsInvalid: `Metrics must be at most ${CASE_STUDY_LIMITS.metrics} pairs of a label (at most ${CASE_STUDY_LIMITS.metricLabel} characters) and a value (at most ${CASE_STUDY_LIMITS.metricValue})`,
  testimonialsInvalid: `Testimonials must be at most ${CASE_STUDY_LIMITS.testimonials}, each a quote and its author`,
  created: 'Case study created successfully!',
  updated: 'Case study updated successfully!',
  deleted: 'Case study deleted successfully',
  statusChanged: 'Case study status updated',
  listLoaded: 'Case studies loaded',
  loaded: 'Case study loaded',
  moved: 'This case study has moved',
  notFound: 'Case study not found',
  slugTaken: 'A case study with this slug already exists. Please choose another slug.',
  updateFailed: 'Failed to update case study. Please try again.',
  deleteFailed: 'Failed to delete case study. Please try again.',
  loadEditFailed: 'Failed to load case study data. Please try again.',
  loadFailed: 'Failed to load case studies. Please try again.',
  createFailed: 'Failed to create case study. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this case study?',
} as const;

export const industryName = (id: string) =>
  CASE_STUDY_INDUSTRIES.find((industry) => industry.id === id)?.name ?? id;
export const companySizeName = (id: string) =>
  COMPANY_SIZES.find((size) => size.id === id)?.name ?? id;
export const isCaseStudyIndustry = (value: string): value is CaseStudyIndustry =>
  (CASE_STUDY_INDUSTRY_IDS as readonly string[]).includes(value);

export interface CaseStudyMetric {
  label: string;
  value: string;
}
export interface CaseStudyTestimonial {
  quote: string;
  author: string;
  position: string;
}

/** A case study in lists (never its body or story). */
export interface CaseStudySummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  clientName: string;
  clientIndustry: CaseStudyIndustry;
  industryName: string;
  clientSize: CompanySize;
  status: CaseStudyStatus;
  featuredImage: string;
  /** The first metric: the card's headline figure. */
  headlineMetric: CaseStudyMetric | null;
  tags: string[];
  views: number;
  commentCount: number;
  publishedAt: string | null;
  updatedAt: string;
}

/** A published case study as its page shows it. */
export interface CaseStudy extends CaseStudySummary {
  content: string;
  projectDuration: string;
  projectBudget: string;
  challenge: string;
  solution: string;
  results: string;
  metrics: CaseStudyMetric[];
  testimonials: CaseStudyTestimonial[];
  keywords: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  authorName: string | null;
  commentsOpen: boolean;
}

/** What the edit screen loads. */
export interface CaseStudyEditable extends CaseStudy, ContentReview {
  updatedByName: string | null;
  /** Rises with every save: sent back as If-Match so a save never overwrites a newer one. */
  version: number;
  /** E-mailed to subscribers on publishing (at most once). */
  emailSubscribers: boolean;
}

/** The spec's management list: `GET /api/enhanced-blog/user/case-studies`. */
export type CaseStudyListItem = Pick<
  CaseStudySummary,
  'id' | 'slug' | 'title' | 'status' | 'views' | 'updatedAt'
> &
  Pick<ContentReview, 'authorId' | 'reviewState'>;
