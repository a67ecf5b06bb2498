import { and, eq, inArray, lt, or, sql, type SelectedFields, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import * as z from 'zod/mini';
import type { PublishingStatus, ReviewState } from '../../shared/publishing.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { tally } from '../db/tally.ts';
import type { CommentTarget, CommentTargetSource } from './comment-targets.ts';

/*
 * The queries every kind of authored content (blog posts, case studies)
 * shares, over its own tables: slug history (an old address answers 301),
 * scheduled publishing, daily views, the comments module's view of the
 * content, and the sitemap. Each content module builds them once with its
 * table's columns; what differs (fields, lists, search) stays in its own
 * repository.
 */

// Drizzle types a table by its exact columns; the shared queries take any
// table that has the columns named below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable = PgTableWithColumns<any>;

export interface ContentTables {
  content: {
    table: AnyTable;
    id: AnyPgColumn;
    slug: AnyPgColumn;
    title: AnyPgColumn;
    status: AnyPgColumn;
    publishedAt: AnyPgColumn;
    updatedAt: AnyPgColumn;
    /** Rises with every save (the edit screen's ETag; If-Match compares it). */
    version: AnyPgColumn;
    views: AnyPgColumn;
    commentsOpen: AnyPgColumn;
    commentCount: AnyPgColumn;
    commentsVersion: AnyPgColumn;
    featuredImage: AnyPgColumn;
    authorId: AnyPgColumn;
    reviewState: AnyPgColumn;
    reviewNote: AnyPgColumn;
    reviewedBy: AnyPgColumn;
    reviewChangedAt: AnyPgColumn;
    /** The weighted full-text document (db/post-search.ts). */
    search: AnyPgColumn;
  };
  /** Earlier slugs: slug (primary key) → the item's id. */
  history: { table: AnyTable; slug: AnyPgColumn; itemId: AnyPgColumn; itemIdKey: string };
  /** Today's viewers: one row per item, day and keyed visitor hash. */
  views: {
    table: AnyTable;
    itemId: AnyPgColumn;
    itemIdKey: string;
    day: AnyPgColumn;
    visitorHash: AnyPgColumn;
  };
}

/** What the comments module reads of a piece of content. */
export interface CommentTargetRow {
  id: string;
  slug: string;
  title: string;
  status: PublishingStatus;
  commentsOpen: boolean;
  commentCount: number;
  commentsVersion: number;
}

/** A change to published or scheduled ends the item's review (its note is done with). */
const reviewEndedBy = (status: unknown) =>
  status === 'draft' ? {} : { reviewState: null, reviewNote: null };

export function contentQueries({ content: c, history: h, views: v }: ContentTables) {
  const targetColumns = {
    id: c.id,
    slug: c.slug,
    title: c.title,
    status: c.status,
    commentsOpen: c.commentsOpen,
    commentCount: c.commentCount,
    commentsVersion: c.commentsVersion,
  };

  const queries = {
    /** Who wrote an item: all a permission check reads (an autosave's, every few seconds). */
    async authorOf(db: Executor, id: string): Promise<{ authorId: string | null } | undefined> {
      const [row] = await db
        .select({ authorId: c.authorId })
        .from(c.table)
        .where(eq(c.id, id))
        .limit(1);
      return row as { authorId: string | null } | undefined;
    },

    /** The current slug of an item that used to live at `slug`. */
    async currentSlugFor(db: Executor, slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: c.slug })
        .from(h.table)
        .innerJoin(c.table, eq(c.id, h.itemId))
        .where(eq(h.slug, slug))
        .limit(1);
      return (row as { slug: string } | undefined)?.slug;
    },

    async slugInUse(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
      const bySlug = eq(c.slug, slug);
      const [row] = await db
        .select({ id: c.id })
        .from(c.table)
        .where(exceptId ? and(bySlug, sql`${c.id} <> ${exceptId}`) : bySlug)
        .limit(1);
      return !!row;
    },

    /** A slug taken by a new or renamed item stops redirecting to the one that had it before. */
    async claimSlug(db: Executor, slug: string) {
      await db.delete(h.table).where(eq(h.slug, slug));
    },

    /** A renamed item: its new slug is claimed, and its old one redirects here. */
    async recordRename(db: Executor, id: string, previous: string, next: string) {
      if (previous === next) return;
      await db.delete(h.table).where(eq(h.slug, next));
      await db
        .insert(h.table)
        .values({ slug: previous, [h.itemIdKey]: id })
        .onConflictDoUpdate({ target: h.slug, set: { [h.itemIdKey]: id } });
    },

    /** A new item (its slug claimed from any older item's redirect); answers its id. */
    async insertItem(db: Executor, values: Record<string, unknown> & { slug: string }) {
      await queries.claimSlug(db, values.slug);
      const [row] = await db.insert(c.table).values(values).returning({ id: c.id });
      return (row as { id: string }).id;
    },

    /**
     * Saves an item's fields, a version up; a changed slug leaves the old one
     * redirecting here. With `expectedVersion`, only over that version: false
     * when someone saved it since (nothing is written).
     */
    async updateItem(
      db: Executor,
      id: string,
      previousSlug: string,
      values: Record<string, unknown> & { slug: string },
      updatedBy: string | null,
      expectedVersion?: number,
    ): Promise<boolean> {
      const rows = await db
        .update(c.table)
        .set({
          ...values,
          ...reviewEndedBy(values.status),
          updatedBy,
          updatedAt: new Date(),
          version: sql`${c.version} + 1`,
        })
        .where(
          and(
            eq(c.id, id),
            expectedVersion === undefined ? undefined : eq(c.version, expectedVersion),
          ),
        )
        .returning({ id: c.id });
      if (rows.length === 0) return false;
      await queries.recordRename(db, id, previousSlug, values.slug);
      return true;
    },

    /** Publishes, unpublishes or schedules an item; answers `returning` of the changed row. */
    async setStatus(
      db: Executor,
      id: string,
      change: { status: PublishingStatus; publishedAt: Date | null; updatedBy: string | null },
      returning: SelectedFields<AnyPgColumn, AnyTable>,
    ): Promise<unknown> {
      const rows: unknown[] = await db
        .update(c.table)
        .set({
          ...change,
          ...reviewEndedBy(change.status),
          updatedAt: new Date(),
          version: sql`${c.version} + 1`,
        })
        .where(eq(c.id, id))
        .returning(returning);
      return rows[0];
    },

    /**
     * Puts a draft in the editors' queue ('submitted') or sends it back to
     * its writer with a note ('returned'); false when the item is not a
     * draft in the state this change starts from (`from`: any for a submission).
     */
    async setReview(
      db: Executor,
      id: string,
      change: {
        state: ReviewState;
        note: string | null;
        by: string;
        from?: ReviewState;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(c.table)
        .set({
          reviewState: change.state,
          reviewNote: change.note,
          reviewedBy: change.state === 'returned' ? change.by : null,
          reviewChangedAt: new Date(),
        })
        .where(
          and(
            eq(c.id, id),
            eq(c.status, 'draft'),
            change.from ? eq(c.reviewState, change.from) : undefined,
          ),
        )
        .returning({ id: c.id });
      return rows.length > 0;
    },

    /** The drafts waiting in the editors' queue, longest waiting first, with their writers. */
    async submitted(db: Executor, limit: number) {
      const rows = await db
        .select({
          id: c.id,
          slug: c.slug,
          title: c.title,
          submittedAt: c.reviewChangedAt,
          authorId: c.authorId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(c.table)
        .leftJoin(users, eq(users.id, c.authorId))
        .where(and(eq(c.reviewState, 'submitted'), eq(c.status, 'draft')))
        .orderBy(c.reviewChangedAt)
        .limit(limit);
      return rows as Array<{
        id: string;
        slug: string;
        title: string;
        submittedAt: Date;
        authorId: string | null;
        firstName: string | null;
        lastName: string | null;
      }>;
    },

    /** Deletes an item; answers its image (to remove from storage), or nothing when it was gone. */
    async deleteItem(db: Executor, id: string) {
      const rows = await db
        .delete(c.table)
        .where(eq(c.id, id))
        .returning({ featuredImage: c.featuredImage });
      return rows[0] as { featuredImage: string } | undefined;
    },

    /** Publishes a scheduled item whose time has come; false when it is not (or no longer) due. */
    async publishIfDue(db: Executor, id: string): Promise<boolean> {
      const due = and(eq(c.id, id), eq(c.status, 'scheduled'), sql`${c.publishedAt} <= now()`);
      const rows = await db
        .update(c.table)
        .set({ status: 'published', updatedAt: new Date(), version: sql`${c.version} + 1` })
        .where(due)
        .returning({ id: c.id });
      return rows.length > 0;
    },

    /**
     * Counts a view unless this visitor already viewed the item today;
     * answers whether it counted. Yesterday's visitor hashes are no longer needed.
     */
    async recordView(db: Executor, id: string, day: string, visitorHash: string) {
      const inserted = await db
        .insert(v.table)
        .values({ [v.itemIdKey]: id, day, visitorHash })
        .onConflictDoNothing()
        .returning({ id: v.itemId });
      if (inserted.length === 0) return false;
      await db
        .update(c.table)
        .set({ views: sql`${c.views} + 1` })
        .where(eq(c.id, id));
      await db.delete(v.table).where(lt(v.day, day));
      return true;
    },

    /** The comments module's view of an item: by id or by its current slug. */
    async findCommentTarget(
      db: Executor,
      idOrSlug: string,
      byId: boolean,
    ): Promise<CommentTargetRow | undefined> {
      const where = byId ? or(eq(c.id, idOrSlug), eq(c.slug, idOrSlug)) : eq(c.slug, idOrSlug);
      const [row] = await db.select(targetColumns).from(c.table).where(where).limit(1);
      return row as CommentTargetRow | undefined;
    },

    /** The ids of the items now at these slugs. */
    async idsBySlugs(db: Executor, slugs: readonly string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: c.id, slug: c.slug })
        .from(c.table)
        .where(inArray(c.slug, [...slugs]));
      return new Map(rows.map((row) => [String(row.slug), String(row.id)]));
    },

    async findCommentTargets(db: Executor, ids: readonly string[]): Promise<CommentTargetRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(targetColumns)
        .from(c.table)
        .where(inArray(c.id, [...ids]));
      return rows as CommentTargetRow[];
    },

    /** Its comments changed: the approved count is `count`, and the comments' version moves on. */
    async recordCommentsChange(db: Executor, id: string, count: number) {
      await db
        .update(c.table)
        .set({ commentCount: count, commentsVersion: sql`${c.commentsVersion} + 1` })
        .where(eq(c.id, id));
    },

    /** One page of the rows `where` selects, in `order`, and how many it selects in all. */
    async page(
      db: Executor,
      columns: SelectedFields<AnyPgColumn, AnyTable>,
      query: { where: SQL; order: SQL[]; limit: number; offset: number },
    ): Promise<{ rows: unknown[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select(columns as Record<string, AnyPgColumn>)
          .from(c.table)
          .where(query.where)
          .orderBy(...query.order)
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(c.table)
          .where(query.where),
      ]);
      return { rows, total: Number((count as { n: number } | undefined)?.n ?? 0) };
    },

    /**
     * What a public list shows: published items, but `excludeId` (the page's
     * own item among related ones), matching `search` (web search syntax,
     * English stemming), and whatever `also` narrows it to.
     */
    publishedWhere(
      filter: { excludeId?: string | undefined; search?: string | undefined },
      also: SQL[],
    ) {
      const conditions: SQL[] = [eq(c.status, 'published'), ...also];
      if (filter.excludeId) conditions.push(sql`${c.id} <> ${filter.excludeId}`);
      if (filter.search) {
        conditions.push(sql`${c.search} @@ websearch_to_tsquery('english', ${filter.search})`);
      }
      return and(...conditions)!;
    },

    /** The best matches of a search first (title above excerpt and tags above body). */
    searchRank: (search: string) =>
      sql`ts_rank(${c.search}, websearch_to_tsquery('english', ${search})) desc`,

    /** Newest first, the id breaking ties so pages never overlap. */
    newestFirst: (): SQL[] => [sql`${c.publishedAt} desc nulls last`, sql`${c.id} desc`],

    /** Published items per value of `column` (a list's filter chips), every value present. */
    async countPublishedBy<K extends string>(
      db: Executor,
      column: AnyPgColumn,
      keys: readonly K[],
    ) {
      const rows = await db
        .select({ key: column, n: sql<number>`count(*)::int` })
        .from(c.table)
        .where(eq(c.status, 'published'))
        .groupBy(column);
      return tally(keys, rows as Array<{ key: K; n: number }>);
    },

    /** Every published item's address and last change, newest first (the sitemap). */
    async publishedSlugs(db: Executor): Promise<Array<{ slug: string; updatedAt: Date }>> {
      const rows = await db
        .select({ slug: c.slug, updatedAt: c.updatedAt })
        .from(c.table)
        .where(eq(c.status, 'published'))
        .orderBy(sql`${c.publishedAt} desc nulls last`);
      return rows as Array<{ slug: string; updatedAt: Date }>;
    },
  };
  return queries;
}

