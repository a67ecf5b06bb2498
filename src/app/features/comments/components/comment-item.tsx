import { Suspense } from 'react';
import { COMMENT_LIMITS, type CommentView } from '../../../../shared/comments.ts';
import { useCommentsSection } from '../comments-context.ts';
import { relativeTime } from '../relative-time.ts';
import { commentsCopy as copy } from '../content/comments-copy.ts';
import { CommentForm } from './lazy-comment-form.ts';
import { LikeButton } from './like-button.tsx';

/**
 * One comment and its replies. The text is plain text: React escapes it and
 * nothing in it becomes a link. Replies fold with a native disclosure
 * (`details`), which needs no script and works before the page hydrates.
 */
export function CommentItem({ comment }: { comment: CommentView }) {
  const section = useCommentsSection();
  const canReply = section.open && comment.depth < COMMENT_LIMITS.replyBelowDepth;
  const count = comment.replies.length;
  return (
    <li id={`comment-${comment.id}`}>
      <article className="comment-card">
        <header className="comment-meta">
          <h3 className="text-base font-semibold text-ink">
            {comment.authorWebsite ? (
              <a
                href={comment.authorWebsite}
                rel="ugc nofollow noopener noreferrer"
                target="_blank"
                className="underline-offset-4 hover:underline"
              >
                {comment.authorName}
              </a>
            ) : (
              comment.authorName
            )}
          </h3>
          {comment.isAuthorReply ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
              {copy.authorBadge}
            </span>
          ) : null}
          <time dateTime={comment.createdAt} className="text-muted" suppressHydrationWarning>
            {relativeTime(comment.createdAt, section.now)}
          </time>
        </header>
        <p className="comment-text">{comment.content}</p>
        <div className="mt-2 flex items-center gap-2">
          <LikeButton comment={comment} />
          {canReply ? (
            <a
              href={section.formHref(comment.id)}
              onClick={(event) => section.openForm(comment.id, event)}
              aria-label={copy.replyTo(comment.authorName)}
              className="comment-action"
            >
              {copy.reply}
            </a>
          ) : null}
        </div>
      </article>
      {section.formFor === comment.id ? (
        <div className="mt-3 ml-4 sm:ml-8">
          <Suspense fallback={<p className="text-sm text-muted">{copy.loadingForm}</p>}>
            <CommentForm parent={comment} />
          </Suspense>
        </div>
      ) : null}
      {count > 0 ? (
        <details open className="group mt-2 ml-4 border-l-2 border-line pl-3 sm:ml-8 sm:pl-4">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
            <span className="group-open:hidden">{copy.showReplies(count)}</span>
            <span className="hidden group-open:inline">{copy.hideReplies(count)}</span>
          </summary>
          <ol className="mt-2 grid gap-3">
            {comment.replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} />
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
