import type { CommentView } from '../../../shared/comments.ts';
import type { CommentRow } from './comments.repository.ts';

/** A comment as the page shows it; staff also see its address and status. */
export function toView(row: CommentRow, staff: boolean): CommentView {
  return {
    id: row.id,
    content: row.content,
    authorName: row.authorName,
    authorWebsite: row.authorWebsite,
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    isAuthorReply: row.isAuthorReply,
    parentId: row.parentId,
    depth: row.depth,
    replies: [],
    ...(staff ? { authorEmail: row.authorEmail, status: row.status } : {}),
  };
}

/** Nests replies under their parents; a reply whose parent is not in the set is left out. */
export function nest(roots: CommentView[], replies: CommentView[]): CommentView[] {
  const byId = new Map<string, CommentView>(roots.map((c) => [c.id, c]));
  for (const reply of replies) byId.set(reply.id, reply);
  for (const reply of replies) byId.get(reply.parentId ?? '')?.replies.push(reply);
  return roots;
}
