import type { CommentSubmitInput } from '../../../shared/comment-schemas.ts';
import type {
  CommentContentType,
  CommentListData,
  CommentPosted,
  CommentSort,
  CommentStats,
  CommentStatus,
  CommentView,
  ModerationAction,
  ModerationFilter,
  ModerationItem,
} from '../../../shared/comments.ts';
import { browserSend, type Send } from './request.ts';

/** The comments' calls (base /api/comments); every answer carries its data under `data`. */
const BASE = '/api/comments';

const target = (type: CommentContentType, id: string) =>
  `${BASE}/${type}/${encodeURIComponent(id)}`;

/** The query string of a page of comments (defaults left out, as the server assumes them). */
export function commentListPath(
  type: CommentContentType,
  id: string,
  query: { page?: number; limit?: number; sort?: CommentSort; status?: CommentStatus } = {},
): string {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit) params.set('limit', String(query.limit));
  if (query.sort && query.sort !== 'oldest') params.set('sort', query.sort);
  if (query.status && query.status !== 'approved') params.set('status', query.status);
  const text = params.toString();
  return `${target(type, id)}${text ? `?${text}` : ''}`;
}

/** A page of top-level comments with their replies. */
export const listComments = (
  type: CommentContentType,
  id: string,
  query: Parameters<typeof commentListPath>[2] = {},
  send: Send = browserSend,
) => send<CommentListData>('GET', commentListPath(type, id, query), undefined);

export const commentStats = (type: CommentContentType, id: string, send: Send = browserSend) =>
  send<CommentStats>('GET', `${target(type, id)}/stats`);

export const postComment = (
  type: CommentContentType,
  id: string,
  input: CommentSubmitInput,
  send: Send = browserSend,
) => send<CommentPosted>('POST', target(type, id), input);

export const likeComment = (
  commentId: string,
  visitorId: string | undefined,
  send: Send = browserSend,
) =>
  send<{ liked: boolean; likeCount: number }>(
    'POST',
    `${BASE}/${encodeURIComponent(commentId)}/like`,
    visitorId ? { visitorId } : {},
  );

export const setCommentStatus = (commentId: string, status: CommentStatus) =>
  browserSend<{ comment: CommentView }>(
    'PATCH',
    `${BASE}/${encodeURIComponent(commentId)}/status`,
    { status },
  );

export const deleteComment = (commentId: string) =>
  browserSend<never>('DELETE', `${BASE}/${encodeURIComponent(commentId)}`, undefined);

/** One page of the moderation queue, with the count of each status. */
export interface ModerationPage {
  comments: ModerationItem[];
  pagination: { page: number; pages: number; total: number; limit: number };
  counts: Record<CommentStatus, number>;
}

/** Staff: the moderation queue, waiting comments (pending and spam) unless a status is named. */
export const moderationQueue = (status: ModerationFilter, page: number, send: Send = browserSend) =>
  send<ModerationPage>('GET', `${BASE}/moderation?status=${status}&page=${page}`, undefined);

export const moderationCount = (send: Send = browserSend) =>
  send<{ pendingComments: number; spamComments: number }>('GET', `${BASE}/moderation/count`);

export const moderateComments = (
  ids: string[],
  action: ModerationAction,
  send: Send = browserSend,
) => send<{ changed: number }>('POST', `${BASE}/moderation`, { ids, action });

/** The reply-notification links' buttons. */
export const confirmReplyNotifications = (
  input: { email: string; token: string },
  send: Send = browserSend,
) => send<never>('POST', `${BASE}/notifications/confirm`, input);

export const stopReplyNotifications = (
  input: { email: string; token: string; thread?: string; scope?: 'thread' | 'all' },
  send: Send = browserSend,
) => send<never>('POST', `${BASE}/notifications/stop`, input);
