import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import * as z from 'zod/mini';
import {
  BLOG_CATEGORY_IDS,
  BLOG_LIMITS,
  categoryName,
  DEFAULT_BLOG_IMAGE,
  isBlogImage,
  isStockImage,
  normalizeCategory,
  type BlogCategoryId,
  type BlogEditable,
  type BlogListQuery,
  type BlogPost,
  type BlogStatus,
  type BlogSummary,
} from '../../../shared/blog.ts';
import {
  BLOG_FORM_FIELDS,
  BLOG_MESSAGES,
  cleanList,
  latestSchedule,
} from '../../../shared/blog-authoring.ts';
import { blogFormSchema } from '../../../shared/blog-schemas.ts';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { collectProblems, problemsOf, type Problem } from '../../../shared/validation.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { CommentTarget, CommentTargetSource } from '../comments/comments.types.ts';
import { AppError, Conflict, Invalid, NotFound } from '../../errors.ts';
import type { FileStore } from '../../storage.ts';
import { defineJob, type JobQueue } from '../jobs/jobs.service.ts';
import { removeBlogImage, storeBlogImage } from './blog.images.ts';
import * as repository from './blog.repository.ts';
import { sanitizePostHtml } from './blog.sanitize.ts';

/** Publishes a scheduled post when its time comes (once: a moved time leaves an old job idle). */
export const PUBLISH_POST_JOB = defineJob<{ postId: string }>(
  'blog.publish-scheduled',
  z.object({ postId: z.string() }),
  { maxAttempts: 20 },
);

/** Where a public read answers: the post, or the address it moved to. */
export type PostLookup = { post: BlogPost } | { movedTo: string };

type RemovalListener = (tx: Transaction, postId: string) => Promise<void>;

function commentTarget(row: {
  id: string;
  slug: string;
  title: string;
  status: BlogStatus;
  commentsOpen: boolean;
  commentCount: number;
  commentsVersion: number;
}): CommentTarget {
  return {
    id: row.id,
    title: row.title,
    path: `/blog/${row.slug}`,
    published: row.status === 'published',
    commentsOpen: row.commentsOpen,
    commentCount: row.commentCount,
    commentsVersion: row.commentsVersion,
  };
}

export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

/** The staff member making a change. */
export interface Editor {
  id: string;
  name: string;
  avatar: string | null;
}

/** One field's problem, in the shape every 400 of the form has. */
const fieldProblem = (field: string, message: string) =>
  new Invalid(message, { errors: [message], fieldErrors: { [field]: [message] } });

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

/** A checkbox or switch as posted: "true"/"on" or "false"/"off"; left out, undefined. */
function switchValue(raw: string | undefined): boolean | string | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'true' || raw === 'on') return true;
  if (raw === 'false' || raw === 'off') return false;
  return raw;
}

/** The multipart text fields as the form schema reads them (lists JSON-decoded, numbers parsed). */
function decodeFields(fields: Record<string, string>): Record<string, unknown> {
  const problems: Problem[] = [];
  const list = (name: 'tags' | 'keywords') => {
    const raw = fields[name];
    if (raw === undefined || raw === '') return [];
    try {
      const value: unknown = JSON.parse(raw);
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
        return cleanList(value);
      }
    } catch {
      // reported below
    }
    problems.push({ path: name, message: BLOG_MESSAGES.listInvalid });
    return [];
  };
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
  };
  if (problems.length) {
    const collected = collectProblems(problems, BLOG_FORM_FIELDS, API_MESSAGES.validationFailed);
    throw new Invalid(collected.message, collected);
  }
  return decoded;
}

/**
 * How long the published posts' version (what the feed is built from) is
 * trusted before it is read again. A change made through this instance
 * clears it at once; another instance's change shows within this time.
 */
export const FEED_RECHECK_MS = 5_000;

export interface BlogServiceOptions {
  db: Database;
  jobs: JobQueue;
  images: FileStore;
  /** Salts the daily visitor hashes (views) and the like hashes. */
  secret: string;
  log: FastifyBaseLogger;
  /** For tests: the current time. */
  now?: () => Date;
}

