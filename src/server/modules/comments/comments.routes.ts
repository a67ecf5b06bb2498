import { collectionContext } from '../privacy/privacy.service.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '../../../shared/api.ts';
import {
  commentListQuerySchema,
  commentStatusSchema,
  commentTargetParamsSchema,
  moderationBatchSchema,
  moderationQuerySchema,
  replyNotificationLinkSchema,
} from '../../../shared/comment-schemas.ts';
import { COMMENT_MESSAGES as M } from '../../../shared/comment-messages.ts';
import { likeRequestSchema } from '../../../shared/likes.ts';
import { leadContext } from '../../lead-context.ts';
import { likerOf } from '../../likes.ts';
import { authOf, permissionOnly, provenAddressOf } from '../../request-auth.ts';
import { can } from '../../../shared/roles.ts';
import type { CommentsService } from './comments.service.ts';

const ok = z.looseObject({ success: z.literal(true), message: z.string() });
const answers = {
  200: ok,
  201: ok,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

const commentParams = z.object({ commentId: z.string().check(z.maxLength(100)) });

/** Staff (any role) reply as the team. */
const isStaff = (request: FastifyRequest) => request.auth?.isStaff === true;
/** Moderators (editors, administrators) read every status and the authors' addresses; nobody else does. */
const moderates = (request: FastifyRequest) => can(request.auth?.role, 'comments.moderate');

export const commentRoutes: FastifyPluginAsyncZod<{ service: CommentsService }> = async (
  app,
  { service },
) => {
  const readSession = { preHandler: app.optionalUser };

  app.get(
    '/moderation',
    {
      ...permissionOnly('comments.moderate'),
      schema: {
        tags: ['comments'],
        summary: 'Staff: the moderation queue (pending and spam by default), newest first',
        querystring: moderationQuerySchema,
        response: answers,
      },
    },
    async (request) => ({
      success: true as const,
      message: M.loaded,
      data: await service.queue(request.query.status ?? 'waiting', request.query.page ?? 1),
    }),
  );

  app.get(
    '/moderation/count',
    {
      ...permissionOnly('comments.moderate'),
      schema: {
        tags: ['comments'],
        summary: 'Staff: how many comments wait for moderation',
        response: answers,
      },
    },
    async () => ({ success: true as const, message: M.statsLoaded, data: await service.waiting() }),
  );

  app.post(
    '/moderation',
    {
      ...permissionOnly('comments.moderate'),
      schema: {
        tags: ['comments'],
        summary: 'Staff: approve, mark as spam, return to pending or delete several comments',
        body: moderationBatchSchema,
        response: answers,
      },
    },
    async (request) => {
      const changed = await service.batch(request.body.ids, request.body.action, authOf(request));
      return { success: true as const, message: M.batchDone(changed), data: { changed } };
    },
  );

  app.get(
    '/:contentType/:contentId',
    {
      ...readSession,
      schema: {
        tags: ['comments'],
        summary:
          'Top-level comments with their nested replies (approved only, unless staff ask for pending or spam)',
        params: commentTargetParamsSchema,
        querystring: commentListQuerySchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const staff = moderates(request);
      // A moderator's answer holds addresses: never kept by a shared cache. Visitors'
      // answers revalidate every time (ETag, 304).
      reply.header('cache-control', staff ? 'private, no-store' : 'public, no-cache');
      reply.header('vary', 'Authorization');
      const { contentType, contentId } = request.params;
      return {
        success: true as const,
        message: M.loaded,
        data: await service.list(contentType, contentId, request.query, staff),
      };
    },
  );

  app.get(
    '/:contentType/:contentId/stats',
    {
      ...readSession,
      schema: {
        tags: ['comments'],
        summary:
          'How many comments are published, and for staff how many wait for moderation (null for anyone else)',
        params: commentTargetParamsSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const staff = moderates(request);
      reply.header('cache-control', staff ? 'private, no-store' : 'public, no-cache');
      reply.header('vary', 'Authorization');
      const { contentType, contentId } = request.params;
      return {
        success: true as const,
        message: M.statsLoaded,
        data: await service.stats(contentType, contentId, staff),
      };
    },
  );

  app.post(
    '/:contentType/:contentId',
    {
      ...readSession,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['comments'],
        summary:
          'Post a comment or a reply (content, authorName, authorEmail, authorWebsite, parentId)',
        params: commentTargetParamsSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const { contentType, contentId } = request.params;
      const staffUserId = isStaff(request) ? authOf(request).user.id : null;
      const context = leadContext(request, app.config.site.baseUrl);
      const posted = await service.create(contentType, contentId, request.body, {
        staffUserId,
        provenEmail: provenAddressOf(request),
        ip: request.ip,
        sourcePage: context.sourcePage,
        visitor: context.visitor,
      });
      const isReply = posted.comment.parentId !== null;
      reply.code(201);
      return {
        success: true as const,
        message: posted.published
          ? isReply
            ? M.replyPosted
            : M.posted
          : isReply
            ? M.replyHeld
            : M.held,
        data: posted,
      };
    },
  );

  app.post(
    '/:commentId/like',
    {
      ...readSession,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['comments'],
        summary:
          'Toggle this visitor’s like of an approved comment: once per visitor the server can tell apart (no body needed)',
        params: commentParams,
        body: likeRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      const result = await service.toggleLike(
        request.params.commentId,
        likerOf(request, request.body),
      );
      return {
        success: true as const,
        message: result.liked ? M.liked : M.unliked,
        data: result,
      };
    },
  );

  app.patch(
    '/:commentId/status',
    {
      ...permissionOnly('comments.moderate'),
      schema: {
        tags: ['comments'],
        summary: 'Staff: approve a comment, hold it or mark it as spam',
        params: commentParams,
        body: commentStatusSchema,
        response: answers,
      },
    },
    async (request) => ({
      success: true as const,
      message: M.statusChanged,
      data: {
        comment: await service.setStatus(
          request.params.commentId,
          request.body.status,
          authOf(request),
        ),
      },
    }),
  );

  app.delete(
    '/:commentId',
    {
      ...permissionOnly('comments.moderate'),
      schema: {
        tags: ['comments'],
        summary: 'Staff: delete a comment and every reply under it',
        params: commentParams,
        response: answers,
      },
    },
    async (request) => {
      await service.remove(request.params.commentId, authOf(request));
      return { success: true as const, message: M.deleted };
    },
  );

  app.post(
    '/notifications/confirm',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['comments'],
        summary: 'Confirm reply notifications (the button on the page the e-mailed link opens)',
        body: replyNotificationLinkSchema,
        response: answers,
      },
    },
    async (request) => ({
      success: true as const,
      message: await service.confirmReplies(
        request.body.email,
        request.body.token,
        collectionContext(request, app.config.site.baseUrl),
      ),
    }),
  );

  app.post(
    '/notifications/stop',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['comments'],
        summary:
          'Stop reply notifications for one comment (`thread`) or all of them (`scope: all`)',
        body: replyNotificationLinkSchema,
        response: answers,
      },
    },
    async (request) => {
      const { email, token, thread, scope } = request.body;
      return {
        success: true as const,
        message: await service.stopReplies(
          email,
          token,
          scope === 'all' ? undefined : thread,
          collectionContext(request, app.config.site.baseUrl),
        ),
      };
    },
  );

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a
  // form to the List-Unsubscribe address; the address, token and thread are in its query.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    oneClick.post(
      '/notifications/one-click',
      {
        config: { rateLimit: app.writeRateLimit },
        schema: {
          tags: ['comments'],
          summary: 'One-click stop of a thread’s reply notifications (RFC 8058), for mail clients',
          querystring: replyNotificationLinkSchema,
          response: answers,
        },
      },
      async (request) => {
        const { email, token, thread } = request.query;
        return {
          success: true as const,
          message: await service.stopReplies(
            email,
            token,
            thread,
            collectionContext(request, app.config.site.baseUrl),
          ),
        };
      },
    );
  });
};
