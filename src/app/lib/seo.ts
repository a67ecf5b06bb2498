import type { MetaDescriptor } from 'react-router';
import type { SiteSettings } from '../../shared/site-settings.ts';
import { breadcrumbs, organization } from './structured-data.ts';
import { absoluteUrl } from './url.ts';

export interface SeoInput {
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the page's primary address (aliases point here). */
  canonical: string;
  /** The page's share image; the site's default one when it has none. */
  image?: ShareImage;
  ogType?: 'website' | 'article' | 'profile';
  /** Page-specific JSON-LD (Service, FAQPage…); Organization is always added. */
  structuredData?: Record<string, unknown> | Array<Record<string, unknown> | undefined>;
  /** Trail below Home for the BreadcrumbList, e.g. [{ name: 'Pricing', path: '/pricing' }]. */
  breadcrumbs?: Array<{ name: string; path: string }>;
  noIndex?: boolean;
}

/** A share image: its address on the site, its alt text and, when known, its size. */
export interface ShareImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * The share image of a page without its own when the site settings name none
 * (public/og-image.png): the logo on a blue background.
 */
const defaultImage = (siteName: string): ShareImage => ({
  src: '/og-image.png',
  alt: siteName ? `${siteName} logo on a blue background` : 'Logo on a blue background',
  width: 1200,
  height: 630,
});

/**
 * The Open Graph and Twitter tags of the share image. Link previews and the
 * platforms' own readers announce the image by its alt text, which Open Graph
 * and Twitter each read from their own tag.
 */
function imageTags(baseUrl: string, image: ShareImage): MetaDescriptor[] {
  const src = absoluteUrl(baseUrl, image.src);
  return [
    { property: 'og:image', content: src },
    ...(image.width ? [{ property: 'og:image:width', content: String(image.width) }] : []),
    ...(image.height ? [{ property: 'og:image:height', content: String(image.height) }] : []),
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: src },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

/**
 * Every route's `meta` goes through this, so each page carries the same
 * complete set of tags in its server-rendered HTML: title, description,
 * keywords, absolute canonical, Open Graph, Twitter (the share image with
 * its alt text on every page) and optional JSON-LD.
 */
export function seo(site: SiteSettings | undefined, input: SeoInput): MetaDescriptor[] {
  const baseUrl = site?.baseUrl ?? '';
  const siteName = site?.companyName ?? '';
  const title = input.title.includes(siteName) ? input.title : `${input.title} | ${siteName}`;
  const canonical = absoluteUrl(baseUrl, input.canonical);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:url', content: canonical },
    ...imageTags(baseUrl, input.image ?? site?.ogImage ?? defaultImage(siteName)),
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
  ];
  if (input.keywords?.length) tags.push({ name: 'keywords', content: input.keywords.join(', ') });
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  const extra = input.structuredData;
  const structured = [
    site ? organization(site) : undefined,
    site && input.breadcrumbs?.length ? breadcrumbs(site, input.breadcrumbs) : undefined,
    ...(Array.isArray(extra) ? extra : [extra]),
  ];
  for (const item of structured) if (item) tags.push({ 'script:ld+json': item });
  return tags;
}

/**
 * Page-specific JSON-LD, or a function that builds it from the site settings
 * (it is left out when the root loader has no data, as on an error screen).
 */
export type StructuredDataInput =
  SeoInput['structuredData'] | ((site: SiteSettings) => SeoInput['structuredData']);

export type PageMetaInput = Omit<SeoInput, 'structuredData'> & {
  structuredData?: StructuredDataInput;
};

/** `seo()` for a route's `meta`, taking the site settings from the root loader's data. */
export function pageMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  input: PageMetaInput,
): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  const { structuredData, ...rest } = input;
  const data = typeof structuredData === 'function' ? site && structuredData(site) : structuredData;
  return seo(site, { ...rest, ...(data ? { structuredData: data } : {}) });
}

/** What a content page's copy says about the page itself. */
export interface PageCopy {
  title: string;
  metaDescription: string;
  keywords: string[];
  path: string;
}

/** `pageMeta` for a page one level below Home, described by its copy. */
export function copyPageMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  page: PageCopy,
  options: { breadcrumb?: string; structuredData?: StructuredDataInput } = {},
): MetaDescriptor[] {
  return pageMeta(matches, {
    title: page.title,
    description: page.metaDescription,
    keywords: page.keywords,
    canonical: page.path,
    breadcrumbs: [{ name: options.breadcrumb ?? page.title, path: page.path }],
    ...(options.structuredData ? { structuredData: options.structuredData } : {}),
  });
}

/** The site settings from the root loader inside a route's `meta` function. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
) {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as { site?: SiteSettings } | undefined)?.site;
}
