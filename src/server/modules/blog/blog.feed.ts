import { Feed } from 'feed';
import { BLOG_LIMITS, blogImage, categoryName } from '../../../shared/blog.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import type { BlogService } from './blog.service.ts';

/**
 * The blog's RSS 2.0 feed: the latest published posts with their full
 * (sanitized) HTML, image addresses made absolute so feed readers show them.
 */
export async function renderRssFeed(service: BlogService, site: SiteSettings, baseUrl: string) {
  const posts = await service.feed();
  const absolute = (html: string) =>
    html
      .replace(/(src|href)="\/(?!\/)/g, `$1="${baseUrl}/`)
      .replace(
        /srcset="([^"]*)"/g,
        (_match, set: string) => `srcset="${set.replace(/(^|,\s*)\//g, `$1${baseUrl}/`)}"`,
      );
  const feed = new Feed({
    title: `${site.companyName} Blog`,
    description: site.description,
    id: `${baseUrl}/blog`,
    link: `${baseUrl}/blog`,
    language: 'en',
    feedLinks: { rss: `${baseUrl}/rss.xml` },
    updated: posts[0]?.updatedAt ?? new Date(0),
    copyright: `© ${site.companyName}`,
    generator: false,
    ttl: 60,
  });
  for (const post of posts.slice(0, BLOG_LIMITS.feedSize)) {
    const link = `${baseUrl}/blog/${post.slug}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      content: absolute(post.content),
      date: post.publishedAt ?? post.updatedAt,
      author: [{ name: post.authorName }],
      category: [{ name: categoryName(post.category) }],
      image: { url: `${baseUrl}${blogImage(post.featuredImage).src}`, type: 'image/webp' },
    });
  }
  return feed.rss2();
}
