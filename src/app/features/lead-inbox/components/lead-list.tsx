import type { ReactNode } from 'react';
import { ExportCsvButton } from '../../../components/partials/export-csv-button.tsx';
import { ListPager } from '../../../components/ui/list-navigation.tsx';
import type { FileAnswer } from '../../../lib/api/downloads.ts';
import { cn } from '../../../lib/cn.ts';
import { ListFilters } from './list-filters.tsx';

/**
 * One list of the inbox (contact messages, meeting requests): its heading
 * with the number the filters match, its filters and CSV export, the rows of
 * the page in the address and the links to its other pages.
 */
export function LeadList({
  id,
  title,
  name,
  list,
  page,
  hrefFor,
  kept,
  busy,
  filters,
  download,
  fallbackName,
  empty,
  children,
}: {
  id: string;
  /** "Contact messages" */
  title: string;
  /** "contact messages", for the names of its controls */
  name: string;
  /** The page read (null: it could not be read). */
  list: { total: number; pages: number; items: readonly unknown[] } | null;
  page: number;
  hrefFor: (page: number) => string;
  /** The other list's query parameters. */
  kept: Record<string, string>;
  /** The list is being read for a new view. */
  busy: boolean;
  filters: ReactNode;
  download: () => Promise<FileAnswer>;
  fallbackName: string;
  /** What an empty list says. */
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-4">
      <h2 id={id} className="text-2xl font-semibold text-ink">
        {title} {list ? `(${list.total})` : ''}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <ListFilters label={name} kept={kept} busy={busy}>
          {filters}
        </ListFilters>
        <ExportCsvButton list={name} fallbackName={fallbackName} download={download} />
      </div>
      {list && list.items.length === 0 ? <p className="text-muted">{empty}</p> : null}
      <ul className={cn('grid gap-4', busy && 'opacity-60')} aria-busy={busy || undefined}>
        {children}
      </ul>
      {list ? (
        <ListPager
          current={page}
          pages={list.pages}
          hrefFor={hrefFor}
          copy={{ label: `Pages of ${name}`, previous: 'Previous', next: 'Next' }}
          className=""
          preventScrollReset
        />
      ) : null}
    </section>
  );
}
