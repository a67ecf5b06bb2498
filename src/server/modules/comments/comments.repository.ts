import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import * as z from 'zod/mini';
import { ANONYMISED } from '../../../shared/privacy-messages.ts';
import type { CommentContentType, CommentSort, CommentStatus } from '../../../shared/comments.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { commentLikes, commentReplyAddresses, comments, type CommentRow } from '../../db/schema.ts';
import { createLikes } from '../../likes.ts';

export type { CommentRow };

const uuid = z.uuid();
/** A comment's id is a UUID: anything else names no comment (and PostgreSQL would refuse it). */
export const isCommentId = (value: string) => uuid.safeParse(value).success;

export interface NewComment {
  contentType: CommentContentType;
  contentId: string;
  parentId: string | null;
  depth: number;
  content: string;
  authorName: string;
  authorEmail: string;
  authorWebsite: string | null;
  status: CommentStatus;
  isAuthorReply: boolean;
  userId: string | null;
  notifyReplies: boolean;
  heldFor: string | null;
  clientHash: string;
}

export async function insertComment(db: Executor, fields: NewComment): Promise<CommentRow> {
  const [row] = await db.insert(comments).values(fields).returning();
  return row!;
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

const onContent = (type: CommentContentType, id: string) =>
  and(eq(comments.contentType, type), eq(comments.contentId, id));

const ORDER: Record<CommentSort, SQL[]> = {
  oldest: [asc(comments.createdAt), asc(comments.id)],
  newest: [desc(comments.createdAt), desc(comments.id)],
  liked: [desc(comments.likeCount), asc(comments.createdAt), asc(comments.id)],
};

/** One page of top-level comments in a status, and how many there are in all. */
export async function topLevelPage(
  db: Executor,
  target: { type: CommentContentType; id: string },
  options: {
    status: CommentStatus;
    sort: CommentSort;
    limit: number;
    offset: number;
    /** False lists replies too (staff reading pending or spam comments). */
    topLevelOnly: boolean;
  },
) {
  const where = and(
    onContent(target.type, target.id),
    eq(comments.status, options.status),
    options.topLevelOnly ? sql`${comments.parentId} is null` : undefined,
  );
  const rows = await db
    .select()
    .from(comments)
    .where(where)
    .orderBy(...ORDER[options.sort])
    .limit(options.limit)
    .offset(options.offset);
  // A first page that is not full holds them all: no count is needed (most posts).
  if (options.offset === 0 && rows.length < options.limit) return { rows, total: rows.length };
  const [total] = await db.select({ n: count() }).from(comments).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Every reply in a status under the given top-level comments, oldest first:
 * one recursive query however deep the threads go.
 */
export async function repliesUnder(
  db: Executor,
  rootIds: readonly string[],
  status: CommentStatus,
): Promise<CommentRow[]> {
  if (rootIds.length === 0) return [];
  return db
    .select()
    .from(comments)
    .where(
      inArray(
        comments.id,
        sql`(with recursive thread(id) as (
          select id from ${comments}
          where ${comments.parentId} in ${rootIds} and ${comments.status} = ${status}
          union all
          select c.id from ${comments} c join thread t on c.parent_id = t.id
          where c.status = ${status}
        ) select id from thread)`,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function countByStatus(
  db: Executor,
  target?: { type: CommentContentType; id: string },
): Promise<Record<CommentStatus, number>> {
  const rows = await db
    .select({ status: comments.status, n: count() })
    .from(comments)
    .where(target ? onContent(target.type, target.id) : undefined)
    .groupBy(comments.status);
  const counts: Record<CommentStatus, number> = { approved: 0, pending: 0, spam: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Comments waiting for moderation, on every piece of content (read from the queue's index). */
export async function countWaiting(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(eq(comments.status, 'pending'));
  return row?.n ?? 0;
}

/** Approved comments on one piece of content (what its page shows in its count). */
export async function approvedCount(db: Executor, type: CommentContentType, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(onContent(type, id), eq(comments.status, 'approved')));
  return row?.n ?? 0;
}

/** True when the address has a published comment under the name, anywhere (the first-time policy). */
export async function hasApprovedComment(db: Executor, email: string, name: string) {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.authorEmail, email),
        eq(comments.status, 'approved'),
        sql`lower(${comments.authorName}) = lower(${name})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Comments from the address in the window (the daily cap). */
export async function recentFrom(db: Executor, email: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.authorEmail, email), gte(comments.createdAt, since)));
  return row?.n ?? 0;
}

export async function setStatus(db: Executor, ids: readonly string[], status: CommentStatus) {
  if (ids.length === 0) return [];
  return db
    .update(comments)
    .set({ status, updatedAt: new Date() })
    .where(inArray(comments.id, [...ids]))
    .returning();
}

/** Deletes the comments and (by the foreign key) every reply under them. */
/** The comments and every reply under them (what deleting them removes, replies by cascade). */
export async function withReplies(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    with recursive tree as (
      select id from comments
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      union
      select c.id from comments c join tree on c.parent_id = tree.id
    )
    select id::text as id from tree`);
  return rowsOf(result).map((row) => String(row.id));
}

export async function deleteComments(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(comments)
    .where(inArray(comments.id, [...ids]))
    .returning({
      id: comments.id,
      contentType: comments.contentType,
      contentId: comments.contentId,
    });
}

/** Deletes the comments of a piece of content; resolves with their ids. */
export async function deleteForContent(
  db: Executor,
  type: CommentContentType,
  id: string,
): Promise<string[]> {
  const rows = await db.delete(comments).where(onContent(type, id)).returning({ id: comments.id });
  return rows.map((row) => row.id);
}

export async function findMany(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(comments)
    .where(inArray(comments.id, [...ids]));
}

/** The moderation queue: comments in the statuses, newest first. */
export async function queuePage(
  db: Executor,
  statuses: readonly CommentStatus[],
  limit: number,
  offset: number,
) {
  const where = inArray(comments.status, [...statuses]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The comments' likes, keyed as before issue 33 on the browser's id
 * ('comment-like|id|'), so those stay its own.
 */
export const commentLikeLedger = (secret: string) =>
  createLikes(commentLikes, { secret, clientPrefix: 'comment-like|id|' });

/** Moves a comment's like count by a toggle's change (never below 0); answers the count. */
export async function countLikes(db: Executor, commentId: string, change: number) {
  const [row] = await db
    .update(comments)
    .set({ likeCount: sql`greatest(${comments.likeCount} + ${change}, 0)` })
    .where(eq(comments.id, commentId))
    .returning({ likeCount: comments.likeCount });
  return row?.likeCount ?? 0;
}

/** Deletes pending and spam comments created before the cut-off; answers the ids of those that went. */
export async function sweepUnpublished(db: Executor, before: Date): Promise<string[]> {
  const gone = await db
    .delete(comments)
    .where(and(ne(comments.status, 'approved'), lt(comments.createdAt, before)))
    .returning({ id: comments.id });
  return gone.map((row) => row.id);
}

// Reply notifications ------------------------------------------------------

/** Records that the address asked; true only the first time (when the confirmation goes out). */
export async function addReplyAddress(db: Executor, email: string) {
  const added = await db
    .insert(commentReplyAddresses)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: commentReplyAddresses.email });
  return added.length > 0;
}

export async function confirmReplyAddress(db: Executor, email: string) {
  const [row] = await db
    .update(commentReplyAddresses)
    .set({ confirmedAt: sql`coalesce(${commentReplyAddresses.confirmedAt}, now())` })
    .where(eq(commentReplyAddresses.email, email))
    .returning({ email: commentReplyAddresses.email });
  return row !== undefined;
}

export async function isReplyAddressConfirmed(db: Executor, email: string) {
  const [row] = await db
    .select({ confirmedAt: commentReplyAddresses.confirmedAt })
    .from(commentReplyAddresses)
    .where(eq(commentReplyAddresses.email, email));
  return row?.confirmedAt != null;
}

/** Stops notifications for one comment of the address's. */
export async function stopThread(db: Executor, email: string, commentId: string) {
  await db
    .update(comments)
    .set({ notifyReplies: false })
    .where(and(eq(comments.id, commentId), eq(comments.authorEmail, email)));
}

/** Stops every notification to the address and forgets that it asked; true when it had asked. */
export async function stopAll(db: Executor, email: string): Promise<boolean> {
  await db
    .update(comments)
    .set({ notifyReplies: false })
    .where(and(eq(comments.authorEmail, email), eq(comments.notifyReplies, true)));
  const gone = await db
    .delete(commentReplyAddresses)
    .where(eq(commentReplyAddresses.email, email))
    .returning({ email: commentReplyAddresses.email });
  return gone.length > 0;
}

/** The address's reply-notification request, if any. */
export async function replyAddress(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(commentReplyAddresses)
    .where(eq(commentReplyAddresses.email, email));
  return row;
}

/** Requests never confirmed since `before` (the retention rule); resolves with how many went. */
export async function deleteUnconfirmedReplyAddresses(db: Executor, before: Date) {
  const gone = await db
    .delete(commentReplyAddresses)
    .where(
      and(isNull(commentReplyAddresses.confirmedAt), lt(commentReplyAddresses.createdAt, before)),
    )
    .returning({ email: commentReplyAddresses.email });
  return gone.length;
}

/** Every comment the address wrote, oldest first. */
export function byAuthor(db: Executor, email: string) {
  return db
    .select()
    .from(comments)
    .where(eq(comments.authorEmail, email))
    .orderBy(comments.createdAt, comments.id);
}

/** Replaces the author's name, address and website on their comments; resolves with where they were. */
export function anonymiseAuthor(db: Executor, email: string) {
  return db
    .update(comments)
    .set({
      authorName: ANONYMISED.name,
      authorEmail: ANONYMISED.email,
      authorWebsite: null,
      notifyReplies: false,
      updatedAt: new Date(),
    })
    .where(eq(comments.authorEmail, email))
    .returning({
      id: comments.id,
      contentType: comments.contentType,
      contentId: comments.contentId,
    });
}
