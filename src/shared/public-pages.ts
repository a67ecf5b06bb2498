/**
 * Every public page's primary path, with the aliases that serve the same page
 * (their canonical link points at the primary path). The sitemap lists the
 * primary paths; the route table registers the aliases.
 */
export interface PublicPage {
  path: string;
  aliases?: string[];
  /** Sitemap hints. */
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const publicPages: PublicPage[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/services', changefreq: 'monthly', priority: 0.9 },
  {
    path: '/dynamics-365-implementation',
    aliases: ['/dynamics-365'],
    changefreq: 'monthly',
    priority: 0.9,
  },
  {
    path: '/power-platform-development',
    aliases: ['/power-platform'],
    changefreq: 'monthly',
    priority: 0.9,
  },
  { path: '/power-automate', changefreq: 'monthly', priority: 0.8 },
  { path: '/power-apps-canvas-app', changefreq: 'monthly', priority: 0.8 },
  { path: '/sales', changefreq: 'monthly', priority: 0.8 },
  { path: '/microsoft-365', changefreq: 'monthly', priority: 0.8 },
  { path: '/data-migration-integration', changefreq: 'monthly', priority: 0.8 },
  { path: '/cloud-services', changefreq: 'monthly', priority: 0.8 },
  { path: '/consulting-services', aliases: ['/consulting'], changefreq: 'monthly', priority: 0.8 },
  { path: '/professional-training', changefreq: 'monthly', priority: 0.8 },
  { path: '/training', aliases: ['/live-training'], changefreq: 'monthly', priority: 0.8 },
  { path: '/features', changefreq: 'monthly', priority: 0.7 },
  { path: '/pricing', changefreq: 'monthly', priority: 0.8 },
  { path: '/about', changefreq: 'monthly', priority: 0.6 },
  { path: '/contact', changefreq: 'yearly', priority: 0.7 },
  { path: '/support', aliases: ['/help'], changefreq: 'monthly', priority: 0.6 },
  { path: '/docs', changefreq: 'monthly', priority: 0.5 },
  { path: '/blog', changefreq: 'daily', priority: 0.7 },
  { path: '/case-studies', changefreq: 'weekly', priority: 0.7 },
  { path: '/privacy-policy', changefreq: 'yearly', priority: 0.3 },
  { path: '/terms-and-conditions', changefreq: 'yearly', priority: 0.3 },
];

const PRIMARY_PATHS = new Map(
  publicPages.flatMap((page) => [page.path, ...(page.aliases ?? [])].map((p) => [p, page.path])),
);

export function primaryPathOf(pathname: string): string {
  return PRIMARY_PATHS.get(pathname) ?? pathname;
}

/** The blog's and the case studies' lists and articles, beside the pages above. */
const PUBLIC_PATTERNS = [
  /^\/blog$/,
  /^\/blog\/[^/]+$/,
  /^\/case-studies$/,
  /^\/case-studies\/[^/]+$/,
];

/**
 * Whether a path is a public page: one above, or the blog's or the case
 * studies' lists and articles. What the page cache keeps for anonymous
 * visitors and what the analytics count.
 */
export function isPublicPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRIMARY_PATHS.has(path) || PUBLIC_PATTERNS.some((pattern) => pattern.test(path));
}
