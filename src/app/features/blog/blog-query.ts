import {
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  BLOG_SORTS,
  type BlogCategoryId,
  type BlogSort,
} from '../../../shared/blog.ts';
import { blogListSearch } from '../../lib/api/blog.ts';

/** What the list page shows, read from its address (`/blog?category=…&search=…&sort=…&page=…`). */
export interface BlogListFilters {
  category: BlogCategoryId | undefined;
  /** Trimmed; empty when there is no search. */
  search: string;
  sort: BlogSort;
  page: number;
}

const isCategory = (value: string | null): value is BlogCategoryId =>
  BLOG_CATEGORIES.some((category) => category.id === value);
const isSort = (value: string | null): value is BlogSort =>
  (BLOG_SORTS as readonly string[]).includes(value ?? '');

/**
 * The filters of a list address. Anything the page cannot use (an unknown
 * category, a sort it does not offer, page 0) is read as its default rather
 * than refused: a hand-edited or outdated link still shows posts.
 */
export function readListFilters(params: URLSearchParams): BlogListFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    category: isCategory(category) ? category : undefined,
    search: (params.get('search') ?? '').trim().slice(0, BLOG_LIMITS.search),
    sort: isSort(sort) ? sort : 'latest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** A category or a search narrows the list (a sort or a page only reorders it). */
export const isFiltered = (filters: BlogListFilters) => !!filters.category || !!filters.search;

/** A post's address. */
export const postPath = (slug: string) => `/blog/${slug}`;

/** The list's address for these filters, defaults left out so each view has one address. */
export function listHref(filters: Partial<BlogListFilters>): string {
  return `/blog${blogListSearch({
    category: filters.category,
    search: filters.search || undefined,
    sort: filters.sort && filters.sort !== 'latest' ? filters.sort : undefined,
    page: filters.page && filters.page > 1 ? filters.page : undefined,
  })}`;
}
