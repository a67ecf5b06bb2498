import { useState, type MouseEvent } from 'react';
import { type CommentView } from '../../../../shared/comments.ts';
import { COMMENT_READING_MESSAGES } from '../../../../shared/comments.ts';
import { onDemand } from '../../../lib/on-demand.ts';
import { useToast } from '../../toast/public.ts';
import { commentsCopy as copy } from '../content/comments-copy.ts';

const likeCall = onDemand(() => import('../comment-like-call.ts'));
const warm = () => void likeCall.load().catch(() => undefined);

/** The one form every like button on the page submits (see LikeForm). */
export const LIKE_FORM_ID = 'comment-likes';

/**
 * The form the like buttons belong to (through their `form` attribute): one
 * per page rather than one per comment, which keeps a page of comments light.
 */
export function LikeForm() {
  return (
    <form id={LIKE_FORM_ID} method="post" hidden>
      <input type="hidden" name="intent" value="like" />
    </form>
  );
}

/**
 * A comment's like: before the page has hydrated it posts the page's like
 * form with its comment's id; after that the call (loaded when the visitor
 * reaches the button) toggles this browser's like, and the server's count is
 * shown.
 */
export function LikeButton({ comment }: { comment: CommentView }) {
  const toast = useToast();
  const [state, setState] = useState({ liked: false, count: comment.likeCount, busy: false });

  async function toggle(event: MouseEvent) {
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
    <button
      type="submit"
      form={LIKE_FORM_ID}
      name="commentId"
      value={comment.id}
      aria-pressed={state.liked}
      onClick={(event) => void toggle(event)}
      onPointerEnter={warm}
      onFocus={warm}
      // The heart comes from the class (app.css): one element less per comment.
      className="comment-action comment-like"
    >
      <span className="sr-only">{copy.likeLabel(comment.authorName)}</span>
      <span data-testid="comment-like-count">{state.count}</span>
    </button>
  );
}
