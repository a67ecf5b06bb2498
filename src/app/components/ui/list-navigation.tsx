import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/*
 * How a public list (the blog, case studies) is narrowed and paged: every
 * view has its own address, so it can be linked, bookmarked and crawled.
 * Before JavaScript the search is a plain GET form and the chips and pages
 * plain links; after it, the same addresses are reached by client-side
 * navigation (no reload, the scroll position kept).
 */

/** A value that follows the address but may be edited meanwhile. */
export function useFollowingState<T>(value: T) {
  const [state, setState] = useState({ source: value, current: value });
  if (state.source !== value) setState({ source: value, current: value });
  return [state.current, (current: T) => setState({ source: value, current })] as const;
}

/** The other filters a GET form keeps, as hidden fields (empty ones left out). */
export function HiddenFields({ fields }: { fields: Record<string, string | undefined> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}

export function ListSearchForm({
  action,
  value,
  hrefFor,
  kept,
  copy,
  maxLength,
}: {
  /** The list's path, where the form goes without JavaScript. */
  action: string;
  value: string;
  /** The list's address for a search. */
  hrefFor: (search: string) => string;
  /** The filters the search keeps. */
  kept: Record<string, string | undefined>;
  copy: { label: string; placeholder: string; button: string };
  maxLength: number;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useFollowingState(value);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(hrefFor(text.trim()), { preventScrollReset: true });
  }

  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={copy.label}
      onSubmit={onSubmit}
      className="flex w-full flex-col gap-2 sm:flex-row"
    >
      <HiddenFields fields={kept} />
      <label htmlFor={inputId} className="sr-only">
        {copy.label}
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
          maxLength={maxLength}
          placeholder={copy.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-10 text-base text-ink placeholder:text-slate-500"
        />
      </div>
      <Button type="submit" className="shrink-0">
        {copy.button}
      </Button>
    </form>
  );
}

export interface FilterChip {
  id: string;
  name: string;
  href: string;
  current: boolean;
  /** Published items behind the chip; none leaves the badge out. */
  count?: number | undefined;
}

/** Filter choices as links, the current one marked, each with its count. */
export function FilterChips({ label, chips }: { label: string; chips: readonly FilterChip[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.id}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-current={chip.current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
                chip.current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              {chip.name}
              {chip.count === undefined ? null : (
                <span
                  className={cn(
                    'rounded-full px-2 text-xs font-semibold',
                    chip.current ? 'bg-white/20 text-white' : 'bg-surface text-muted',
                  )}
                >
                  {chip.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page numbers a pager offers: all of them when few, else the ends and the neighbours. */
export function pagerPages(current: number, pages: number): Array<number | 'gap'> {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages, current - 1, current, current + 1]);
  const list = [...shown].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  return list.flatMap((page, index) =>
    index > 0 && page - list[index - 1]! > 1 ? ['gap' as const, page] : [page],
  );
}

const pagerItem =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium';

/**
 * Links to the other pages of a list, when it has more than one. An address
 * past the last page marks no page as current, and Previous leads to the last.
 */
export function ListPager({
  current,
  pages,
  hrefFor,
  copy,
  className = 'mt-10',
  preventScrollReset = false,
}: {
  current: number;
  pages: number;
  hrefFor: (page: number) => string;
  copy: { label: string; previous: string; next: string };
  className?: string;
  /** Keep the scroll position (a list that is one of several on its page). */
  preventScrollReset?: boolean;
}) {
  if (pages <= 1 && current <= 1) return null;
  const last = Math.max(pages, 1);
  const nearest = Math.min(current, last);
  return (
    <nav aria-label={copy.label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link
              preventScrollReset={preventScrollReset}
              to={hrefFor(Math.min(current - 1, last))}
              className={cn(pagerItem, 'border-line')}
            >
              {copy.previous}
            </Link>
          </li>
        ) : null}
        {pagerPages(nearest, last).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                preventScrollReset={preventScrollReset}
                to={hrefFor(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
                className={cn(
                  pagerItem,
                  page === current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line hover:bg-brand-50',
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link
              preventScrollReset={preventScrollReset}
              to={hrefFor(current + 1)}
              className={cn(pagerItem, 'border-line')}
            >
              {copy.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