export function createBlogService(options: BlogServiceOptions) {
  const { db, jobs, images, secret, log } = options;
  const now = options.now ?? (() => new Date());

  /** The last read of the published posts' version, shared by concurrent callers. */
  let feedCheck: { at: number; version: Promise<string> } | undefined;
  /** Whatever changed the posts here: the next feed request reads their version again. */
  const changed = () => {
    feedCheck = undefined;
  };

  jobs.register(PUBLISH_POST_JOB, async ({ postId }) => {
    if (await repository.publishIfDue(db, postId)) {
      changed();
      log.info({ postId }, 'scheduled post published');
    }
  });

  const hash = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const removalListeners: RemovalListener[] = [];

  /**
   * Checks the form; `current` is the post being edited. Its image stays when
   * the edit sends neither a file nor a `featuredImage` field (the edit screen
   * sends an image only when a new one was chosen); a field sent empty still
   * asks for one, and a new post always needs one.
   */
  function parseForm(
    fields: Record<string, string>,
    image: 'uploaded' | undefined,
    current?: FullRow,
  ) {
    const parsed = blogFormSchema.safeParse(decodeFields(fields));
    const problems: Problem[] = parsed.success ? [] : problemsOf(parsed.error.issues);
    const kept = current && fields['featuredImage'] === undefined;
    const chosen = kept ? current.featuredImage : (fields['featuredImage']?.trim() ?? '');
    if (!image && !kept) {
      if (!chosen)
        problems.push({ path: 'featuredImage', message: BLOG_MESSAGES.featuredImageRequired });
      else if (!isStockImage(chosen) && chosen !== current?.featuredImage) {
        problems.push({ path: 'featuredImage', message: BLOG_MESSAGES.featuredImageInvalid });
      }
    }
    if (!parsed.success || problems.length) {
      const collected = collectProblems(problems, BLOG_FORM_FIELDS, API_MESSAGES.validationFailed);
      throw new Invalid(collected.message, collected);
    }
    return { form: parsed.data, chosen };
  }

  /** When the post goes public, by its status; a scheduled time must lie ahead, within the bound. */
  function publicationTime(
    status: BlogStatus,
    requested: string | undefined,
    current: Date | null,
  ) {
    if (status === 'draft') return current;
    if (status === 'published') return current && current <= now() ? current : now();
    const at = new Date(requested ?? '');
    if (Number.isNaN(at.getTime())) {
      throw fieldProblem('publishedAt', BLOG_MESSAGES.scheduleRequired);
    }
    if (at <= now()) {
      throw fieldProblem('publishedAt', BLOG_MESSAGES.scheduleInPast);
    }
    // A time years ahead is a slip, and past year 9999 the database cannot hold it.
    if (at.getTime() > latestSchedule(now().getTime())) {
      throw fieldProblem('publishedAt', BLOG_MESSAGES.scheduleTooFar);
    }
    return at;
  }

  async function schedule(executor: Parameters<JobQueue['enqueue']>[0], postId: string, at: Date) {
    await jobs.enqueue(executor, PUBLISH_POST_JOB, { postId }, { subjectId: postId, runAt: at });
  }

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
      publishedAt: iso(row.publishedAt),
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: await repository.userName(db, row.updatedBy),
    };
  }

  function fieldsOf(
    form: z.infer<typeof blogFormSchema>,
    featuredImage: string,
    publishedAt: Date | null,
    authorAvatar: string | null,
    commentsOpen: boolean,
  ): repository.PostFields {
    const content = sanitizePostHtml(form.content);
    if (!content) {
      throw fieldProblem('content', BLOG_MESSAGES.contentRequired);
    }
    return {
      slug: form.slug.trim(),
      title: form.title.trim(),
      excerpt: form.excerpt.trim(),
      content,
      category: form.category,
      tags: cleanList(form.tags),
      keywords: cleanList(form.keywords),
      status: form.status,
      featuredImage,
      authorName: form.authorName.trim(),
      authorAvatar,
      authorBio: form.authorBio.trim(),
      publishedAt,
      readTime: form.readTime,
      metaTitle: form.metaTitle?.trim() || null,
      metaDescription: form.metaDescription?.trim() || null,
      commentsOpen: form.commentsOpen ?? commentsOpen,
    };
  }

  const slugTaken = () =>
    new AppError(409, BLOG_MESSAGES.slugTaken, {
      errors: [BLOG_MESSAGES.slugTaken],
      fieldErrors: { slug: [BLOG_MESSAGES.slugTaken] },
    });

  /** A unique-slug race lost to another request answers like a taken slug. */
  function isSlugConflict(error: unknown): boolean {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    return cause?.code === '23505';
  }

  return {
    async list(query: BlogListQuery) {
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
      const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return {
        blogs: rows.map(toSummary),
        pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
        counts: { all, ...counts } as Record<string, number>,
      };
    },

    /** A published post by its address, or where it moved to; counts the visitor's view. */
    async read(slug: string, visitor: Visitor): Promise<PostLookup> {
      const row = await repository.findBySlug(db, slug);
      if (!row || row.status !== 'published') {
        const movedTo = row ? undefined : await repository.currentSlugFor(db, slug);
        if (movedTo) {
          const target = await repository.findBySlug(db, movedTo);
          if (target?.status === 'published') return { movedTo };
        }
        throw new NotFound(BLOG_MESSAGES.notFound);
      }
      // One view per client address, post and day: the user agent is only read
      // to leave bots out, since any client can send a new one with each request.
      if (!isbot(visitor.userAgent ?? '')) {
        const day = now().toISOString().slice(0, 10);
        const visitorHash = hash(`view|${day}|${visitor.ip}`);
        if (await repository.recordView(db, row.id, day, visitorHash)) row.views += 1;
      }
      return { post: toPost(row) };
    },

    async toggleLike(postId: string, visitorId: string) {
      const row = await repository.findById(db, postId);
      if (!row || row.status !== 'published') throw new NotFound(BLOG_MESSAGES.notFound);
      const result = await db.transaction((tx) =>
        repository.toggleLike(tx, postId, hash(`like|${visitorId}`)),
      );
      if (!result) throw new Conflict(API_MESSAGES.unavailable);
      return result;
    },

    async forEdit(slug: string): Promise<BlogEditable> {
      const row =
        (await repository.findBySlug(db, slug)) ??
        (await repository.findBySlug(db, (await repository.currentSlugFor(db, slug)) ?? ''));
      if (!row) throw new NotFound(BLOG_MESSAGES.notFound);
      return editable(row);
    },

    async create(fields: Record<string, string>, image: Buffer | undefined, editor: Editor) {
      const { form, chosen } = parseForm(fields, image ? 'uploaded' : undefined);
      if (await repository.slugInUse(db, form.slug.trim())) throw slugTaken();
      const publishedAt = publicationTime(form.status, form.publishedAt, null);
      const featuredImage = image ? (await storeBlogImage(images, image)).src : chosen;
      try {
        const id = await db.transaction(async (tx) => {
          const postId = await repository.insertPost(
            tx,
            fieldsOf(form, featuredImage, publishedAt, editor.avatar, true),
            { authorId: editor.id, updatedBy: editor.id },
          );
          if (form.status === 'scheduled' && publishedAt) await schedule(tx, postId, publishedAt);
          return postId;
        });
        changed();
        jobs.wake();
        return editable((await repository.findById(db, id))!);
      } catch (error) {
        if (image) await removeBlogImage(images, featuredImage);
        if (isSlugConflict(error)) throw slugTaken();
        throw error;
      }
    },

    async update(
      id: string,
      fields: Record<string, string>,
      image: Buffer | undefined,
      editor: Editor,
    ) {
      const current = await repository.findById(db, id);
      if (!current) throw new NotFound(BLOG_MESSAGES.notFound);
      const { form, chosen } = parseForm(fields, image ? 'uploaded' : undefined, current);
      if (await repository.slugInUse(db, form.slug.trim(), id)) throw slugTaken();
      const publishedAt = publicationTime(form.status, form.publishedAt, current.publishedAt);
      const featuredImage = image ? (await storeBlogImage(images, image)).src : chosen;
      try {
        await db.transaction(async (tx) => {
          await repository.updatePost(
            tx,
            id,
            current.slug,
            fieldsOf(form, featuredImage, publishedAt, current.authorAvatar, current.commentsOpen),
            editor.id,
          );
          if (form.status === 'scheduled' && publishedAt) await schedule(tx, id, publishedAt);
        });
      } catch (error) {
        if (image) await removeBlogImage(images, featuredImage);
        if (isSlugConflict(error)) throw slugTaken();
        throw error;
      }
      changed();
      jobs.wake();
      if (featuredImage !== current.featuredImage) {
        await removeBlogImage(images, current.featuredImage);
      }
      return editable((await repository.findById(db, id))!);
    },

    async changeStatus(
      id: string,
      status: BlogStatus,
      requestedAt: string | undefined,
      editor: Editor,
    ) {
      const current = await repository.findById(db, id);
      if (!current) throw new NotFound(BLOG_MESSAGES.notFound);
      const publishedAt = publicationTime(status, requestedAt, current.publishedAt);
      const row = await db.transaction(async (tx) => {
        const updated = await repository.setStatus(tx, id, status, publishedAt, editor.id);
        if (status === 'scheduled' && publishedAt) await schedule(tx, id, publishedAt);
        return updated;
      });
      changed();
      jobs.wake();
      return toSummary(row!);
    },

    async remove(id: string) {
      const removed = await db.transaction(async (tx) => {
        for (const listener of removalListeners) await listener(tx, id);
        return repository.deletePost(tx, id);
      });
      if (!removed) throw new NotFound(BLOG_MESSAGES.notFound);
      changed();
      await removeBlogImage(images, removed.featuredImage);
    },

    /** What goes with a post when it is deleted (its comments), in the same transaction. */
    onRemove(listener: RemovalListener) {
      removalListeners.push(listener);
    },

    /** Staff open or close a post's comments. */
    async setCommentsOpen(id: string, open: boolean) {
      const row = await repository.setCommentsOpen(db, id, open);
      if (!row) throw new NotFound(BLOG_MESSAGES.notFound);
      return toSummary(row);
    },

    /** Posts as the comments module sees them. */
    commentTargets: {
      async find(idOrSlug: string) {
        const row = await repository.findCommentTarget(
          db,
          idOrSlug,
          z.uuid().safeParse(idOrSlug).success,
        );
        return row && commentTarget(row);
      },
      async findMany(ids: readonly string[]) {
        const valid = ids.filter((id) => z.uuid().safeParse(id).success);
        return (await repository.findCommentTargets(db, valid)).map(commentTarget);
      },
      commentsChanged: repository.recordCommentsChange,
    } satisfies CommentTargetSource,

    async mine(authorId: string) {
      return (await repository.listByAuthor(db, authorId)).map(toSummary);
    },

    /** An image for a post's body, through the same pipeline as featured images. */
    storeImage: (input: Buffer) => storeBlogImage(images, input),

    openImage: (key: string) => images.get(key),

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

    /** Every published post's address and last change (the sitemap). */
    sitemapEntries: () => repository.publishedSlugs(db),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
