import type { RouterContextProvider } from 'react-router';
import {
  BLOG_LIMITS,
  BLOG_READING_MESSAGES,
  type BlogListAnswer,
  type BlogListQuery,
  type BlogPost,
  type BlogSummary,
} from '../../../shared/blog.ts';
import { getBlog, listBlogs } from '../../lib/api/blog.ts';
import { listCaseStudies } from '../../lib/api/case-studies.ts';
import type { ApiResult } from '../../lib/api/request.ts';
import { pageSend } from '../../lib/forms/page-forms.ts';
import { logContext } from '../../lib/request-context.ts';
import { isFiltered, type BlogListFilters } from './blog-query.ts';
import { pickRelated } from './related-posts.ts';

/**
 * What the blog's loaders fetch, on the server, through the site's own API
 * in-process (the same routes, limits and answers as a browser's call): the
 * first HTML holds the posts, and the browser fetches nothing after it has
 * hydrated.
 */

type Context = Readonly<RouterContextProvider>;
type ListData = Omit<BlogListAnswer, 'success'>;

function complete(result: ApiResult<ListData>): ListData | undefined {
  const list = result.data;
  return result.ok && list && Array.isArray(list.blogs) ? list : undefined;
}

function logFailure(context: Context, what: string, result: ApiResult<unknown>) {
  context.get(logContext).error({ status: result.status, message: result.message }, what);
}

export type BlogListPage =
  | {
      ok: true;
      filters: BlogListFilters;
      blogs: BlogSummary[];
      total: number;
      pages: number;
      counts: Record<string, number>;
      featured: BlogSummary[];
      dynamics: BlogSummary[];
    }
  | { ok: false; filters: BlogListFilters; message: string };

/**
 * The list (page 1, 50 a page), and on the unfiltered view the featured posts
 * and the Dynamics 365 section, fetched together. Only the list itself is
 * needed; a section that fails to load is left out.
 */
export async function loadListPage(
  context: Context,
  filters: BlogListFilters,
): Promise<BlogListPage> {
  const send = pageSend(context);
  const query: BlogListQuery = {
    page: filters.page,
    limit: BLOG_LIMITS.pageSizeMax,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.sort !== 'latest' ? { sort: filters.sort } : {}),
  };
  const sections = !isFiltered(filters) && filters.page === 1;
  const [main, featured, dynamics, caseStudies] = await Promise.all([
    listBlogs(query, send),
    sections ? listBlogs({ featured: 'true', limit: BLOG_LIMITS.featured }, send) : undefined,
    sections
      ? listBlogs({ category: 'dynamics-365', limit: BLOG_LIMITS.dynamicsSection }, send)
      : undefined,
    // The Case Studies chip opens the case studies' own list: it counts those.
    listCaseStudies({ limit: 1 }, send),
  ]);
  const list = complete(main);
  if (!list) {
    logFailure(context, 'blog list failed to load', main);
    return { ok: false, filters, message: BLOG_READING_MESSAGES.listFailed };
  }
  if (featured && !featured.ok) logFailure(context, 'featured posts failed to load', featured);
  if (dynamics && !dynamics.ok) logFailure(context, 'Dynamics 365 posts failed to load', dynamics);
  return {
    ok: true,
    filters,
    blogs: list.blogs,
    total: list.pagination?.total ?? list.blogs.length,
    pages: list.pagination?.pages ?? 1,
    counts: {
      ...list.counts,
      'case-studies': caseStudies.data?.pagination?.total ?? 0,
    },
    featured: (featured && complete(featured)?.blogs.slice(0, BLOG_LIMITS.featured)) || [],
    dynamics: (dynamics && complete(dynamics)?.blogs.slice(0, BLOG_LIMITS.dynamicsSection)) || [],
  };
}

export type BlogPostPage =
  | { kind: 'post'; post: BlogPost; related: BlogSummary[] }
  | { kind: 'moved'; location: string }
  | { kind: 'missing' | 'failed'; message: string; suggestions: BlogSummary[] };

/** Where the API says a renamed post now lives (its 301), as the post's page address. */
function movedTo(result: ApiResult<unknown>): string | undefined {
  if (result.status !== 301 && result.status !== 308) return undefined;
  const body = (result.body ?? {}) as Record<string, unknown>;
  const blog = body['blog'] as Record<string, unknown> | undefined;
  const slug = body['slug'] ?? blog?.['slug'];
  if (typeof slug === 'string' && slug) return `/blog/${encodeURIComponent(slug)}`;
  const location = body['location'];
  const match =
    typeof location === 'string' ? /\/api\/enhanced-blog\/([^/?#]+)$/.exec(location) : null;
  return match?.[1] ? `/blog/${match[1]}` : undefined;
}

/**
 * One post with its related articles (the same category first, then posts
 * sharing a tag), in one call. A post that does not exist brings the latest
 * posts as suggestions; their failure is only logged.
 */
export async function loadPostPage(context: Context, slug: string): Promise<BlogPostPage> {
  const send = pageSend(context);
  const result = await getBlog(slug, send);
  const post = result.ok ? result.data : undefined;
  if (!post?.id) {
    const location = movedTo(result);
    if (location) return { kind: 'moved', location };
    // A move whose new address the answer does not name is, for the visitor, a post not found.
    const missing = result.status === 404 || (result.status >= 300 && result.status < 400);
    if (!missing) logFailure(context, 'blog post failed to load', result);
    const latest = await listBlogs({ limit: BLOG_LIMITS.suggested }, send);
    if (!latest.ok) logFailure(context, 'suggested articles failed to load', latest);
    return {
      kind: missing ? 'missing' : 'failed',
      message: missing
        ? BLOG_READING_MESSAGES.notFound
        : (result.message ?? BLOG_READING_MESSAGES.detailFailed),
      suggestions: complete(latest)?.blogs.slice(0, BLOG_LIMITS.suggested) ?? [],
    };
  }
  const { related, ...found } = post;
  return { kind: 'post', post: found, related: pickRelated(found.id, [related]) };
}
