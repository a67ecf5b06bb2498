import { COMMENT_LIMITS } from '../../../shared/comments.ts';
import { COMMENT_MESSAGES as M } from '../../../shared/comment-messages.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import type { Database, Executor } from '../../db/client.ts';
import { Invalid } from '../../errors.ts';
import type { LinkSigner } from '../../signed-links.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { CollectionContext, ConsentRecorder } from '../privacy/privacy.types.ts';
import { confirmRepliesMessage, replyPublishedMessage } from './comments.mails.ts';
import * as repository from './comments.repository.ts';
import type { CommentTarget } from '../../content/comment-targets.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Reply notifications: a commenter who asks is e-mailed when a reply to their
 * comment is published, once their address has confirmed it (double opt-in,
 * recorded as consent), until they stop one thread or all of them.
 */
export function createReplyNotifications({
  db,
  mail,
  signer,
  site: readSite,
  consent,
  now,
}: {
  db: Database;
  mail: MailService;
  signer: LinkSigner;
  site: SiteReader;
  consent: ConsentRecorder;
  now: () => Date;
}) {
  const invalidLink = () => new Invalid(M.notifyInvalidLink, { errors: [M.notifyInvalidLink] });

  function replyLinks(site: SiteSettings, email: string, threadId: string) {
    const query = `email=${encodeURIComponent(email)}&token=${encodeURIComponent(
      signer.sign('comment-replies-stop', email),
    )}&thread=${threadId}`;
    return {
      stopPage: `${site.baseUrl}/comments/notifications?${query}`,
      stopOneClick: `${site.baseUrl}/api/comments/notifications/one-click?${query}`,
    };
  }

  return {
    /**
     * A reply was published: its parent's author hears of it when they asked,
     * their address is confirmed, and no e-mail for that thread went out in the
     * last hour. Never to the reply's own author.
     */
    async notifyParent(tx: Executor, reply: repository.CommentRow, target: CommentTarget) {
      if (!reply.parentId) return;
      const parent = await repository.findById(tx, reply.parentId);
      if (!parent?.notifyReplies || parent.status !== 'approved') return;
      if (parent.authorEmail === reply.authorEmail) return;
      if (!(await repository.isReplyAddressConfirmed(tx, parent.authorEmail))) return;
      const site = await readSite(tx);
      await mail.queueLimited(
        tx,
        replyPublishedMessage(site, {
          to: parent.authorEmail,
          contentTitle: target.title,
          replyUrl: `${site.baseUrl}${target.path}#comment-${reply.id}`,
          links: replyLinks(site, parent.authorEmail, parent.id),
        }),
        { kind: `comment-reply:${parent.id}`, windowMs: COMMENT_LIMITS.mailWindowMs },
        reply.id,
      );
    },

    /**
     * A commenter asked for notifications: an address not known yet is sent
     * the link that confirms it (in the comment's transaction).
     */
    async askToConfirm(tx: Executor, email: string, contentTitle: string) {
      if (!(await repository.addReplyAddress(tx, email))) return;
      const expires = new Date(now().getTime() + COMMENT_LIMITS.confirmDays * DAY_MS);
      const token = signer.sign('comment-replies-confirm', email, expires);
      const site = await readSite(tx);
      await mail.queue(
        tx,
        confirmRepliesMessage(site, {
          to: email,
          contentTitle,
          confirm: `${site.baseUrl}/comments/notifications/confirm?email=${encodeURIComponent(
            email,
          )}&token=${encodeURIComponent(token)}`,
        }),
      );
    },

    /** The confirmed opt-in to reply notifications, recorded as the address's consent. */
    async confirmReplies(email: string, token: string, context: CollectionContext) {
      if (!signer.verify('comment-replies-confirm', email, token)) throw invalidLink();
      const confirmed = await db.transaction(async (tx) => {
        if (!(await repository.confirmReplyAddress(tx, email))) return false;
        await consent.record(tx, { email, purpose: 'reply-notifications', ...context });
        return true;
      });
      if (!confirmed) throw invalidLink();
      return M.notifyConfirmed;
    },

    /** Stops one thread's e-mails (`thread`) or all of them; idempotent. */
    async stopReplies(
      email: string,
      token: string,
      thread: string | undefined,
      context: CollectionContext,
    ) {
      if (!signer.verify('comment-replies-stop', email, token)) throw invalidLink();
      if (thread) {
        await repository.stopThread(db, email, thread);
        return M.notifyStoppedThread;
      }
      await db.transaction(async (tx) => {
        if (await repository.stopAll(tx, email)) {
          await consent.record(tx, {
            email,
            purpose: 'reply-notifications',
            action: 'withdrawn',
            ...context,
          });
        }
      });
      return M.notifyStoppedAll;
    },
  };
}

export type ReplyNotifications = ReturnType<typeof createReplyNotifications>;
