import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/seo.ts';

/**
 * Meta tags of the account screens: their own title and description, kept
 * out of search results (noindex), with the canonical address of the page.
 */
export function accountMeta(
  matches: Parameters<typeof pageMeta>[0],
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  return pageMeta(matches, {
    title: page.title,
    description: page.description,
    canonical: page.path,
    noIndex: true,
  });
}

/** Account screens are personal: no shared cache may keep them, nor the browser's. */
export function accountHeaders(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}
