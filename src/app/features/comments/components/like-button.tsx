import { useState, type FormEvent } from 'react';
import { type CommentView } from '../../../../shared/comments.ts';
import { COMMENT_READING_MESSAGES } from '../../../../shared/comments.ts';
import { cn } from '../../../lib/cn.ts';
import { onDemand } from '../../../lib/on-demand.ts';
import { useToast } from '../../toast/public.ts';
import { commentsCopy as copy } from '../content/comments-copy.ts';

const likeCall = onDemand(() => import('../comment-like-call.ts'));
const warm = () => void likeCall.load().catch(() => undefined);

/**
 * A comment's like: a form that posts to the page's action before the page
 * has hydrated; after that the call (loaded when the visitor reaches the
 * button) toggles this browser's like, and the server's count is shown.
 */
export function LikeButton({ comment }: { comment: CommentView }) {
  const toast = useToast();
  const [state, setState] = useState({ liked: false, count: comment.likeCount, busy: false });

  async function toggle(event: FormEvent) {
    event.preventDefault();
    if (state.busy) return;
    setState({ ...state, busy: true });
    const result = await likeCall.load().then(
      ({ sendCommentLike }) => sendCommentLike(comment.id),
      () => undefined,
    );
    if (!result?.ok || !result.data) {
      setState({ ...state, busy: false });
      toast.error(result?.message ?? COMMENT_READING_MESSAGES.likeFailed);
      return;
    }
    setState({ liked: result.data.liked, count: result.data.likeCount, busy: false });
  }

  return (
    <form method="post" onSubmit={(event) => void toggle(event)}>
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="commentId" value={comment.id} />
      <button
        type="submit"
        aria-pressed={state.liked}
        onPointerEnter={warm}
        onFocus={warm}
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-rose-50',
          state.liked && 'text-rose-700',
        )}
      >
        {/* A glyph, not an inline SVG: a page may show many of these buttons. */}
        <span aria-hidden="true" className="text-base leading-none">
          {state.liked ? '♥' : '♡'}
        </span>
        <span className="sr-only">{copy.likeLabel(comment.authorName)}, likes:</span>
        <span data-testid="comment-like-count">{state.count}</span>
      </button>
    </form>
  );
}
