import type {
  CaseStudy,
  CaseStudyEditable,
  CaseStudyListItem,
  CaseStudyStatus,
  CaseStudySummary,
} from '../../../shared/case-studies.ts';
import type { CaseStudyListQuery } from '../../../shared/case-study-schemas.ts';
import { lift } from './blog.ts';
import { browserSend, listSearch, type Send } from './request.ts';

/**
 * The case studies' calls: the public list and page, and the staff calls
 * (base /api/enhanced-blog/case-studies; the spec's management list is
 * /api/enhanced-blog/user/case-studies). Data sits at the top level of each
 * answer (`caseStudies`, `caseStudy`) and is lifted into `data`.
 */
const BASE = '/api/enhanced-blog/case-studies';

export interface CaseStudyListAnswer {
  caseStudies: CaseStudySummary[];
  pagination: { page: number; limit: number; total: number; pages: number };
  counts: Record<string, number>;
}

/** Published case studies, newest first (best matches first when searching). */
export const listCaseStudies = async (query: CaseStudyListQuery, send: Send = browserSend) =>
  lift<CaseStudyListAnswer>(await send('GET', `${BASE}${listSearch(query)}`), (body) => ({
    caseStudies: body['caseStudies'],
    pagination: body['pagination'],
    counts: body['counts'],
  }));

/** One published case study (counts a view, once a day per visitor). */
export const getCaseStudy = async (slug: string, send: Send = browserSend) =>
  lift<CaseStudy>(
    await send('GET', `${BASE}/${encodeURIComponent(slug)}`),
    (body) => body['caseStudy'],
  );

/** Staff: the fields the edit screen reads. */
export const getCaseStudyForEdit = async (slug: string, send: Send = browserSend) =>
  lift<CaseStudyEditable>(
    await send('GET', `${BASE}/edit/${encodeURIComponent(slug)}`, undefined),
    (body) => body['caseStudy'],
  );

/** Staff: a new case study (multipart: every field as text, lists as JSON, `image` a file). */
export const createCaseStudy = async (form: FormData, send: Send = browserSend) =>
  lift<CaseStudyEditable>(await send('POST', BASE, form), (body) => body['caseStudy']);

/** Staff: saves the edit form (an `image` file only when a new one was chosen). */
export const updateCaseStudy = async (id: string, form: FormData, send: Send = browserSend) =>
  lift<CaseStudyEditable>(
    await send('PUT', `${BASE}/${encodeURIComponent(id)}`, form),
    (body) => body['caseStudy'],
  );

/** Staff: every case study, any status (the spec's management list). */
export const listAllCaseStudies = async (send: Send = browserSend) =>
  lift<CaseStudyListItem[]>(
    await send('GET', '/api/enhanced-blog/user/case-studies', undefined),
    (body) => body['caseStudies'],
  );

/** Staff: publish a draft, return one to draft, or schedule it. */
export const setCaseStudyStatus = async (
  id: string,
  change: { status: CaseStudyStatus; publishedAt?: string },
  send: Send = browserSend,
) =>
  lift<CaseStudySummary>(
    await send('PATCH', `${BASE}/${encodeURIComponent(id)}/status`, change),
    (body) => body['caseStudy'],
  );

/** Staff: deletes a case study for good (its comments and image go with it). */
export const deleteCaseStudy = (id: string, send: Send = browserSend) =>
  send<never>('DELETE', `${BASE}/${encodeURIComponent(id)}`, undefined);
