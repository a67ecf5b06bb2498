/**
 * The blog's one source of truth: categories, stock images, statuses, limits,
 * the reading pages' messages and the shapes the API answers with. The
 * schemas are in blog-schemas.ts and what only writing posts needs is in
 * blog-authoring.ts, so reading pages load neither.
 */

import {
  PUBLISHING_STATUSES,
  SCHEDULE_MAX_YEARS,
  type PublishingStatus,
  type ReviewState,
} from './publishing.ts';
import type { ContentReview } from './review-messages.ts';

/** What the reading pages (and the public calls) say. */
export const BLOG_READING_MESSAGES = {
  listFailed: 'Failed to load blogs. Please try again later.',
  detailFailed: 'Failed to load blog post',
  refreshFailed: 'Failed to refresh blog post',
  notFound: 'Blog not found',
  listLoaded: 'Blogs loaded',
  loaded: 'Blog loaded',
  moved: 'This post has moved to a new address',
  liked: 'Thanks for the like!',
  unliked: 'Like removed',
} as const;

/** The seven categories, in the order the chips and the authoring select show them. */
export const BLOG_CATEGORIES = [
  { id: 'dynamics-365', name: 'Dynamics 365' },
  { id: 'power-platform', name: 'Power Platform' },
  { id: 'canvas-apps', name: 'Canvas Apps' },
  { id: 'power-automate', name: 'Power Automate' },
  { id: 'power-pages', name: 'Power Pages' },
  { id: 'case-studies', name: 'Case Studies' },
  { id: 'pcf-controls', name: 'PCF Controls' },
] as const;
export type BlogCategoryId = (typeof BLOG_CATEGORIES)[number]['id'];
export const BLOG_CATEGORY_IDS = BLOG_CATEGORIES.map((c) => c.id) as [
  BlogCategoryId,
  ...BlogCategoryId[],
];
/** The list's filter: every category, or all of them. */
export const ALL_POSTS = { id: 'all', name: 'All Posts' } as const;

export function categoryName(id: string): string {
  return BLOG_CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

/**
 * A category name as its id: lower-cased, a known name mapped to its id
 * ("Dynamics 365" → dynamics-365), any other run of spaces made a hyphen.
 */
export function normalizeCategory(value: string): string {
  const lower = value.trim().toLowerCase();
  const known = BLOG_CATEGORIES.find((c) => c.name.toLowerCase() === lower || c.id === lower);
  return known ? known.id : lower.replace(/\s+/g, '-');
}

export const BLOG_STATUSES = PUBLISHING_STATUSES;
export type BlogStatus = PublishingStatus;

export const BLOG_SORTS = ['latest', 'popular', 'liked'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];
export const BLOG_SORT_LABELS: Record<BlogSort, string> = {
  latest: 'Latest',
  popular: 'Most Popular',
  liked: 'Most Liked',
};

export const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 500,
  /** Stored HTML, after sanitizing. */
  content: 200_000,
  authorName: 100,
  authorBio: 1_000,
  metaTitle: 200,
  metaDescription: 500,
  tag: 40,
  tags: 20,
  readTimeMin: 1,
  readTimeMax: 600,
  readTimeDefault: 5,
  /** The list screen's request (page 1, size 50); the API's default page size is 10. */
  pageSizeMax: 50,
  pageSizeDefault: 10,
  search: 100,
  /** What search engines show of a title and a description; the SEO panel warns past these. */
  metaTitleAdvice: 60,
  metaDescriptionAdvice: 160,
  /** The excerpt is filled from this many characters of the content. */
  excerptAutoFill: 160,
  /** The live preview shows this much of the content. */
  previewChars: 200,
  featured: 5,
  dynamicsSection: 6,
  suggested: 3,
  /** The RSS feed carries the latest posts, the newest few with their whole body. */
  feedSize: 20,
  feedFullItems: 5,
  /** A post may be scheduled at most this many years ahead (publishing.ts). */
  scheduleMaxYears: SCHEDULE_MAX_YEARS,
  /** Any image type, at most 5 MB. */
  imageMaxBytes: 5_242_880,
  /** Authoring success message, then the next screen. */
  redirectMs: 2_000,
} as const;

/** Widths every blog image is served in (WebP); the stored address names the middle one. */
export const BLOG_IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The width the stored address of an image names. */
const ADDRESS_WIDTH = 960;

/** The six stock images an author may choose instead of uploading one (16:9). */
export const STOCK_IMAGES = [
  { id: 'ai-technology', label: 'AI & Technology' },
  { id: 'business-strategy', label: 'Business & Strategy' },
  { id: 'crm-sales', label: 'CRM & Sales' },
  { id: 'data-analytics', label: 'Data & Analytics' },
  { id: 'digital-transformation', label: 'Digital Transformation' },
  { id: 'enterprise-solutions', label: 'Enterprise Solutions' },
] as const;
export type StockImageId = (typeof STOCK_IMAGES)[number]['id'] | 'default';

