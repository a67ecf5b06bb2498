import { and, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  BLOG_CATEGORY_IDS,
  type BlogCategoryId,
  type BlogSort,
  type BlogStatus,
} from '../../../shared/blog.ts';
import { htmlToText } from '../../../shared/blog-authoring.ts';
import type { Executor } from '../../db/client.ts';
import { postSearchDocument } from '../../db/post-search.ts';
import { postLikes, posts, postSlugHistory, postViews, users } from '../../db/schema.ts';
import { tally } from '../../db/tally.ts';

export type PostRow = typeof posts.$inferSelect;

/** Every column but the body and the search document: what lists read. */
const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  category: posts.category,
  tags: posts.tags,
  status: posts.status,
  featuredImage: posts.featuredImage,
  authorName: posts.authorName,
  authorAvatar: posts.authorAvatar,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
  readTime: posts.readTime,
  views: posts.views,
  likes: posts.likes,
  commentCount: posts.commentCount,
  commentsOpen: posts.commentsOpen,
};
export type PostSummaryRow = Pick<PostRow, keyof typeof summaryColumns>;

/** The columns a post's page needs (all but the search document). */
const { search: _search, ...fullColumns } = getTableColumns(posts);

export interface PostFields {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategoryId;
  tags: string[];
  keywords: string[];
  status: BlogStatus;
  featuredImage: string;
  authorName: string;
  authorAvatar: string | null;
  authorBio: string;
  publishedAt: Date | null;
  readTime: number;
  metaTitle: string | null;
  metaDescription: string | null;
  commentsOpen: boolean;
}

const searchOf = (fields: PostFields) =>
  postSearchDocument({ ...fields, bodyText: htmlToText(fields.content) });

export interface ListFilter {
  category?: BlogCategoryId | undefined;
  search?: string | undefined;
  tag?: string | undefined;
  excludeId?: string | undefined;
  sort: BlogSort;
  limit: number;
  offset: number;
}

function publishedWhere(filter: Omit<ListFilter, 'sort' | 'limit' | 'offset'>): SQL {
  const conditions: SQL[] = [eq(posts.status, 'published')];
  if (filter.category) conditions.push(eq(posts.category, filter.category));
  if (filter.tag) conditions.push(sql`${posts.tags} @> array[${filter.tag}]::text[]`);
  if (filter.excludeId) conditions.push(sql`${posts.id} <> ${filter.excludeId}`);
  if (filter.search) {
    conditions.push(sql`${posts.search} @@ websearch_to_tsquery('english', ${filter.search})`);
  }
  return and(...conditions)!;
}

/** Published posts, one page of them, and how many match in all. */
export async function listPublished(db: Executor, filter: ListFilter) {
  const where = publishedWhere(filter);
  const order: SQL[] = [];
  if (filter.search && filter.sort === 'latest') {
    // Searching, "latest" still puts the best matches first among equals of a day.
    order.push(
      sql`ts_rank(${posts.search}, websearch_to_tsquery('english', ${filter.search})) desc`,
    );
  }
  if (filter.sort === 'popular') order.push(desc(posts.views));
  if (filter.sort === 'liked') order.push(desc(posts.likes));
  order.push(sql`${posts.publishedAt} desc nulls last`, desc(posts.id));
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(posts)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Published posts per category. */
export async function countPublishedByCategory(db: Executor) {
  const rows = await db
    .select({ key: posts.category, n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.status, 'published'))
    .groupBy(posts.category);
  return tally(BLOG_CATEGORY_IDS, rows);
}

export async function findBySlug(db: Executor, slug: string) {
  const [row] = await db.select(fullColumns).from(posts).where(eq(posts.slug, slug)).limit(1);
  return row;
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select(fullColumns).from(posts).where(eq(posts.id, id)).limit(1);
  return row;
}

/** The current slug of a post that used to live at `slug`. */
export async function currentSlugFor(db: Executor, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: posts.slug })
    .from(postSlugHistory)
    .innerJoin(posts, eq(posts.id, postSlugHistory.postId))
    .where(eq(postSlugHistory.slug, slug))
    .limit(1);
  return row?.slug;
}

export async function slugInUse(db: Executor, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      exceptId ? and(eq(posts.slug, slug), sql`${posts.id} <> ${exceptId}`) : eq(posts.slug, slug),
    )
    .limit(1);
  return !!row;
}

export async function insertPost(
  db: Executor,
  fields: PostFields,
  who: { authorId: string | null; updatedBy: string | null },
  counters: { views?: number; likes?: number } = {},
) {
  // A slug a post used to have is free for a new post: the old redirect gives way.
  await db.delete(postSlugHistory).where(eq(postSlugHistory.slug, fields.slug));
  const [row] = await db
    .insert(posts)
    .values({ ...fields, ...who, ...counters, search: searchOf(fields) })
    .returning({ id: posts.id });
  return row!.id;
}

/** Saves every field; a changed slug leaves the old one redirecting here. */
export async function updatePost(
  db: Executor,
  id: string,
  previousSlug: string,
  fields: PostFields,
  updatedBy: string | null,
) {
  if (previousSlug !== fields.slug) {
    await db.delete(postSlugHistory).where(eq(postSlugHistory.slug, fields.slug));
    await db
      .insert(postSlugHistory)
      .values({ slug: previousSlug, postId: id })
      .onConflictDoUpdate({ target: postSlugHistory.slug, set: { postId: id } });
  }
  await db
    .update(posts)
    .set({ ...fields, updatedBy, updatedAt: new Date(), search: searchOf(fields) })
    .where(eq(posts.id, id));
}

