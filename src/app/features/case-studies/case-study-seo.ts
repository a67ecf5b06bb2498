import type { MetaDescriptor } from 'react-router';
import { blogImage } from '../../../shared/blog.ts';
import { htmlToText } from '../../../shared/blog-authoring.ts';
import {
  industryName,
  type CaseStudy,
  type CaseStudySummary,
} from '../../../shared/case-studies.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import { seo } from '../../lib/seo.ts';
import { publisher } from '../../lib/structured-data.ts';
import { absoluteUrl } from '../../lib/url.ts';
import { caseStudiesHref, caseStudyPath, type CaseStudyFilters } from './case-study-query.ts';
import { caseStudyListCopy } from './content/list-copy.ts';
import { caseStudyPageCopy } from './content/page-copy.ts';

/*
 * The case studies' head tags and structured data, built on the server:
 * everything a crawler or a link preview reads is in the first HTML. No
 * review stars: search engines ignore a business's reviews of itself.
 */

type Json = Record<string, unknown>;
type Site = Pick<SiteSettings, 'baseUrl' | 'companyName'>;

/** What the Article is built from: a stored case study, or the authoring form's values. */
export type CaseStudyArticleSource = Pick<
  CaseStudy,
  | 'slug'
  | 'title'
  | 'metaDescription'
  | 'excerpt'
  | 'publishedAt'
  | 'authorName'
  | 'clientName'
  | 'industryName'
  | 'keywords'
  | 'tags'
  | 'challenge'
  | 'solution'
  | 'results'
  | 'content'
> & {
  /** A stored image's address; none for an upload not saved yet, which is left out. */
  featuredImage: string | undefined;
  /** None before the first save, which is left out. */
  updatedAt: string | undefined;
  /** Approved comments; none in the authoring preview. */
  commentCount?: number;
};

/** A case study as a schema.org Article about the client organisation. */
export function caseStudyArticle(site: Site, item: CaseStudyArticleSource): Json {
  const url = absoluteUrl(site.baseUrl, caseStudyPath(item.slug));
  const keywords = item.keywords.length ? item.keywords : item.tags;
  const text = [item.challenge, item.solution, item.results, htmlToText(item.content)].join(' ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    description: item.metaDescription || item.excerpt,
    url,
    ...(item.featuredImage
      ? { image: [absoluteUrl(site.baseUrl, blogImage(item.featuredImage).src)] }
      : {}),
    ...(item.publishedAt ? { datePublished: item.publishedAt } : {}),
    ...(item.updatedAt ? { dateModified: item.updatedAt } : {}),
    author: item.authorName ? { '@type': 'Person', name: item.authorName } : publisher(site),
    publisher: publisher(site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: 'Case Studies',
    about: {
      '@type': 'Organization',
      name: item.clientName,
      ...(item.industryName ? { industry: item.industryName } : {}),
    },
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    wordCount: text.split(/\s+/).filter(Boolean).length,
    ...(item.commentCount === undefined ? {} : { commentCount: item.commentCount }),
  };
}

/** A case study's head: title, description, keywords, canonical, Open Graph article, Twitter, JSON-LD. */
export function caseStudyMeta(site: SiteSettings | undefined, item: CaseStudy): MetaDescriptor[] {
  const path = caseStudyPath(item.slug);
  const image = blogImage(item.featuredImage);
  const description =
    item.metaDescription || item.excerpt || `${item.clientName}: ${item.challenge}`.slice(0, 160);
  const tags = seo(site, {
    title: item.metaTitle || `${item.title}: ${item.clientName} case study`,
    description,
    keywords: item.keywords.length ? item.keywords : item.tags,
    canonical: path,
    // A featured image has no alt text of its own: the case study's title names it.
    image: { ...image, alt: item.title },
    ogType: 'article',
    breadcrumbs: [
      { name: caseStudyPageCopy.breadcrumb, path: '/case-studies' },
      { name: item.title, path },
    ],
    structuredData: site ? caseStudyArticle(site, item) : undefined,
  });
  return [
    ...tags,
    ...(item.publishedAt
      ? [{ property: 'article:published_time', content: item.publishedAt }]
      : []),
    { property: 'article:modified_time', content: item.updatedAt },
    { property: 'article:section', content: 'Case Studies' },
    ...item.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ];
}

/** The list's head: per industry its own title and canonical; searches are not indexed. */
export function caseStudyListMeta(
  site: SiteSettings | undefined,
  filters: CaseStudyFilters,
  items: readonly CaseStudySummary[],
): MetaDescriptor[] {
  const copy = caseStudyListCopy;
  const industry = filters.industry ? industryName(filters.industry) : undefined;
  const page = filters.page > 1 ? ` (page ${filters.page})` : '';
  const canonical = caseStudiesHref({ industry: filters.industry, page: filters.page });
  return seo(site, {
    title: `${industry ? `${industry} Case Studies` : copy.metaTitle}${page}`,
    description: industry
      ? `Dynamics 365, Power Platform, Microsoft 365 and Azure projects for ${industry.toLowerCase()} organisations, with their results.`
      : copy.description,
    keywords: industry ? [`${industry} case study`, ...copy.keywords] : [...copy.keywords],
    canonical,
    breadcrumbs: [
      { name: caseStudyPageCopy.breadcrumb, path: '/case-studies' },
      ...(industry ? [{ name: industry, path: canonical }] : []),
    ],
    noIndex: !!filters.search || (filters.page > 1 && items.length === 0),
    structuredData: site
      ? {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: copy.title,
          description: copy.description,
          url: absoluteUrl(site.baseUrl, canonical),
          publisher: publisher(site),
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: items.map((item, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              url: absoluteUrl(site.baseUrl, caseStudyPath(item.slug)),
              name: item.title,
            })),
          },
        }
      : undefined,
  });
}
