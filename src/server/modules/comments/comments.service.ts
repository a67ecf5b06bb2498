import type { FastifyBaseLogger } from 'fastify';
import type { CommentContentType, CommentModerationPolicy } from '../../../shared/comments.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import { readEveryTime, type Remember } from '../../content/publishing.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { LinkSigner } from '../../signed-links.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { LeadAttribution } from '../analytics/analytics.service.ts';
import type { ConsentRecorder } from '../privacy/privacy.types.ts';
import { createCommentListing } from './comments.listing.ts';
import { createCommentModeration } from './comments.moderation.ts';
import { createCommentPersonalData } from './comments.personal-data.ts';
import { createCommentPosting } from './comments.posting.ts';
import { createReplyNotifications } from './comments.replies.ts';
import * as repository from './comments.repository.ts';
import { createCommentTargets } from './comments.targets.ts';

export { SWEEP_JOB } from './comments.personal-data.ts';
export type { CommentAuthor } from './comments.posting.ts';

export interface CommentsServiceOptions {
  db: Database;
  jobs: JobQueue;
  mail: MailService;
  signer: LinkSigner;
  site: SiteReader;
  policy: CommentModerationPolicy;
  /** Salts the visitor and client hashes. */
  secret: string;
  log: FastifyBaseLogger;
  consent: ConsentRecorder;
  /** Each visitor's comment is a lead: its source is recorded, exported and forgotten with it. */
  analytics: LeadAttribution;
  /** Whether an address speaks for the company (the auth module's `isStaffAddress`). */
  isStaffAddress: (email: string) => Promise<boolean>;
  /** Told after a committed change to the comments visitors see (the page cache clears). */
  onPublicChange?: () => void;
  /**
   * Keeps reads of what visitors see until the next public change (the page
   * cache's `remember`); without it, every read goes to the database.
   */
  remember?: Remember;
  now?: () => Date;
}

/**
 * Comments on every commentable content, composed of its parts: the content
 * kinds that take them (comments.targets.ts), what visitors read
 * (comments.listing.ts), posting and liking under the moderation policy
 * (comments.posting.ts), staff moderation (comments.moderation.ts), reply
 * notifications (comments.replies.ts) and the personal data they keep, with
 * the daily sweep (comments.personal-data.ts).
 */
export function createCommentsService(options: CommentsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { onPublicChange } = options;
  const targets = createCommentTargets();
  const replies = createReplyNotifications({ ...options, now });
  const moderation = createCommentModeration({ ...options, targets, replies, onPublicChange });
  const posting = createCommentPosting({
    ...options,
    now,
    onPublicChange,
    targets,
    replies,
    moderation,
  });
  const listing = createCommentListing({
    db: options.db,
    targets,
    remember: options.remember ?? readEveryTime,
  });
  const personal = createCommentPersonalData({ ...options, now, targets, onPublicChange });

  return {
    /** A content module makes its content commentable. */
    registerTarget: targets.register,
    list: listing.list,
    stats: listing.stats,
    create: posting.create,
    toggleLike: posting.toggleLike,
    setStatus: moderation.setStatus,
    remove: moderation.remove,
    batch: moderation.batch,
    queue: moderation.queue,
    waiting: moderation.waiting,
    confirmReplies: replies.confirmReplies,
    stopReplies: replies.stopReplies,
    personalData: personal.personalData,

    /** Content that is deleted takes its comments, and their sources, with it (call in its transaction). */
    removeForContent: async (tx: Executor, type: CommentContentType, id: string) => {
      const deleted = await repository.deleteForContent(tx, type, id);
      await options.analytics.forgetLeads(tx, 'comment', deleted);
    },

    scheduleSweep: personal.scheduleSweep,
    sweep: personal.sweep,
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
