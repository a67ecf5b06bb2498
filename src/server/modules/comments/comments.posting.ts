import { createHmac } from 'node:crypto';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { commentSubmitSchema } from '../../../shared/comment-schemas.ts';
import {
  COMMENT_LIMITS,
  type CommentContentType,
  type CommentHoldReason,
  type CommentModerationPolicy,
  type CommentPosted,
  type CommentStatus,
} from '../../../shared/comments.ts';
import { COMMENT_MESSAGES as M, countLinks } from '../../../shared/comment-messages.ts';
import { honeypotTripped } from '../../../shared/lead-fields.ts';
import { collectProblems, fieldOrder, problemsOf } from '../../../shared/validation.ts';
import type { Database } from '../../db/client.ts';
import { Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { Liker } from '../../likes.ts';
import type { AnalyticsVisitor, LeadAttribution } from '../analytics/analytics.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ConsentRecorder } from '../privacy/privacy.types.ts';
import type { CommentModeration } from './comments.moderation.ts';
import type { ReplyNotifications } from './comments.replies.ts';
import * as repository from './comments.repository.ts';
import type { CommentTargets } from './comments.targets.ts';
import { toView } from './comments.views.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Who is commenting: a signed-in staff member's comment is published at once. */
export interface CommentAuthor {
  staffUserId: string | null;
  /** The signed-in account's verified address, if any: the one address this author has proven. */
  provenEmail: string | null;
  ip: string;
  /** The page the form was on (its consent record keeps it). */
  sourcePage?: string | null;
  /** Who the analytics count (address and user agent): finds the visit a visitor's comment came from. */
  visitor?: AnalyticsVisitor;
}

/**
 * What visitors write: a comment (checked, given its status by the
 * moderation policy and the spam defences, stored with its consent) and a
 * like of one.
 */
export function createCommentPosting({
  db,
  mail,
  policy,
  secret,
  consent,
  isStaffAddress,
  onPublicChange,
  now,
  targets,
  replies,
  moderation,
  analytics,
}: {
  db: Database;
  mail: MailService;
  policy: CommentModerationPolicy;
  /** Salts the client and like hashes. */
  secret: string;
  consent: ConsentRecorder;
  isStaffAddress: (email: string) => Promise<boolean>;
  onPublicChange: (() => void) | undefined;
  now: () => Date;
  targets: CommentTargets;
  replies: ReplyNotifications;
  moderation: Pick<CommentModeration, 'tellStaffOfWaiting'>;
  analytics: LeadAttribution;
}) {
  const hash = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const likes = repository.commentLikeLedger(secret);

  /**
   * Which status a new comment gets, and why it was held, in the order the
   * defences apply: published at once, held for staff, or spam. Trust is
   * never given to an address alone, since anyone can type one: an address
   * of the company's own (its domain, or a staff account's) is trusted only
   * from a session of that account, and is held, flagged, otherwise; a known
   * commenter (the "first-time" policy) is one with an approved comment under
   * the same address and the same name.
   */
  async function decide(
    input: { content: string; authorEmail: string; authorName: string; honeypot: boolean },
    author: CommentAuthor,
  ): Promise<{ status: CommentStatus; heldFor: CommentHoldReason | null }> {
    if (author.staffUserId) return { status: 'approved', heldFor: null };
    if (input.honeypot) return { status: 'spam', heldFor: 'honeypot' };
    const since = new Date(now().getTime() - DAY_MS);
    if ((await repository.recentFrom(db, input.authorEmail, since)) >= COMMENT_LIMITS.dailyCap) {
      return { status: 'spam', heldFor: 'daily-cap' };
    }
    if (author.provenEmail !== input.authorEmail && (await isStaffAddress(input.authorEmail))) {
      return { status: 'pending', heldFor: 'staff-address' };
    }
    if (countLinks(input.content) > COMMENT_LIMITS.maxLinks) {
      return { status: 'pending', heldFor: 'links' };
    }
    if (policy === 'none') return { status: 'approved', heldFor: null };
    if (policy === 'all') return { status: 'pending', heldFor: 'moderation' };
    return (await repository.hasApprovedComment(db, input.authorEmail, input.authorName))
      ? { status: 'approved', heldFor: null }
      : { status: 'pending', heldFor: 'first-comment' };
  }

  return {
    /** Checks, decides the status, stores; answers with the comment and whether it shows. */
    async create(
      type: CommentContentType,
      idOrSlug: string,
      body: unknown,
      author: CommentAuthor,
    ): Promise<CommentPosted> {
      const parsed = commentSubmitSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const problems = collectProblems(
          problemsOf(parsed.error.issues),
          fieldOrder(commentSubmitSchema),
          API_MESSAGES.validationFailed,
        );
        throw new Invalid(problems.message, problems);
      }
      const input = parsed.data;
      const target = await targets.published(type, idOrSlug);
      if (!target.commentsOpen) throw new Forbidden(M.closed);

      let depth = 0;
      if (input.parentId) {
        const parent = repository.isCommentId(input.parentId)
          ? await repository.findById(db, input.parentId)
          : undefined;
        if (
          !parent ||
          parent.contentType !== type ||
          parent.contentId !== target.id ||
          parent.status !== 'approved'
        ) {
          throw new Invalid(M.parentInvalid, {
            errors: [M.parentInvalid],
            fieldErrors: { parentId: [M.parentInvalid] },
          });
        }
        if (parent.depth >= COMMENT_LIMITS.replyBelowDepth) throw new Invalid(M.tooDeep);
        depth = parent.depth + 1;
      }

      const clientHash = hash(`client|${author.ip}`);
      const { status, heldFor } = await decide(
        { ...input, honeypot: honeypotTripped(input.website) },
        author,
      );
      // A bot's comment asks for nothing: no e-mail goes to the address it typed.
      const notifyReplies = input.notifyReplies && status !== 'spam';
      // A visitor's comment is a lead (a bot's or staff's is not); its visit is
      // found before the transaction (it may write this instance's buffered views).
      const lead = status !== 'spam' && author.staffUserId === null;
      const visit = lead ? await analytics.visitFor(author.visitor) : undefined;

      const row = await db.transaction(async (tx) => {
        const stored = await repository.insertComment(tx, {
          contentType: type,
          contentId: target.id,
          parentId: input.parentId,
          depth,
          content: input.content,
          authorName: input.authorName,
          authorEmail: input.authorEmail,
          authorWebsite: input.authorWebsite,
          status,
          isAuthorReply: author.staffUserId !== null,
          userId: author.staffUserId,
          notifyReplies,
          heldFor,
          clientHash,
        });
        if (lead) await analytics.attribute(tx, { kind: 'comment', id: stored.id }, visit);
        if (status === 'approved') {
          await targets.recount(tx, type, target.id);
          await replies.notifyParent(tx, stored, target);
        }
        if (status === 'pending') await moderation.tellStaffOfWaiting(tx);
        // A bot's comment (spam) is no person's consent.
        if (status !== 'spam') {
          await consent.record(tx, {
            email: input.authorEmail,
            purpose: 'comment',
            sourcePage: author.sourcePage ?? null,
            clientIp: author.ip,
          });
        }
        if (notifyReplies) await replies.askToConfirm(tx, input.authorEmail, target.title);
        return stored;
      });
      if (lead) analytics.leadStored('comment');
      if (status === 'approved') onPublicChange?.();
      mail.flush();
      // Spam is answered like a held comment: a bot learns nothing from the answer.
      const shown: CommentStatus = status === 'spam' ? 'pending' : status;
      return {
        comment: { ...toView(row, false) },
        status: shown,
        published: status === 'approved',
      };
    },

    async toggleLike(commentId: string, liker: Liker) {
      const row = repository.isCommentId(commentId)
        ? await repository.findById(db, commentId)
        : undefined;
      if (!row || row.status !== 'approved') throw new NotFound(M.commentNotFound);
      const result = await db.transaction(async (tx) => {
        const { liked, change } = await likes.toggle(tx, commentId, liker, now());
        const likeCount = await repository.countLikes(tx, commentId, change);
        // Like counts show on the page and order the 'liked' sort.
        if (change !== 0) await targets.recount(tx, row.contentType, row.contentId);
        return { liked, likeCount, change };
      });
      if (result.change !== 0) onPublicChange?.();
      return { liked: result.liked, likeCount: result.likeCount };
    },
  };
}
