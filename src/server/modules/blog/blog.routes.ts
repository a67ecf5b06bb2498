import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { apiErrorSchema } from '../../../shared/api.ts';
import { BLOG_LIMITS } from '../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import {
  blogCommentsSwitchSchema,
  blogListQuerySchema,
  blogStatusChangeSchema,
} from '../../../shared/blog-schemas.ts';
import { AppError, Invalid, NotFound } from '../../errors.ts';
import { assertNoNul } from '../../plugins/request-guards.ts';
import { authOf, staffOnly } from '../auth/auth.guards.ts';
import type { BlogService, Editor } from './blog.service.ts';

/** Every success answer: the blog's data sits beside these at the top level (`blogs`, `blog`). */
const ok = z.looseObject({ success: z.literal(true), message: z.string() });

const errors = {
  200: ok,
  201: ok,
  301: ok,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/** The multipart field an uploaded image arrives in. */
const IMAGE_FIELD = 'image';
/** The form's text fields: the body may be long HTML (a character can take 4 bytes). */
const FIELD_BYTES = BLOG_LIMITS.content * 4;

interface PostedForm {
  fields: Record<string, string>;
  image: Buffer | undefined;
}

/**
 * Reads a multipart authoring form: text fields and at most one image, held
 * to 5 MB while streaming (413 past it, nothing buffered beyond), field by
 * field. Anything malformed is a 400, never a partial write.
 */
async function readForm(request: FastifyRequest, tooLarge: string): Promise<PostedForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the form as multipart/form-data.');
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === IMAGE_FIELD && data.length > 0) image = data;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new Invalid(BLOG_MESSAGES.tooLong('Content', BLOG_LIMITS.content));
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
    assertNoNul(fields);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLarge);
    throw new Invalid(API_MESSAGES.validationFailed);
  }
  return { fields, image };
}

const uuid = z.uuid();
/** A post id from the address; anything that is not one names no post. */
function postId(id: string): string {
  if (!uuid.safeParse(id).success) throw new NotFound(BLOG_MESSAGES.notFound);
  return id;
}

function editorOf(request: FastifyRequest): Editor {
  const { user } = authOf(request);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    avatar: user.avatarFile ? `/api/users/profile/photo/file/${user.avatarFile}` : null,
  };
}

