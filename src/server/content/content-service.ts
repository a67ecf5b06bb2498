import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { API_MESSAGES } from '../../shared/api-messages.ts';
import { cleanList } from '../../shared/blog-authoring.ts';
import type { PublishingStatus, ReviewState } from '../../shared/publishing.ts';
import {
  REVIEW_MESSAGES,
  REVIEW_QUEUE_MAX,
  type ReviewQueueItem,
} from '../../shared/review-messages.ts';
import type { Role } from '../../shared/roles.ts';
import { collectProblems, problemsOf, type Problem } from '../../shared/validation.ts';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { Conflict, Invalid, NotFound, Stale } from '../errors.ts';
import { assertCan } from '../request-auth.ts';
import { defineJob, type JobQueue } from '../modules/jobs/jobs.service.ts';
import type { FileStore } from '../storage.ts';
import { removeBlogImage } from './content-images.ts';
import type { RevisionStore } from './revision-store.ts';
import {
  REVISION_MESSAGES,
  type RevisionChange,
  type RevisionDetail,
  type RevisionSummary,
} from '../../shared/revisions.ts';
import { commentTargetSource, userName, type contentQueries } from './content-queries.ts';
import {
  chosenImage,
  createViewCounter,
  findForEdit,
  findPublished,
  publicationTime,
  publishedItem,
  readEveryTime,
  slugTaken,
  tellPublication,
  writeWithImage,
  type PublicationListener,
  type Remember,
  type TestSender,
  type Visitor,
} from './publishing.ts';

/*
 * The service calls every kind of authored content (blog posts, case
 * studies) answers alike: its lists and pages (kept until the next change,
 * a reader's view counted), the edit screen, create, update, status change
 * and delete with their image, schedule and newsletter rules, the author's
 * test e-mail, the comments' view and the sitemap. A content module passes
 * what differs (a ContentKind: its repository, form, messages, address and
 * answers) and adds its own calls beside these.
 */

/** What a content module's plugin builds its service from. */
export interface ContentServiceOptions {
  db: Database;
  jobs: JobQueue;
  images: FileStore;
  /** Salts the daily visitor hashes (views), and the like hashes where items are liked. */
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
  /** Told in the writing transaction after every change of an item's publication (the newsletter). */
  onPublication?: PublicationListener;
  /** Told in the writing transaction when a draft is submitted or sent back (e-mails). */
  onReview?: ReviewListener;
  /** Keeps every save's version, the writers' working copies and restores (revision-store.ts). */
  revisions: RevisionStore;
  /** For tests: the current time. */
  now?: () => Date;
}

/** The staff member making a change, with their role (a kind may need more of them). */
export interface ContentEditor {
  id: string;
  role: Role | null;
}

/** An item on its way through review, as the e-mails name it. */
export interface ReviewedItem {
  id: string;
  title: string;
  /** 'post', 'case study'. */
  noun: string;
  /** Its edit screen ('/edit-blog/<slug>'). */
  editPath: string;
  authorId: string | null;
}

/**
 * Told in the writing transaction when a draft is submitted for review
 * (the editors are e-mailed) or sent back (its writer is e-mailed the note).
 */
export interface ReviewListener {
  submitted(tx: Transaction, item: ReviewedItem, by: ContentEditor): Promise<void>;
  returned(tx: Transaction, item: ReviewedItem, note: string, by: ContentEditor): Promise<void>;
}

/** What goes with an item when it is deleted (its comments), in the same transaction. */
export type RemovalListener = (tx: Transaction, id: string) => Promise<void>;

/** The columns of an item's row the shared calls read. */
export interface ContentRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  status: PublishingStatus;
  publishedAt: Date | null;
  featuredImage: string;
  commentsOpen: boolean;
  emailSubscribers: boolean;
  authorId: string | null;
  reviewState: ReviewState | null;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The fields of every kind's authoring form, as its schema reads them. */
export interface ContentForm {
  slug: string;
  title: string;
  tags: string[];
  keywords: string[];
  metaTitle?: string | undefined;
  metaDescription?: string | undefined;
  status: PublishingStatus;
  /** ISO time to publish at (scheduled). */
  publishedAt?: string | undefined;
  /** Left out when editing: the item keeps its setting. */
  commentsOpen?: boolean | undefined;
  /** Left out when editing: the item keeps its choice. */
  emailSubscribers?: boolean | undefined;
}

