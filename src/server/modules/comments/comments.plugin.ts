import fp from 'fastify-plugin';
import { createLinkSigner, loadSigningSecret } from '../../signed-links.ts';
import { countWaiting } from './comments.repository.ts';
import { commentRoutes } from './comments.routes.ts';
import { createCommentsService, type CommentsService } from './comments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Comments on every commentable content (content modules register their kind). */
    comments: CommentsService;
  }
}

/**
 * Comments under /api/comments: moderated by the COMMENT_MODERATION policy,
 * with spam defences, likes, staff moderation and reply notifications. The
 * blog's posts are commentable from the start; other content registers itself
 * with `app.comments.registerTarget`.
 */
export const commentsModule = fp(
  async (app) => {
    const { config } = app;
    const secret = await loadSigningSecret(app.database.db, config.signingSecret);
    const service = createCommentsService({
      db: app.database.db,
      jobs: app.jobs,
      mail: app.mail,
      signer: createLinkSigner(secret),
      site: app.settings.site,
      policy: config.commentModeration,
      secret,
      log: app.log.child({ module: 'comments' }),
      onPublicChange: () => void app.pageCache.invalidate('comments'),
      remember: app.pageCache.remember,
      consent: app.privacy.consent,
      analytics: app.analytics,
      isStaffAddress: (email) => app.auth.isStaffAddress(email),
    });
    app.privacy.registerSource(service.personalData);
    app.metrics.gauge(
      'comments_waiting_moderation',
      'Comments waiting for a moderator',
      [],
      async () => [{ value: await countWaiting(app.database.db) }],
    );
    service.registerTarget('blog', app.blog.commentTargets);
    app.blog.onRemove((tx, postId) => service.removeForContent(tx, 'blog', postId));
    app.decorate('comments', service);
    await app.register(commentRoutes, { prefix: '/api/comments', service });
    app.addHook('onReady', async () => {
      await service.scheduleSweep();
    });
  },
  {
    name: 'comments',
    dependencies: ['settings', 'blog', 'mail', 'jobs', 'auth', 'privacy', 'analytics'],
  },
);
