import type { RouterContextProvider } from 'react-router';
import type { BlogSummary } from '../../../shared/blog.ts';
import {
  CASE_STUDY_LIMITS,
  CASE_STUDY_MESSAGES,
  type CaseStudy,
  type CaseStudySummary,
} from '../../../shared/case-studies.ts';
import { listBlogs } from '../../lib/api/blog.ts';
import { getCaseStudy, listCaseStudies } from '../../lib/api/case-studies.ts';
import type { ApiResult } from '../../lib/api/request.ts';
import { pageSend } from '../../lib/forms/page-forms.ts';
import { logContext } from '../../lib/request-context.ts';
import { caseStudyPath, listQuery, type CaseStudyFilters } from './case-study-query.ts';

/*
 * What the case-study pages' loaders fetch, on the server, through the
 * site's own API in-process: the first HTML holds everything.
 */

type Context = Readonly<RouterContextProvider>;

function logFailure(context: Context, what: string, result: ApiResult<unknown>) {
  context.get(logContext).error({ status: result.status, message: result.message }, what);
}

export type CaseStudyListPage =
  | {
      ok: true;
      filters: CaseStudyFilters;
      caseStudies: CaseStudySummary[];
      total: number;
      pages: number;
      counts: Record<string, number>;
    }
  | { ok: false; filters: CaseStudyFilters; message: string };

export async function loadCaseStudyList(
  context: Context,
  filters: CaseStudyFilters,
): Promise<CaseStudyListPage> {
  const result = await listCaseStudies(listQuery(filters), pageSend(context));
  const list = result.ok ? result.data : undefined;
  if (!list || !Array.isArray(list.caseStudies)) {
    logFailure(context, 'case studies failed to load', result);
    return { ok: false, filters, message: CASE_STUDY_MESSAGES.loadFailed };
  }
  return {
    ok: true,
    filters,
    caseStudies: list.caseStudies,
    total: list.pagination?.total ?? list.caseStudies.length,
    pages: list.pagination?.pages ?? 1,
    counts: list.counts ?? {},
  };
}

export type CaseStudyPage =
  | {
      kind: 'case-study';
      caseStudy: CaseStudy;
      related: CaseStudySummary[];
      relatedPosts: BlogSummary[];
    }
  | { kind: 'moved'; location: string }
  | { kind: 'missing' | 'failed'; message: string; suggestions: CaseStudySummary[] };

/** Where the API says a renamed case study now lives (its 301), as the page's address. */
function movedTo(result: ApiResult<unknown>): string | undefined {
  if (result.status !== 301) return undefined;
  const slug = ((result.body ?? {}) as Record<string, unknown>)['slug'];
  return typeof slug === 'string' && slug ? caseStudyPath(encodeURIComponent(slug)) : undefined;
}

/** Posts sharing a tag with the case study, newest first, each once. */
async function postsSharingTags(context: Context, tags: readonly string[]) {
  const send = pageSend(context);
  const answers = await Promise.all(
    tags.slice(0, 5).map((tag) => listBlogs({ tag, limit: CASE_STUDY_LIMITS.related }, send)),
  );
  const seen = new Map<string, BlogSummary>();
  for (const answer of answers) {
    for (const post of answer.data?.blogs ?? []) seen.set(post.id, post);
  }
  return [...seen.values()]
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, CASE_STUDY_LIMITS.related);
}

/**
 * One case study with more from its industry and the posts sharing its
 * tags. One that does not exist brings the latest case studies instead.
 * A side list that fails is only logged.
 */
export async function loadCaseStudyPage(context: Context, slug: string): Promise<CaseStudyPage> {
  const send = pageSend(context);
  const result = await getCaseStudy(slug, send);
  const caseStudy = result.ok ? result.data : undefined;
  if (!caseStudy?.id) {
    const location = movedTo(result);
    if (location) return { kind: 'moved', location };
    const missing = result.status === 404;
    if (!missing) logFailure(context, 'case study failed to load', result);
    const latest = await listCaseStudies({ limit: CASE_STUDY_LIMITS.related }, send);
    return {
      kind: missing ? 'missing' : 'failed',
      message: missing ? CASE_STUDY_MESSAGES.notFound : CASE_STUDY_MESSAGES.loadFailed,
      suggestions: latest.data?.caseStudies ?? [],
    };
  }
  const [sameIndustry, relatedPosts] = await Promise.all([
    listCaseStudies(
      {
        industry: caseStudy.clientIndustry,
        exclude: caseStudy.id,
        limit: CASE_STUDY_LIMITS.related,
      },
      send,
    ),
    postsSharingTags(context, caseStudy.tags),
  ]);
  if (!sameIndustry.ok) logFailure(context, 'related case studies failed to load', sameIndustry);
  return {
    kind: 'case-study',
    caseStudy,
    related: sameIndustry.data?.caseStudies ?? [],
    relatedPosts,
  };
}