/** An authoring form's schema (zod's safeParse). */
export interface FormSchema<F> {
  safeParse(value: unknown):
    | { success: true; data: F }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

/**
 * The saved fields every kind has, from its form: trimmed text, cleaned
 * lists, the image and publication time the shared rules chose. A new item
 * opens its comments and e-mails subscribers unless the form says otherwise;
 * an edit that leaves those out keeps the item's.
 */
function sharedFields(
  form: ContentForm,
  saved: { featuredImage: string; publishedAt: Date | null; current: ContentRow | undefined },
) {
  return {
    slug: form.slug.trim(),
    title: form.title.trim(),
    tags: cleanList(form.tags),
    keywords: cleanList(form.keywords),
    metaTitle: form.metaTitle?.trim() || null,
    metaDescription: form.metaDescription?.trim() || null,
    status: form.status,
    featuredImage: saved.featuredImage,
    publishedAt: saved.publishedAt,
    commentsOpen: form.commentsOpen ?? saved.current?.commentsOpen ?? true,
    emailSubscribers: form.emailSubscribers ?? saved.current?.emailSubscribers ?? true,
  };
}
export type SharedFields = ReturnType<typeof sharedFields>;

/** What a content module's repository offers the shared calls. */
export interface ContentRepository<Row, Fields, SummaryRow> {
  /** The queries over its tables every kind shares (content-queries.ts). */
  shared: ReturnType<typeof contentQueries>;
  findById(db: Executor, id: string): Promise<Row | undefined>;
  findBySlug(db: Executor, slug: string): Promise<Row | undefined>;
  /** A new item; answers its id. */
  insert(
    db: Executor,
    fields: Fields,
    who: { authorId: string | null; updatedBy: string | null },
  ): Promise<string>;
  /**
   * Saves every field, a version up; a changed slug leaves `previousSlug`
   * redirecting here. False when `expectedVersion` is no longer the item's.
   */
  update(
    db: Executor,
    id: string,
    previousSlug: string,
    fields: Fields,
    updatedBy: string | null,
    expectedVersion?: number,
  ): Promise<boolean>;
  /** Publishes, unpublishes or schedules an item; answers its summary row. */
  setStatus(
    db: Executor,
    id: string,
    change: { status: PublishingStatus; publishedAt: Date | null; updatedBy: string | null },
  ): Promise<SummaryRow | undefined>;
}

/** What a save did to an item, as its history names it. */
export function changeOf(
  before: PublishingStatus,
  after: PublishingStatus,
): 'updated' | 'published' | 'unpublished' | 'scheduled' {
  if (after === before) return 'updated';
  if (after === 'published') return 'published';
  if (after === 'scheduled') return 'scheduled';
  return 'unpublished';
}

/**
 * A kind of content's service calls over its repository; the module spreads
 * them into its service beside its own. Every write tells the publication
 * listener in its transaction and the page cache after its commit.
 */
export function createContentService<
  Row extends ContentRow,
  Form extends ContentForm,
  Fields,
  SummaryRow,
  Editor extends ContentEditor,
  Summary,
  Editable,
  Page extends { item: { id: string; views: number } },
  Query,
  List,
>(
  options: ContentServiceOptions,
  /** What one kind of content is made of, where kinds differ. */
  kind: {
    /** Its name in the keys of kept reads ('blog', 'case-studies'). */
    name: string;
    /** One item, as logs name it ('post', 'case study'). */
    noun: string;
    /** Where its pages live ('/blog'): an item's page is `${path}/${slug}`. */
    path: string;
    /** Where its edit screen lives ('/edit-blog'): `${editPath}/${slug}`. */
    editPath: string;
    /** The job that publishes a scheduled item: its name, and its payload's key for the item's id. */
    publishJob: { name: string; idKey: string };
    repository: ContentRepository<Row, Fields, SummaryRow>;
    messages: {
      notFound: string;
      slugTaken: string;
      featuredImageRequired: string;
      featuredImageInvalid: string;
    };
    form: {
      /** The multipart text fields as the schema reads them (lists JSON-decoded). */
      decode(fields: Record<string, string>): Record<string, unknown>;
      schema: FormSchema<Form>;
      /** The fields in the order their errors are listed. */
      order: readonly string[];
    };
    /** The row to save: the shared fields and the kind's own (`current` is the item edited). */
    fields(
      form: Form,
      shared: SharedFields,
      who: { editor: Editor; current: Row | undefined },
    ): Fields;
    /** An item as lists show it (the answer to a status change). */
    summary(row: SummaryRow): Summary;
    /** An item as the edit screen reads it. */
    editable(row: Row): Promise<Editable>;
    /** A published item as its page reads it, under `item` (kept until the next change). */
    page(row: Row): Promise<Page>;
    /** A page of the published items' list (kept until the next change). */
    listPublished(query: Query): Promise<List>;
  },
) {
  const { db, jobs, images, secret, log } = options;
  const { repository, messages } = kind;
  const { shared } = repository;
  const now = options.now ?? (() => new Date());
  const remember = options.remember ?? readEveryTime;
  const lookup = { findBySlug: repository.findBySlug, currentSlugFor: shared.currentSlugFor };
  const countView = createViewCounter(shared, secret);
  const pathOf = (slug: string) => `${kind.path}/${slug}`;
  const removalListeners: RemovalListener[] = [];
  const changed = () => options.onPublicChange?.();
  const { idKey } = kind.publishJob;
  const { revisions } = options;

  /**
   * After a save, in its transaction: the item as it became is kept in its
   * history and told to whoever listens to its publication (the newsletter),
   * from one read of the row.
   */
  async function afterSave(
    tx: Executor,
    id: string,
    change: Exclude<RevisionChange, 'autosave' | 'restored'>,
    by: string | null,
    before?: Row,
  ) {
    const row = await repository.findById(tx, id);
    if (row) await revisions.recordSave(tx, kind.name, change, row, by, before);
    if (options.onPublication) await tellPublication(options.onPublication, tx, id, row, pathOf);
  }

  /** Refuses a change made over an older version than the item's (412, saying who saved it). */
  async function stale(executor: Executor, id: string): Promise<never> {
    const row = await repository.findById(executor, id);
    if (!row) throw new NotFound(messages.notFound);
    throw new Stale(REVISION_MESSAGES.stale, {
      version: row.version,
      savedAt: row.updatedAt.toISOString(),
      savedBy: await userName(executor, row.updatedBy),
    });
  }

  /** Publishes a scheduled item when its time comes (once: a moved time leaves an old job idle). */
  const publishJob = defineJob<Record<string, string>>(
    kind.publishJob.name,
    z.object({ [idKey]: z.string() }),
    { maxAttempts: 20 },
  );

  jobs.register(publishJob, async (payload) => {
    const id = payload[idKey] ?? '';
    const went = await db.transaction(async (tx) => {
      if (!(await shared.publishIfDue(tx, id))) return false;
      await afterSave(tx, id, 'went-live', null);
      return true;
    });
    if (went) {
      changed();
      jobs.wake();
      log.info({ [idKey]: id }, `scheduled ${kind.noun} published`);
    }
  });

  async function schedule(executor: Executor, id: string, at: Date) {
    await jobs.enqueue(executor, publishJob, { [idKey]: id }, { subjectId: id, runAt: at });
  }

  /** Checks the form; `current` is the item being edited (its image may stay). */
  function parseForm(fields: Record<string, string>, uploaded: boolean, current?: Row) {
    const parsed = kind.form.schema.safeParse(kind.form.decode(fields));
    const problems: Problem[] = parsed.success ? [] : problemsOf(parsed.error.issues);
    const chosen = chosenImage(fields, uploaded, current?.featuredImage, problems, {
      required: messages.featuredImageRequired,
      invalid: messages.featuredImageInvalid,
    });
    if (!parsed.success || problems.length) {
      const collected = collectProblems(problems, kind.form.order, API_MESSAGES.validationFailed);
      throw new Invalid(collected.message, collected);
    }
    return { form: parsed.data, chosen };
  }

  /** The row to save, in the writing transaction (a kind's own check may still refuse it). */
  const fieldsOf = (
    form: Form,
    saved: { featuredImage: string; publishedAt: Date | null },
    who: { editor: Editor; current: Row | undefined },
  ) => kind.fields(form, sharedFields(form, { ...saved, current: who.current }), who);

  const withImage = <T>(
    upload: Buffer | undefined,
    chosen: string,
    write: (featuredImage: string) => Promise<T>,
  ) => writeWithImage(images, upload, chosen, messages.slugTaken, write);

  async function byId(id: string): Promise<Row> {
    const row = await repository.findById(db, id);
    if (!row) throw new NotFound(messages.notFound);
    return row;
  }

  /*
   * Who may do what to an item (shared/roles.ts): a writer works on their
   * own items, editors on everyone's; a change that reaches readers
   * (publishing, scheduling, unpublishing, or saving an item that is not a
   * draft) needs the publish permission, deleting the delete one.
   */
  const isOwn = (row: { authorId: string | null }, editor: ContentEditor) =>
    row.authorId === editor.id;
  function mayOpen(row: { authorId: string | null }, editor: ContentEditor) {
    assertCan(editor, isOwn(row, editor) ? 'content.write' : 'content.edit.any');
  }
  function mayPublish(row: { authorId: string | null } | undefined, editor: ContentEditor) {
    assertCan(editor, !row || isOwn(row, editor) ? 'content.publish.own' : 'content.publish.any');
  }
  function mayDelete(row: { authorId: string | null }, editor: ContentEditor) {
    assertCan(editor, isOwn(row, editor) ? 'content.delete.own' : 'content.delete.any');
  }
  const reviewed = (row: Row): ReviewedItem => ({
    id: row.id,
    title: row.title,
    noun: kind.noun,
    editPath: `${kind.editPath}/${row.slug}`,
    authorId: row.authorId,
  });

  return {
    /** Published items as the lists show them (kept until the next change; see `remember`). */
    list(query: Query): Promise<List> {
      return remember(`${kind.name}:list:${JSON.stringify(query)}`, () =>
        kind.listPublished(query),
      );
    },

    /** A published item by its address, or where it moved to; counts the visitor's view. */
    async read(slug: string, visitor: Visitor): Promise<Page | { movedTo: string }> {
      const found = await remember(
        `${kind.name}:item:${slug}`,
        async (): Promise<Page | { movedTo: string }> => {
          const found = await findPublished(lookup, db, slug, messages.notFound);
          return 'movedTo' in found ? found : kind.page(found.row);
        },
      );
      if ('movedTo' in found) return found;
      // The kept answer is shared: a counted view goes into a copy.
      const { item } = found;
      return (await countView(db, item.id, visitor, now()))
        ? { ...found, item: { ...item, views: item.views + 1 } }
        : found;
    },

    /** An item by its current or a former address, as the edit screen reads it (its writer or an editor). */
    async forEdit(slug: string, editor: Editor): Promise<Editable> {
      const row = await findForEdit(lookup, db, slug, messages.notFound);
      mayOpen(row, editor);
      return kind.editable(row);
    },

    async create(
      fields: Record<string, string>,
      image: Buffer | undefined,
      editor: Editor,
    ): Promise<Editable> {
      assertCan(editor, 'content.write');
      const { form, chosen } = parseForm(fields, !!image);
      if (form.status !== 'draft') mayPublish(undefined, editor);
      if (await shared.slugInUse(db, form.slug.trim())) throw slugTaken(messages.slugTaken);
      const publishedAt = publicationTime(form.status, form.publishedAt, null, now());
      const { result: id } = await withImage(image, chosen, (featuredImage) =>
        db.transaction(async (tx) => {
          const saved = fieldsOf(
            form,
            { featuredImage, publishedAt },
            { editor, current: undefined },
          );
          const created = await repository.insert(tx, saved, {
            authorId: editor.id,
            updatedBy: editor.id,
          });
          if (form.status === 'scheduled' && publishedAt) await schedule(tx, created, publishedAt);
          await afterSave(tx, created, 'created', editor.id);
          return created;
        }),
      );
      changed();
      jobs.wake();
      return kind.editable((await repository.findById(db, id))!);
    },

    /**
     * Saves an edit. With `expectedVersion` (If-Match) only over that version
     * of the item: a save over someone else's newer one is refused (412) and
     * nothing changes.
     */
    async update(
      id: string,
      fields: Record<string, string>,
      image: Buffer | undefined,
      editor: Editor,
      expectedVersion?: number,
    ): Promise<Editable> {
      const current = await byId(id);
      mayOpen(current, editor);
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        await stale(db, id);
      }
      const { form, chosen } = parseForm(fields, !!image, current);
      // Saving an item readers see, or making one public, reaches readers.
      if (current.status !== 'draft' || form.status !== 'draft') mayPublish(current, editor);
      if (await shared.slugInUse(db, form.slug.trim(), id)) throw slugTaken(messages.slugTaken);
      const publishedAt = publicationTime(
        form.status,
        form.publishedAt,
        current.publishedAt,
        now(),
      );
      const { featuredImage } = await withImage(image, chosen, (featured) =>
        db.transaction(async (tx) => {
          const saved = fieldsOf(
            form,
            { featuredImage: featured, publishedAt },
            { editor, current },
          );
          const wrote = await repository.update(
            tx,
            id,
            current.slug,
            saved,
            editor.id,
            expectedVersion ?? current.version,
          );
          // Someone saved it between the read above and this write.
          if (!wrote) await stale(tx, id);
          if (form.status === 'scheduled' && publishedAt) await schedule(tx, id, publishedAt);
          await afterSave(tx, id, changeOf(current.status, form.status), editor.id, current);
        }),
      );
      changed();
      jobs.wake();
      if (featuredImage !== current.featuredImage) {
        await removeBlogImage(images, current.featuredImage);
      }
      return kind.editable((await repository.findById(db, id))!);
    },

    async changeStatus(
      id: string,
      status: PublishingStatus,
      requestedAt: string | undefined,
      editor: Editor,
      expectedVersion?: number,
    ): Promise<Summary> {
      const current = await byId(id);
      mayPublish(current, editor);
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        await stale(db, id);
      }
      const publishedAt = publicationTime(status, requestedAt, current.publishedAt, now());
      const row = await db.transaction(async (tx) => {
        const updated = await repository.setStatus(tx, id, {
          status,
          publishedAt,
          updatedBy: editor.id,
        });
        if (status === 'scheduled' && publishedAt) await schedule(tx, id, publishedAt);
        await afterSave(tx, id, changeOf(current.status, status), editor.id, current);
        return updated;
      });
      changed();
      jobs.wake();
      return kind.summary(row!);
    },

