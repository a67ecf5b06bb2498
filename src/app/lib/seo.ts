import type { MetaDescriptor } from 'react-router';
import type { SiteSettings } from '../../shared/site-settings.ts';

export interface SeoInput {
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the page's primary address (aliases point here). */
  canonical: string;
  ogImage?: string;
  ogType?: 'website' | 'article' | 'profile';
  structuredData?: Record<string, unknown> | Record<string, unknown>[];
  noIndex?: boolean;
}

const DEFAULT_OG_IMAGE = '/og-image.png';

/**
 * Every route's `meta` goes through this, so each page carries the same
 * complete set of tags in its server-rendered HTML: title, description,
 * keywords, absolute canonical, Open Graph, Twitter and optional JSON-LD.
 */
export function seo(site: SiteSettings | undefined, input: SeoInput): MetaDescriptor[] {
  const baseUrl = site?.baseUrl ?? '';
  const siteName = site?.companyName ?? '';
  const title = input.title.includes(siteName) ? input.title : `${input.title} | ${siteName}`;
  const canonical = absoluteUrl(baseUrl, input.canonical);
  const image = absoluteUrl(baseUrl, input.ogImage ?? DEFAULT_OG_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ];
  if (input.keywords?.length) tags.push({ name: 'keywords', content: input.keywords.join(', ') });
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  const structured = input.structuredData;
  if (structured) {
    for (const item of Array.isArray(structured) ? structured : [structured]) {
      tags.push({ 'script:ld+json': item });
    }
  }
  return tags;
}

export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The site settings from the root loader inside a route's `meta` function. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
) {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as { site?: SiteSettings } | undefined)?.site;
}
