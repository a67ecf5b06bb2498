import {
  COMMENT_LIMITS,
  type CommentContentType,
  type CommentListData,
  type CommentSort,
  type CommentStats,
  type CommentStatus,
} from '../../../shared/comments.ts';
import { COMMENT_MESSAGES as M } from '../../../shared/comment-messages.ts';
import type { Remember } from '../../content/publishing.ts';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { createCommentPageCache } from './comments.page-cache.ts';
import * as repository from './comments.repository.ts';
import type { CommentTargets } from './comments.targets.ts';
import { nest, toView } from './comments.views.ts';

/** Visitors' comment pages kept in memory (a few kB each): the busiest contents' first pages. */
const PAGE_CACHE_ENTRIES = 500;

/** What a content's comments look like to visitors and staff: its pages and its counts. */
export function createCommentListing({
  db,
  targets,
  remember,
}: {
  db: Database;
  targets: CommentTargets;
  remember: Remember;
}) {
  const visitorPages = createCommentPageCache<CommentListData>(PAGE_CACHE_ENTRIES);

  return {
    async list(
      type: CommentContentType,
      idOrSlug: string,
      query: { page?: number; limit?: number; status?: CommentStatus; sort?: CommentSort },
      staff: boolean,
    ): Promise<CommentListData> {
      // Visitors see approved comments only, whatever they ask for.
      const status = staff ? (query.status ?? 'approved') : 'approved';
      // A visitor's list reads its content as the last render did, until a change.
      const target = staff
        ? await targets.sourceOf(type).find(idOrSlug)
        : await remember(`comments:target:${type}:${idOrSlug}`, () =>
            targets.published(type, idOrSlug),
          );
      if (!target) throw new NotFound(M.contentNotFound);
      const page = query.page ?? 1;
      const limit = query.limit ?? COMMENT_LIMITS.pageSize;
      const sort = query.sort ?? 'oldest';
      // What visitors see depends on nothing but the content's comments and the
      // query: kept per comments version (see comments.page-cache.ts).
      const cacheKey =
        !staff && target.commentsVersion !== undefined
          ? `${type}|${target.id}|${target.commentsVersion}|${sort}|${page}|${limit}`
          : undefined;
      const cached = cacheKey && visitorPages.get(cacheKey);
      if (cached) return cached;
      const content = { type, id: target.id };
      // Pending and spam comments are listed flat (a reply there may lack its parent).
      const flat = status !== 'approved';
      const { rows, total } = await repository.topLevelPage(db, content, {
        status,
        sort,
        limit,
        offset: (page - 1) * limit,
        topLevelOnly: !flat,
      });
      const roots = rows.map((row) => toView(row, staff));
      const replies = flat
        ? []
        : (
            await repository.repliesUnder(
              db,
              roots.map((c) => c.id),
              'approved',
            )
          ).map((row) => toView(row, staff));
      const answer: CommentListData = {
        comments: nest(roots, replies),
        pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
        // The content keeps its count of approved comments: no count query per read.
        totalComments: target.commentCount ?? (await repository.approvedCount(db, type, target.id)),
      };
      if (cacheKey) visitorPages.set(cacheKey, answer);
      return answer;
    },

    /**
     * The published count for anyone; how many wait for moderation only for
     * staff (what the queue holds is the moderators' business).
     */
    async stats(type: CommentContentType, idOrSlug: string, staff: boolean): Promise<CommentStats> {
      const target = await targets.published(type, idOrSlug);
      const counts = await repository.countByStatus(db, { type, id: target.id });
      return { totalComments: counts.approved, pendingComments: staff ? counts.pending : null };
    },
  };
}
