import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { listHref, pagerPages, type BlogListFilters } from '../blog-query.ts';
import { blogListCopy } from '../content/list-copy.ts';

const item =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium';

/**
 * Links to the other pages of the list, when it has more than one. An address
 * past the last page marks no page as current, and Previous leads to the last.
 */
export function Pager({ filters, pages }: { filters: BlogListFilters; pages: number }) {
  const current = filters.page;
  if (pages <= 1 && current <= 1) return null;
  const last = Math.max(pages, 1);
  const nearest = Math.min(current, last);
  return (
    <nav aria-label={blogListCopy.paginationLabel} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link
              to={listHref({ ...filters, page: Math.min(current - 1, last) })}
              className={cn(item, 'border-line')}
            >
              {blogListCopy.previousPage}
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
                to={listHref({ ...filters, page })}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
                className={cn(
                  item,
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
              to={listHref({ ...filters, page: current + 1 })}
              className={cn(item, 'border-line')}
            >
              {blogListCopy.nextPage}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