export const stockImageAddress = (id: StockImageId) =>
  `/images/blog/stock/${id}-${ADDRESS_WIDTH}.webp`;
/** Shown wherever a post's own image is missing. */
export const DEFAULT_BLOG_IMAGE = stockImageAddress('default');

const STOCK_ADDRESS = /^\/images\/blog\/stock\/([a-z-]+)-(480|960|1600)\.webp$/;
/** Uploaded images: a generated name carrying the original's size, then the width. */
const UPLOAD_ADDRESS =
  /^\/uploads\/blogs\/([0-9a-f-]{36})-(\d{1,5})x(\d{1,5})-(480|960|1600)\.webp$/;

/** The address an upload is stored under, for the width of one of its variants. */
export const uploadAddress = (id: string, width: number, height: number, variant: number) =>
  `/uploads/blogs/${id}-${width}x${height}-${variant}.webp`;

export function isStockImage(address: string): boolean {
  const match = STOCK_ADDRESS.exec(address);
  return !!match && (match[1] === 'default' || STOCK_IMAGES.some((s) => s.id === match[1]));
}

export function isUploadedImage(address: string): boolean {
  return UPLOAD_ADDRESS.test(address);
}

/** An address a post may carry as its image: a stock image or one of our uploads. */
export const isBlogImage = (address: string) => isStockImage(address) || isUploadedImage(address);

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * The `<img>` attributes of a blog image: every width as `srcset`, and the
 * intrinsic size (width and height keep the layout from shifting). Anything
 * that is not one of our images falls back to the default image.
 */
export function blogImage(address: string | null | undefined): ResponsiveImage {
  const stock = address ? STOCK_ADDRESS.exec(address) : null;
  if (stock && isStockImage(address!)) {
    const base = `/images/blog/stock/${stock[1]}`;
    return {
      src: `${base}-${ADDRESS_WIDTH}.webp`,
      srcSet: BLOG_IMAGE_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', '),
      width: ADDRESS_WIDTH,
      height: Math.round((ADDRESS_WIDTH * 9) / 16),
    };
  }
  const upload = address ? UPLOAD_ADDRESS.exec(address) : null;
  if (upload) {
    const [, id, w, h] = upload;
    const width = Number(w);
    const height = Number(h);
    return {
      src: uploadAddress(id!, width, height, ADDRESS_WIDTH),
      srcSet: BLOG_IMAGE_WIDTHS.map((v) => `${uploadAddress(id!, width, height, v)} ${v}w`).join(
        ', ',
      ),
      width: ADDRESS_WIDTH,
      height: Math.max(1, Math.round((ADDRESS_WIDTH * height) / Math.max(1, width))),
    };
  }
  return blogImage(DEFAULT_BLOG_IMAGE);
}

/** A post as lists show it: never the body. */
export interface BlogSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryId;
  categoryName: string;
  tags: string[];
  status: BlogStatus;
  featuredImage: string;
  authorName: string;
  authorAvatar: string | null;
  publishedAt: string | null;
  updatedAt: string;
  readTime: number;
  views: number;
  likes: number;
  /** Approved comments, replies included. */
  commentCount: number;
  /** False once staff close comments: existing ones stay, no new ones are taken. */
  commentsOpen: boolean;
  /** In the writer's own list (`/user/blogs`): where the draft stands in review. */
  reviewState?: ReviewState | null;
}

/** A post as its page shows it. */
export interface BlogPost extends BlogSummary {
  content: string;
  keywords: string[];
  authorBio: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

/** What the edit screen reads (`GET /edit/{slug}`). */
export interface BlogEditable extends ContentReview {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: BlogCategoryId;
  tags: string[];
  keywords: string[];
  authorName: string;
  authorBio: string;
  readTime: number;
  metaTitle: string | null;
  metaDescription: string | null;
  status: BlogStatus;
  featuredImage: string;
  commentsOpen: boolean;
  /** E-mailed to subscribers on publishing (at most once: see `emailedAt`). */
  emailSubscribers: boolean;
  publishedAt: string | null;
  updatedAt: string;
  /** Rises with every save: sent back as If-Match so a save never overwrites a newer one. */
  version: number;
  /** Who changed it last (staff share the blog). */
  updatedByName: string | null;
}

export interface BlogPagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface BlogListAnswer {
  success: true;
  blogs: BlogSummary[];
  pagination: BlogPagination;
  /** Published posts per category, for the chips (`all` is the total). */
  counts: Record<string, number>;
}

/** The public list's query string, as the page and the API read it (checked by blogListQuerySchema). */
export interface BlogListQuery {
  page?: number | undefined;
  limit?: number | undefined;
  category?: string | undefined;
  search?: string | undefined;
  sort?: BlogSort | undefined;
  featured?: 'true' | 'false' | undefined;
  tag?: string | undefined;
  exclude?: string | undefined;
}
