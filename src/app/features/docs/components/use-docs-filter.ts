import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { allGuides, filterGuides, type DocsGroup } from '../content/docs.ts';

/**
 * The documentation filter's state. It starts from `?q=`, which is how the
 * search form works before (or without) JavaScript: the server renders the
 * filtered page. Once hydrated, typing filters in place.
 */
export function useDocsFilter(groups: readonly DocsGroup[]) {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const visible = useMemo(() => filterGuides(groups, query), [groups, query]);
  const shown = allGuides(visible).length;
  const total = useMemo(() => allGuides(groups).length, [groups]);

  const clear = useCallback(() => {
    setQuery('');
    inputRef.current?.focus();
  }, []);

  /**
   * Called as a link to a guide is followed: a guide hidden by the filter is
   * shown first (synchronously), so the browser finds the anchor it jumps to.
   */
  const revealGuide = useCallback(
    (id: string) => {
      if (allGuides(visible).some((guide) => guide.id === id)) return;
      flushSync(() => setQuery(''));
    },
    [visible],
  );

  return { query, setQuery, inputRef, visible, shown, total, clear, revealGuide };
}
