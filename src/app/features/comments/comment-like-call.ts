import { likeComment } from '../../lib/api/comments.ts';
import { visitorId } from '../../lib/api/visitor-id.ts';

/** Loaded when a visitor reaches a comment's Like button: the call and the visitor id. */
export const sendCommentLike = (commentId: string) => likeComment(commentId, visitorId());
