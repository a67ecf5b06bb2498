import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { publicPages } from '../shared/public-pages.ts';
import { SEED_POSTS } from './db/seed/blog-posts.ts';
import { SEED_CASE_STUDIES } from './db/seed/case-studies.ts';
import { seedBlogPosts } from './db/seed/seed-blog.ts';
import { seedCaseStudies } from './db/seed/seed-case-studies.ts';
import { commentFixtures } from './modules/comments/comments.fixtures.ts';
import { createLinkSigner, loadSigningSecret, type LinkPurpose } from './signed-links.ts';
import { checkHtml, isOutdatedSchema } from './test/nu-html-checker.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The first HTML of one page of every public route kind, as the Nu HTML
 * Checker (the W3C's validator) reads it: no error and no warning. All the
 * documents go through one run of the checker (one JVM start). Its `info`
 * notes are not problems (the only one the pages get says that React's
 * `<meta … />` slash has no effect, which the standard allows).
 */

/**
 * A document with the /support fault in miniature (an icon in a `<dl>`'s
 * group) and an SVG 2 pathLength on a circle: checked in the same run, it
 * shows that the checker reports such a fault and that the filter of its
 * outdated SVG schema matches its real message.
 */
const CANARY = 'canary: a known fault';
const CANARY_HTML =
  '<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><main>' +
  '<dl><div><svg aria-hidden="true"></svg><dt>Level</dt><dd>Beginner</dd></div></dl>' +
  '<svg aria-hidden="true"><circle r="1" pathLength="100"></circle></svg></main></body></html>';

/** Routes of the build whose first HTML is not checked here, each with the reason. */
const NOT_CHECKED: Record<string, string> = {
  '/blogs/:slug': 'a permanent redirect to /blog/:slug: no HTML of its own',
  '/logout': 'an action (a visit redirects home): no HTML of its own',
  // Signed-in screens: not public pages; a visitor without a session is
  // redirected or shown the sign-in prompt.
  '/dashboard': 'signed in',
  '/profile': 'signed in',
  '/service-catalog': 'signed in',
  '/service-catalog/:userId': 'signed in',
  '/dashboard/analytics': 'staff',
  '/dashboard/users': 'staff',
  '/dashboard/leads': 'staff',
  '/dashboard/leads/person': 'staff',
  '/dashboard/leads/privacy': 'staff',
  '/dashboard/comments': 'staff',
  '/dashboard/newsletters': 'staff',
  '/dashboard/newsletters/news': 'staff',
  '/dashboard/settings': 'administrators',
  '/create-blog': 'staff',
  '/edit-blog/:slug': 'staff',
  '/edit-blog/:slug/history': 'staff',
  '/create-case-study': 'staff',
  '/edit-case-study/:slug': 'staff',
  '/edit-case-study/:slug/history': 'staff',
};

/** One address of every public route kind, in the states a visitor lands in. */
async function addresses(site: ReturnType<typeof usePagesApp>): Promise<string[]> {
  const t = site.testApp;
  await seedBlogPosts(t.database.db, t.config.site.emailDomain);
  await seedCaseStudies(t.database.db, t.config.site.emailDomain);
  const f = await commentFixtures(t);
  const { id, slug } = await f.post();
  const question = await f.published(id, { content: 'Does this need a premium licence?' });
  await f.published(id, { parentId: question, content: 'No, the standard one is enough.' });
  // The links of a subscriber's e-mails, signed as the server signs them.
  const email = 'reader@example.org';
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
  const signer = createLinkSigner(await loadSigningSecret(t.database.db, t.config.signingSecret));
  const link = (purpose: LinkPurpose) =>
    new URLSearchParams({ email, token: signer.sign(purpose, email) }).toString();
  const post = SEED_POSTS.find((item) => item.status === 'published')!;
  const caseStudy = SEED_CASE_STUDIES.find((item) => item.status === 'published')!;
  return [
    ...publicPages.map((page) => page.path),
    `/blog/${post.slug}`,
    // A thread of comments, and the comment form a link opens.
    `/blog/${slug}?comment=new`,
    '/blog/no-such-post',
    `/case-studies/${caseStudy.slug}`,
    '/case-studies/no-such-case-study',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=from-the-email',
    '/verify-email?token=from-the-email',
    '/newsletter/subscribe',
    `/newsletter/confirm?${link('newsletter-confirm')}`,
    `/unsubscribe?${link('newsletter-unsubscribe')}`,
    `/newsletter/preferences?${link('newsletter-unsubscribe')}`,
    '/privacy/request',
    '/privacy/confirm?action=erase&token=from-the-email',
    `/comments/notifications/confirm?${link('comment-replies-confirm')}`,
    `/comments/notifications?${link('comment-replies-stop')}`,
    '/no-such-page',
  ];
}

/** Every route path of the production build, but the aliases (the same page as their primary path). */
async function routePaths(): Promise<string[]> {
  const entry = path.join(inject('buildDir'), 'server', 'index.js');
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return Object.entries(build.routes).flatMap(([id, route]) =>
    id === 'root' || id.startsWith('alias/') ? [] : [route?.index ? '/' : (route?.path ?? '')],
  );
}

/** Whether an address is one of a route path's pages (`:slug` is any one segment; `*` any path). */
function matches(routePath: string, address: string): boolean {
  if (routePath === '*') return true;
  const pattern = routePath.replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(new URL(address, 'http://site').pathname);
}

// The markup comes from the build, not the database: one driver is enough (a JVM run saved).
describe.runIf(process.env['TEST_DB_DRIVER'] === 'pglite')(
  'HTML conformance (Nu HTML Checker)',
  () => {
    const site = usePagesApp();
    let checked: string[];
    beforeAll(async () => {
      checked = await addresses(site);
    });

    it('covers every route kind of the build but those left out for a reason', async () => {
      const uncovered = (await routePaths()).filter(
        (routePath) =>
          !(routePath in NOT_CHECKED) && !checked.some((address) => matches(routePath, address)),
      );
      expect(uncovered).toEqual([]);
    });

    it('finds no error and no warning in the first HTML of any of them', async () => {
      const documents = new Map([[CANARY, CANARY_HTML]]);
      for (const address of checked) {
        const { status, html } = await site.get(address);
        expect(status, address).toBe(/no-such/.test(address) ? 404 : 200);
        documents.set(address, html);
      }
      const messages = await checkHtml(documents);
      const canary = messages.filter((message) => message.document === CANARY);
      expect(canary.map((message) => [message.type, message.message])).toEqual([
        ['error', expect.stringMatching(/^Element “svg” not allowed as child of element “div”/)],
        ['error', 'Attribute “pathLength” not allowed on element “circle” at this point.'],
      ]);
      expect(isOutdatedSchema(canary[1]!)).toBe(true);

      const problems = messages.filter(
        (message) =>
          message.document !== CANARY && message.type !== 'info' && !isOutdatedSchema(message),
      );
      expect(problems).toEqual([]);
      // One JVM over ~45 documents takes a few seconds; the deadline is for a
      // machine so busy that the JVM's start alone takes a minute.
    }, 180_000);
  },
);
