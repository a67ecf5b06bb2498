import {
  COMMENT_LIMITS,
  type CommentContentType,
  type CommentListData,
  type CommentSort,
} from '../../../shared/comments.ts';
import { commentListPath } from '../../lib/api/comments.ts';
import { createResponseCache } from '../../lib/api/response-cache.ts';

/*
 * The browser's reads of comments past the first page (loaded with the
 * section's "more"), through the cache the spec gives comment reads: 2
 * minutes, at most 50 entries, oldest dropped first, revalidated with ETag
 * (a 304 is a hit), cached data served when a fetch fails, and dropped after
 * this browser's own write.
 */
const cache = createResponseCache({
  ttlMs: COMMENT_LIMITS.cacheMs,
  maxEntries: COMMENT_LIMITS.cacheEntries,
});

export const readComments = (
  type: CommentContentType,
  contentId: string,
  query: { page: number; sort: CommentSort },
) => cache.get<CommentListData>(commentListPath(type, contentId, query));

/** After this browser posts a comment, every cached read may be out of date. */
export const forgetComments = () => cache.invalidate();
