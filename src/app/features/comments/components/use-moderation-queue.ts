import { useCallback, useEffect, useState } from 'react';
import { COMMENT_MESSAGES } from '../../../../shared/comment-messages.ts';
import type {
  CommentStatus,
  ModerationAction,
  ModerationFilter,
  ModerationItem,
} from '../../../../shared/comments.ts';
import { moderateComments, moderationQueue } from '../../../lib/api/comments.ts';
import { useToast } from '../../toast/public.ts';

export type QueueFilter = ModerationFilter;

/**
 * The staff moderation queue's data and actions: one page of comments in the
 * chosen status (waiting = pending and spam), newest first, and the actions
 * on one comment or several. The server checks the staff session on every call.
 */
export function useModerationQueue() {
  const toast = useToast();
  const [filter, setFilter] = useState<QueueFilter>('waiting');
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<ModerationItem[] | null>(null);
  const [pages, setPages] = useState(1);
  const [counts, setCounts] = useState<Record<CommentStatus, number> | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void moderationQueue(filter, page).then((result) => {
      if (!live) return;
      if (!result.ok || !result.data) return setFailed(true);
      setFailed(false);
      setItems(result.data.comments);
      setPages(result.data.pagination.pages);
      setCounts(result.data.counts);
    });
    return () => {
      live = false;
    };
  }, [filter, page, version]);

  const act = useCallback(
    async (ids: string[], action: ModerationAction) => {
      if (ids.length === 0) return false;
      setBusy(true);
      const result = await moderateComments(ids, action);
      setBusy(false);
      if (!result.ok) {
        toast.error(
          result.message ??
            (action === 'delete' ? COMMENT_MESSAGES.deleteFailed : COMMENT_MESSAGES.statusFailed),
        );
        return false;
      }
      toast.success(result.message ?? COMMENT_MESSAGES.statusChanged);
      setVersion((n) => n + 1);
      return true;
    },
    [toast],
  );

  return {
    filter,
    showFilter(next: QueueFilter) {
      setFilter(next);
      setPage(1);
    },
    page,
    pages,
    setPage,
    items,
    counts,
    failed,
    busy,
    act,
    reload: () => setVersion((n) => n + 1),
  };
}
