import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { commentSubmitSchema } from '../../../shared/comment-schemas.ts';
import {
  COMMENT_LIMITS,
  isCommentHoldReason,
  type CommentContentType,
  type CommentHoldReason,
  type CommentListData,
  type CommentModerationPolicy,
  type CommentPosted,
  type CommentSort,
  type CommentStats,
  type CommentStatus,
  type CommentView,
  type ModerationAction,
  type ModerationItem,
} from '../../../shared/comments.ts';
import { COMMENT_MESSAGES as M, countLinks } from '../../../shared/comment-messages.ts';
import { honeypotTripped } from '../../../shared/lead-fields.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import { collectProblems, fieldOrder, problemsOf } from '../../../shared/validation.ts';
import { readEveryTime, type Remember } from '../../content/publishing.ts';
import type { Database, Executor } from '../../db/client.ts';
import { Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { Liker } from '../../likes.ts';
import type { LinkSigner } from '../../signed-links.ts';
import { defineJob, type JobQueue } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  confirmRepliesMessage,
  moderationWaitingMessage,
  replyPublishedMessage,
} from './comments.mails.ts';
import { createCommentPageCache } from './comments.page-cache.ts';
import * as repository from './comments.repository.ts';
import type { CommentTarget, CommentTargetSource } from '../../content/comment-targets.ts';
import type {
  CollectionContext,
  ConsentRecorder,
  PersonalDataSource,
} from '../privacy/privacy.types.ts';

/** Deletes unpublished comments past their keeping time, then books its next run a day later. */
export const SWEEP_JOB = defineJob<Record<string, never>>(
  'comments.sweep',
  z.object({}) as unknown as z.ZodMiniType<Record<string, never>>,
  { maxAttempts: 5 },
);
const SWEEP_SUBJECT = 'comments-sweep';
const DAY_MS = 24 * 3600 * 1000;

/** Who is commenting: a signed-in staff member's comment is published at once. */
export interface CommentAuthor {
  staffUserId: string | null;
  /** The signed-in account's verified address, if any: the one address this author has proven. */
  provenEmail: string | null;
  ip: string;
  /** The page the form was on (its consent record keeps it). */
  sourcePage?: string | null;
}

