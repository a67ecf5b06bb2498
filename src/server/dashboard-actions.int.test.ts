import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../shared/auth-messages.ts';
import { BLOG_MESSAGES } from '../shared/blog-authoring.ts';
import { CASE_STUDY_MESSAGES } from '../shared/case-studies.ts';
import { DASHBOARD_MESSAGES as D } from '../shared/dashboard-messages.ts';
import { SESSION_MESSAGES } from '../shared/session-messages.ts';
import { postForm } from './test/blog-author.ts';
import { caseStudyForm } from './test/case-study-form.ts';
import { elements } from './test/html.ts';
import { multipart } from './test/multipart.ts';
import {
  getPage,
  PAGE_ORIGIN,
  postPageForm,
  readerAccount,
  shownText,
  signInByForm,
  urlEncoded,
} from './test/page-session.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The dashboard's actions on content (publish a draft, open or close a
 * post's comments, delete a post or a case study) are forms posting to the
 * /dashboard route's action: here posted as a browser without JavaScript
 * posts them, and each change read back from the next first HTML of
 * /dashboard. Anyone but staff, and any other site, is refused.
 */
const site = usePagesApp();
const app = () => site.testApp.app;
const run = randomUUID().slice(0, 8);
let staffCookie: string;
let readerCookie: string;

beforeAll(async () => {
  const t = site.testApp;
  // A verified account in the company domain is staff.
  const staff = { email: `editor-${run}@${t.config.site.emailDomain}`, password: 'Editor-pass-1' };
  await t.app.auth.ensureAccount({
    ...staff,
    firstName: 'Edith',
    lastName: 'Editor',
    company: 'Our team',
    role: null,
  });
  staffCookie = await signInByForm(t, staff);
  readerCookie = await signInByForm(t, await readerAccount(t));
});

/** Authoring calls as the browser's signed-in page makes them (the cookie, same origin). */
async function author(url: string, fields: Record<string, string>) {
  const form = multipart(fields);
  const response = await app().inject({
    method: 'POST',
    url,
    headers: { ...form.headers, cookie: staffCookie, origin: PAGE_ORIGIN },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, { id: string; slug: string; title: string }>;
}

let counter = 0;
const unique = (label: string) => `${label} ${run} ${(counter += 1)}`;
const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

/** A post of the staff member's, a draft unless told. */
async function post(status: 'draft' | 'published' = 'draft') {
  const title = unique('Dashboard post');
  const created = await author(
    '/api/enhanced-blog/create',
    postForm(slugOf(title), { title, status }),
  );
  return created['blog']!;
}

/** A case study, a draft unless told. */
async function caseStudy(status: 'draft' | 'published' = 'draft') {
  const title = unique('Dashboard case study');
  const created = await author(
    '/api/enhanced-blog/case-studies',
    caseStudyForm(slugOf(title), { title, status }),
  );
  return created['caseStudy']!;
}

/** The dashboard's first HTML for staff. */
async function dashboard(): Promise<string> {
  const page = await getPage(app(), '/dashboard', staffCookie);
  expect(page.statusCode).toBe(200);
  return page.body;
}

/** An item's row in the dashboard's HTML (its title is the row's heading), if listed. */
const rowOf = (html: string, title: string) =>
  elements(html, 'li').find((row) => row.includes(`>${title}</h3>`));

/** The status badge a row shows. */
const badgeOf = (row: string | undefined) =>
  /<\/h3><span[^>]*>(Draft|Published|Scheduled)<\/span>/.exec(row ?? '')?.[1];

/** Whether a row holds the form of an intent, for its item. */
const hasForm = (row: string | undefined, intent: string, id: string) =>
  row !== undefined &&
  row.includes(`name="intent" value="${intent}"`) &&
  row.includes(`name="id" value="${id}"`);

/** What the API answers for an item's public address: 200 once published, 404 otherwise. */
const publicStatus = async (path: string) => (await app().inject({ url: path })).statusCode;

/** A row's form, posted to /dashboard as a browser without JavaScript posts it. */
const act = (fields: { intent: string; id: string; commentsOpen?: string }, cookie = staffCookie) =>
  postPageForm(app(), '/dashboard', cookie, fields);

/** The page that answers a post: its status, and the outcome it says; its HTML. */
async function answered(posted: ReturnType<typeof act>, status: number, message: string) {
  const response = await posted;
  expect(response.statusCode, response.body).toBe(status);
  expect(shownText(response.body)).toContain(message);
  return response.body;
}

describe('the content lists in the first HTML', () => {
  it('hold each row’s actions as forms posting to /dashboard, with the form token', async () => {
    const draft = await post();
    const study = await caseStudy();
    const html = await dashboard();
    const row = rowOf(html, draft.title);
    expect(badgeOf(row)).toBe('Draft');
    expect(row).toMatch(/<form[^>]*action="\/dashboard"[^>]*method="post"/);
    expect(hasForm(row, 'publish-post', draft.id)).toBe(true);
    expect(hasForm(row, 'toggle-comments', draft.id)).toBe(true);
    expect(hasForm(row, 'delete-post', draft.id)).toBe(true);
    expect(row).toContain('name="csrf"');
    const studyRow = rowOf(html, study.title);
    expect(hasForm(studyRow, 'publish-case-study', study.id)).toBe(true);
    expect(hasForm(studyRow, 'delete-case-study', study.id)).toBe(true);
    // A case study has no comments switch on the dashboard.
    expect(studyRow).not.toContain('value="toggle-comments"');
  });
});

describe('each action by a plain form post (no JavaScript)', () => {
  it('publishes a draft post: the answer and the next page show it published', async () => {
    const draft = await post();
    expect(await publicStatus(`/api/enhanced-blog/${draft.slug}`)).toBe(404);

    const html = await answered(
      act({ intent: 'publish-post', id: draft.id }),
      200,
      BLOG_MESSAGES.statusChanged,
    );
    // The page that answers is read after the change.
    expect(badgeOf(rowOf(html, draft.title))).toBe('Published');

    const row = rowOf(await dashboard(), draft.title);
    expect(badgeOf(row)).toBe('Published');
    expect(row).not.toContain('value="publish-post"');
    expect(row).toContain(`href="/blog/${draft.slug}"`);
    expect(await publicStatus(`/api/enhanced-blog/${draft.slug}`)).toBe(200);
  });

  it('closes and opens a post’s comments: the switch shows the state and posts the next one', async () => {
    const published = await post('published');
    const before = rowOf(await dashboard(), published.title);
    expect(before).toMatch(/role="switch" aria-checked="true"/);
    expect(before).toContain('name="commentsOpen" value="false"');

    const toggle = { intent: 'toggle-comments', id: published.id };
    await answered(act({ ...toggle, commentsOpen: 'false' }), 200, D.commentsClosed);
    const after = rowOf(await dashboard(), published.title);
    expect(after).toMatch(/role="switch" aria-checked="false"/);
    expect(shownText(after ?? '')).toContain('Comments closed');
    expect(after).toContain('name="commentsOpen" value="true"');

    await answered(act({ ...toggle, commentsOpen: 'true' }), 200, D.commentsOpened);
    expect(rowOf(await dashboard(), published.title)).toMatch(/role="switch" aria-checked="true"/);
  });

  it('deletes a post: gone from the next page, its count and the blog', async () => {
    const doomed = await post('published');
    const count = async () => Number(/data-stat="blogs">(\d+)</.exec(await dashboard())?.[1]);
    const before = await count();
    expect(rowOf(await dashboard(), doomed.title)).toBeDefined();

    const html = await answered(
      act({ intent: 'delete-post', id: doomed.id }),
      200,
      BLOG_MESSAGES.deleted,
    );
    expect(rowOf(html, doomed.title)).toBeUndefined();
    expect(rowOf(await dashboard(), doomed.title)).toBeUndefined();
    expect(await count()).toBe(before - 1);
    expect(await publicStatus(`/api/enhanced-blog/${doomed.slug}`)).toBe(404);
  });

  it('publishes a case study, then deletes it', async () => {
    const study = await caseStudy();
    const path = `/api/enhanced-blog/case-studies/${study.slug}`;
    expect(await publicStatus(path)).toBe(404);

    await answered(
      act({ intent: 'publish-case-study', id: study.id }),
      200,
      CASE_STUDY_MESSAGES.statusChanged,
    );
    const row = rowOf(await dashboard(), study.title);
    expect(badgeOf(row)).toBe('Published');
    expect(row).toContain(`href="/case-studies/${study.slug}"`);
    expect(await publicStatus(path)).toBe(200);

    await answered(
      act({ intent: 'delete-case-study', id: study.id }),
      200,
      CASE_STUDY_MESSAGES.deleted,
    );
    expect(rowOf(await dashboard(), study.title)).toBeUndefined();
    expect(await publicStatus(path)).toBe(404);
  });
});

describe('refusals', () => {
  it('a refused call answers with the API’s status and the row’s words', async () => {
    const id = randomUUID();
    // Publishing says the server's message; a deletion its own words, as the dialog does.
    await answered(act({ intent: 'publish-post', id }), 404, BLOG_MESSAGES.notFound);
    await answered(act({ intent: 'delete-case-study', id }), 404, CASE_STUDY_MESSAGES.deleteFailed);
    await answered(act({ intent: 'publish-everything', id }), 400, D.unknownIntent);
  });

  it('a signed-in user who is not staff is refused (403) and nothing changes', async () => {
    const draft = await post();
    const study = await caseStudy('published');
    const html = await answered(
      act({ intent: 'publish-post', id: draft.id }, readerCookie),
      403,
      AUTH_MESSAGES.staffOnly,
    );
    // The page that answers is theirs: no content lists.
    expect(rowOf(html, draft.title)).toBeUndefined();
    const remove = await act({ intent: 'delete-case-study', id: study.id }, readerCookie);
    expect(remove.statusCode).toBe(403);

    const staffView = await dashboard();
    expect(badgeOf(rowOf(staffView, draft.title))).toBe('Draft');
    expect(badgeOf(rowOf(staffView, study.title))).toBe('Published');
    expect(await publicStatus(`/api/enhanced-blog/case-studies/${study.slug}`)).toBe(200);
  });

  /** A post to /dashboard with these headers over the form's. */
  const postWith = (headers: Record<string, string>, fields: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url: '/dashboard',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: urlEncoded(fields),
    });

  it('a visitor is sent to sign in', async () => {
    const draft = await post();
    const visitor = await postWith(
      { origin: PAGE_ORIGIN },
      { intent: 'publish-post', id: draft.id },
    );
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login');
    expect(badgeOf(rowOf(await dashboard(), draft.title))).toBe('Draft');
  });

  it('a form posted from another site is refused with staff’s cookie, and nothing changes', async () => {
    const draft = await post();
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const forged = await postWith(
        { cookie: staffCookie, ...headers },
        { intent: 'delete-post', id: draft.id },
      );
      expect(forged.statusCode).toBe(403);
      expect(forged.body).toContain(SESSION_MESSAGES.crossSite);
    }
    expect(badgeOf(rowOf(await dashboard(), draft.title))).toBe('Draft');
  });
});
