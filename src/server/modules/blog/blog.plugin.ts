import fp from 'fastify-plugin';
import { loadSigningSecret } from '../../db/signing-secret.ts';
import { createFeedCache } from './blog.feed-cache.ts';
import { renderRssFeed } from './blog.feed.ts';
import { contentImageStore, isBlogImageKey } from '../../content/content-images.ts';
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
    const service = createBlogService({
      db: app.database.db,
      jobs: app.jobs,
      images: contentImageStore(config.dataDir),
      secret: await loadSigningSecret(app.database.db, config.signingSecret),
      log,
    });
    app.decorate('blog', service);
    await app.register(blogRoutes, { prefix: '/api/enhanced-blog', service });

    // Each upload has a new name, so its address never changes content: cache for good.
    app.get<{ Params: { file: string } }>(
      '/uploads/blogs/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { file } = request.params;
        const found = isBlogImageKey(file) ? await service.openImage(file) : undefined;
        if (!found) {
          return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        }
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-length', found.size)
          .type('image/webp')
          .send(found.stream);
      },
    );

    // Built once per change of the published posts, served from memory with its ETag.
    const rssFeed = createFeedCache({
      version: () => service.feedVersion(),
      build: async () => renderRssFeed(await service.feed(), config.site, config.site.baseUrl),
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
  { name: 'blog', dependencies: ['jobs', 'auth'] },
);