    async remove(id: string, editor: Editor) {
      mayDelete(await byId(id), editor);
      const removed = await db.transaction(async (tx) => {
        for (const listener of removalListeners) await listener(tx, id);
        await revisions.forgetItem(tx, kind.name, id);
        await options.onPublication?.(tx, { id, published: false });
        return shared.deleteItem(tx, id);
      });
      if (!removed) throw new NotFound(messages.notFound);
      changed();
      await removeBlogImage(images, removed.featuredImage);
    },

    /** The author's test: the item as subscribers would get it, to their own address. */
    async emailTest(id: string, to: string, editor: Editor) {
      const row = await byId(id);
      mayOpen(row, editor);
      if (!options.sendTest) throw new Error('no newsletter to send a test through');
      await options.sendTest(publishedItem(row, pathOf), to);
    },

    /**
     * A writer's draft goes to the editors' queue (again, after it was sent
     * back: the note is done with); the editors are e-mailed.
     */
    async submitForReview(id: string, editor: Editor): Promise<Editable> {
      const current = await byId(id);
      assertCan(editor, 'content.write');
      if (!isOwn(current, editor)) assertCan(editor, 'content.edit.any');
      if (current.status !== 'draft') throw new Conflict(REVIEW_MESSAGES.notDraft);
      if (current.reviewState === 'submitted') throw new Conflict(REVIEW_MESSAGES.alreadySubmitted);
      await db.transaction(async (tx) => {
        const changed = await shared.setReview(tx, id, {
          state: 'submitted',
          note: null,
          by: editor.id,
        });
        if (!changed) throw new Conflict(REVIEW_MESSAGES.notDraft);
        await options.onReview?.submitted(tx, reviewed(current), editor);
      });
      return kind.editable((await repository.findById(db, id))!);
    },

