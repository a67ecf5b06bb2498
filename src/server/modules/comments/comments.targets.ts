import type { CommentContentType } from '../../../shared/comments.ts';
import { COMMENT_MESSAGES as M } from '../../../shared/comment-messages.ts';
import type { Executor } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import * as repository from './comments.repository.ts';
import type { CommentTarget, CommentTargetSource } from '../../content/comment-targets.ts';

/** One piece of content among others of every kind (a map key). */
export const contentKey = (type: CommentContentType, id: string) => `${type}|${id}`;

/** The content the comments are on, each once, in the comments' order. */
export function contentsOf(
  comments: ReadonlyArray<{ contentType: CommentContentType; contentId: string }>,
): Array<{ type: CommentContentType; id: string }> {
  const seen = new Map<string, { type: CommentContentType; id: string }>();
  for (const { contentType: type, contentId: id } of comments) {
    if (!seen.has(contentKey(type, id))) seen.set(contentKey(type, id), { type, id });
  }
  return [...seen.values()];
}

/**
 * The kinds of content that take comments, as their modules registered them,
 * and the upkeep every change visitors could see owes that content.
 */
export function createCommentTargets() {
  const sources = new Map<CommentContentType, CommentTargetSource>();

  function sourceOf(type: CommentContentType): CommentTargetSource {
    const source = sources.get(type);
    if (!source) throw new NotFound(M.contentTypeInvalid);
    return source;
  }

  /**
   * Keeps the content's count of approved comments right and moves its
   * comments' version on (cached pages of them go out of date), in the
   * caller's transaction. Every change visitors could see calls it.
   */
  async function recount(tx: Executor, type: CommentContentType, contentId: string) {
    const source = sources.get(type);
    if (!source) return;
    await source.commentsChanged(
      tx,
      contentId,
      await repository.approvedCount(tx, type, contentId),
    );
  }

  return {
    /** A content module makes its content commentable. */
    register(type: CommentContentType, source: CommentTargetSource) {
      sources.set(type, source);
    },

    sourceOf,

    /** Published content by id or slug; anything else answers 404. */
    async published(type: CommentContentType, idOrSlug: string): Promise<CommentTarget> {
      const target = await sourceOf(type).find(idOrSlug);
      if (!target?.published) throw new NotFound(M.contentNotFound);
      return target;
    },

    /** Content of one kind by id, as far as it is still there. */
    async findMany(type: CommentContentType, ids: readonly string[]): Promise<CommentTarget[]> {
      return (await sources.get(type)?.findMany(ids)) ?? [];
    },

    recount,

    /** `recount` for every content the comments are on, once each. */
    async recountEach(
      tx: Executor,
      comments: ReadonlyArray<{ contentType: CommentContentType; contentId: string }>,
    ) {
      for (const { type, id } of contentsOf(comments)) await recount(tx, type, id);
    },
  };
}

export type CommentTargets = ReturnType<typeof createCommentTargets>;
