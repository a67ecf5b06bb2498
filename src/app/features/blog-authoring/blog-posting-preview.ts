import type { SiteSettings } from '../../../shared/site-settings.ts';
import { blogPosting } from '../blog/public.ts';

/**
 * The BlogPosting the post's page will carry (schema.org): the blog
 * feature's own, built from the form instead of the stored post.
 */
export function blogPostingJsonLd(input: {
  site: Pick<SiteSettings, 'baseUrl' | 'companyName'>;
  title: string;
  metaDescription: string;
  excerpt: string;
  slug: string;
  category: string;
  keywords: readonly string[];
  tags: readonly string[];
  authorName: string;
  authorBio: string;
  readTime: string;
  content: string;
  /** A stored image's address (a new upload has none until it is saved). */
  imageAddress: string | undefined;
  publishedAt: string | undefined;
  modifiedAt: string | undefined;
}): Record<string, unknown> {
  return blogPosting(input.site, {
    ...input,
    metaDescription: input.metaDescription.trim(),
    authorBio: input.authorBio.trim(),
    readTime: Number.parseInt(input.readTime, 10) || 1,
    featuredImage: input.imageAddress || undefined,
    updatedAt: input.modifiedAt,
  });
}
