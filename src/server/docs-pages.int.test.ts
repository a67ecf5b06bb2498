import { describe, expect, it } from 'vitest';
import { canonicalHref, decodeEntities, htmlTitle, metaContent, textOf } from './test/html.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The documentation hub (/docs) as a crawler or a visitor without JavaScript
 * gets it. The table of contents, the search and accessibility are in
 * e2e/docs.spec.ts.
 */

const TOTAL = 22;
const GROUPS = [
  'Getting started with your new Dynamics 365 environment',
  'Power Apps & Power Automate',
  'Microsoft 365 & Teams',
  'Data, integrations & migration',
  'Security, licences & administration',
  'Working with our support team',
];

const site = usePagesApp();

describe('server-rendered documentation', () => {
  it('/docs answers 200 with its title, description, canonical and every guide', async () => {
    const response = await site.testApp.app.inject({ url: '/docs' });
    expect(response.statusCode).toBe(200);
    const html = response.body;

    expect(htmlTitle(html)).toMatch(/^Documentation \| /);
    expect(canonicalHref(html)).toBe(`${site.base}/docs`);
    expect(metaContent(html, 'name', 'description')?.length).toBeGreaterThan(50);
    expect(metaContent(html, 'name', 'robots')).toBeUndefined();
    expect(html).toContain('"@type":"BreadcrumbList"');

    // Complete without JavaScript: one h1, every topic (h2) and guide (h3) with its body.
    expect((html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? []).map(textOf)).toHaveLength(1);
    const groupHeadings = [
      ...html.matchAll(/<h2\b[^>]*id="[a-z0-9-]+-heading"[^>]*>([\s\S]*?)<\/h2>/g),
    ]
      .map((match) => textOf(match[1] ?? ''))
      .filter((title) => GROUPS.includes(title));
    expect(groupHeadings).toEqual(GROUPS);
    const guides = [...html.matchAll(/<article\b[^>]*>([\s\S]*?)<\/article>/g)];
    expect(guides).toHaveLength(TOTAL);
    expect(html.match(/<h3\b/g)).toHaveLength(TOTAL);
    // Each guide carries its body, not only its heading.
    for (const [, guide = ''] of guides)
      expect(textOf(guide.replace(/<h3\b[\s\S]*?<\/h3>/, '')).length).toBeGreaterThan(50);
    expect(decodeEntities(html)).toContain(`Showing all ${TOTAL} guides`);
  });

  it('the sitemap lists /docs', async () => {
    const sitemap = await site.testApp.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${site.base}/docs</loc>`);
  });
});
