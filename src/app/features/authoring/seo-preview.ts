import { BLOG_LIMITS } from '../../../shared/blog.ts';
import { htmlToText } from '../../../shared/blog-authoring.ts';
import { absoluteUrl } from '../../lib/url.ts';

/**
 * What the SEO panel and the live preview show, computed from the form:
 * the search-result snippet cut where search engines cut it, the warnings
 * and the preview's text. (The JSON-LD is each kind's own: the blog's
 * blog-posting-preview.ts.)
 */

const ELLIPSIS = '…';

/**
 * Text cut to at most `max` characters the way a search result cuts it: at
 * the last word boundary that keeps most of the text, with an ellipsis.
 */
export function truncateForSearch(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space >= max * 0.6 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,.;:–-]+$/, '')}${ELLIPSIS}`;
}

export interface SearchSnippet {
  title: string;
  description: string;
  /** The address as search results show it: host › blog › slug. */
  breadcrumb: string;
  url: string;
}

export function searchSnippet(input: {
  baseUrl: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  excerpt: string;
  slug: string;
  /** The list the page lives under (`blog`, `case-studies`). */
  section?: string;
}): SearchSnippet {
  const section = input.section ?? 'blog';
  const url = absoluteUrl(input.baseUrl, `/${section}/${input.slug}`);
  let host = input.baseUrl;
  try {
    host = new URL(input.baseUrl).host;
  } catch {
    // a relative base: shown as it is
  }
  return {
    title: truncateForSearch(input.metaTitle.trim() || input.title, BLOG_LIMITS.metaTitleAdvice),
    description: truncateForSearch(
      input.metaDescription.trim() || input.excerpt,
      BLOG_LIMITS.metaDescriptionAdvice,
    ),
    breadcrumb: [host, section, input.slug].filter(Boolean).join(' › '),
    url,
  };
}

/** How many `<img>` elements of an HTML fragment have no alt text (or only spaces). */
export function imagesWithoutAlt(html: string): number {
  let missing = 0;
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = alt ? (alt[1] ?? alt[2] ?? alt[3] ?? '') : '';
    if (!value.trim()) missing += 1;
  }
  return missing;
}

export interface SeoWarnings {
  metaTitleLength: number;
  metaDescriptionLength: number;
  metaTitleTooLong: boolean;
  metaDescriptionTooLong: boolean;
  imagesWithoutAlt: number;
  noFeaturedImage: boolean;
}

/** The panel's checks; none of them blocks publishing. */
export function seoWarnings(input: {
  metaTitle: string;
  metaDescription: string;
  content: string;
  hasFeaturedImage: boolean;
}): SeoWarnings {
  const metaTitleLength = input.metaTitle.trim().length;
  const metaDescriptionLength = input.metaDescription.trim().length;
  return {
    metaTitleLength,
    metaDescriptionLength,
    metaTitleTooLong: metaTitleLength > BLOG_LIMITS.metaTitleAdvice,
    metaDescriptionTooLong: metaDescriptionLength > BLOG_LIMITS.metaDescriptionAdvice,
    imagesWithoutAlt: imagesWithoutAlt(input.content),
    noFeaturedImage: !input.hasFeaturedImage,
  };
}

/** The live preview's body text: the first 200 characters of the content, then an ellipsis. */
export function previewText(contentHtml: string): string {
  const text = htmlToText(contentHtml);
  return text ? `${text.slice(0, BLOG_LIMITS.previewChars)}...` : '';
}