/** A staff member's name as lists show it (the author, the last editor). */
export async function userName(db: Executor, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/**
 * A content module's items as the comments module sees them: found by id or
 * current slug, their public page at `pathOf(slug)`, their approved count and
 * comments' version kept on their own rows.
 */
export function commentTargetSource(
  db: Executor,
  queries: ReturnType<typeof contentQueries>,
  pathOf: (slug: string) => string,
): CommentTargetSource {
  const target = (row: CommentTargetRow): CommentTarget => ({
    id: row.id,
    title: row.title,
    path: pathOf(row.slug),
    published: row.status === 'published',
    commentsOpen: row.commentsOpen,
    commentCount: row.commentCount,
    commentsVersion: row.commentsVersion,
  });
  const isId = (value: string) => z.uuid().safeParse(value).success;
  return {
    async find(idOrSlug) {
      const row = await queries.findCommentTarget(db, idOrSlug, isId(idOrSlug));
      return row && target(row);
    },
    async findMany(ids) {
      return (await queries.findCommentTargets(db, ids.filter(isId))).map(target);
    },
    commentsChanged: queries.recordCommentsChange,
  };
}

/** A list's answer: its page of items, the paging, and the counts with their sum as `all`. */
export function listAnswer<T>(
  items: T[],
  paging: { page: number; limit: number; total: number },
  counts: Record<string, number>,
) {
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    items,
    pagination: { ...paging, pages: Math.max(1, Math.ceil(paging.total / paging.limit)) },
    counts: { all, ...counts } as Record<string, number>,
  };
}
