import { ListPager } from '../../../components/ui/list-navigation.tsx';
import { listHref, type BlogListFilters } from '../blog-query.ts';
import { blogListCopy } from '../content/list-copy.ts';

/** The blog list's pages, keeping its filters. */
export function Pager({ filters, pages }: { filters: BlogListFilters; pages: number }) {
  return (
    <ListPager
      current={filters.page}
      pages={pages}
      hrefFor={(page) => listHref({ ...filters, page })}
      copy={{
        label: blogListCopy.paginationLabel,
        previous: blogListCopy.previousPage,
        next: blogListCopy.nextPage,
      }}
    />
  );
}
