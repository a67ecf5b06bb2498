import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { assetSizes, pageAssets } from '../../scripts/support/page-assets.ts';
import { seedAccounts } from './db/seed-accounts.ts';
import { seedBlogPosts } from './db/seed/seed-blog.ts';
import { seedCaseStudies } from './db/seed/seed-case-studies.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The JavaScript budget of a public page's first load: the framework's floor
 * (React 19 and React Router's client runtime, all in the entry chunk) plus at
 * most 30 kB gzip of the site's own code. What a page does not need at first
 * paint (editors, dialogs, the chat panel, share menus) is loaded when used,
 * so it does not count here.
 */
const OWN_CODE_BUDGET_GZIP = 30_000;
const FRAMEWORK_CHUNK = /^\/assets\/entry\.client-[\w-]+\.js$/;

/** Public pages outside the sitemap that visitors still land on. */
const UNLISTED_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/privacy/request',
  '/privacy/confirm?action=erase&token=x',
  '/does-not-exist',
];

// Sizes depend on the build only, so one database driver is enough.
describe.runIf(process.env['TEST_DB_DRIVER'] === 'pglite')('first-load JavaScript', () => {
  const pages = usePagesApp();
  beforeAll(async () => {
    const t = pages.testApp;
    await seedAccounts(t.app.auth, t.config.site.emailDomain);
    await seedBlogPosts(t.database.db, t.config.site.emailDomain);
    await seedCaseStudies(t.database.db, t.config.site.emailDomain);
  });

  async function publicPaths(): Promise<string[]> {
    const sitemap = await pages.html('/sitemap.xml');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    );
    return [...new Set([...listed, ...UNLISTED_PAGES])];
  }

  it('keeps the site’s own code within 30 kB gzip on every public page', async () => {
    const clientDir = path.join(inject('buildDir'), 'client');
    const paths = await publicPaths();
    expect(paths).toContain('/');
    expect(paths.some((p) => p.startsWith('/blog/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/case-studies/'))).toBe(true);

    const overBudget: string[] = [];
    const measured: Array<{ page: string; ownGzip: number; files: number }> = [];
    for (const url of paths) {
      const { html } = await pages.get(url);
      const js = pageAssets(html).js;
      const framework = js.filter((file) => FRAMEWORK_CHUNK.test(file));
      expect(framework, `${url} loads the framework's entry chunk`).toHaveLength(1);
      const own = await assetSizes(
        clientDir,
        js.filter((file) => !FRAMEWORK_CHUNK.test(file)),
      );
      const gzip = own.reduce((sum, file) => sum + file.gzip, 0);
      measured.push({ page: url, ownGzip: gzip, files: own.length });
      if (gzip > OWN_CODE_BUDGET_GZIP) overBudget.push(`${url}: ${gzip} B`);
    }
    // FIRST_LOAD_REPORT=1 prints every page's figure (the numbers quoted in docs/performance.md).
    if (process.env['FIRST_LOAD_REPORT'])
      console.warn(measured.sort((a, b) => b.ownGzip - a.ownGzip));
    expect(overBudget).toEqual([]);
    // It renders every public page (over 50), which passed 30 s with the
    // machine's load average at 20: a deadline for a stuck render, not a pace.
  }, 180_000);
});
