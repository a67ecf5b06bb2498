import { reviewNotifier } from '../../content/review-mails.ts';
import fp from 'fastify-plugin';
import { loadSigningSecret } from '../../db/signing-secret.ts';
import { createFeedCache } from './blog.feed-cache.ts';
import { renderRssFeed } from './blog.feed.ts';
import { contentImageStore, isBlogImageKey } from '../../content/content-images.ts';
import { sendPublicFile } from '../../storage.ts';
import { blogRoutes } from './blog.routes.ts';
import { createBlogService, type BlogService } from './blog.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The blog, for the sitemap and the pages. */
    blog: BlogService;
  }
}

/** The blog: /api/enhanced-blog, its images under /uploads/blogs and the RSS feed. */
export const blogModule = fp(
  async (app) => {
    const { config } = app;
    const log = app.log.child({ module: 'blog' });
    const images = contentImageStore(config, log);
    const service = createBlogService({
      db: app.database.db,
      jobs: app.jobs,
      images,
      secret: await loadSigningSecret(app.database.db, config.signingSecret),
      log,
      onPublicChange: () => void app.pageCache.invalidate('blog'),
      remember: app.pageCache.remember,
      revisions: app.revisions.store,
      onPublication: (tx, change) => app.newsletter.publicationChanged(tx, 'post', change),
      onReview: reviewNotifier({ mail: app.mail, people: app.auth, site: app.settings.site }),
      sendTest: (item, to) => app.newsletter.testAnnouncement('post', item, to),
    });
    app.revisions.registerKind('blog', {
      mayOpen: (id, editor) => service.authorize(id, editor, 'open'),
      newPermission: 'content.write',
    });
    app.decorate('blog', service);
    // A post's page served from the page cache still counts its reader's view.
    app.pageCache.countViews(/^\/blog\/([^/]+)$/, (match, visitor) =>
      service.read(decodeURIComponent(match[1]!), visitor),
    );
    app.analytics.registerContent({
      kind: 'post',
      pattern: /^\/blog\/([^/]+)$/,
      ...service.analyticsContent,
    });
    await app.register(blogRoutes, { prefix: '/api/enhanced-blog', service });

    // Each upload has a new name, so its address never changes content: cache for good.
    // Streamed from the store (folder or bucket), or a redirect to S3_PUBLIC_URL.
    app.get<{ Params: { file: string } }>(
      '/uploads/blogs/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { file } = request.params;
        if (isBlogImageKey(file) && (await sendPublicFile(reply, images, file, 'image/webp'))) {
          return reply;
        }
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      },
    );

    // Built once per change of the published posts or of the company's name
    // and description (the settings), served from memory with its ETag.
    const rssFeed = createFeedCache({
      version: async () => {
        const [posts, site] = await Promise.all([service.feedVersion(), app.settings.site()]);
        return `${posts}|${site.companyName}|${site.description}`;
      },
      build: async () =>
        renderRssFeed(await service.feed(), await app.settings.site(), config.site.baseUrl),
      log,
    });
    app.get('/rss.xml', { schema: { hide: true } }, async (_request, reply) => {
      const { xml, etag } = await rssFeed();
      return reply
        .header('cache-control', 'public, no-cache')
        .header('etag', etag)
        .type('application/rss+xml; charset=utf-8')
        .send(xml);
    });
  },
  {
    name: 'blog',
    dependencies: ['revisions', 'settings', 'jobs', 'mail', 'auth', 'newsletter', 'analytics'],
  },
);
