import type { FastifyInstance } from 'fastify';
import { publicPages } from '../../shared/public-pages.ts';

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** /sitemap.xml (primary paths only; aliases would be duplicates) and /robots.txt. */
export async function registerSeoFiles(app: FastifyInstance, options: { baseUrl: string }) {
  const cache = 'public, max-age=3600';

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = publicPages
      .map(
        (page) =>
          `  <url><loc>${xmlEscape(`${options.baseUrl}${page.path}`)}</loc>` +
          `<changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
      )
      .join('\n');
    reply.header('cache-control', cache).type('application/xml; charset=utf-8');
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
