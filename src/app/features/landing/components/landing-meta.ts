import type { SiteSettings } from '../../../../shared/site-settings.ts';
import type { LandingPageContent } from '../content/types.ts';
import { pageMeta, siteFromMatches, type SeoInput } from '../../../lib/seo.ts';
import { service } from '../../../lib/structured-data.ts';

/**
 * The metadata of a landing page: its own title, description and keywords,
 * the canonical at the primary path (also when served on an alias), the
 * Services → page breadcrumb trail and the Service JSON-LD.
 */
export function landingSeo(content: LandingPageContent, site: SiteSettings | undefined): SeoInput {
  return {
    title: content.meta.title,
    description: content.meta.description,
    keywords: content.meta.keywords,
    canonical: content.path,
    breadcrumbs: [
      { name: 'Services', path: '/services' },
      { name: content.name, path: content.path },
    ],
    structuredData: site
      ? service(site, {
          name: content.meta.title,
          description: content.meta.description,
          path: content.path,
          serviceType: content.meta.serviceType,
        })
      : undefined,
  };
}

/** A landing route's `meta`. */
export function landingMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  content: LandingPageContent,
) {
  return pageMeta(matches, landingSeo(content, siteFromMatches(matches)));
}
