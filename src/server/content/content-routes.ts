import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '../../shared/api.ts';
import { BLOG_MESSAGES } from '../../shared/blog-authoring.ts';
import { reviewNoteSchema, statusChangeSchema } from '../../shared/content-schemas.ts';
import { REVIEW_MESSAGES, type ReviewQueueItem } from '../../shared/review-messages.ts';
import { NEWSLETTER_DELIVERY_MESSAGES } from '../../shared/newsletter-delivery.ts';
import { Invalid, NotFound } from '../errors.ts';
import {
  REVISION_LIMITS,
  REVISION_MESSAGES,
  versionFromIfMatch,
  versionTag,
  type RevisionDetail,
  type RevisionSummary,
} from '../../shared/revisions.ts';
import { authOf, staffOnly } from '../request-auth.ts';
import { readAuthoringForm, type PostedForm } from './multipart-form.ts';

/*
 * What every authored content's calls (the blog's, the case studies') answer
 * and take: one response map, one shape of address parameters, one cache
 * rule for public reads and one shape of a renamed item's 301.
 */

/** Every success answer: the content's data sits beside these at the top level. */
const ok = z.looseObject({ success: z.literal(true), message: z.string() });

export const CONTENT_ANSWERS = {
  200: ok,
  201: ok,
  301: ok,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  /** A save over a version that is no longer the item's (If-Match). */
  412: z.extend(apiErrorSchema, {
    current: z.object({
      version: z.number(),
      savedAt: z.string(),
      savedBy: z.nullable(z.string()),
    }),
  }),
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/** Public reads change when staff publish: caches revalidate (ETag, 304) every time. */
export const PUBLIC_READ = 'public, no-cache';

export const slugParams = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(300)) });
export const idParams = z.object({ id: z.string().check(z.maxLength(100)) });

const uuid = z.uuid();
/** An id from the address; anything that is not one names no item (404 with `notFound`). */
export function itemId(id: string, notFound: string): string {
  if (!uuid.safeParse(id).success) throw new NotFound(notFound);
  return id;
}

/**
 * A renamed item's old address: 301 to the new one. The body names the new
 * slug too, for callers that do not follow redirects (the page renderer's
 * in-process call answers with the new page address).
 */
export function sendMoved(reply: FastifyReply, base: string, slug: string, message: string) {
  const location = `${base}/${encodeURIComponent(slug)}`;
  return reply
    .code(301)
    .header('location', location)
    .header('cache-control', PUBLIC_READ)
    .send({ success: true as const, message, slug, location });
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The version an If-Match header names (undefined: none sent); 400 when it is not one. */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  const version = versionFromIfMatch(Array.isArray(header) ? header[0] : header);
  if (Number.isNaN(version)) throw new Invalid(REVISION_MESSAGES.badIfMatch);
  return version;
}

/** Answers an item's version as its ETag (what If-Match gives back). */
function tagVersion(reply: FastifyReply, item: unknown) {
  const version = (item as { version?: unknown } | null)?.version;
  if (typeof version === 'number') reply.header('etag', versionTag(version));
}

/**
 * The staff calls every kind of authored content has: PATCH `/:id/status`
 * (publish, return to draft, schedule) and DELETE `/:id`, behind a staff
 * session, with the write rate limit. The changed item is answered under
 * `key` (`blog`, `caseStudy`).
 */
