import { assertCan, type Actor } from '../../request-auth.ts';
import {
  COMMENT_LIMITS,
  isCommentHoldReason,
  type CommentContentType,
  type CommentStatus,
  type ModerationAction,
  type ModerationItem,
} from '../../../shared/comments.ts';
import { COMMENT_MESSAGES as M } from '../../../shared/comment-messages.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import type { Database, Executor } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { LeadAttribution } from '../analytics/analytics.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { moderationWaitingMessage } from './comments.mails.ts';
import * as repository from './comments.repository.ts';
import type { ReplyNotifications } from './comments.replies.ts';
import { contentKey, contentsOf, type CommentTargets } from './comments.targets.ts';
import type { CommentTarget } from '../../content/comment-targets.ts';
import { toView } from './comments.views.ts';

const notFound = () => new NotFound(M.commentNotFound);

/**
 * Staff moderation: the queue of held comments, and approving, holding,
 * marking as spam or deleting one comment or several. Staff are e-mailed
 * when comments wait (at most once per mail window).
 */
export function createCommentModeration({
  db,
  mail,
  site: readSite,
  targets,
  replies,
  onPublicChange,
  analytics,
}: {
  db: Database;
  mail: MailService;
  site: SiteReader;
  targets: CommentTargets;
  replies: ReplyNotifications;
  onPublicChange: (() => void) | undefined;
  /** A deleted comment's source goes with it (it no longer counts as a lead). */
  analytics: Pick<LeadAttribution, 'forgetLeads'>;
}) {
  /** Status changes of several comments, with counts and notifications in one transaction. */
  async function moderate(ids: readonly string[], action: ModerationAction) {
    const before = await repository.findMany(db, ids);
    if (before.length === 0) throw notFound();
    // Read before the transaction: one connection (the embedded database) cannot
    // serve a second query while its transaction waits.
    const approvedOn = new Map<string, CommentTarget>();
    if (action === 'approve') {
      for (const { type, id } of contentsOf(before)) {
        const [target] = await targets.findMany(type, [id]);
        if (target) approvedOn.set(contentKey(type, id), target);
      }
    }
    await db.transaction(async (tx) => {
      if (action === 'delete') {
        const gone = await repository.withReplies(tx, ids);
        await repository.deleteComments(tx, ids);
        await analytics.forgetLeads(tx, 'comment', gone);
      } else {
        const status: CommentStatus =
          action === 'approve' ? 'approved' : action === 'spam' ? 'spam' : 'pending';
        const changed = await repository.setStatus(tx, ids, status);
        if (status === 'approved') {
          for (const row of changed) {
            const wasApproved = before.find((b) => b.id === row.id)?.status === 'approved';
            if (wasApproved || !row.parentId) continue;
            const target = approvedOn.get(contentKey(row.contentType, row.contentId));
            if (target) await replies.notifyParent(tx, row, target);
          }
        }
      }
      await targets.recountEach(tx, before);
    });
    onPublicChange?.();
    mail.flush();
    return before.length;
  }

  return {
    /** Staff hear that comments wait (at most once per mail window), in the caller's transaction. */
    async tellStaffOfWaiting(tx: Executor) {
      const waiting = (await repository.countByStatus(tx)).pending;
      if (waiting === 0) return;
      const site = await readSite(tx);
      await mail.queueLimited(
        tx,
        moderationWaitingMessage(site, { waiting, queueUrl: `${site.baseUrl}/dashboard/comments` }),
        { kind: 'comment-moderation', windowMs: COMMENT_LIMITS.mailWindowMs },
      );
    },

    /** A moderator approves, holds or marks a comment as spam. */
    async setStatus(commentId: string, status: CommentStatus, actor: Actor) {
      assertCan(actor, 'comments.moderate');
      if (!repository.isCommentId(commentId)) throw notFound();
      await moderate([commentId], status === 'approved' ? 'approve' : status);
      const row = await repository.findById(db, commentId);
      return toView(row!, true);
    },

    /** A moderator deletes a comment and every reply under it. */
    async remove(commentId: string, actor: Actor) {
      assertCan(actor, 'comments.moderate');
      if (!repository.isCommentId(commentId)) throw notFound();
      await moderate([commentId], 'delete');
    },

    /** Several comments at once (the queue's bulk actions), by a moderator. */
    async batch(ids: readonly string[], action: ModerationAction, actor: Actor) {
      assertCan(actor, 'comments.moderate');
      return moderate(ids, action);
    },

    /** Staff: comments waiting (pending and spam) or in one status, newest first, with their content. */
    async queue(status: CommentStatus | 'waiting', page: number) {
      const limit = COMMENT_LIMITS.pageSizeMax;
      const statuses: CommentStatus[] = status === 'waiting' ? ['pending', 'spam'] : [status];
      const { rows, total } = await repository.queuePage(db, statuses, limit, (page - 1) * limit);
      const onContent = new Map<string, CommentTarget>();
      for (const type of new Set<CommentContentType>(rows.map((row) => row.contentType))) {
        const ids = [
          ...new Set(rows.filter((r) => r.contentType === type).map((r) => r.contentId)),
        ];
        for (const target of await targets.findMany(type, ids)) {
          onContent.set(contentKey(type, target.id), target);
        }
      }
      const items: ModerationItem[] = rows.map((row) => {
        const target = onContent.get(contentKey(row.contentType, row.contentId));
        return {
          ...toView(row, true),
          authorEmail: row.authorEmail,
          status: row.status,
          heldFor: isCommentHoldReason(row.heldFor) ? row.heldFor : null,
          contentType: row.contentType,
          contentId: row.contentId,
          contentTitle: target?.title ?? '',
          contentPath: target?.path ?? '',
        };
      });
      const counts = await repository.countByStatus(db);
      return {
        comments: items,
        pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
        counts,
      };
    },

    /** Staff: how many comments wait, for the dashboard's navigation. */
    async waiting() {
      const counts = await repository.countByStatus(db);
      return { pendingComments: counts.pending, spamComments: counts.spam };
    },
  };
}

export type CommentModeration = ReturnType<typeof createCommentModeration>;
