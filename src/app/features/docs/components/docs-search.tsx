import { Search } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { docsResultsLabel } from '../content/docs.ts';

/**
 * The search box. A GET form to /docs?q=, so it also works before the page
 * has hydrated; afterwards results update as the visitor types and the count
 * is announced politely.
 */
export function DocsSearch({
  query,
  onQueryChange,
  inputRef,
  shown,
  total,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  shown: number;
  total: number;
}) {
  const inputId = useId();
  return (
    <form
      role="search"
      aria-label="Documentation"
      action="/docs"
      method="get"
      // Results are already on screen; Enter should not reload the page.
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto max-w-2xl"
    >
      <label htmlFor={inputId} className="block font-semibold text-ink">
        Search the documentation
      </label>
      <div className="relative mt-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="For example: MFA or licence"
          autoComplete="off"
          className="min-h-12 w-full rounded-lg border border-slate-400 bg-white py-3 pr-4 pl-12 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600"
        />
      </div>
      <p role="status" aria-live="polite" aria-atomic="true" className="mt-3 text-sm text-muted">
        {docsResultsLabel(shown, total, query)}
      </p>
    </form>
  );
}
