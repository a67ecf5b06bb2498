import { BLOG_LIMITS, blogImage, categoryName } from '../../../shared/blog.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import type { BlogService } from './blog.service.ts';

export type FeedPost = Awaited<ReturnType<BlogService['feed']>>[number];

/** What XML 1.0 cannot hold at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF): dropped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text as XML character data or an attribute value. `&`, `<`, `>` and `"`
 * are hexadecimal references: in elements that hold plain text, the form the
 * RSS Best Practices Profile finds read as text by the most aggregators.
 * Nothing is written as CDATA, so no value can end a section early (`]]>`).
 */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&#x26;')
    .replace(/</g, '&#x3C;')
    .replace(/>/g, '&#x3E;')
    .replace(/"/g, '&#x22;');
}

/** Plain text as HTML that shows it literally (a description is read as HTML). */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/**
 * The blog's RSS 2.0 feed: the latest published posts, newest first. Only the
 * sanitized body is HTML (`content:encoded`, for the newest
 * BLOG_LIMITS.feedFullItems posts, which bounds the feed's size); the title,
 * author and category are plain text, and the description is the excerpt as
 * HTML-escaped text, since readers render a description as HTML. Image and
 * link addresses are made absolute so readers show them.
 */
export function renderRssFeed(posts: readonly FeedPost[], site: SiteSettings, baseUrl: string) {
  const absolute = (html: string) =>
    html
      .replace(/(src|href)="\/(?!\/)/g, `$1="${baseUrl}/`)
      .replace(
        /srcset="([^"]*)"/g,
        (_match, set: string) => `srcset="${set.replace(/(^|,\s*)\//g, `$1${baseUrl}/`)}"`,
      );
  const items = posts.slice(0, BLOG_LIMITS.feedSize).map((post, index) => {
    const link = `${baseUrl}/blog/${post.slug}`;
    const image = `${baseUrl}${blogImage(post.featuredImage).src}`;
    return [
      '<item>',
      element('title', post.title),
      element('link', link),
      `<guid isPermaLink="true">${xmlText(link)}</guid>`,
      element('pubDate', (post.publishedAt ?? post.updatedAt).toUTCString()),
      element('description', htmlText(post.excerpt)),
      index < BLOG_LIMITS.feedFullItems ? element('content:encoded', absolute(post.content)) : '',
      element('dc:creator', post.authorName),
      element('category', categoryName(post.category)),
      `<enclosure url="${xmlText(image)}" length="0" type="image/webp"/>`,
      '</item>',
    ].join('');
  });
  const updated = posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    new Date(0),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"',
    ' xmlns:content="http://purl.org/rss/1.0/modules/content/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', `${site.companyName} Blog`),
    element('link', `${baseUrl}/blog`),
    element('description', site.description),
    element('language', 'en'),
    element('lastBuildDate', updated.toUTCString()),
    element('copyright', `© ${site.companyName}`),
    element('ttl', '60'),
    `<atom:link href="${xmlText(`${baseUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