export interface CommentsServiceOptions {
  db: Database;
  jobs: JobQueue;
  mail: MailService;
  signer: LinkSigner;
  site: SiteSettings;
  policy: CommentModerationPolicy;
  /** Salts the visitor and client hashes. */
  secret: string;
  log: FastifyBaseLogger;
  consent: ConsentRecorder;
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

const uuid = z.uuid();
const isUuid = (value: string) => uuid.safeParse(value).success;

const notFound = () => new NotFound(M.commentNotFound);

/** Visitors' comment pages kept in memory (a few kB each): the busiest contents' first pages. */
const PAGE_CACHE_ENTRIES = 500;

function toView(row: repository.CommentRow, staff: boolean): CommentView {
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
function nest(roots: CommentView[], replies: CommentView[]): CommentView[] {
  const byId = new Map<string, CommentView>(roots.map((c) => [c.id, c]));
  for (const reply of replies) byId.set(reply.id, reply);
  for (const reply of replies) byId.get(reply.parentId ?? '')?.replies.push(reply);
  return roots;
}

export function createCommentsService(options: CommentsServiceOptions) {
  const { db, jobs, mail, signer, site, policy, secret, log, consent } = options;
  const now = options.now ?? (() => new Date());
  const remember = options.remember ?? readEveryTime;
  const sources = new Map<CommentContentType, CommentTargetSource>();
  const hash = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const likes = repository.commentLikeLedger(secret);
  const visitorPages = createCommentPageCache<CommentListData>(PAGE_CACHE_ENTRIES);

  // Each sweep books the next one a day later; the start of an instance books
  // one only when none is waiting (scheduleSweep), so the chain stays single.
  jobs.register(SWEEP_JOB, async () => {
    const removed = await sweep();
    if (removed) log.info({ removed }, 'unpublished comments past their keeping time deleted');
    await jobs.enqueue(
      db,
      SWEEP_JOB,
      {},
      {
        subjectId: SWEEP_SUBJECT,
        runAt: new Date(now().getTime() + DAY_MS),
      },
    );
  });

  function sourceOf(type: CommentContentType): CommentTargetSource {
    const source = sources.get(type);
    if (!source) throw new NotFound(M.contentTypeInvalid);
    return source;
  }

  /** Published content by id or slug; anything else answers 404. */
  async function publishedTarget(type: CommentContentType, idOrSlug: string) {
    const target = await sourceOf(type).find(idOrSlug);
    if (!target?.published) throw new NotFound(M.contentNotFound);
    return target;
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

  function replyLinks(email: string, threadId: string) {
    const query = `email=${encodeURIComponent(email)}&token=${encodeURIComponent(
      signer.sign('comment-replies-stop', email),
    )}&thread=${threadId}`;
    return {
      stopPage: `${site.baseUrl}/comments/notifications?${query}`,
      stopOneClick: `${site.baseUrl}/api/comments/notifications/one-click?${query}`,
    };
  }

  /**
   * A reply was published: its parent's author hears of it when they asked,
   * their address is confirmed, and no e-mail for that thread went out in the
   * last hour. Never to the reply's own author.
   */
  async function notifyParent(tx: Executor, reply: repository.CommentRow, target: CommentTarget) {
    if (!reply.parentId) return;
    const parent = await repository.findById(tx, reply.parentId);
    if (!parent?.notifyReplies || parent.status !== 'approved') return;
    if (parent.authorEmail === reply.authorEmail) return;
    if (!(await repository.isReplyAddressConfirmed(tx, parent.authorEmail))) return;
    await mail.queueLimited(
      tx,
      replyPublishedMessage(site, {
        to: parent.authorEmail,
        contentTitle: target.title,
        replyUrl: `${site.baseUrl}${target.path}#comment-${reply.id}`,
        links: replyLinks(parent.authorEmail, parent.id),
      }),
      { kind: `comment-reply:${parent.id}`, windowMs: COMMENT_LIMITS.mailWindowMs },
      reply.id,
    );
  }

  async function tellStaffOfWaiting(tx: Executor) {
    const waiting = (await repository.countByStatus(tx)).pending;
    if (waiting === 0) return;
    await mail.queueLimited(
      tx,
      moderationWaitingMessage(site, { waiting, queueUrl: `${site.baseUrl}/dashboard/comments` }),
      { kind: 'comment-moderation', windowMs: COMMENT_LIMITS.mailWindowMs },
    );
  }

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
    if (
      author.provenEmail !== input.authorEmail &&
      (await options.isStaffAddress(input.authorEmail))
    ) {
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

  async function sweep() {
    return repository.sweepUnpublished(
      db,
      new Date(now().getTime() - COMMENT_LIMITS.unpublishedKeepDays * DAY_MS),
    );
  }

  /** Status changes of several comments, with counts and notifications in one transaction. */
  async function moderate(ids: readonly string[], action: ModerationAction) {
    const before = await repository.findMany(db, ids);
    if (before.length === 0) throw notFound();
    const touched = new Set(before.map((row) => `${row.contentType}|${row.contentId}`));
    // Read before the transaction: one connection (the embedded database) cannot
    // serve a second query while its transaction waits.
    const targets = new Map<string, CommentTarget>();
    if (action === 'approve') {
      for (const key of touched) {
        const [type, id] = key.split('|') as [CommentContentType, string];
        const [target] = (await sources.get(type)?.findMany([id])) ?? [];
        if (target) targets.set(key, target);
      }
    }
    await db.transaction(async (tx) => {
      if (action === 'delete') {
        await repository.deleteComments(tx, ids);
      } else {
        const status: CommentStatus =
          action === 'approve' ? 'approved' : action === 'spam' ? 'spam' : 'pending';
        const changed = await repository.setStatus(tx, ids, status);
        if (status === 'approved') {
          for (const row of changed) {
            const wasApproved = before.find((b) => b.id === row.id)?.status === 'approved';
            if (wasApproved || !row.parentId) continue;
            const target = targets.get(`${row.contentType}|${row.contentId}`);
            if (target) await notifyParent(tx, row, target);
          }
        }
      }
      for (const key of touched) {
        const [type, id] = key.split('|') as [CommentContentType, string];
        await recount(tx, type, id);
      }
    });
    options.onPublicChange?.();
    mail.flush();
    return before.length;
  }

  return {
    /** A content module makes its content commentable. */
    registerTarget(type: CommentContentType, source: CommentTargetSource) {
      sources.set(type, source);
    },

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
        ? await sourceOf(type).find(idOrSlug)
        : await remember(`comments:target:${type}:${idOrSlug}`, () =>
            publishedTarget(type, idOrSlug),
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
      const target = await publishedTarget(type, idOrSlug);
      const counts = await repository.countByStatus(db, { type, id: target.id });
      return { totalComments: counts.approved, pendingComments: staff ? counts.pending : null };
    },

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
      const target = await publishedTarget(type, idOrSlug);
      if (!target.commentsOpen) throw new Forbidden(M.closed);

      let depth = 0;
      if (input.parentId) {
        const parent = isUuid(input.parentId)
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
        if (status === 'approved') {
          await recount(tx, type, target.id);
          await notifyParent(tx, stored, target);
        }
        if (status === 'pending') await tellStaffOfWaiting(tx);
        // A bot's comment (spam) is no person's consent.
        if (status !== 'spam') {
          await consent.record(tx, {
            email: input.authorEmail,
            purpose: 'comment',
            sourcePage: author.sourcePage ?? null,
            clientIp: author.ip,
          });
        }
        if (notifyReplies && (await repository.addReplyAddress(tx, input.authorEmail))) {
          const expires = new Date(now().getTime() + COMMENT_LIMITS.confirmDays * DAY_MS);
          const token = signer.sign('comment-replies-confirm', input.authorEmail, expires);
          await mail.queue(
            tx,
            confirmRepliesMessage(site, {
              to: input.authorEmail,
              contentTitle: target.title,
              confirm: `${site.baseUrl}/comments/notifications/confirm?email=${encodeURIComponent(
                input.authorEmail,
              )}&token=${encodeURIComponent(token)}`,
            }),
          );
        }
        return stored;
      });
      if (status === 'approved') options.onPublicChange?.();
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
      const row = isUuid(commentId) ? await repository.findById(db, commentId) : undefined;
      if (!row || row.status !== 'approved') throw notFound();
      const result = await db.transaction(async (tx) => {
        const { liked, change } = await likes.toggle(tx, commentId, liker, now());
        const likeCount = await repository.countLikes(tx, commentId, change);
        // Like counts show on the page and order the 'liked' sort.
        if (change !== 0) await recount(tx, row.contentType, row.contentId);
        return { liked, likeCount, change };
      });
      if (result.change !== 0) options.onPublicChange?.();
      return { liked: result.liked, likeCount: result.likeCount };
    },

    async setStatus(commentId: string, status: CommentStatus) {
      if (!isUuid(commentId)) throw notFound();
      await moderate([commentId], status === 'approved' ? 'approve' : status);
      const row = await repository.findById(db, commentId);
      return toView(row!, true);
    },

    async remove(commentId: string) {
      if (!isUuid(commentId)) throw notFound();
      await moderate([commentId], 'delete');
    },

    /** Several comments at once (the queue's bulk actions). */
    batch: (ids: readonly string[], action: ModerationAction) => moderate(ids, action),

    /** Staff: comments waiting (pending and spam) or in one status, newest first, with their content. */
    async queue(status: CommentStatus | 'waiting', page: number) {
      const limit = COMMENT_LIMITS.pageSizeMax;
      const statuses: CommentStatus[] = status === 'waiting' ? ['pending', 'spam'] : [status];
      const { rows, total } = await repository.queuePage(db, statuses, limit, (page - 1) * limit);
      const targets = new Map<string, CommentTarget>();
      for (const type of new Set(rows.map((row) => row.contentType))) {
        const ids = [
          ...new Set(rows.filter((r) => r.contentType === type).map((r) => r.contentId)),
        ];
        for (const target of (await sources.get(type)?.findMany(ids)) ?? []) {
          targets.set(`${type}|${target.id}`, target);
        }
      }
      const items: ModerationItem[] = rows.map((row) => {
        const target = targets.get(`${row.contentType}|${row.contentId}`);
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

    /** The confirmed opt-in to reply notifications, recorded as the address's consent. */
    async confirmReplies(email: string, token: string, context: CollectionContext) {
      if (!signer.verify('comment-replies-confirm', email, token)) {
        throw new Invalid(M.notifyInvalidLink, { errors: [M.notifyInvalidLink] });
      }
      const confirmed = await db.transaction(async (tx) => {
        if (!(await repository.confirmReplyAddress(tx, email))) return false;
        await consent.record(tx, { email, purpose: 'reply-notifications', ...context });
        return true;
      });
      if (!confirmed) throw new Invalid(M.notifyInvalidLink, { errors: [M.notifyInvalidLink] });
      return M.notifyConfirmed;
    },

    /** Stops one thread's e-mails (`thread`) or all of them; idempotent. */
    async stopReplies(
      email: string,
      token: string,
      thread: string | undefined,
      context: CollectionContext,
    ) {
      if (!signer.verify('comment-replies-stop', email, token)) {
        throw new Invalid(M.notifyInvalidLink, { errors: [M.notifyInvalidLink] });
      }
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

    /**
     * The address's comments and reply notifications, for the privacy module.
     * An erasure anonymises the comments as WordPress does (author
     * "Anonymous", address and website cleared, the text kept: staff delete
     * a comment whose text must go too) and forgets the reply notifications;
     * pages showing them are refreshed once it commits.
     */
    personalData: {
      name: 'comments',
      async export(executor, email) {
        const rows = await repository.byAuthor(executor, email);
        const replies = await repository.replyAddress(executor, email);
        return [
          ...rows.map((row) => ({
            id: row.id,
            on: `${row.contentType}/${row.contentId}`,
            authorName: row.authorName,
            authorWebsite: row.authorWebsite,
            content: row.content,
            status: row.status,
            notifyReplies: row.notifyReplies,
            createdAt: row.createdAt.toISOString(),
          })),
          ...(replies
            ? [
                {
                  replyNotifications: true,
                  confirmedAt: replies.confirmedAt?.toISOString() ?? null,
                  createdAt: replies.createdAt.toISOString(),
                },
              ]
            : []),
        ];
      },
      async erase(tx, email) {
        const touched = await repository.anonymiseAuthor(tx, email);
        const replies = await repository.stopAll(tx, email);
        for (const key of new Set(touched.map((row) => `${row.contentType}|${row.contentId}`))) {
          const [type, id] = key.split('|') as [CommentContentType, string];
          await recount(tx, type, id);
        }
        await mail.forget(tx, { address: email });
        return {
          count: touched.length + (replies ? 1 : 0),
          afterCommit: async () => options.onPublicChange?.(),
        };
      },
      // Spam and unmoderated comments go after 30 days by the comments' own daily sweep.
      async retain(tx, rule) {
        return {
          count: await repository.deleteUnconfirmedReplyAddresses(tx, rule.unconfirmedBefore),
        };
      },
    } satisfies PersonalDataSource,

    /** Content that is deleted takes its comments with it (call in its transaction). */
    removeForContent: (tx: Executor, type: CommentContentType, id: string) =>
      repository.deleteForContent(tx, type, id),

    /** Books the daily sweep unless one is already booked (at start). */
    async scheduleSweep() {
      await db.transaction((tx) => jobs.enqueueUnlessWaiting(tx, SWEEP_JOB, {}, SWEEP_SUBJECT));
    },

    sweep,
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
