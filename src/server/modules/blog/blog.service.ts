import type { FastifyBaseLogger } from 'fastify';
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
  type BlogStatus,
  type BlogSummary,
} from '../../../shared/blog.ts';
import { BLOG_FORM_FIELDS, BLOG_MESSAGES, cleanList } from '../../../shared/blog-authoring.ts';
import { blogFormSchema } from '../../../shared/blog-schemas.ts';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { collectProblems, problemsOf, type Problem } from '../../../shared/validation.ts';
import { jsonField, switchValue, throwDecodingProblems } from '../../content/multipart-form.ts';
import {
  chosenImage,
  fieldProblem,
  findForEdit,
  createViewCounter,
  findPublished,
  readEveryTime,
  publishedItem,
  tellPublication,
  type TestSender,
  type PublicationListener,
  type Remember,
  publicationTime,
  slugTaken as slugTakenError,
  writeWithImage,
  type Visitor,
} from '../../content/publishing.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { Liker } from '../../likes.ts';
import type { FileStore } from '../../storage.ts';
import { defineJob, type JobQueue } from '../jobs/jobs.service.ts';
import { removeBlogImage, storeBlogImage } from '../../content/content-images.ts';
import { commentTargetSource, listAnswer } from '../../content/content-queries.ts';
import * as repository from './blog.repository.ts';
import { sanitizeContentHtml } from '../../content/sanitize-html.ts';

/** Publishes a scheduled post when its time comes (once: a moved time leaves an old job idle). */
export const PUBLISH_POST_JOB = defineJob<{ postId: string }>(
  'blog.publish-scheduled',
  z.object({ postId: z.string() }),
  { maxAttempts: 20 },
);

/** Where a public read answers: the post, or the address it moved to. */
export type PostLookup = { post: BlogPost; related: BlogSummary[] } | { movedTo: string };

type RemovalListener = (tx: Transaction, postId: string) => Promise<void>;

export type { Visitor };

