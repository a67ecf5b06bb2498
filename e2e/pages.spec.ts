import http from 'node:http';
import { expect, test } from '@playwright/test';
import { trackPageProblems, waitForHydration } from './support/helpers.ts';

/** Minimal reading of server-rendered HTML: what a crawler sees before any script runs. */
function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

function headTags(html: string, tagName: 'meta' | 'link'): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return head.match(new RegExp(`<${tagName}\\b[^>]*>`, 'gi')) ?? [];
}

function meta(html: string, key: 'name' | 'property', value: string): string | undefined {
  const tag = headTags(html, 'meta').find((candidate) => attribute(candidate, key) === value);
  return tag ? attribute(tag, 'content') : undefined;
}

function canonical(html: string): string | undefined {
  const tags = headTags(html, 'link').filter((tag) => attribute(tag, 'rel') === 'canonical');
  expect(tags, 'exactly one canonical link').toHaveLength(1);
  return attribute(tags[0] ?? '', 'href');
}

function title(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? 'null') as Record<string, unknown>);
}

test.describe('server-rendered HTML', () => {
  test('the home page carries title, description, canonical, Open Graph, Twitter and Organization data', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();

    const pageTitle = title(html);
    expect(pageTitle).toContain('Microsoft Dynamics 365 & Power Platform Consulting');
    const description = meta(html, 'name', 'description');
    expect(description).toContain('Dynamics 365');
    expect(description!.length).toBeGreaterThan(50);

    expect(canonical(html)).toBe(`${baseURL}/`);

    expect(meta(html, 'property', 'og:title')).toBe(pageTitle);
    expect(meta(html, 'property', 'og:description')).toBe(description);
    expect(meta(html, 'property', 'og:url')).toBe(`${baseURL}/`);
    const ogImage = meta(html, 'property', 'og:image');
    expect(ogImage).toMatch(new RegExp(`^${baseURL}/`));

    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBe(pageTitle);
    expect(meta(html, 'name', 'twitter:description')).toBe(description);
    expect(meta(html, 'name', 'twitter:image')).toBe(ogImage);

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

  test('a stub page has its own title and canonical', async ({ request, baseURL }) => {
    const response = await request.get('/pricing');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(title(html)).toMatch(/^Pricing \| /);
    expect(canonical(html)).toBe(`${baseURL}/pricing`);
    expect(meta(html, 'property', 'og:url')).toBe(`${baseURL}/pricing`);
    expect(meta(html, 'name', 'robots')).toBeUndefined();
  });

  test('an alias path points its canonical at the primary address', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/dynamics-365');
    expect(response.status()).toBe(200);
    expect(canonical(await response.text())).toBe(`${baseURL}/dynamics-365-implementation`);
  });

  test('an unknown path answers 404 with a noindex page', async ({ request }) => {
    const response = await request.get('/no-such-page-e2e');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(title(html)).toMatch(/^Page not found/);
    expect(meta(html, 'name', 'robots')).toContain('noindex');
  });

  test('a path that looks like another host (//example.org) stays a path on this site', async ({
    baseURL,
  }) => {
    // fetch() would normalise the path, so send the request line as is.
    const response = await rawGet(new URL(baseURL!), '//example.org/');
    expect(response.status).toBe(404);
    expect(title(response.body)).toMatch(/^Page not found/);
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

  test('the home page and a stub page load without console or page errors', async ({ page }) => {
    const problems = await trackPageProblems(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Business applications that fit the way you work',
    );

    // Client-side navigation to a stub page (loads its data from the server).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await expect(page).toHaveTitle(/^Pricing \| /);

    // And a stub page loaded directly.
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await page.waitForLoadState('networkidle');

    expect(problems).toEqual([]);
  });

  test('a stub page shows its heading and canonical', async ({ page, baseURL }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/pricing`,
    );
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
  });

  test('an alias shows the primary page with the primary canonical', async ({ page, baseURL }) => {
    await page.goto('/dynamics-365');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dynamics 365 Implementation');
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
