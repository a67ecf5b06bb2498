import { describe, expect, it } from 'vitest';
import {
  attribute,
  element,
  elements,
  headTag,
  inner,
  jsonLd,
  metaContent,
  textOf,
} from './test/html.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The service landing pages as a crawler (or a visitor without JavaScript)
 * gets them: metadata, structured data, the sections' make-up and links that
 * lead somewhere. Behaviour and accessibility are in e2e/landing-pages.spec.ts.
 */

/** The service landing pages, with the aliases that serve the same page. */
const landingPages: Array<{ path: string; aliases: string[] }> = [
  { path: '/dynamics-365-implementation', aliases: ['/dynamics-365'] },
  { path: '/power-platform-development', aliases: ['/power-platform'] },
  { path: '/power-automate', aliases: [] },
  { path: '/power-apps-canvas-app', aliases: [] },
  { path: '/sales', aliases: [] },
  { path: '/microsoft-365', aliases: [] },
  { path: '/data-migration-integration', aliases: [] },
  { path: '/cloud-services', aliases: [] },
];

const site = usePagesApp();

describe('server-rendered HTML of the landing pages', () => {
  for (const { path: primary, aliases } of landingPages) {
    it(`${[primary, ...aliases].join(' and ')}: title, description, keywords, canonical, one h1 and JSON-LD that agree`, async () => {
      let primaryH1: string | undefined;
      for (const path of [primary, ...aliases]) {
        const page = await site.html(path);
        const data = jsonLd(page);
        expect(
          data.map((item) => item['@type']),
          path,
        ).toEqual(['Organization', 'BreadcrumbList', 'Service']);
        const organization = data[0] as { telephone: string; email: string };
        const trail = data[1] as { itemListElement: Array<{ name: string; item: string }> };
        const service = data[2] as { name: string; serviceType: string; url: string };

        // The page's title is the Service's, and the h1 its name in the breadcrumbs.
        const escaped = service.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(textOf(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? ''), path).toMatch(
          new RegExp(`^${escaped} \\| `),
        );
        const h1s = [...page.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
        expect(h1s, path).toHaveLength(1);
        const h1 = textOf(h1s[0]?.[1] ?? '');
        // An alias serves the primary page.
        primaryH1 ??= h1;
        expect(h1, path).toBe(primaryH1);
        expect(
          trail.itemListElement.map((item) => [item.name, item.item]),
          path,
        ).toEqual([
          ['Home', `${site.base}/`],
          ['Services', `${site.base}/services`],
          [h1, `${site.base}${primary}`],
        ]);
        expect(service.url, path).toBe(`${site.base}${primary}`);
        expect(service.serviceType, path).toMatch(/\S/);

        const description = attribute(headTag(page, /name="description"/), 'content');
        expect(description?.length, path).toBeGreaterThan(50);
        expect(metaContent(page, 'property', 'og:description'), path).toBe(description);
        const keywords = attribute(headTag(page, /name="keywords"/), 'content') ?? '';
        expect(keywords.split(', ').length, path).toBeGreaterThan(2);
        expect(
          keywords.split(', ').every((keyword) => /\S/.test(keyword)),
          path,
        ).toBe(true);
        expect(attribute(headTag(page, /rel="canonical"/), 'href'), path).toBe(
          `${site.base}${primary}`,
        );
        expect(attribute(headTag(page, /property="og:url"/), 'content'), path).toBe(
          `${site.base}${primary}`,
        );

        // The closing call to action shows the phone number and the general e-mail.
        expect(page).toContain(`href="tel:${organization.telephone.replace(/[^\d+]/g, '')}"`);
        expect(page).toContain(`href="mailto:${organization.email}"`);
      }
    });
  }

  it('every link in the body of a landing page leads to a page or a section that exists', async () => {
    for (const { path } of landingPages) {
      const page = await site.html(path);
      const main = element(page, 'id="main"');
      const hrefs = [...main.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!);
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of new Set(hrefs)) {
        if (href.startsWith('#')) {
          expect(page, `${path} links to ${href}`).toContain(`id="${href.slice(1)}"`);
        } else if (href.startsWith('/')) {
          const target = new URL(href, site.base);
          expect(
            (await site.testApp.app.inject({ url: `${target.pathname}${target.search}` }))
              .statusCode,
            `${path} links to ${href}`,
          ).toBe(200);
        } else {
          expect(href, path).toMatch(/^(tel|mailto):/);
        }
      }
    }
  });
});

describe('the cloud services page', () => {
  it('lists six migration steps, eight Azure cards each with a category, and four deployment models of four points', async () => {
    const page = await site.html('/cloud-services');
    const steps = elements(
      inner(elements(element(page, 'id="migration-process"'), 'ol')[0]!),
      'li',
    );
    expect(steps).toHaveLength(6);
    steps.forEach((step, index) =>
      expect(textOf(/<h3\b[^>]*>([\s\S]*?)<\/h3>/.exec(step)?.[1] ?? '')).toMatch(
        new RegExp(`^Step ${index + 1}: \\S`),
      ),
    );

    const azure = element(page, 'id="azure-services"');
    expect(azure.match(/<h3\b/g)).toHaveLength(8);
    expect(textOf(azure).match(/Category: /g)).toHaveLength(8);

    const models = elements(
      inner(elements(element(page, 'id="deployment-models"'), 'ul')[0]!),
      'li',
    );
    expect(models).toHaveLength(4);
    for (const model of models) expect(elements(inner(model), 'li')).toHaveLength(4);
  });
});
