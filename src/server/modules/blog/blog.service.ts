import type { Role } from '../../../shared/roles.ts';
import * as z from 'zod/mini';
import {
  BLOG_CATEGORY_IDS,
  BLOG_LIMITS,
  categoryName,
  DEFAULT_BLOG_IMAGE,
  isBlogImage,
  normalizeCategory,
  type BlogCategoryId,
  type BlogEditable,
  type BlogListQuery,
  type BlogPost,
  type BlogSummary,
} from '../../../shared/blog.ts';
import { BLOG_FORM_FIELDS, BLOG_MESSAGES, cleanList } from '../../../shared/blog-authoring.ts';
import { blogFormSchema } from '../../../shared/blog-schemas.ts';
import type { Problem } from '../../../shared/validation.ts';
import { jsonField, switchValue, throwDecodingProblems } from '../../content/multipart-form.ts';
import { fieldProblem, type Visitor } from '../../content/publishing.ts';
import { createContentService, type ContentServiceOptions } from '../../content/content-service.ts';
import { NotFound } from '../../errors.ts';
import type { Liker } from '../../likes.ts';
import { storeBlogImage } from '../../content/content-images.ts';
import { listAnswer } from '../../content/content-queries.ts';
import * as repository from './blog.repository.ts';
import { sanitizeContentHtml } from '../../content/sanitize-html.ts';

export type { Visitor };

/** The staff member making a change. */
export interface Editor {
  id: string;
  role: Role | null;
  name: string;
  avatar: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toSummary(row: repository.PostSummaryRow): BlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    categoryName: categoryName(row.category),
    tags: row.tags,
    status: row.status,
    featuredImage: isBlogImage(row.featuredImage) ? row.featuredImage : DEFAULT_BLOG_IMAGE,
    authorName: row.authorName,
    authorAvatar: row.authorAvatar,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
    readTime: row.readTime,
    views: row.views,
    likes: row.likes,
    commentCount: row.commentCount,
    commentsOpen: row.commentsOpen,
  };
}

type FullRow = NonNullable<Awaited<ReturnType<typeof repository.findById>>>;

function toPost(row: FullRow): BlogPost {
  return {
    ...toSummary(row),
    content: row.content,
    keywords: row.keywords,
    authorBio: row.authorBio,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  };
}

/** The multipart text fields as the form schema reads them (lists JSON-decoded, numbers parsed). */
function decodeFields(fields: Record<string, string>): Record<string, unknown> {
  const problems: Problem[] = [];
  const isWords = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  const list = (name: 'tags' | 'keywords') =>
    cleanList(
      jsonField(fields, name, isWords, { message: BLOG_MESSAGES.listInvalid, empty: [], problems }),
    );
  const readTime = fields['readTime'];
  const decoded = {
    ...fields,
    category: fields['category'] === undefined ? undefined : normalizeCategory(fields['category']),
    readTime:
      readTime === undefined || readTime.trim() === ''
        ? BLOG_LIMITS.readTimeDefault
        : /^\s*\d{1,6}\s*$/.test(readTime)
          ? Number(readTime)
          : Number.NaN,
    tags: list('tags'),
    keywords: list('keywords'),
    status: fields['status'] || 'draft',
    commentsOpen: switchValue(fields['commentsOpen']),
    emailSubscribers: switchValue(fields['emailSubscribers']),
  };
  throwDecodingProblems(problems, BLOG_FORM_FIELDS);
  return decoded;
}

/**
 * How long the published posts' version (what the feed is built from) is
 * trusted before it is read again. A change made through this instance
 * clears it at once; another instance's change shows within this time.
 */
export const FEED_RECHECK_MS = 5_000;

