import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../shared/site-settings.ts';
import { copyPageMeta, pageMeta, seo } from './seo.ts';

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

describe('seo: the share image', () => {
  /** The content of the `<meta>` whose property or name is `key`. */
  const content = (tags: ReturnType<typeof seo>, key: string) => {
    const tag = tags.find(
      (t) => ('property' in t ? t.property : 'name' in t ? t.name : '') === key,
    );
    return tag && 'content' in tag ? tag.content : undefined;
  };
  const base = { title: 'Post', description: 'A post.', canonical: '/blog/post' };

  it('names the default image after the company, for Open Graph and Twitter alike', () => {
    const tags = seo(defaultSiteSettings, base);
    const alt = content(tags, 'og:image:alt');
    expect(alt).toContain(defaultSiteSettings.companyName);
    expect(content(tags, 'twitter:image:alt')).toBe(alt);
    expect(content(tags, 'og:image')).toBe(`${defaultSiteSettings.baseUrl}/og-image.png`);
    expect(content(tags, 'twitter:image')).toBe(content(tags, 'og:image'));
  });

  it('gives a page’s own image its alt text and size', () => {
    const image = { src: '/images/a-960.webp', alt: 'A diagram', width: 960, height: 540 };
    const tags = seo(defaultSiteSettings, { ...base, image });
    expect(content(tags, 'og:image:alt')).toBe('A diagram');
    expect(content(tags, 'twitter:image:alt')).toBe('A diagram');
    expect(content(tags, 'og:image:width')).toBe('960');
    expect(content(tags, 'og:image:height')).toBe('540');
  });
});