export function statusAndDeleteRoutes<T>(
  app: ZodApp,
  options: {
    tag: string;
    noun: string;
    key: string;
    notFound: string;
    messages: { statusChanged: string; deleted: string };
    changeStatus: (
      id: string,
      change: z.infer<typeof statusChangeSchema>,
      request: FastifyRequest,
      expectedVersion: number | undefined,
    ) => Promise<T>;
    remove: (id: string, request: FastifyRequest) => Promise<void>;
    /** E-mails the item as subscribers would get it to the signed-in staff member's own address. */
    emailTest: (id: string, to: string, request: FastifyRequest) => Promise<void>;
    /** A writer's draft to the editors' queue; an editor's note sending it back; the queue. */
    review: {
      submit: (id: string, request: FastifyRequest) => Promise<unknown>;
      sendBack: (id: string, note: string, request: FastifyRequest) => Promise<unknown>;
      queue: (request: FastifyRequest) => Promise<ReviewQueueItem[]>;
    };
  },
) {
  const write = { ...staffOnly, config: { rateLimit: app.writeRateLimit } };
  app.post(
    '/:id/newsletter-test',
    {
      ...write,
      schema: {
        tags: [options.tag],
        summary: `Staff: e-mail the ${options.noun} as subscribers would get it, to one's own address`,
        params: idParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => {
      const id = itemId(request.params.id, options.notFound);
      await options.emailTest(id, authOf(request).user.email, request);
      return { success: true as const, message: NEWSLETTER_DELIVERY_MESSAGES.testSent };
    },
  );
  app.patch(
    '/:id/status',
    {
      ...write,
      schema: {
        tags: [options.tag],
        summary: `Staff: publish, return to draft or schedule a ${options.noun}`,
        params: idParams,
        body: statusChangeSchema,
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => {
      const id = itemId(request.params.id, options.notFound);
      const item = await options.changeStatus(
        id,
        request.body,
        request,
        expectedVersionOf(request),
      );
      return {
        success: true as const,
        message: options.messages.statusChanged,
        [options.key]: item,
      };
    },
  );
  app.delete(
    '/:id',
    {
      ...write,
      schema: {
        tags: [options.tag],
        summary: `Staff: delete a ${options.noun} (its comments and image go with it)`,
        params: idParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => {
      await options.remove(itemId(request.params.id, options.notFound), request);
      return { success: true as const, message: options.messages.deleted };
    },
  );
  app.get(
    '/review/queue',
    {
      ...staffOnly,
      schema: {
        tags: [options.tag],
        summary: `Editors: the ${options.noun} drafts waiting for review, longest waiting first`,
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MESSAGES.queueLoaded,
      items: await options.review.queue(request),
    }),
  );
  app.post(
    '/:id/review',
    {
      ...write,
      schema: {
        tags: [options.tag],
        summary: `Staff: submit one's ${options.noun} draft for review (the editors are e-mailed)`,
        params: idParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => {
      const id = itemId(request.params.id, options.notFound);
      const item = await options.review.submit(id, request);
      return { success: true as const, message: REVIEW_MESSAGES.submitted, [options.key]: item };
    },
  );
  app.post(
    '/:id/review/return',
    {
      ...write,
      schema: {
        tags: [options.tag],
        summary: `Editors: send a submitted ${options.noun} back to its writer with a note (e-mailed)`,
        params: idParams,
        body: reviewNoteSchema,
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => {
      const id = itemId(request.params.id, options.notFound);
      const item = await options.review.sendBack(id, request.body.note.trim(), request);
      return { success: true as const, message: REVIEW_MESSAGES.returned, [options.key]: item };
    },
  );
}

/**
 * The authoring form's calls: POST `createPath` (201) and PUT `/:id`, both
 * multipart (text fields and at most one `image`), behind a staff session
 * with the write rate limit. The saved item is answered under `key`.
 */
export function createAndUpdateRoutes<T>(
  app: ZodApp,
  options: {
    createPath: string;
    tag: string;
    noun: string;
    key: string;
    notFound: string;
    /** The longest text field (the body), for its "too long" message. */
    contentLimit: number;
    messages: { created: string; updated: string; tooLong: (label: string, max: number) => string };
    create: (form: PostedForm, request: FastifyRequest) => Promise<T>;
    update: (
      id: string,
      form: PostedForm,
      request: FastifyRequest,
      expectedVersion: number | undefined,
    ) => Promise<T>;
  },
) {
  const write = { ...staffOnly, config: { rateLimit: app.writeRateLimit } };
  const read = (request: FastifyRequest, tooLarge: string) =>
    readAuthoringForm(request, {
      tooLarge,
      fieldTooLong: options.messages.tooLong('Content', options.contentLimit),
    });
  app.post(
    options.createPath,
    {
      ...write,
      schema: {
        tags: [options.tag],
        summary: `Staff: a new ${options.noun} (multipart; lists as JSON; \`image\` a file)`,
        response: CONTENT_ANSWERS,
      },
    },
    async (request, reply) => {
      const form = await read(request, BLOG_MESSAGES.imageTooLarge);
      const item = await options.create(form, request);
      tagVersion(reply, item);
      reply.code(201);
      return { success: true as const, message: options.messages.created, [options.key]: item };
    },
  );
  app.put(
    '/:id',
    {
      ...write,
      schema: {
        tags: [options.tag],
        summary: `Staff: save a ${options.noun} (multipart; \`image\` only when a new one was chosen); with If-Match, only over that version (412 when someone saved it since)`,
        params: idParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request, reply) => {
      const id = itemId(request.params.id, options.notFound);
      const expected = expectedVersionOf(request);
      const form = await read(request, BLOG_MESSAGES.imageTooLargeEdit);
      const item = await options.update(id, form, request, expected);
      tagVersion(reply, item);
      return { success: true as const, message: options.messages.updated, [options.key]: item };
    },
  );
}

/**
 * The reading calls of a kind of content: GET `/` (published items, the
 * query checked by `listQuery`, the answer's lists beside `success`), GET
 * `/edit/:slug` (staff: the edit screen's fields, any status, an old slug
 * followed) and GET `/:slug` (a published item under `key`, counting the
 * reader's view; a former slug answers 301 to `base`/new-slug).
 *
 * Public reads have no per-client limit: they serve published, cacheable
 * text, and every page calls them in-process with the reader's address, so a
 * limit would show an error page to a crawler or to readers who share one
 * address (a NAT).
 */
export function readRoutes<Q>(
  app: ZodApp,
  options: {
    tag: string;
    noun: string;
    key: string;
    /** The calls' own address, for the 301's location. */
    base: string;
    listQuery: z.ZodMiniType<Q>;
    messages: { listLoaded: string; loaded: string; moved: string };
    list: (query: Q) => Promise<Record<string, unknown>>;
    read: (
      slug: string,
      visitor: { ip: string; userAgent: string | undefined },
    ) => Promise<{ item: unknown; with?: Record<string, unknown> } | { movedTo: string }>;
    forEdit: (slug: string, request: FastifyRequest) => Promise<unknown>;
  },
) {
  app.get(
    '/',
    {
      schema: {
        tags: [options.tag],
        summary: `Published ${options.noun} summaries (never their bodies), with paging and filters`,
        querystring: options.listQuery,
        response: CONTENT_ANSWERS,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_READ);
      const result = await options.list(request.query as Q);
      return { success: true as const, message: options.messages.listLoaded, ...result };
    },
  );
  app.get(
    '/edit/:slug',
    {
      ...staffOnly,
      schema: {
        tags: [options.tag],
        summary: 'Staff: the fields the edit screen reads',
        params: slugParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request, reply) => {
      const item = await options.forEdit(request.params.slug, request);
      tagVersion(reply, item);
      return { success: true as const, message: options.messages.loaded, [options.key]: item };
    },
  );
  app.get(
    '/:slug',
    {
      schema: {
        tags: [options.tag],
        summary: `A published ${options.noun}; a former address answers 301`,
        params: slugParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request, reply) => {
      const found = await options.read(request.params.slug, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if ('movedTo' in found) {
        return sendMoved(reply, options.base, found.movedTo, options.messages.moved);
      }
      reply.header('cache-control', PUBLIC_READ);
      return {
        success: true as const,
        message: options.messages.loaded,
        [options.key]: found.item,
        ...found.with,
      };
    },
  );
}

const revisionParams = z.object({
  id: z.string().check(z.maxLength(100)),
  revisionId: z.string().check(z.maxLength(100)),
});

/**
 * An item's history: GET `/:id/revisions` (newest first, with the item's
 * version now), GET `/:id/revisions/:revisionId` (with its fields) and POST
 * `…/restore` (the revision becomes the caller's working copy, `draft`
 * being the form made from it; a new revision records it; the item changes
 * when it is saved). Whoever may open the item.
 */
export function revisionRoutes(
  app: ZodApp,
  options: {
    tag: string;
    noun: string;
    notFound: string;
    list: (
      id: string,
      request: FastifyRequest,
    ) => Promise<{ version: number; revisions: RevisionSummary[] }>;
    find: (id: string, revisionId: string, request: FastifyRequest) => Promise<RevisionDetail>;
    restore: (
      id: string,
      revisionId: string,
      draft: Record<string, unknown>,
      request: FastifyRequest,
    ) => Promise<RevisionSummary>;
  },
) {
  const revisionOf = (id: string) => {
    if (!uuid.safeParse(id).success) throw new NotFound(REVISION_MESSAGES.notFound);
    return id;
  };
  app.get(
    '/:id/revisions',
    {
      ...staffOnly,
      schema: {
        tags: [options.tag],
        summary: `Staff: a ${options.noun}'s revisions, newest first (autosaves are writers' working copies)`,
        params: idParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request, reply) => {
      const found = await options.list(itemId(request.params.id, options.notFound), request);
      reply.header('etag', versionTag(found.version));
      return { success: true as const, message: REVISION_MESSAGES.listed, ...found };
    },
  );
  app.get(
    '/:id/revisions/:revisionId',
    {
      ...staffOnly,
      schema: {
        tags: [options.tag],
        summary: `Staff: one revision of a ${options.noun} with its fields`,
        params: revisionParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => {
      const id = itemId(request.params.id, options.notFound);
      const revision = await options.find(id, revisionOf(request.params.revisionId), request);
      return { success: true as const, message: REVISION_MESSAGES.loaded, revision };
    },
  );
  app.post(
    '/:id/revisions/:revisionId/restore',
    {
      ...staffOnly,
      bodyLimit: REVISION_LIMITS.draftBytes + 4096,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: [options.tag],
        summary: `Staff: restore a revision of a ${options.noun} as one's working copy (a new revision; the ${options.noun} changes when saved)`,
        params: revisionParams,
        body: z.object({ draft: z.record(z.string(), z.unknown()) }),
        response: CONTENT_ANSWERS,
      },
    },
    async (request, reply) => {
      const id = itemId(request.params.id, options.notFound);
      const revisionId = revisionOf(request.params.revisionId);
      if (Buffer.byteLength(JSON.stringify(request.body.draft)) > REVISION_LIMITS.draftBytes) {
        throw new Invalid(REVISION_MESSAGES.draftTooLarge);
      }
      const revision = await options.restore(id, revisionId, request.body.draft, request);
      reply.code(201);
      return { success: true as const, message: REVISION_MESSAGES.restored, revision };
    },
  );
}