/** The staff member making a change. */
export interface Editor {
  id: string;
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

export interface BlogServiceOptions {
  db: Database;
  jobs: JobQueue;
  images: FileStore;
  /** Salts the daily visitor hashes (views) and the like hashes. */
  secret: string;
  log: FastifyBaseLogger;
  /** Told after every committed change visitors' pages show (the page cache clears). */
  onPublicChange?: () => void;
  /**
   * Keeps reads of published content until the next public change (the page
   * cache's `remember`); without it, every read goes to the database.
   */
  remember?: Remember;
  /** E-mails an item as subscribers would get it to one address (the newsletter's test send). */
  sendTest?: TestSender;
  /** Told in the writing transaction after every change of a post's publication (the newsletter). */
  onPublication?: PublicationListener;
  /** For tests: the current time. */
  now?: () => Date;
}

export function createBlogService(options: BlogServiceOptions) {
  const { db, jobs, images, secret, log } = options;
  const now = options.now ?? (() => new Date());
  const remember = options.remember ?? readEveryTime;
  const countView = createViewCounter(repository, secret);
  const likes = repository.postLikeLedger(secret);

  /** The last read of the published posts' version, shared by concurrent callers. */
  let feedCheck: { at: number; version: Promise<string> } | undefined;
  /** Whatever changed the posts here: the next feed request reads their version again. */
  const changed = () => {
    feedCheck = undefined;
    options.onPublicChange?.();
  };

  /** A post just published, told to whoever listens (the newsletter), in the same transaction. */
  async function publication(tx: Executor, id: string) {
    if (!options.onPublication) return;
    const row = await repository.findById(tx, id);
    await tellPublication(options.onPublication, tx, id, row, (slug) => `/blog/${slug}`);
  }

  jobs.register(PUBLISH_POST_JOB, async ({ postId }) => {
    const went = await db.transaction(async (tx) => {
      if (!(await repository.publishIfDue(tx, postId))) return false;
      await publication(tx, postId);
      return true;
    });
    if (went) {
      changed();
      jobs.wake();
      log.info({ postId }, 'scheduled post published');
    }
  });

  const removalListeners: RemovalListener[] = [];

  /** Checks the form; `current` is the post being edited (its image may stay). */
  function parseForm(fields: Record<string, string>, uploaded: boolean, current?: FullRow) {
    const parsed = blogFormSchema.safeParse(decodeFields(fields));
    const problems: Problem[] = parsed.success ? [] : problemsOf(parsed.error.issues);
    const chosen = chosenImage(fields, uploaded, current?.featuredImage, problems, {
      required: BLOG_MESSAGES.featuredImageRequired,
      invalid: BLOG_MESSAGES.featuredImageInvalid,
    });
    if (!parsed.success || problems.length) {
      const collected = collectProblems(problems, BLOG_FORM_FIELDS, API_MESSAGES.validationFailed);
      throw new Invalid(collected.message, collected);
    }
    return { form: parsed.data, chosen };
  }

  const publicationAt = (status: BlogStatus, requested: string | undefined, current: Date | null) =>
    publicationTime(status, requested, current, now());

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
      emailSubscribers: row.emailSubscribers,
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
    emailSubscribers: boolean,
  ): repository.PostFields {
    const content = sanitizeContentHtml(form.content);
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
      emailSubscribers: form.emailSubscribers ?? emailSubscribers,
    };
  }

  const slugTaken = () => slugTakenError(BLOG_MESSAGES.slugTaken);
  const withImage = <T>(
    upload: Buffer | undefined,
    chosen: string,
    write: (featuredImage: string) => Promise<T>,
  ) => writeWithImage(images, upload, chosen, BLOG_MESSAGES.slugTaken, write);

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

  return {
    /** Published posts as the lists show them (kept until the next change; see `remember`). */
    list(query: BlogListQuery) {
      return remember(`blog:list:${JSON.stringify(query)}`, () => listPublished(query));
    },

    /** A published post by its address, or where it moved to; counts the visitor's view. */
    async read(slug: string, visitor: Visitor): Promise<PostLookup> {
      // What the post's page offers next comes with it: the page makes one call.
      const found = await remember(`blog:post:${slug}`, async (): Promise<PostLookup> => {
        const found = await findPublished(repository, db, slug, BLOG_MESSAGES.notFound);
        if ('movedTo' in found) return found;
        const related = await repository.relatedPublished(db, found.row, BLOG_LIMITS.suggested);
        return { post: toPost(found.row), related: related.map(toSummary) };
      });
      if ('movedTo' in found) return found;
      // The kept answer is shared: a counted view goes into a copy.
      return (await countView(db, found.post.id, visitor, now()))
        ? { ...found, post: { ...found.post, views: found.post.views + 1 } }
        : found;
    },

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

    async forEdit(slug: string): Promise<BlogEditable> {
      return editable(await findForEdit(repository, db, slug, BLOG_MESSAGES.notFound));
    },

    async create(fields: Record<string, string>, image: Buffer | undefined, editor: Editor) {
      const { form, chosen } = parseForm(fields, !!image);
      if (await repository.slugInUse(db, form.slug.trim())) throw slugTaken();
      const publishedAt = publicationAt(form.status, form.publishedAt, null);
      const { result: id } = await withImage(image, chosen, (featuredImage) =>
        db.transaction(async (tx) => {
          const postId = await repository.insertPost(
            tx,
            fieldsOf(form, featuredImage, publishedAt, editor.avatar, true, true),
            { authorId: editor.id, updatedBy: editor.id },
          );
          if (form.status === 'scheduled' && publishedAt) await schedule(tx, postId, publishedAt);
          await publication(tx, postId);
          return postId;
        }),
      );
      changed();
      jobs.wake();
      return editable((await repository.findById(db, id))!);
    },

    async update(
      id: string,
      fields: Record<string, string>,
      image: Buffer | undefined,
      editor: Editor,
    ) {
      const current = await repository.findById(db, id);
      if (!current) throw new NotFound(BLOG_MESSAGES.notFound);
      const { form, chosen } = parseForm(fields, !!image, current);
      if (await repository.slugInUse(db, form.slug.trim(), id)) throw slugTaken();
      const publishedAt = publicationAt(form.status, form.publishedAt, current.publishedAt);
      const { featuredImage } = await withImage(image, chosen, (featured) =>
        db.transaction(async (tx) => {
          const saved = fieldsOf(
            form,
            featured,
            publishedAt,
            current.authorAvatar,
            current.commentsOpen,
            current.emailSubscribers,
          );
          await repository.updatePost(tx, id, current.slug, saved, editor.id);
          if (form.status === 'scheduled' && publishedAt) await schedule(tx, id, publishedAt);
          await publication(tx, id);
        }),
      );
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
      const publishedAt = publicationAt(status, requestedAt, current.publishedAt);
      const row = await db.transaction(async (tx) => {
        const updated = await repository.setStatus(tx, id, status, publishedAt, editor.id);
        if (status === 'scheduled' && publishedAt) await schedule(tx, id, publishedAt);
        await publication(tx, id);
        return updated;
      });
      changed();
      jobs.wake();
      return toSummary(row!);
    },

    async remove(id: string) {
      const removed = await db.transaction(async (tx) => {
        for (const listener of removalListeners) await listener(tx, id);
        await options.onPublication?.(tx, { id, published: false });
        return repository.deletePost(tx, id);
      });
      if (!removed) throw new NotFound(BLOG_MESSAGES.notFound);
      changed();
      await removeBlogImage(images, removed.featuredImage);
    },

    /** The author's test: the item as subscribers would get it, to their own address. */
    async emailTest(id: string, to: string) {
      const row = await repository.findById(db, id);
      if (!row) throw new NotFound(BLOG_MESSAGES.notFound);
      if (!options.sendTest) throw new Error('no newsletter to send a test through');
      await options.sendTest(
        publishedItem(row, (slug) => `/blog/${slug}`),
        to,
      );
    },

    /** What goes with a post when it is deleted (its comments), in the same transaction. */
    onRemove(listener: RemovalListener) {
      removalListeners.push(listener);
    },

    /** Staff open or close a post's comments. */
    async setCommentsOpen(id: string, open: boolean) {
      const row = await repository.setCommentsOpen(db, id, open);
      if (!row) throw new NotFound(BLOG_MESSAGES.notFound);
      changed();
      return toSummary(row);
    },

    /** Posts as the comments module sees them. */
    commentTargets: commentTargetSource(db, repository.shared, (slug) => `/blog/${slug}`),

    async mine(authorId: string) {
      return (await repository.listByAuthor(db, authorId)).map(toSummary);
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

    /** Every published post's address and last change (the sitemap). */
    sitemapEntries: () => repository.publishedSlugs(db),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