export function createBlogService(options: ContentServiceOptions) {
  const { db, images, secret } = options;
  const now = options.now ?? (() => new Date());
  const likes = repository.postLikeLedger(secret);

  /** The last read of the published posts' version, shared by concurrent callers. */
  let feedCheck: { at: number; version: Promise<string> } | undefined;
  /** Whatever changed the posts here: the next feed request reads their version again. */
  const changed = () => {
    feedCheck = undefined;
    options.onPublicChange?.();
  };

  async function editable(row: FullRow): Promise<BlogEditable> {
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      content: row.content,
      category: row.category,
      tags: row.tags,
      keywords: row.keywords,
      authorName: row.authorName,
      authorBio: row.authorBio,
      readTime: row.readTime,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      status: row.status,
      featuredImage: row.featuredImage,
      commentsOpen: row.commentsOpen,
      emailSubscribers: row.emailSubscribers,
      publishedAt: iso(row.publishedAt),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
      updatedByName: await repository.userName(db, row.updatedBy),
      authorId: row.authorId,
      reviewState: row.reviewState,
      reviewNote: row.reviewNote,
    };
  }

  /** Published posts, a page of a list with the categories' counts. */
  async function listPublished(query: BlogListQuery) {
    const limit = query.limit ?? BLOG_LIMITS.pageSizeDefault;
    const featured = query.featured === 'true';
    const page = featured ? 1 : (query.page ?? 1);
    const category =
      query.category && query.category !== 'all' ? normalizeCategory(query.category) : undefined;
    const known = !category || (BLOG_CATEGORY_IDS as readonly string[]).includes(category);
    const search = query.search?.trim() || undefined;
    const [{ rows, total }, counts] = await Promise.all([
      known
        ? repository.listPublished(db, {
            category: category as BlogCategoryId | undefined,
            search,
            tag: query.tag?.trim() || undefined,
            excludeId:
              query.exclude && z.uuid().safeParse(query.exclude).success
                ? query.exclude
                : undefined,
            sort: featured ? 'latest' : (query.sort ?? 'latest'),
            limit: featured ? Math.min(limit, BLOG_LIMITS.featured) : limit,
            offset: (page - 1) * limit,
          })
        : Promise.resolve({ rows: [], total: 0 }),
      repository.countPublishedByCategory(db),
    ]);
    const { items, ...answer } = listAnswer(rows.map(toSummary), { page, limit, total }, counts);
    return { blogs: items, ...answer };
  }

  const content = createContentService(
    { ...options, onPublicChange: changed },
    {
      name: 'blog',
      noun: 'post',
      path: '/blog',
      editPath: '/edit-blog',
      publishJob: { name: 'blog.publish-scheduled', idKey: 'postId' },
      repository,
      messages: BLOG_MESSAGES,
      form: { decode: decodeFields, schema: blogFormSchema, order: BLOG_FORM_FIELDS },
      fields(
        form,
        shared,
        { editor, current }: { editor: Editor; current: FullRow | undefined },
      ): repository.PostFields {
        const content = sanitizeContentHtml(form.content);
        if (!content) throw fieldProblem('content', BLOG_MESSAGES.contentRequired);
        return {
          ...shared,
          excerpt: form.excerpt.trim(),
          content,
          category: form.category,
          authorName: form.authorName.trim(),
          // A post keeps the avatar its author had when it was written.
          authorAvatar: current ? current.authorAvatar : editor.avatar,
          authorBio: form.authorBio.trim(),
          readTime: form.readTime,
        };
      },
      summary: toSummary,
      editable,
      // What the post's page offers next comes with it: the page makes one call.
      async page(row) {
        const related = await repository.relatedPublished(db, row, BLOG_LIMITS.suggested);
        return { item: toPost(row), related: related.map(toSummary) };
      },
      listPublished,
    },
  );

  return {
    ...content,

    async toggleLike(postId: string, liker: Liker) {
      const row = await repository.findById(db, postId);
      if (!row || row.status !== 'published') throw new NotFound(BLOG_MESSAGES.notFound);
      const result = await db.transaction(async (tx) => {
        const { liked, change } = await likes.toggle(tx, postId, liker, now());
        return { liked, change, likes: await repository.countLikes(tx, postId, change) };
      });
      // The reader who liked sees the new count when the page is loaded again.
      if (result.change !== 0) options.onPublicChange?.();
      return { liked: result.liked, likes: result.likes };
    },

    /** Staff open or close a post's comments. */
    /** Opens or closes a post's comments: a change readers see, so its publisher's to make. */
    async setCommentsOpen(id: string, open: boolean, editor: Editor) {
      await content.authorize(id, editor, 'publish');
      const row = await repository.setCommentsOpen(db, id, open);
      if (!row) throw new NotFound(BLOG_MESSAGES.notFound);
      changed();
      return toSummary(row);
    },

    async mine(authorId: string) {
      return (await repository.listByAuthor(db, authorId)).map((row) => ({
        ...toSummary(row),
        reviewState: row.reviewState,
      }));
    },

    /** An image for a post's body, through the same pipeline as featured images. */
    storeImage: (input: Buffer) => storeBlogImage(images, input),

    /** The latest published posts with their bodies (the RSS feed). */
    async feed() {
      return repository.latestPublished(db, BLOG_LIMITS.feedSize);
    },

    /** The published posts' version: the feed is rebuilt when it changes. */
    feedVersion(): Promise<string> {
      const at = now().getTime();
      if (!feedCheck || at - feedCheck.at >= FEED_RECHECK_MS || at < feedCheck.at) {
        const check = { at, version: repository.publishedVersion(db) };
        feedCheck = check;
        check.version.catch(() => {
          if (feedCheck === check) feedCheck = undefined;
        });
      }
      return feedCheck.version;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