export async function setStatus(
  db: Executor,
  id: string,
  status: BlogStatus,
  publishedAt: Date | null,
  updatedBy: string | null,
) {
  const [row] = await db
    .update(posts)
    .set({ status, publishedAt, updatedBy, updatedAt: new Date() })
    .where(eq(posts.id, id))
    .returning(summaryColumns);
  return row;
}

/** Publishes a scheduled post whose time has come; false when it is not (or no longer) due. */
export async function publishIfDue(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ status: 'published', updatedAt: new Date() })
    .where(and(eq(posts.id, id), eq(posts.status, 'scheduled'), sql`${posts.publishedAt} <= now()`))
    .returning({ id: posts.id });
  return rows.length > 0;
}

export async function deletePost(db: Executor, id: string) {
  const rows = await db
    .delete(posts)
    .where(eq(posts.id, id))
    .returning({ featuredImage: posts.featuredImage, content: posts.content });
  return rows[0];
}

/** What the comments module needs of a post: by id or by its current slug. */
const targetColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  status: posts.status,
  commentsOpen: posts.commentsOpen,
  commentCount: posts.commentCount,
  commentsVersion: posts.commentsVersion,
};

export async function findCommentTarget(db: Executor, idOrSlug: string, byId: boolean) {
  const [row] = await db
    .select(targetColumns)
    .from(posts)
    .where(byId ? or(eq(posts.id, idOrSlug), eq(posts.slug, idOrSlug)) : eq(posts.slug, idOrSlug))
    .limit(1);
  return row;
}

export async function findCommentTargets(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(targetColumns)
    .from(posts)
    .where(inArray(posts.id, [...ids]));
}

/** The post's comments changed: its approved count is `count`, and its comments' version moves on. */
export async function recordCommentsChange(db: Executor, id: string, count: number) {
  await db
    .update(posts)
    .set({ commentCount: count, commentsVersion: sql`${posts.commentsVersion} + 1` })
    .where(eq(posts.id, id));
}

export async function setCommentsOpen(db: Executor, id: string, open: boolean) {
  const [row] = await db
    .update(posts)
    .set({ commentsOpen: open })
    .where(eq(posts.id, id))
    .returning(summaryColumns);
  return row;
}

/** A staff member's own posts (every status), most recently changed first. */
export async function listByAuthor(db: Executor, authorId: string) {
  return db
    .select(summaryColumns)
    .from(posts)
    .where(eq(posts.authorId, authorId))
    .orderBy(desc(posts.updatedAt));
}

export async function userName(db: Executor, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/**
 * Counts a view unless this visitor already viewed the post today; answers
 * whether it counted. Yesterday's visitor hashes are no longer needed.
 */
export async function recordView(db: Executor, postId: string, day: string, visitorHash: string) {
  const inserted = await db
    .insert(postViews)
    .values({ postId, day, visitorHash })
    .onConflictDoNothing()
    .returning({ postId: postViews.postId });
  if (inserted.length === 0) return false;
  await db
    .update(posts)
    .set({ views: sql`${posts.views} + 1` })
    .where(eq(posts.id, postId));
  await db.delete(postViews).where(lt(postViews.day, day));
  return true;
}

/** Adds or removes this visitor's like; answers the new state and count. */
export async function toggleLike(db: Executor, postId: string, visitorHash: string) {
  const removed = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.visitorHash, visitorHash)))
    .returning({ postId: postLikes.postId });
  const liked = removed.length === 0;
  if (liked) {
    const added = await db
      .insert(postLikes)
      .values({ postId, visitorHash })
      .onConflictDoNothing()
      .returning({ postId: postLikes.postId });
    if (added.length === 0) return undefined;
  }
  const [row] = await db
    .update(posts)
    .set({ likes: sql`greatest(${posts.likes} + ${liked ? 1 : -1}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ likes: posts.likes });
  return { liked, likes: row?.likes ?? 0 };
}

/** Published posts for the feed and the sitemap, newest first. */
export async function latestPublished(db: Executor, limit: number) {
  return db
    .select({ ...summaryColumns, content: posts.content })
    .from(posts)
    .where(eq(posts.status, 'published'))
    .orderBy(sql`${posts.publishedAt} desc nulls last`)
    .limit(limit);
}

/**
 * A version of the published posts in one cheap row: how many there are and
 * their update times (latest and sum). Publishing, editing, unpublishing or
 * deleting a published post changes it, whichever instance made the change
 * and whatever its clock; views and likes do not touch `updated_at`.
 */
export async function publishedVersion(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      latest: sql<string>`coalesce(max(${posts.updatedAt})::text, '')`,
      total: sql<string>`coalesce(sum(extract(epoch from ${posts.updatedAt})), 0)::text`,
    })
    .from(posts)
    .where(eq(posts.status, 'published'));
  return `${row?.n ?? 0}|${row?.latest ?? ''}|${row?.total ?? 0}`;
}

export async function publishedSlugs(db: Executor) {
  return db
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(eq(posts.status, 'published'))
    .orderBy(sql`${posts.publishedAt} desc nulls last`);
}
