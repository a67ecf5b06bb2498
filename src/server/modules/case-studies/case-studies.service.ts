import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { DEFAULT_BLOG_IMAGE, isBlogImage } from '../../../shared/blog.ts';
import { BLOG_MESSAGES, cleanList } from '../../../shared/blog-authoring.ts';
import {
  CASE_STUDY_LIMITS,
  CASE_STUDY_MESSAGES,
  industryName,
  isCaseStudyIndustry,
  type CaseStudy,
  type CaseStudyEditable,
  type CaseStudyListItem,
  type CaseStudyMetric,
  type CaseStudyStatus,
  type CaseStudySummary,
  type CaseStudyTestimonial,
} from '../../../shared/case-studies.ts';
import {
  CASE_STUDY_FORM_FIELDS,
  caseStudyFormSchema,
  type CaseStudyForm,
  type CaseStudyListQuery,
} from '../../../shared/case-study-schemas.ts';
import { collectProblems, problemsOf, type Problem } from '../../../shared/validation.ts';
import { removeBlogImage } from '../../content/content-images.ts';
import { commentTargetSource, listAnswer } from '../../content/content-queries.ts';
import { jsonField, switchValue, throwDecodingProblems } from '../../content/multipart-form.ts';
import {
  chosenImage,
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
  slugTaken,
  writeWithImage,
  type Visitor,
} from '../../content/publishing.ts';
import { sanitizeContentHtml } from '../../content/sanitize-html.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { FileStore } from '../../storage.ts';
import { defineJob, type JobQueue } from '../jobs/jobs.service.ts';
import * as repository from './case-studies.repository.ts';

/** Publishes a scheduled case study when its time comes (a moved time leaves an old job idle). */
export const PUBLISH_CASE_STUDY_JOB = defineJob<{ caseStudyId: string }>(
  'case-studies.publish-scheduled',
  z.object({ caseStudyId: z.string() }),
  { maxAttempts: 20 },
);

/** Where a public read answers: the case study, or the address it moved to. */
export type CaseStudyLookup = { caseStudy: CaseStudy } | { movedTo: string };

/** The staff member making a change. */
export interface Editor {
  id: string;
}

type RemovalListener = (tx: Transaction, id: string) => Promise<void>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toSummary(row: repository.CaseStudySummaryRow): CaseStudySummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    clientName: row.clientName,
    clientIndustry: row.clientIndustry,
    industryName: industryName(row.clientIndustry),
    clientSize: row.clientSize,
    status: row.status,
    featuredImage: isBlogImage(row.featuredImage) ? row.featuredImage : DEFAULT_BLOG_IMAGE,
    headlineMetric: row.headlineMetric ?? null,
    tags: row.tags,
    views: row.views,
    commentCount: row.commentCount,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toCaseStudy(row: repository.FullRow, authorName: string | null): CaseStudy {
  return {
    ...toSummary({ ...row, headlineMetric: row.metrics[0] ?? null }),
    content: row.content,
    projectDuration: row.projectDuration,
    projectBudget: row.projectBudget,
    challenge: row.challenge,
    solution: row.solution,
    results: row.results,
    metrics: row.metrics,
    testimonials: row.testimonials,
    keywords: row.keywords,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    authorName,
    commentsOpen: row.commentsOpen,
  };
}

const isWords = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRecords = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);

/** The multipart text fields as the form schema reads them (lists JSON-decoded). */
function decodeFields(fields: Record<string, string>): Record<string, unknown> {
  const problems: Problem[] = [];
  const words = (name: 'tags' | 'keywords') =>
    cleanList(
      jsonField(fields, name, isWords, { message: BLOG_MESSAGES.listInvalid, empty: [], problems }),
    );
  const records = (name: 'metrics' | 'testimonials', message: string) =>
    jsonField(fields, name, isRecords, { message, empty: [], problems });
  const decoded = {
    ...fields,
    tags: words('tags'),
    keywords: words('keywords'),
    metrics: records('metrics', CASE_STUDY_MESSAGES.metricsInvalid),
    testimonials: records('testimonials', CASE_STUDY_MESSAGES.testimonialsInvalid),
    status: fields['status'] || 'draft',
    commentsOpen: switchValue(fields['commentsOpen']),
    emailSubscribers: switchValue(fields['emailSubscribers']),
  };
  throwDecodingProblems(problems, CASE_STUDY_FORM_FIELDS);
  return decoded;
}

const trimmedMetrics = (list: CaseStudyMetric[]) =>
  list.map(({ label, value }) => ({ label: label.trim(), value: value.trim() }));
const trimmedTestimonials = (list: CaseStudyForm['testimonials']): CaseStudyTestimonial[] =>
  list.map(({ quote, author, position }) => ({
    quote: quote.trim(),
    author: author.trim(),
    position: position?.trim() ?? '',
  }));

