import { Heart } from 'lucide-react';
import { useState } from 'react';
import { BLOG_READING_MESSAGES } from '../../../../shared/blog.ts';
import { onDemand } from '../../../lib/on-demand.ts';
import { cn } from '../../../lib/cn.ts';
import { useToast } from '../../toast/public.ts';
import { formatCount } from '../blog-format.ts';
import { LIKES_KEY, setStoredFlag, useStoredFlag } from '../blog-storage.ts';
import { blogPostCopy as copy } from '../content/post-copy.ts';

/** The server call loads when the visitor reaches the button (or clicks it). */
const likeCall = onDemand(() => import('../like-call.ts'));
const warmLikeCall = () => void likeCall.load().catch(() => undefined);

/**
 * The like: stored on the server per anonymous visitor id (kept in this
 * browser). The count moves at once and is corrected by the server's answer,
 * or put back if the call fails.
 */
function useLike(postId: string, serverLikes: number) {
  const toast = useToast();
  const [liked] = useStoredFlag(LIKES_KEY, postId);
  const [count, setCount] = useState({ base: serverLikes, likes: serverLikes });
  // A refreshed post brings the server's count.
  if (count.base !== serverLikes) setCount({ base: serverLikes, likes: serverLikes });
  const [pending, setPending] = useState(false);

  async function toggle() {
    if (pending) return;
    const wasLiked = !!liked;
    const before = count.likes;
    setPending(true);
    setStoredFlag(LIKES_KEY, postId, !wasLiked);
    setCount({ base: serverLikes, likes: Math.max(0, before + (wasLiked ? -1 : 1)) });
    const result = await likeCall.load().then(
      ({ sendLike }) => sendLike(postId),
      () => ({ ok: false as const, data: undefined, message: undefined }),
    );
    setPending(false);
    if (!result.ok || !result.data) {
      setStoredFlag(LIKES_KEY, postId, wasLiked);
      setCount({ base: serverLikes, likes: before });
      toast.error(result.message ?? copy.likeFailed);
      return;
    }
    setStoredFlag(LIKES_KEY, postId, result.data.liked);
    setCount({ base: serverLikes, likes: result.data.likes });
    toast.success(result.data.liked ? BLOG_READING_MESSAGES.liked : BLOG_READING_MESSAGES.unliked);
  }

  return { liked: !!liked, likes: count.likes, pending, toggle };
}

export function EngageBox({ postId, likes }: { postId: string; likes: number }) {
  const like = useLike(postId, likes);
  return (
    <section
      aria-labelledby="engage-heading"
      className="rounded-(--radius-card) border border-line bg-surface p-6"
    >
      <h2 id="engage-heading" className="text-xl">
        {copy.engageTitle}
      </h2>
      <p className="mt-1 text-muted">{copy.engageText}</p>
      <div className="mt-4 flex items-center gap-3">
        <button
          type="button"
          aria-pressed={like.liked}
          onClick={() => void like.toggle()}
          onPointerEnter={warmLikeCall}
          onFocus={warmLikeCall}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold transition-colors',
            like.liked
              ? 'border-rose-700 bg-rose-700 text-white hover:bg-rose-800'
              : 'border-slate-400 bg-white text-ink hover:bg-rose-50',
          )}
        >
          <Heart aria-hidden="true" className={cn('size-5', like.liked && 'fill-current')} />
          {copy.like}
        </button>
        <p className="text-sm text-muted" aria-live="polite">
          <span data-testid="like-count" className="font-semibold text-ink">
            {formatCount(like.likes)}
          </span>{' '}
          {like.likes === 1 ? 'like' : 'likes'}
        </p>
      </div>
    </section>
  );
}
