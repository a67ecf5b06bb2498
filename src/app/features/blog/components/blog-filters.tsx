import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ALL_POSTS,
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  BLOG_SORT_LABELS,
  BLOG_SORTS,
  type BlogSort,
} from '../../../../shared/blog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { listHref, type BlogListFilters } from '../blog-query.ts';
import { blogListCopy } from '../content/list-copy.ts';

/**
 * The list's filters live in its address, so each filtered view can be
 * linked, bookmarked and crawled. Before JavaScript the forms are plain GET
 * forms and the chips plain links; after it, the same addresses are reached
 * by client-side navigation (no reload, scroll position kept).
 */

/** The current filters as hidden fields of a GET form (empty ones left out). */
function KeptFilters({ filters, except }: { filters: BlogListFilters; except: 'search' | 'sort' }) {
  return (
    <>
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      {except !== 'search' && filters.search ? (
        <input type="hidden" name="search" value={filters.search} />
      ) : null}
      {except !== 'sort' && filters.sort !== 'latest' ? (
        <input type="hidden" name="sort" value={filters.sort} />
      ) : null}
    </>
  );
}

/** A value that follows the address but may be edited meanwhile. */
function useFollowingState<T>(value: T) {
  const [state, setState] = useState({ source: value, current: value });
  if (state.source !== value) setState({ source: value, current: value });
  return [state.current, (current: T) => setState({ source: value, current })] as const;
}

export function SearchForm({ filters }: { filters: BlogListFilters }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useFollowingState(filters.search);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(listHref({ ...filters, search: text.trim(), page: 1 }), {
      preventScrollReset: true,
    });
  }

  return (
    <form
      method="get"
      action="/blog"
      role="search"
      aria-label={blogListCopy.searchLabel}
      onSubmit={onSubmit}
      className="flex w-full flex-col gap-2 sm:flex-row"
    >
      <KeptFilters filters={filters} except="search" />
      <label htmlFor={inputId} className="sr-only">
        {blogListCopy.searchLabel}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={inputId}
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={BLOG_LIMITS.search}
          placeholder={blogListCopy.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-10 text-base text-ink placeholder:text-slate-500"
        />
      </div>
      <Button type="submit" className="shrink-0">
        {blogListCopy.searchButton}
      </Button>
    </form>
  );
}

/** All Posts and the seven categories, each with its count of published posts. */
export function CategoryChips({
  filters,
  counts,
}: {
  filters: BlogListFilters;
  counts: Record<string, number>;
}) {
  const chips = [ALL_POSTS, ...BLOG_CATEGORIES];
  return (
    <nav aria-label={blogListCopy.categoriesLabel}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const id = chip.id === ALL_POSTS.id ? undefined : chip.id;
          const current = filters.category === id;
          return (
            <li key={chip.id}>
              <Link
                to={listHref({ ...filters, category: id, page: 1 })}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
                )}
              >
                {chip.name}
                <span
                  className={cn(
                    'rounded-full px-2 text-xs font-semibold',
                    current ? 'bg-white/20 text-white' : 'bg-surface text-muted',
                  )}
                >
                  {counts[chip.id] ?? 0}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
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
      <KeptFilters filters={filters} except="sort" />
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