export interface CaseStudiesServiceOptions {
  db: Database;
  jobs: JobQueue;
  images: FileStore;
  /** Salts the daily visitor hashes (views). */
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
  /** Told in the writing transaction after every change of a case study's publication (the newsletter). */
  onPublication?: PublicationListener;
  /** For tests: the current time. */
  now?: () => Date;
}

export function createCaseStudiesService(options: CaseStudiesServiceOptions) {
  const { db, jobs, images, secret, log } = options;
  const now = options.now ?? (() => new Date());
  const remember = options.remember ?? readEveryTime;
  const countView = createViewCounter(repository, secret);
  const removalListeners: RemovalListener[] = [];
  const changed = () => options.onPublicChange?.();

  /** A case study just published, told to whoever listens (the newsletter), in the same transaction. */
  async function publication(tx: Executor, id: string) {
    if (!options.onPublication) return;
    const row = await repository.findById(tx, id);
    await tellPublication(options.onPublication, tx, id, row, (slug) => `/case-studies/${slug}`);
  }

  jobs.register(PUBLISH_CASE_STUDY_JOB, async ({ caseStudyId }) => {
    const went = await db.transaction(async (tx) => {
      if (!(await repository.publishIfDue(tx, caseStudyId))) return false;
      await publication(tx, caseStudyId);
      return true;
    });
    if (went) {
      changed();
      jobs.wake();
      log.info({ caseStudyId }, 'scheduled case study published');
    }
  });

  /** Checks the form; `current` is the case study being edited (its image may stay). */
  function parseForm(
    fields: Record<string, string>,
    uploaded: boolean,
    current?: repository.FullRow,
  ) {
    const parsed = caseStudyFormSchema.safeParse(decodeFields(fields));
    const problems: Problem[] = parsed.success ? [] : problemsOf(parsed.error.issues);
    const chosen = chosenImage(fields, uploaded, current?.featuredImage, problems, {
      required: CASE_STUDY_MESSAGES.featuredImageRequired,
      invalid: BLOG_MESSAGES.featuredImageInvalid,
    });
    if (!parsed.success || problems.length) {
      const collected = collectProblems(
        problems,
        CASE_STUDY_FORM_FIELDS,
        API_MESSAGES.validationFailed,
      );
      throw new Invalid(collected.message, collected);
    }
    return { form: parsed.data, chosen };
  }

  function fieldsOf(
    form: CaseStudyForm,
    featuredImage: string,
    publishedAt: Date | null,
    commentsOpen: boolean,
    emailSubscribers: boolean,
  ): repository.CaseStudyFields {
    return {
      slug: form.slug.trim(),
      title: form.title.trim(),
      excerpt: form.excerpt?.trim() ?? '',
      content: sanitizeContentHtml(form.content ?? ''),
      clientName: form.clientName.trim(),
      clientIndustry: form.clientIndustry,
      clientSize: form.clientSize,
      projectDuration: form.projectDuration?.trim() ?? '',
      projectBudget: form.projectBudget?.trim() ?? '',
      challenge: form.challenge.trim(),
      solution: form.solution.trim(),
      results: form.results.trim(),
      metrics: trimmedMetrics(form.metrics),
      testimonials: trimmedTestimonials(form.testimonials),
      tags: cleanList(form.tags),
      keywords: cleanList(form.keywords),
      metaTitle: form.metaTitle?.trim() || null,
      metaDescription: form.metaDescription?.trim() || null,
      featuredImage,
      status: form.status,
      publishedAt,
      commentsOpen: form.commentsOpen ?? commentsOpen,
      emailSubscribers: form.emailSubscribers ?? emailSubscribers,
    };
  }

  async function schedule(executor: Parameters<JobQueue['enqueue']>[0], id: string, at: Date) {
    await jobs.enqueue(
      executor,
      PUBLISH_CASE_STUDY_JOB,
      { caseStudyId: id },
      { subjectId: id, runAt: at },
    );
  }

  async function editable(row: repository.FullRow): Promise<CaseStudyEditable> {
    const [authorName, updatedByName] = await Promise.all([
      repository.userName(db, row.authorId),
      repository.userName(db, row.updatedBy),
    ]);
    return {
      ...toCaseStudy(row, authorName),
      updatedByName,
      emailSubscribers: row.emailSubscribers,
    };
  }

  const withImage = <T>(
    upload: Buffer | undefined,
    chosen: string,
    write: (featuredImage: string) => Promise<T>,
  ) => writeWithImage(images, upload, chosen, CASE_STUDY_MESSAGES.slugTaken, write);

  const byId = async (id: string) => {
    const row = await repository.findById(db, id);
    if (!row) throw new NotFound(CASE_STUDY_MESSAGES.notFound);
    return row;
  };

  /** Published case studies, a page of a list with the industries' counts. */
  async function listPublished(query: CaseStudyListQuery) {
    const limit = query.limit ?? CASE_STUDY_LIMITS.pageSizeDefault;
    const page = query.page ?? 1;
    const industry = query.industry && query.industry !== 'all' ? query.industry : undefined;
    const known = !industry || isCaseStudyIndustry(industry);
    const excludeId =
      query.exclude && z.uuid().safeParse(query.exclude).success ? query.exclude : undefined;
    const [{ rows, total }, counts] = await Promise.all([
      known
        ? repository.listPublished(db, {
            industry: industry as repository.ListFilter['industry'],
            search: query.search?.trim() || undefined,
            excludeId,
            limit,
            offset: (page - 1) * limit,
          })
        : Promise.resolve({ rows: [], total: 0 }),
      repository.countPublishedByIndustry(db),
    ]);
    const { items, ...answer } = listAnswer(rows.map(toSummary), { page, limit, total }, counts);
    return { caseStudies: items, ...answer };
  }

  return {
    /** Published case studies as the lists show them (kept until the next change; see `remember`). */
    list(query: CaseStudyListQuery) {
      return remember(`case-studies:list:${JSON.stringify(query)}`, () => listPublished(query));
    },

    /** A published case study by its address, or where it moved to; counts the visitor's view. */
    async read(slug: string, visitor: Visitor): Promise<CaseStudyLookup> {
      const found = await remember(`case-studies:item:${slug}`, async () => {
        const found = await findPublished(repository, db, slug, CASE_STUDY_MESSAGES.notFound);
        // The company speaks in its case studies: readers see no staff author (no extra query).
        return 'movedTo' in found ? found : { caseStudy: toCaseStudy(found.row, null) };
      });
      if ('movedTo' in found) return found;
      // The kept answer is shared: a counted view goes into a copy.
      const { caseStudy } = found;
      return (await countView(db, caseStudy.id, visitor, now()))
        ? { caseStudy: { ...caseStudy, views: caseStudy.views + 1 } }
        : found;
    },

    async forEdit(slug: string): Promise<CaseStudyEditable> {
      return editable(await findForEdit(repository, db, slug, CASE_STUDY_MESSAGES.notFound));
    },

    async create(fields: Record<string, string>, image: Buffer | undefined, editor: Editor) {
      const { form, chosen } = parseForm(fields, !!image);
      if (await repository.slugInUse(db, form.slug.trim())) {
        throw slugTaken(CASE_STUDY_MESSAGES.slugTaken);
      }
      const publishedAt = publicationTime(form.status, form.publishedAt, null, now());
      const { result: id } = await withImage(image, chosen, (featuredImage) =>
        db.transaction(async (tx) => {
          const created = await repository.insertCaseStudy(
            tx,
            fieldsOf(form, featuredImage, publishedAt, true, true),
            { authorId: editor.id, updatedBy: editor.id },
          );
          if (form.status === 'scheduled' && publishedAt) await schedule(tx, created, publishedAt);
          await publication(tx, created);
          return created;
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
      const current = await byId(id);
      const { form, chosen } = parseForm(fields, !!image, current);
      if (await repository.slugInUse(db, form.slug.trim(), id)) {
        throw slugTaken(CASE_STUDY_MESSAGES.slugTaken);
      }
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
            featured,
            publishedAt,
            current.commentsOpen,
            current.emailSubscribers,
          );
          await repository.updateCaseStudy(tx, id, current.slug, saved, editor.id);
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
      status: CaseStudyStatus,
      requestedAt: string | undefined,
      editor: Editor,
    ) {
      const current = await byId(id);
      const publishedAt = publicationTime(status, requestedAt, current.publishedAt, now());
      const row = await db.transaction(async (tx) => {
        const updated = await repository.setStatus(tx, id, {
          status,
          publishedAt,
          updatedBy: editor.id,
        });
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
        return repository.deleteCaseStudy(tx, id);
      });
      if (!removed) throw new NotFound(CASE_STUDY_MESSAGES.notFound);
      changed();
      await removeBlogImage(images, removed.featuredImage);
    },

    /** The author's test: the item as subscribers would get it, to their own address. */
    async emailTest(id: string, to: string) {
      const row = await repository.findById(db, id);
      if (!row) throw new NotFound(CASE_STUDY_MESSAGES.notFound);
      if (!options.sendTest) throw new Error('no newsletter to send a test through');
      await options.sendTest(
        publishedItem(row, (slug) => `/case-studies/${slug}`),
        to,
      );
    },

    /** What goes with a case study when it is deleted (its comments), in the same transaction. */
    onRemove(listener: RemovalListener) {
      removalListeners.push(listener);
    },

    /** The spec's management list: every case study, any status, newest change first. */
    async all(): Promise<CaseStudyListItem[]> {
      return (await repository.listAll(db)).map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status,
        views: row.views,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** Case studies as the comments module sees them. */
    commentTargets: commentTargetSource(db, repository.shared, (slug) => `/case-studies/${slug}`),

    /** Every published case study's address and last change (the sitemap). */
    sitemapEntries: () => repository.publishedSlugs(db),
  };
}

export type CaseStudiesService = ReturnType<typeof createCaseStudiesService>;
