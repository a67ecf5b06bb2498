import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '../shared/public-pages.ts';
import { canonicalHref, htmlTitle, jsonLd, metaContent } from './test/html.ts';
import { rawExchange } from './test/raw-http.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * What a crawler sees before any script runs: the pages rendered by the
 * production build, in-process (no browser needed to read HTML).
 */
const site = usePagesApp();

describe('server-rendered HTML', () => {
  it('the home page carries title, description, canonical, Open Graph, Twitter and Organization data', async () => {
    const { status, headers, html } = await site.get('/');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/html');

    const pageTitle = htmlTitle(html);
    expect(pageTitle).toContain('Microsoft Dynamics 365 & Power Platform Consulting');
    const description = metaContent(html, 'name', 'description');
    expect(description).toContain('Dynamics 365');
    expect(description!.length).toBeGreaterThan(50);
    expect(canonicalHref(html)).toBe(`${site.base}/`);

    expect(metaContent(html, 'property', 'og:title')).toBe(pageTitle);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${site.base}/`);
    const ogImage = metaContent(html, 'property', 'og:image');
    expect(ogImage).toMatch(new RegExp(`^${site.base}/`));
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:title')).toBe(pageTitle);
    expect(metaContent(html, 'name', 'twitter:description')).toBe(description);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(ogImage);

    // The share image is really there.
    const image = await site.testApp.app.inject({ url: new URL(ogImage!).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/');

    const organization = jsonLd(html).find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', url: site.base });
    expect(pageTitle).toContain(organization!['name'] as string);
    expect(organization!['logo']).toMatch(new RegExp(`^${site.base}/`));
  });

  it('every public page and alias has its own title, description, keywords, canonical and valid JSON-LD', async () => {
    const titles = new Map<string, string>();
    for (const page of publicPages) {
      for (const path of [page.path, ...(page.aliases ?? [])]) {
        const { status, html } = await site.get(path);
        expect(status, path).toBe(200);
        const pageTitle = htmlTitle(html);
        expect(pageTitle, `${path} title`).toBeTruthy();
        expect(metaContent(html, 'name', 'description')?.length, path).toBeGreaterThan(50);
        expect(metaContent(html, 'name', 'keywords'), `${path} keywords`).toMatch(/\w/);
        // Aliases serve the primary page: its canonical, title and Open Graph address.
        expect(canonicalHref(html), `${path} canonical`).toBe(`${site.base}${page.path}`);
        expect(metaContent(html, 'property', 'og:url'), path).toBe(`${site.base}${page.path}`);
        expect(metaContent(html, 'property', 'og:title'), path).toBe(pageTitle);
        expect(metaContent(html, 'name', 'robots'), path).toBeUndefined();
        const types = jsonLd(html).map((item) => item['@type']);
        expect(types, `${path} JSON-LD`).toContain('Organization');
        if (page.path !== '/') expect(types, `${path} JSON-LD`).toContain('BreadcrumbList');
        if (path === page.path) titles.set(path, pageTitle!);
        else expect(pageTitle, `${path} is ${page.path}`).toBe(titles.get(page.path));
      }
    }
    // No two pages share a title.
    expect(new Set(titles.values()).size).toBe(titles.size);
  });

  it('names the share image of every page for Open Graph and Twitter (og:image:alt, twitter:image:alt)', async () => {
    const company = site.testApp.config.site.companyName;
    // The pages without an image of their own share the site's default one.
    const paths = [...publicPages.map((page) => page.path), '/login', '/no-such-page'];
    for (const path of paths) {
      const { html } = await site.get(path);
      const image = metaContent(html, 'property', 'og:image');
      expect(image, path).toBe(`${site.base}/og-image.png`);
      const alt = metaContent(html, 'property', 'og:image:alt');
      expect(alt, path).toContain(company);
      expect(metaContent(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
      expect(metaContent(html, 'name', 'twitter:image'), path).toBe(image);
      expect(metaContent(html, 'name', 'twitter:image:alt'), path).toBe(alt);
      expect(metaContent(html, 'property', 'og:image:width'), path).toBe('1200');
      expect(metaContent(html, 'property', 'og:image:height'), path).toBe('630');
    }
  });

  it('an unknown path answers 404 with a noindex page', async () => {
    const { status, html } = await site.get('/no-such-page');
    expect(status).toBe(404);
    expect(htmlTitle(html)).toMatch(/^Page not found/);
    expect(metaContent(html, 'name', 'robots')).toContain('noindex');
  });
});

describe('request lines a browser would not send', () => {
  let port: number;
  beforeAll(async () => {
    await site.testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (site.testApp.app.server.address() as AddressInfo).port;
  });
  const rawGet = async (target: string) =>
    (
      await rawExchange(
        port,
        [`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`],
        { expected: 1 },
      )
    )[0]!;

  it('a path that looks like another host (//example.org) stays a path on this site', async () => {
    const response = await rawGet('//example.org/');
    expect(response.status).toBe(404);
    expect(htmlTitle(response.body)).toMatch(/^Page not found/);
  });

  it('malformed percent-encoding answers 400, never 500', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/pricing%']) {
      expect((await rawGet(path)).status, path).toBe(400);
    }
  });
});
