import {
  CASE_STUDY_LIMITS,
  isCaseStudyIndustry,
  type CaseStudyIndustry,
} from '../../../shared/case-studies.ts';
import { BLOG_LIMITS } from '../../../shared/blog.ts';
import { listSearch } from '../../lib/api/request.ts';

/** What the list shows, read from its address (`/case-studies?industry=…&search=…&page=…`). */
export interface CaseStudyFilters {
  industry: CaseStudyIndustry | undefined;
  /** Trimmed; empty when there is no search. */
  search: string;
  page: number;
}

/**
 * The filters of a list address. What the page cannot use (an unknown
 * industry, page 0) is read as its default: an outdated link still shows
 * case studies.
 */
export function readCaseStudyFilters(params: URLSearchParams): CaseStudyFilters {
  const industry = params.get('industry') ?? '';
  const page = Number(params.get('page'));
  return {
    industry: isCaseStudyIndustry(industry) ? industry : undefined,
    search: (params.get('search') ?? '').trim().slice(0, BLOG_LIMITS.search),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export const isNarrowed = (filters: CaseStudyFilters) => !!filters.industry || !!filters.search;

/** A case study's address. */
export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;

/** The list's address for these filters, defaults left out so each view has one address. */
export function caseStudiesHref(filters: Partial<CaseStudyFilters>): string {
  return `/case-studies${listSearch({
    industry: filters.industry,
    search: filters.search || undefined,
    page: filters.page && filters.page > 1 ? filters.page : undefined,
  })}`;
}

/** The list's query to the API for these filters. */
export const listQuery = (filters: CaseStudyFilters) => ({
  page: filters.page,
  limit: CASE_STUDY_LIMITS.pageSizeDefault,
  ...(filters.industry ? { industry: filters.industry } : {}),
  ...(filters.search ? { search: filters.search } : {}),
});
