import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_LIMITS } from '../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { blogCommentsSwitchSchema, blogListQuerySchema } from '../../../shared/blog-schemas.ts';
import { acceptAuthoringForms, readAuthoringForm } from '../../content/multipart-form.ts';
import {
  CONTENT_ANSWERS,
  idParams,
  itemId,
  readRoutes,
  revisionRoutes,
  statusAndDeleteRoutes,
  createAndUpdateRoutes,
} from '../../content/content-routes.ts';
import { Invalid } from '../../errors.ts';
import { likeRequestSchema } from '../../../shared/likes.ts';
import { likerOf } from '../../likes.ts';
import { authOf, staffOnly } from '../../request-auth.ts';
import type { BlogService, Editor } from './blog.service.ts';

/** The form's text fields: the body may be long HTML (a character can take 4 bytes). */
const FIELD_BYTES = BLOG_LIMITS.content * 4;

const readForm = (request: FastifyRequest, tooLarge: string) =>
  readAuthoringForm(request, {
    tooLarge,
    fieldTooLong: BLOG_MESSAGES.tooLong('Content', BLOG_LIMITS.content),
  });

/** A post id from the address; anything that is not one names no post. */
const postId = (id: string) => itemId(id, BLOG_MESSAGES.notFound);

function editorOf(request: FastifyRequest): Editor {
  const { user, role } = authOf(request);
  return {
    id: user.id,
    role,
    name: `${user.firstName} ${user.lastName}`.trim(),
    avatar: user.avatarFile ? `/api/users/profile/photo/file/${user.avatarFile}` : null,
  };
}

export const blogRoutes: FastifyPluginAsyncZod<{ service: BlogService }> = async (
  app,
  { service },
) => {
  await acceptAuthoringForms(app, { fields: 30, fieldBytes: FIELD_BYTES });

  readRoutes(app, {
    tag: 'blog',
    noun: 'post',
    key: 'blog',
    base: '/api/enhanced-blog',
    listQuery: blogListQuerySchema,
    messages: BLOG_MESSAGES,
    list: (query) => service.list(query),
    read: async (slug, visitor) => {
      const found = await service.read(slug, visitor);
      return 'movedTo' in found ? found : { item: found.item, with: { related: found.related } };
    },
    forEdit: (slug, request) => service.forEdit(slug, editorOf(request)),
  });

  app.get(
    '/user/blogs',
    {
      ...staffOnly,
      schema: {
        tags: ['blog'],
        summary: 'Staff: the caller’s own posts, any status',
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => ({
      success: true as const,
      message: BLOG_MESSAGES.listLoaded,
      blogs: await service.mine(authOf(request).user.id),
    }),
  );

  app.post(
    '/:id/like',
    {
      preHandler: app.optionalUser,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['blog'],
        summary:
          'Toggle this visitor’s like: once per visitor the server can tell apart (the optional body’s browser id only finds its own like again)',
        params: idParams,
        body: likeRequestSchema,
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => {
      const result = await service.toggleLike(
        postId(request.params.id),
        likerOf(request, request.body),
      );
      return {
        success: true as const,
        message: result.liked ? BLOG_MESSAGES.liked : BLOG_MESSAGES.unliked,
        ...result,
      };
    },
  );

  createAndUpdateRoutes(app, {
    createPath: '/create',
    tag: 'blog',
    noun: 'post',
    key: 'blog',
    notFound: BLOG_MESSAGES.notFound,
    contentLimit: BLOG_LIMITS.content,
    messages: BLOG_MESSAGES,
    create: (form, request) => service.create(form.fields, form.image, editorOf(request)),
    update: (id, form, request, expected) =>
      service.update(id, form.fields, form.image, editorOf(request), expected),
  });

  app.post(
    '/images',
    {
      ...staffOnly,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['blog'],
        summary: 'Staff: an image for a post’s body (multipart `image`), served in several widths',
        response: CONTENT_ANSWERS,
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

  revisionRoutes(app, {
    tag: 'blog',
    noun: 'post',
    notFound: BLOG_MESSAGES.notFound,
    list: (id, request) => service.revisions(id, editorOf(request)),
    find: (id, revisionId, request) => service.revision(id, revisionId, editorOf(request)),
    restore: (id, revisionId, draft, request) =>
      service.restore(id, revisionId, draft, editorOf(request)),
  });

  statusAndDeleteRoutes(app, {
    tag: 'blog',
    noun: 'post',
    key: 'blog',
    notFound: BLOG_MESSAGES.notFound,
    messages: BLOG_MESSAGES,
    changeStatus: (id, change, request, expected) =>
      service.changeStatus(id, change.status, change.publishedAt, editorOf(request), expected),
    remove: (id, request) => service.remove(id, editorOf(request)),
    emailTest: (id, to, request) => service.emailTest(id, to, editorOf(request)),
    review: {
      submit: (id, request) => service.submitForReview(id, editorOf(request)),
      sendBack: (id, note, request) => service.sendBack(id, note, editorOf(request)),
      queue: (request) => service.reviewQueue(editorOf(request)),
    },
  });

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
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => ({
      success: true as const,
      message: BLOG_MESSAGES.statusChanged,
      blog: await service.setCommentsOpen(
        postId(request.params.id),
        request.body.commentsOpen,
        editorOf(request),
      ),
    }),
  );
};