    /** An editor sends a submitted draft back to its writer with a note (e-mailed to them). */
    async sendBack(id: string, note: string, editor: Editor): Promise<Editable> {
      assertCan(editor, 'content.review');
      const current = await byId(id);
      await db.transaction(async (tx) => {
        const changed = await shared.setReview(tx, id, {
          state: 'returned',
          note,
          by: editor.id,
          from: 'submitted',
        });
        if (!changed) throw new Conflict(REVIEW_MESSAGES.notSubmitted);
        await options.onReview?.returned(tx, reviewed(current), note, editor);
      });
      return kind.editable((await repository.findById(db, id))!);
    },

    /** The drafts waiting for an editor, longest waiting first (editors only). */
    async reviewQueue(editor: Editor): Promise<ReviewQueueItem[]> {
      assertCan(editor, 'content.review');
      const rows = await shared.submitted(db, REVIEW_QUEUE_MAX);
      return rows.map((row) => ({
        id: row.id,
        kind: kind.name,
        title: row.title,
        editPath: `${kind.editPath}/${row.slug}`,
        author: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || null,
        submittedAt: row.submittedAt.toISOString(),
      }));
    },

    /** The item's history, newest first (whoever may open it). */
    async revisions(
      id: string,
      editor: Editor,
    ): Promise<{ version: number; revisions: RevisionSummary[] }> {
      const row = await byId(id);
      mayOpen(row, editor);
      return { version: row.version, revisions: await revisions.list(db, kind.name, id) };
    },

