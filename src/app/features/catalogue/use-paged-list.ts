import { useEffect, useState } from 'react';
import type { ApiResult } from '../../lib/api/request.ts';

interface Pagination {
  page: number;
  pages: number;
  total: number;
}

export type PagedState<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; items: T[]; page: number; pages: number; total: number };

/**
 * A staff list read page by page ("Show more" appends the next page). It
 * starts again from page 1 whenever `key` (its filter) changes.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: (
    page: number,
  ) => Promise<ApiResult<{ pagination: Pagination } & Record<string, unknown>>>,
  pick: (data: Record<string, unknown>) => T[],
) {
  const [attempt, setAttempt] = useState(0);
  const current = `${key}#${attempt}`;
  const [stored, setStored] = useState<{ key: string; state: PagedState<T> }>({
    key: '',
    state: { status: 'loading' },
  });
  const state: PagedState<T> = stored.key === current ? stored.state : { status: 'loading' };

  type Answer = Awaited<ReturnType<typeof fetchPage>>;
  function settle(page: number, answer: Answer) {
    if (!answer.ok || !answer.data) return setStored({ key: current, state: { status: 'failed' } });
    const { pagination } = answer.data;
    const items = pick(answer.data);
    setStored((previous) => ({
      key: current,
      state: {
        status: 'loaded',
        items:
          page > 1 && previous.state.status === 'loaded'
            ? [...previous.state.items, ...items]
            : items,
        page: pagination.page,
        pages: pagination.pages,
        total: pagination.total,
      },
    }));
  }

  useEffect(() => {
    let live = true;
    void fetchPage(1).then((answer) => live && settle(1, answer));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per filter and retry
  }, [current]);

  return {
    state,
    more: () => {
      if (state.status !== 'loaded') return;
      const next = state.page + 1;
      void fetchPage(next).then((answer) => settle(next, answer));
    },
    retry: () => setAttempt((n) => n + 1),
  };
}
