import { desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  BLOG_CATEGORY_IDS,
  type BlogCategoryId,
  type BlogSort,
  type BlogStatus,
} from '../../../shared/blog.ts';
import { htmlToText } from '../../../shared/blog-authoring.ts';
import { contentQueries } from '../../content/content-queries.ts';
import type { Executor } from '../../db/client.ts';
import { postSearchDocument } from '../../db/post-search.ts';
import { postLikes, posts, postSlugHistory, postViews } from '../../db/schema.ts';
import { createLikes } from '../../likes.ts';

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
  emailSubscribers: boolean;
}

const searchOf = (fields: PostFields) =>
  postSearchDocument({ ...fields, bodyText: htmlToText(fields.content) });

/** The queries posts share with every kind of authored content. */
export const shared = contentQueries({
  content: {
    table: posts,
    id: posts.id,
    slug: posts.slug,
    title: posts.title,
    status: posts.status,
    publishedAt: posts.publishedAt,
    updatedAt: posts.updatedAt,
    version: posts.version,
    views: posts.views,
    commentsOpen: posts.commentsOpen,
    commentCount: posts.commentCount,
    commentsVersion: posts.commentsVersion,
    featuredImage: posts.featuredImage,
    authorId: posts.authorId,
    reviewState: posts.reviewState,
    reviewNote: posts.reviewNote,
    reviewedBy: posts.reviewedBy,
    reviewChangedAt: posts.reviewChangedAt,
    search: posts.search,
  },
  history: {
    table: postSlugHistory,
    slug: postSlugHistory.slug,
    itemId: postSlugHistory.postId,
    itemIdKey: 'postId',
  },
  views: {
    table: postViews,
    itemId: postViews.postId,
    itemIdKey: 'postId',
    day: postViews.day,
    visitorHash: postViews.visitorHash,
  },
});
export { userName } from '../../content/content-queries.ts';

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
  const also: SQL[] = [];
  if (filter.category) also.push(eq(posts.category, filter.category));
  if (filter.tag) also.push(sql`${posts.tags} @> array[${filter.tag}]::text[]`);
  return shared.publishedWhere(filter, also);
}

/** Published posts, one page of them, and how many match in all. */
export async function listPublished(db: Executor, filter: ListFilter) {
  const where = publishedWhere(filter);
  const order: SQL[] = [];
  if (filter.search && filter.sort === 'latest') {
    // Searching, "latest" still puts the best matches first among equals of a day.
    order.push(shared.searchRank(filter.search));
  }
  if (filter.sort === 'popular') order.push(desc(posts.views));
  if (filter.sort === 'liked') order.push(desc(posts.likes));
  order.push(...shared.newestFirst());
  return shared.page(db, summaryColumns, {
    where,
    order,
    limit: filter.limit,
    offset: filter.offset,
  }) as Promise<{ rows: PostSummaryRow[]; total: number }>;
}

/**
 * The posts a reader of `post` is offered next, in one query: published posts
 * in its category first, then those sharing one of its tags, newest first
 * within each.
 */
export async function relatedPublished(
  db: Executor,
  post: { id: string; category: string; tags: readonly string[] },
  limit: number,
) {
  const sameCategory = sql`${posts.category} = ${post.category}`;
  const tags = post.tags.slice(0, 20);
  const shares = tags.length
    ? sql`(${sameCategory} or ${posts.tags} && array[${sql.join(
        tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[])`
    : sameCategory;
  return db
    .select(summaryColumns)
    .from(posts)
    .where(shared.publishedWhere({ excludeId: post.id }, [shares]))
    .orderBy(sql`${sameCategory} desc`, ...shared.newestFirst())
    .limit(limit) as Promise<PostSummaryRow[]>;
}

/** Published posts per category. */
export const countPublishedByCategory = (db: Executor) =>
  shared.countPublishedBy(db, posts.category, BLOG_CATEGORY_IDS);

export async function findBySlug(db: Executor, slug: string) {
  const [row] = await db.select(fullColumns).from(posts).where(eq(posts.slug, slug)).limit(1);
  return row;
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select(fullColumns).from(posts).where(eq(posts.id, id)).limit(1);
  return row;
}

/** A new post; answers its id. */
export const insert = (
  db: Executor,
  fields: PostFields,
  who: { authorId: string | null; updatedBy: string | null },
) => shared.insertItem(db, { ...fields, ...who, search: searchOf(fields) });

/** Saves every field; a changed slug leaves the old one redirecting here. */
export const update = (
  db: Executor,
  id: string,
  previousSlug: string,
  fields: PostFields,
  updatedBy: string | null,
  expectedVersion?: number,
) =>
  shared.updateItem(
    db,
    id,
    previousSlug,
    { ...fields, search: searchOf(fields) },
    updatedBy,
    expectedVersion,
  );

export const setStatus = (
  db: Executor,
  id: string,
  change: { status: BlogStatus; publishedAt: Date | null; updatedBy: string | null },
) => shared.setStatus(db, id, change, summaryColumns) as Promise<PostSummaryRow | undefined>;

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
    .select({ ...summaryColumns, reviewState: posts.reviewState })
    .from(posts)
    .where(eq(posts.authorId, authorId))
    .orderBy(desc(posts.updatedAt));
}

/** The posts' likes, keyed as before issue 33 on the browser's id ('like|'), so those stay its own. */
export const postLikeLedger = (secret: string) =>
  createLikes(postLikes, { secret, clientPrefix: 'like|' });

/** Moves a post's like count by a toggle's change (never below 0); answers the count. */
export async function countLikes(db: Executor, postId: string, change: number) {
  const [row] = await db
    .update(posts)
    .set({ likes: sql`greatest(${posts.likes} + ${change}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ likes: posts.likes });
  return row?.likes ?? 0;
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