    /** One revision with its fields (whoever may open the item). */
    async revision(id: string, revisionId: string, editor: Editor): Promise<RevisionDetail> {
      mayOpen(await byId(id), editor);
      const found = await revisions.find(db, kind.name, id, revisionId);
      if (!found) throw new NotFound(REVISION_MESSAGES.notFound);
      return found;
    },

    /**
     * Brings an earlier revision back as the writer's working copy (`draft`:
     * the form made from it) and keeps the restore in the history; the item
     * changes when the writer saves it.
     */
    async restore(
      id: string,
      revisionId: string,
      draft: Record<string, unknown>,
      editor: Editor,
    ): Promise<RevisionSummary> {
      const row = await byId(id);
      mayOpen(row, editor);
      const found = await revisions.find(db, kind.name, id, revisionId);
      if (!found) throw new NotFound(REVISION_MESSAGES.notFound);
      const restoredId = await db.transaction((tx) =>
        revisions.restore(tx, kind.name, id, found, draft, editor.id, row.version),
      );
      const restored = await revisions.find(db, kind.name, id, restoredId);
      return restored!;
    },

    /** Refuses (403) an editor who may not open, publish or delete this item; 404 when there is none. */
    async authorize(id: string, editor: ContentEditor, action: 'open' | 'publish' | 'delete') {
      // Only who wrote it decides: the row's one column, not its body.
      const row = await shared.authorOf(db, id);
      if (!row) throw new NotFound(messages.notFound);
      if (action === 'open') mayOpen(row, editor);
      else if (action === 'publish') mayPublish(row, editor);
      else mayDelete(row, editor);
    },

    /** What goes with an item when it is deleted (its comments), in the same transaction. */
    onRemove(listener: RemovalListener) {
      removalListeners.push(listener);
    },

    /** The items as the comments module sees them. */
    commentTargets: commentTargetSource(db, shared, pathOf),

    /** Every published item's address and last change (the sitemap). */
    sitemapEntries: () => shared.publishedSlugs(db),

    /** What the analytics read of the items: ids by slug (a view), titles by id (a report). */
    analyticsContent: {
      idsOf: (slugs: readonly string[]) => shared.idsBySlugs(db, slugs),
      async titlesOf(ids: readonly string[]) {
        const targets = await commentTargetSource(db, shared, pathOf).findMany(ids);
        return new Map(targets.map((item) => [item.id, { title: item.title, path: item.path }]));
      },
    },
  };
}
