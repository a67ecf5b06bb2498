import { Suspense, useMemo, type ComponentProps } from 'react';
import { lazyHydrated } from '../../lib/hydration/lazy-hydrated.ts';
import type { CommentsSection as Section } from './components/comments-section.tsx';

/*
 * The comments section as a content page places it: below the fold, so its
 * code is not part of the page's first load. The server renders it in full;
 * in the browser its HTML stays as it is (links and forms work as plain
 * HTML) until the code has arrived and React hydrates it (see lazyHydrated).
 */
const CommentsSection = lazyHydrated(() =>
  import('./components/comments-section.tsx').then((module) => ({
    default: module.CommentsSection,
  })),
);

/**
 * The section's element, the same one while its inputs stay the same: an
 * update reaching the boundary before its code has arrived would make React
 * drop the server's HTML and render the (empty) fallback instead.
 */
export function useCommentsSlot({
  type,
  contentId,
  open,
  page,
  outcome,
}: ComponentProps<typeof Section>) {
  return useMemo(
    () => (
      <Suspense>
        <CommentsSection
          type={type}
          contentId={contentId}
          open={open}
          page={page}
          outcome={outcome}
        />
      </Suspense>
    ),
    [type, contentId, open, page, outcome],
  );
}
