import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  ALL_POSTS,
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  BLOG_SORT_LABELS,
  BLOG_SORTS,
  type BlogSort,
} from '../../../../shared/blog.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  FilterChips,
  HiddenFields,
  ListSearchForm,
  useFollowingState,
} from '../../../components/ui/list-navigation.tsx';
import { listHref, type BlogListFilters } from '../blog-query.ts';
import { blogListCopy } from '../content/list-copy.ts';

/**
 * The list's filters live in its address, so each filtered view can be
 * linked, bookmarked and crawled. Before JavaScript the forms are plain GET
 * forms and the chips plain links; after it, the same addresses are reached
 * by client-side navigation (no reload, scroll position kept).
 */

/** The filters a form keeps beside the one it changes. */
const kept = (filters: BlogListFilters, except: 'search' | 'sort') => ({
  category: filters.category,
  search: except !== 'search' ? filters.search : undefined,
  sort: except !== 'sort' && filters.sort !== 'latest' ? filters.sort : undefined,
});

export function SearchForm({ filters }: { filters: BlogListFilters }) {
  return (
    <ListSearchForm
      action="/blog"
      value={filters.search}
      hrefFor={(search) => listHref({ ...filters, search, page: 1 })}
      kept={kept(filters, 'search')}
      copy={{
        label: blogListCopy.searchLabel,
        placeholder: blogListCopy.searchPlaceholder,
        button: blogListCopy.searchButton,
      }}
      maxLength={BLOG_LIMITS.search}
    />
  );
}

/**
 * All Posts and the seven categories, each with its count of published
 * posts. Case studies are their own content: that chip opens their list
 * (and counts them).
 */
export function CategoryChips({
  filters,
  counts,
}: {
  filters: BlogListFilters;
  counts: Record<string, number>;
}) {
  const chips = [ALL_POSTS, ...BLOG_CATEGORIES].map((chip) => {
    const id = chip.id === ALL_POSTS.id ? undefined : chip.id;
    const caseStudies = chip.id === 'case-studies';
    return {
      id: chip.id,
      name: chip.name,
      href: caseStudies ? '/case-studies' : listHref({ ...filters, category: id, page: 1 }),
      current: filters.category === id,
      count: counts[chip.id] ?? 0,
    };
  });
  return <FilterChips label={blogListCopy.categoriesLabel} chips={chips} />;
}

/**
 * The sort: with JavaScript a choice applies at once; without it the Apply
 * button (shown when it has focus) sends the form.
 */
export function SortForm({ filters }: { filters: BlogListFilters }) {
  const navigate = useNavigate();
  const selectId = useId();
  const [sort, setSort] = useFollowingState<BlogSort>(filters.sort);

  const apply = (value: BlogSort) =>
    void navigate(listHref({ ...filters, sort: value, page: 1 }), { preventScrollReset: true });

  return (
    <form
      method="get"
      action="/blog"
      role="search"
      aria-label="Sort articles"
      onSubmit={(event) => {
        event.preventDefault();
        apply(sort);
      }}
      className="flex items-center gap-2"
    >
      <HiddenFields fields={kept(filters, 'sort')} />
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {blogListCopy.sortLabel}
      </label>
      <select
        id={selectId}
        name="sort"
        value={sort}
        onChange={(event) => {
          const value = event.target.value as BlogSort;
          setSort(value);
          apply(value);
        }}
        className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-ink"
      >
        {BLOG_SORTS.map((value) => (
          <option key={value} value={value}>
            {BLOG_SORT_LABELS[value]}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm" className="sr-only focus:not-sr-only">
        {blogListCopy.sortApply}
      </Button>
    </form>
  );
}