const slugParams = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(300)) });
const idParams = z.object({ id: z.string().check(z.maxLength(100)) });
const likeBody = z.object({
  visitorId: z.string().check(z.minLength(8), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
});

export const blogRoutes: FastifyPluginAsyncZod<{ service: BlogService }> = async (
  app,
  { service },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: BLOG_LIMITS.imageMaxBytes,
      files: 1,
      fields: 30,
      parts: 31,
      fieldSize: FIELD_BYTES,
    },
  });

  // Public reads change when staff publish; caches revalidate (ETag, 304) every time.
  const publicRead = 'public, no-cache';

  // Public reads have no per-client limit: they serve published, cacheable text, and
  // every blog page calls them in-process with the reader's address, so a limit would
  // show an error page to a crawler or to readers who share one address (a NAT).
  app.get(
    '/',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts (never their bodies), with paging, filters and sorts',
        querystring: blogListQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', publicRead);
      const result = await service.list(request.query);
      return { success: true as const, message: BLOG_MESSAGES.listLoaded, ...result };
    },
  );

  app.get(
    '/user/blogs',
    {
      ...staffOnly,
      schema: {
        tags: ['blog'],
        summary: 'Staff: the caller’s own posts, any status',
        response: errors,
      },
    },
    async (request) => ({
      success: true as const,
      message: BLOG_MESSAGES.listLoaded,
      blogs: await service.mine(authOf(request).user.id),
    }),
  );

  app.get(
    '/edit/:slug',
    {
      ...staffOnly,
      schema: {
        tags: ['blog'],
        summary: 'Staff: the fields the edit screen reads',
        params: slugParams,
        response: errors,
      },
    },
    async (request) => ({
      success: true as const,
      message: BLOG_MESSAGES.loaded,
      blog: await service.forEdit(request.params.slug),
    }),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'A published post with its HTML; a former address answers 301',
        params: slugParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const found = await service.read(request.params.slug, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if ('movedTo' in found) {
        // The body names the new slug too, for callers that do not follow redirects
        // (the page renderer's in-process call answers with the new page address).
        const location = `/api/enhanced-blog/${encodeURIComponent(found.movedTo)}`;
        return reply
          .code(301)
          .header('location', location)
          .header('cache-control', publicRead)
          .send({
            success: true as const,
            message: BLOG_MESSAGES.moved,
            slug: found.movedTo,
            location,
          });
      }
      reply.header('cache-control', publicRead);
      return { success: true as const, message: BLOG_MESSAGES.loaded, blog: found.post };
    },
  );

  app.post(
    '/:id/like',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['blog'],
        summary: 'Toggle this visitor’s like (the body names the browser’s random visitor id)',
        params: idParams,
        body: likeBody,
        response: errors,
      },
    },
    async (request) => {
      const result = await service.toggleLike(postId(request.params.id), request.body.visitorId);
      return {
        success: true as const,
        message: result.liked ? BLOG_MESSAGES.liked : BLOG_MESSAGES.unliked,
        ...result,
      };
    },
  );

  app.post(
    '/create',
    {
      ...staffOnly,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['blog'],
        summary: 'Staff: a new post (multipart; tags and keywords as JSON lists; `image` a file)',
        response: errors,
      },
    },
    async (request, reply) => {
      const form = await readForm(request, BLOG_MESSAGES.imageTooLarge);
      const blog = await service.create(form.fields, form.image, editorOf(request));
      reply.code(201);
      return { success: true as const, message: BLOG_MESSAGES.created, blog };
    },
  );

  app.post(
    '/images',
    {
      ...staffOnly,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['blog'],
        summary: 'Staff: an image for a post’s body (multipart `image`), served in several widths',
        response: errors,
      },
    },
    async (request, reply) => {
      const form = await readForm(request, BLOG_MESSAGES.imageTooLarge);
      if (!form.image) throw new Invalid(BLOG_MESSAGES.imageNotImage);
      const image = await service.storeImage(form.image);
      reply.code(201);
      return {
        success: true as const,
        message: BLOG_MESSAGES.imageUploaded,
        image: { url: image.src, srcSet: image.srcSet, width: image.width, height: image.height },
      };
    },
  );

  app.put(
    '/:id',
    {
      ...staffOnly,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['blog'],
        summary: 'Staff: save a post (multipart; `image` only when a new one was chosen)',
        params: idParams,
        response: errors,
      },
    },
    async (request) => {
      const id = postId(request.params.id);
      const form = await readForm(request, BLOG_MESSAGES.imageTooLargeEdit);
      const blog = await service.update(id, form.fields, form.image, editorOf(request));
      return { success: true as const, message: BLOG_MESSAGES.updated, blog };
    },
  );

  app.patch(
    '/:id/status',
    {
      ...staffOnly,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['blog'],
        summary: 'Staff: publish, return to draft or schedule a post',
        params: idParams,
        body: blogStatusChangeSchema,
        response: errors,
      },
    },
    async (request) => {
      const blog = await service.changeStatus(
        postId(request.params.id),
        request.body.status,
        request.body.publishedAt,
        editorOf(request),
      );
      return { success: true as const, message: BLOG_MESSAGES.statusChanged, blog };
    },
  );

  app.patch(
    '/:id/comments',
    {
      ...staffOnly,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['blog'],
        summary: 'Staff: open or close a post’s comments (existing comments stay visible)',
        params: idParams,
        body: blogCommentsSwitchSchema,
        response: errors,
      },
    },
    async (request) => ({
      success: true as const,
      message: BLOG_MESSAGES.statusChanged,
      blog: await service.setCommentsOpen(postId(request.params.id), request.body.commentsOpen),
    }),
  );

  app.delete(
    '/:id',
    {
      ...staffOnly,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['blog'],
        summary: 'Staff: delete a post',
        params: idParams,
        response: errors,
      },
    },
    async (request) => {
      await service.remove(postId(request.params.id));
      return { success: true as const, message: BLOG_MESSAGES.deleted };
    },
  );
};
