import { useState, type MouseEvent } from 'react';
import { useFetcher } from 'react-router';
import { type CommentView } from '../../../../shared/comments.ts';
import { COMMENT_READING_MESSAGES } from '../../../../shared/comments.ts';
import { visitorId } from '../../../lib/api/visitor-id.ts';
import { useFetcherAnswer } from '../../../lib/forms/use-fetcher-answer.ts';
import { CsrfField } from '../../accounts/public.ts';
import { useToast } from '../../toast/public.ts';
import type { CommentOutcome } from '../comments-action.ts';
import { commentsCopy as copy } from '../content/comments-copy.ts';

/** The one form every like button on the page submits (see LikeForm). */
export const LIKE_FORM_ID = 'comment-likes';

/**
 * The form the like buttons belong to (through their `form` attribute): one
 * per page rather than one per comment, which keeps a page of comments light.
 */
export function LikeForm() {
  return (
    <form id={LIKE_FORM_ID} method="post" hidden>
      <CsrfField />
      <input type="hidden" name="intent" value="like" />
    </form>
  );
}

/**
 * A comment's like, posted to the page's comments action with the page's
 * like form (its `form` attribute), before and after hydration alike: once
 * hydrated a fetcher sends it with this browser's visitor id and shows the
 * server's count; before that the browser posts the form itself.
 */
export function LikeButton({ comment }: { comment: CommentView }) {
  const toast = useToast();
  const fetcher = useFetcher<CommentOutcome>({ key: `comment-like-${comment.id}` });
  const [liked, setLiked] = useState(false);
  const answer = fetcher.data?.intent === 'like' ? fetcher.data : undefined;
  const count = answer?.ok && answer.likeCount !== undefined ? answer.likeCount : comment.likeCount;

  useFetcherAnswer(fetcher, (outcome) => {
    if (outcome.intent !== 'like') return;
    if (outcome.ok) setLiked(outcome.liked === true);
    else toast.error(outcome.message ?? COMMENT_READING_MESSAGES.likeFailed);
  });

  function toggle(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (fetcher.state !== 'idle') return;
    const form = new FormData(event.currentTarget.form ?? undefined);
    form.set('commentId', comment.id);
    const visitor = visitorId();
    if (visitor) form.set('visitorId', visitor);
    void fetcher.submit(form, { method: 'post' });
  }

  return (
    <button
      type="submit"
      form={LIKE_FORM_ID}
      name="commentId"
      value={comment.id}
      aria-pressed={liked}
      aria-busy={fetcher.state !== 'idle' || undefined}
      onClick={toggle}
      // The heart comes from the class (app.css): one element less per comment.
      className="comment-action comment-like"
    >
      <span className="sr-only">{copy.likeLabel(comment.authorName)}</span>
      <span data-testid="comment-like-count">{count}</span>
    </button>
  );
}
