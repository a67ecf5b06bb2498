import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../shared/site-settings.ts';
import { copyPageMeta, pageMeta } from './seo.ts';

const withSite = [{ id: 'root', loaderData: { site: defaultSiteSettings } }];
const withoutSite = [{ id: 'root', loaderData: undefined }];
const page = {
  title: 'Training',
  metaDescription: 'Courses for Dynamics 365 users.',
  keywords: ['training', 'dynamics 365'],
  path: '/training',
};

type JsonLd = Record<string, unknown>;
const jsonLd = (tags: ReturnType<typeof pageMeta>): JsonLd[] =>
  tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as JsonLd] : []));
const breadcrumbNames = (tags: ReturnType<typeof pageMeta>) =>
  (
    jsonLd(tags).find((item) => item['@type'] === 'BreadcrumbList') as
      { itemListElement: Array<{ name: string }> } | undefined
  )?.itemListElement.map((item) => item.name);

describe('pageMeta', () => {
  it('builds page JSON-LD from the site settings when they are there', () => {
    const tags = pageMeta(withSite, {
      title: 'About',
      description: 'Who we are.',
      canonical: '/about',
      structuredData: (site) => ({ '@type': 'AboutPage', name: site.companyName }),
    });
    expect(jsonLd(tags)).toContainEqual({
      '@type': 'AboutPage',
      name: defaultSiteSettings.companyName,
    });
  });

  it('leaves it out, without failing, when the root loader has no data', () => {
    const tags = pageMeta(withoutSite, {
      title: 'About',
      description: 'Who we are.',
      canonical: '/about',
      structuredData: (site) => ({ '@type': 'AboutPage', name: site.companyName }),
    });
    expect(jsonLd(tags)).toEqual([]);
  });
});

describe('copyPageMeta', () => {
  it('takes title, description, keywords, canonical and breadcrumb from the page copy', () => {
    const tags = copyPageMeta(withSite, page);
    expect(tags).toContainEqual({ title: `Training | ${defaultSiteSettings.companyName}` });
    expect(tags).toContainEqual({ name: 'description', content: page.metaDescription });
    expect(tags).toContainEqual({ name: 'keywords', content: 'training, dynamics 365' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${defaultSiteSettings.baseUrl}/training`,
    });
    expect(breadcrumbNames(tags)).toEqual(['Home', 'Training']);
  });

  it('names the breadcrumb as told', () => {
    expect(breadcrumbNames(copyPageMeta(withSite, page, { breadcrumb: 'Courses' }))).toEqual([
      'Home',
      'Courses',
    ]);
  });
});
