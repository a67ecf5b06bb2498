import http from 'node:http';
import { expect, test } from '@playwright/test';
import { publicPages } from '../src/shared/public-pages.ts';
import { trackPageProblems, waitForHydration } from './support/helpers.ts';
import { canonicalHref, htmlTitle, jsonLd, metaContent } from './support/html.ts';

test.describe('server-rendered HTML', () => {
  test('the home page carries title, description, canonical, Open Graph, Twitter and Organization data', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();

    const pageTitle = htmlTitle(html);
    expect(pageTitle).toContain('Microsoft Dynamics 365 & Power Platform Consulting');
    const description = metaContent(html, 'name', 'description');
    expect(description).toContain('Dynamics 365');
    expect(description!.length).toBeGreaterThan(50);

    expect(canonicalHref(html)).toBe(`${baseURL}/`);

    expect(metaContent(html, 'property', 'og:title')).toBe(pageTitle);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${baseURL}/`);
    const ogImage = metaContent(html, 'property', 'og:image');
    expect(ogImage).toMatch(new RegExp(`^${baseURL}/`));

    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:title')).toBe(pageTitle);
    expect(metaContent(html, 'name', 'twitter:description')).toBe(description);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(ogImage);

    // The share image is really there.
    const image = await request.get(ogImage!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/');

    const organization = jsonLd(html).find((item) => item['@type'] === 'Organization');
    expect(organization, 'JSON-LD Organization').toBeDefined();
    expect(organization).toMatchObject({ '@context': 'https://schema.org', url: baseURL });
    expect(typeof organization!['name']).toBe('string');
    expect(pageTitle).toContain(organization!['name'] as string);
    expect(organization!['logo']).toMatch(new RegExp(`^${baseURL}/`));
  });

  test('every public page and alias has its own title, description, canonical and valid JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const titles = new Map<string, string>();
    for (const page of publicPages) {
      for (const path of [page.path, ...(page.aliases ?? [])]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        const pageTitle = htmlTitle(html);
        expect(pageTitle, `${path} title`).toBeTruthy();
        expect(
          metaContent(html, 'name', 'description')?.length,
          `${path} description`,
        ).toBeGreaterThan(50);
        // Aliases serve the primary page: its canonical, title and Open Graph address.
        expect(canonicalHref(html), `${path} canonical`).toBe(`${baseURL}${page.path}`);
        expect(metaContent(html, 'property', 'og:url'), path).toBe(`${baseURL}${page.path}`);
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

  test('an unknown path answers 404 with a noindex page', async ({ request }) => {
    const response = await request.get('/no-such-page-e2e');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(htmlTitle(html)).toMatch(/^Page not found/);
    expect(metaContent(html, 'name', 'robots')).toContain('noindex');
  });

  test('a path that looks like another host (//example.org) stays a path on this site', async ({
    baseURL,
  }) => {
    // fetch() would normalise the path, so send the request line as is.
    const response = await rawGet(new URL(baseURL!), '//example.org/');
    expect(response.status).toBe(404);
    expect(htmlTitle(response.body)).toMatch(/^Page not found/);
  });

  test('malformed percent-encoding answers 400, never 500', async ({ baseURL }) => {
    for (const path of ['/%', '/%E0%A4%A', '/pricing%']) {
      const response = await rawGet(new URL(baseURL!), path);
      expect(response.status, path).toBe(400);
    }
  });
});

function rawGet(base: URL, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: base.hostname, port: base.port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

test.describe('pages in the browser', () => {
  test('the home page hydrates: the newsletter form validates without a request', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await page.goto('/');
    await waitForHydration(page);

    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    const card = page.getByRole('region', { name: 'Subscribe to our newsletter' });
    await card.getByRole('button', { name: 'Subscribe' }).click();

    await expect(card.getByRole('alert')).toHaveText('Please enter your email address.');
    // Without JavaScript the form would have been submitted to the page itself.
    expect(new URL(page.url()).search).toBe('');
    expect(apiRequests).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('navigating through the header changes pages without a reload and without errors', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await page.goto('/');
    await waitForHydration(page);
    // A full reload would drop this marker.
    await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['Pricing', '/pricing'],
      ['Features', '/features'],
      ['About', '/about'],
      ['Support', '/support'],
      ['Contact', '/contact'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      // Every route change starts at the top of the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    expect(
      await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a page whose content arrives later shows its heading and canonical', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog`);
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
  });

  test('an alias shows the primary page with the primary canonical', async ({ page, baseURL }) => {
    await page.goto('/dynamics-365-implementation');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto('/dynamics-365');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/dynamics-365-implementation`,
    );
  });

  test('an unknown path shows the "Page not found" page, marked noindex', async ({ page }) => {
    const response = await page.goto('/no-such-page-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(
      page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });
});
