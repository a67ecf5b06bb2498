import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

const linkClasses =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Shown instead of the contents when the search matches no guide. */
export function NoGuidesFound({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="mx-auto mt-8 flex max-w-2xl flex-col items-center rounded-(--radius-card) border border-line bg-surface p-8 text-center">
      <SearchX aria-hidden="true" className="size-10 text-brand-300" />
      <p className="mt-3 font-semibold [overflow-wrap:anywhere] text-ink">
        No guides match “{query.trim()}”.
      </p>
      <p className="mt-2 text-muted">
        Check the spelling or try fewer words,{' '}
        <a
          href="/docs"
          onClick={(event) => {
            event.preventDefault();
            onClear();
          }}
          className={linkClasses}
        >
          show all guides
        </a>
        , or{' '}
        <Link to="/support" className={linkClasses}>
          contact our support team
        </Link>{' '}
        and we will answer your question directly.
      </p>
    </div>
  );
}
