import type { MetaDescriptor } from 'react-router';
import { blogImage, categoryName, type BlogPost, type BlogSummary } from '../../../shared/blog.ts';
import { htmlToText } from '../../../shared/blog-authoring.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import { seo } from '../../lib/seo.ts';
import { publisher } from '../../lib/structured-data.ts';
import { absoluteUrl } from '../../lib/url.ts';
import { listHref, postPath, type BlogListFilters } from './blog-query.ts';
import { blogListCopy } from './content/list-copy.ts';
import { blogPostCopy } from './content/post-copy.ts';

/**
 * The blog's head tags and structured data (decision 21): everything a
 * crawler or a link preview reads is in the first HTML response.
 */

type Json = Record<string, unknown>;
/** What the publisher and the addresses are built from. */
type Site = Pick<SiteSettings, 'baseUrl' | 'companyName'>;

/**
 * What a BlogPosting is built from: a stored post, or the authoring form's
 * values before the post is saved (the SEO panel's preview).
 */
export type BlogPostingSource = Pick<
  BlogPost,
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'metaDescription'
  | 'content'
  | 'authorName'
  | 'authorBio'
  | 'readTime'
> & {
  keywords: readonly string[];
  tags: readonly string[];
  category: string;
  categoryName?: string;
  /** A stored image's address; none for an upload not saved yet, which is left out. */
  featuredImage: string | undefined;
  publishedAt: string | null | undefined;
  /** None before the first save, which is left out. */
  updatedAt: string | undefined;
  /** Approved comments; none in the authoring preview. */
  commentCount?: number;
};

type SummarySource = Pick<
  BlogPostingSource,
  'slug' | 'title' | 'excerpt' | 'featuredImage' | 'publishedAt' | 'updatedAt' | 'authorName'
>;

const imageUrl = (site: Site, address: string) => absoluteUrl(site.baseUrl, blogImage(address).src);

function postSummary(site: Site, post: SummarySource): Json {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: absoluteUrl(site.baseUrl, postPath(post.slug)),
    ...(post.featuredImage === undefined ? {} : { image: imageUrl(site, post.featuredImage) }),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
    author: { '@type': 'Person', name: post.authorName || blogPostCopy.defaultAuthor },
  };
}

/** The BlogPosting of a post's page (and of the authoring screens' preview of it). */
export function blogPosting(site: Site, post: BlogPostingSource): Json {
  const url = absoluteUrl(site.baseUrl, postPath(post.slug));
  const keywords = post.keywords.length ? post.keywords : post.tags;
  const section = post.categoryName || categoryName(post.category);
  return {
    '@context': 'https://schema.org',
    ...postSummary(site, post),
    description: post.metaDescription || post.excerpt,
    ...(post.featuredImage === undefined ? {} : { image: [imageUrl(site, post.featuredImage)] }),
    author: {
      '@type': 'Person',
      name: post.authorName || blogPostCopy.defaultAuthor,
      ...(post.authorBio ? { description: post.authorBio } : {}),
    },
    publisher: publisher(site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(section ? { articleSection: section } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    wordCount: htmlToText(post.content).split(' ').filter(Boolean).length,
    timeRequired: `PT${Math.max(1, post.readTime)}M`,
    isPartOf: { '@type': 'Blog', '@id': absoluteUrl(site.baseUrl, '/blog') },
    ...(post.commentCount === undefined ? {} : { commentCount: post.commentCount }),
  };
}

/** A post's head: title, description, keywords, canonical, Open Graph article tags, Twitter, JSON-LD. */
export function postMeta(site: SiteSettings | undefined, post: BlogPost): MetaDescriptor[] {
  const path = postPath(post.slug);
  const image = blogImage(post.featuredImage);
  const section = post.categoryName || categoryName(post.category);
  const tags = seo(site, {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    keywords: post.keywords.length ? post.keywords : post.tags,
    canonical: path,
    // A featured image has no alt text of its own: the post's title names it.
    image: { ...image, alt: post.title },
    ogType: 'article',
    breadcrumbs: [
      { name: 'Blog', path: '/blog' },
      { name: post.title, path },
    ],
    structuredData: site ? blogPosting(site, post) : undefined,
  });
  return [
    ...tags,
    ...(post.publishedAt
      ? [{ property: 'article:published_time', content: post.publishedAt }]
      : []),
    { property: 'article:modified_time', content: post.updatedAt },
    { property: 'article:section', content: section },
    ...(post.authorName ? [{ property: 'article:author', content: post.authorName }] : []),
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ];
}

/**
 * The list's head: its own title, keywords and canonical per category;
 * searches and empty pages past the last one are not indexed.
 */
export function listMeta(
  site: SiteSettings | undefined,
  filters: BlogListFilters,
  posts: readonly BlogSummary[],
): MetaDescriptor[] {
  const category = filters.category ? categoryName(filters.category) : undefined;
  const page = filters.page > 1 ? ` (page ${filters.page})` : '';
  const canonical = listHref({ category: filters.category, page: filters.page });
  return seo(site, {
    title: `${category ? `${category} Articles` : blogListCopy.metaTitle}${page}`,
    description: category
      ? `Articles and guides on ${category} from our Dynamics 365 and Power Platform consultants.`
      : blogListCopy.description,
    keywords: category ? [category, ...blogListCopy.keywords] : [...blogListCopy.keywords],
    canonical,
    breadcrumbs: [
      { name: 'Blog', path: '/blog' },
      ...(category && filters.category ? [{ name: category, path: canonical }] : []),
    ],
    noIndex: !!filters.search || (filters.page > 1 && posts.length === 0),
    structuredData: site
      ? {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          '@id': absoluteUrl(site.baseUrl, '/blog'),
          name: `${site.companyName} Blog`,
          description: blogListCopy.description,
          url: absoluteUrl(site.baseUrl, canonical),
          publisher: publisher(site),
          blogPost: posts.slice(0, 20).map((post) => postSummary(site, post)),
        }
      : undefined,
  });
}
