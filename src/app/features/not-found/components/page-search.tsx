import { ArrowRight, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchPages, suggestionsForPath, type SearchablePage } from '../content/site-search.ts';
import { Button } from '../../../components/ui/button.tsx';

function PageLinks({ pages, label }: { pages: SearchablePage[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-3 grid gap-2">
      {pages.map((page) => (
        <li key={page.path}>
          <Link
            to={page.path}
            className="flex items-center justify-between gap-3 rounded-lg border border-line bg-white px-4 py-3 font-medium text-ink hover:border-brand-300 hover:bg-brand-50"
          >
            <span>
              {page.title}
              <span className="ml-2 text-sm font-normal break-all text-muted">{page.path}</span>
            </span>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Finds the page the visitor meant: matching pages appear as they type, and
 * submitting opens the first one. Without JavaScript the form reloads this
 * page with ?q=, which renders the same results on the server.
 */
export function PageSearch() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [noMatch, setNoMatch] = useState(false);
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);

  // This part hydrates a moment after the rest of the page (its code is
  // fetched only by 404 pages); take over whatever was typed meanwhile.
  useEffect(() => {
    const typedBeforeHydration = input.current?.value;
    if (typedBeforeHydration) setQuery(typedBeforeHydration);
  }, []);

  const results = searchPages(query);
  const suggestions = suggestionsForPath(pathname);
  const typed = query.trim() !== '';

  let status = noMatch ? 'Type what you are looking for, for example “pricing”.' : '';
  if (typed)
    status =
      results.length === 0
        ? `No pages match “${query.trim()}”. Try another word, or use the links below.`
        : `${results.length} ${results.length === 1 ? 'page matches' : 'pages match'}.`;

  return (
    <div className="mx-auto mt-10 max-w-xl text-left">
      <form
        role="search"
        method="get"
        aria-label="Site pages"
        onSubmit={(event) => {
          event.preventDefault();
          const first = results[0];
          if (first) void navigate(first.path);
          else setNoMatch(true);
        }}
      >
        <label htmlFor={inputId} className="font-semibold text-ink">
          Search for a page
        </label>
        <div className="mt-2 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            />
            <input
              ref={input}
              id={inputId}
              name="q"
              type="search"
              value={query}
              autoComplete="off"
              placeholder="e.g. pricing, Power Apps, training"
              aria-describedby={statusId}
              onChange={(event) => {
                setQuery(event.target.value);
                setNoMatch(false);
              }}
              className="min-h-12 w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-10 text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-500"
            />
          </div>
          <Button type="submit" size="lg">
            Go
          </Button>
        </div>
        <p
          id={statusId}
          role="status"
          className={
            noMatch ? 'mt-2 text-sm font-medium text-danger-700' : 'mt-2 text-sm text-muted'
          }
        >
          {status}
        </p>
      </form>
      {typed && results.length > 0 ? <PageLinks pages={results} label="Matching pages" /> : null}
      {!typed && suggestions.length > 0 ? (
        <div className="mt-4">
          <h2 className="text-lg">Were you looking for one of these?</h2>
          <PageLinks pages={suggestions} label="Suggested pages" />
        </div>
      ) : null}
    </div>
  );
}
