import type { FastifyInstance } from 'fastify';
import { publicPages } from '../../shared/public-pages.ts';

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SeoFilesOptions {
  baseUrl: string;
  /** Published content (posts, case studies): each item's path and last change. */
  content: Array<() => Promise<Array<{ path: string; updatedAt: Date }>>>;
}

/**
 * /sitemap.xml (the public pages, primary paths only since aliases would be
 * duplicates, and every published post and case study with its last change)
 * and /robots.txt.
 */
export async function registerSeoFiles(app: FastifyInstance, options: SeoFilesOptions) {
  const cache = 'public, max-age=3600';

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const lists = await Promise.all(options.content.map((list) => list()));
    const items = lists
      .flat()
      .map(
        (item) =>
          `  <url><loc>${xmlEscape(`${options.baseUrl}${item.path}`)}</loc>` +
          `<lastmod>${item.updatedAt.toISOString()}</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>`,
      );
    const urls = publicPages
      .map(
        (page) =>
          `  <url><loc>${xmlEscape(`${options.baseUrl}${page.path}`)}</loc>` +
          `<changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
      )
      .concat(items)
      .join('\n');
    // Posts and case studies come and go with staff's work: revalidate rather than keep an hour.
    reply.header('cache-control', 'public, no-cache').type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', cache).type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Allow: /',
      // Signed-in and API areas are not for search engines.
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /profile',
      'Disallow: /service-catalog',
      '',
      `Sitemap: ${options.baseUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });
}
