import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../shared/blog-authoring.ts';
import { CASE_STUDY_MESSAGES } from '../shared/case-studies.ts';
import { blogAuthor, postForm } from './test/blog-author.ts';
import { multipart } from './test/multipart.ts';
import { usePagesApp } from './test/pages-app.ts';
import {
  expectStaffOnly,
  getPage,
  PAGE_ORIGIN,
  readerAccount,
  sessionCookie,
  shownText,
  signInByForm,
} from './test/page-session.ts';

/**
 * The authoring screens read by their loaders and saved through their
 * actions: the edit screen's first HTML holds the item (and the create
 * screen the newsletter's audience), anyone but staff reads nothing, and a
 * save is the screen's own multipart post, which the API checks again.
 */
const site = usePagesApp();
const t = () => site.testApp;
let author: Awaited<ReturnType<typeof blogAuthor>>;
let staffCookie: string;
let readerCookie: string;
beforeAll(async () => {
  author = await blogAuthor(t());
  staffCookie = sessionCookie(author.token);
  readerCookie = await signInByForm(t().app, await readerAccount(t()));
});

const slugOf = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** How many subscribers a send of this kind reaches, as the API counts them. */
async function audience(kind: string): Promise<number> {
  const counted = await t().app.inject({
    url: `/api/newsletter/audience?kind=${kind}`,
    headers: { cookie: staffCookie },
  });
  return (counted.json() as { data: { recipients: number } }).data.recipients;
}

/** The screen's form posted as its page posts it: multipart, same origin, signed in. */
function postScreen(url: string, fields: Record<string, string>, cookie = staffCookie) {
  const form = multipart(fields);
  return t().app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, origin: PAGE_ORIGIN, cookie },
    payload: form.payload,
  });
}

async function editable(slug: string) {
  const response = await t().app.inject({
    url: `/api/enhanced-blog/edit/${slug}`,
    headers: { cookie: staffCookie },
  });
  return response.statusCode === 200
    ? (response.json() as { blog: { id: string; title: string; status: string } }).blog
    : null;
}

describe('the blog post screens', () => {
  it('the edit screen’s first HTML holds the post and the audience, with no loading state', async () => {
    const slug = slugOf('edit-first-html');
    await author.create(postForm(slug, { title: `Edited in place ${slug}` }));
    const page = await getPage(t().app, `/edit-blog/${slug}`, staffCookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`value="Edited in place ${slug}"`);
    const count = await audience('post');
    expect(shownText(page.body)).toContain(
      `E-mail to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}`,
    );
  });

  it('the create screen’s first HTML holds the audience', async () => {
    const page = await getPage(t().app, '/create-blog', staffCookie);
    expect(page.statusCode).toBe(200);
    const count = await audience('post');
    expect(shownText(page.body)).toContain(
      `E-mail to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}`,
    );
  });

  it('a post that does not exist: 404, the failure and Try Again in the first HTML', async () => {
    const page = await getPage(t().app, '/edit-blog/no-such-post', staffCookie);
    expect(page.statusCode).toBe(404);
    const text = shownText(page.body);
    expect(text).toContain(BLOG_MESSAGES.loadEditFailed);
    expect(text).toContain('Try Again');
  });

  it('is for staff only: visitors are sent to sign in, readers read nothing', async () => {
    const slug = slugOf('staff-only');
    await author.create(postForm(slug, { title: `Not for readers ${slug}` }));
    const html = await expectStaffOnly(t(), `/edit-blog/${slug}`, readerCookie);
    expect(html).not.toContain(`Not for readers ${slug}`);
    await expectStaffOnly(t(), '/create-blog', readerCookie);
  });

  it('a save is the screen’s post: create, then update through the edit screen', async () => {
    const slug = slugOf('saved-by-action');
    const created = await postScreen('/create-blog', postForm(slug, { status: 'draft' }));
    expect(created.statusCode, created.body).toBe(200);
    const stored = await editable(slug);
    expect(stored).toMatchObject({ title: `Test post ${slug}`, status: 'draft' });

    const updated = await postScreen(`/edit-blog/${slug}`, {
      ...postForm(slug, { title: `Renamed ${slug}`, status: 'draft' }),
      authoringItemId: stored!.id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await editable(slug)).toMatchObject({ title: `Renamed ${slug}` });
  });

  it('a long post (more than the server’s 100 kB body limit) is saved through the screen', async () => {
    const slug = slugOf('long-post');
    const content = `<p>${'Power Platform governance in practice. '.repeat(4_500)}</p>`;
    expect(content.length).toBeGreaterThan(150_000);
    const created = await postScreen('/create-blog', postForm(slug, { content }));
    expect(created.statusCode, created.body.slice(0, 300)).toBe(200);
    expect(await editable(slug)).toMatchObject({ title: `Test post ${slug}` });
  });

  it('a refused save answers the API’s status and writes nothing', async () => {
    const slug = slugOf('refused');
    const refused = await postScreen('/create-blog', postForm(slug, { title: '' }));
    expect(refused.statusCode).toBe(400);
    expect(await editable(slug)).toBeNull();
  });

  it('a reader’s post to the action is refused by the API, and a cross-site one before it', async () => {
    const slug = slugOf('not-a-writer');
    const reader = await postScreen('/create-blog', postForm(slug), readerCookie);
    expect(reader.statusCode).toBe(403);
    const form = multipart(postForm(slug));
    const crossSite = await t().app.inject({
      method: 'POST',
      url: '/create-blog',
      headers: { ...form.headers, origin: 'https://elsewhere.example', cookie: staffCookie },
      payload: form.payload,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await editable(slug)).toBeNull();
  });
});

describe('the case-study screens', () => {
  it('a case study that does not exist: 404 and its own words', async () => {
    const page = await getPage(t().app, '/edit-case-study/no-such-story', staffCookie);
    expect(page.statusCode).toBe(404);
    expect(shownText(page.body)).toContain(CASE_STUDY_MESSAGES.notFound);
  });

  it('the create screen holds the case-study audience; staff only', async () => {
    const page = await getPage(t().app, '/create-case-study', staffCookie);
    expect(page.statusCode).toBe(200);
    const count = await audience('case-study');
    expect(shownText(page.body)).toContain(
      `E-mail to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}`,
    );
    await expectStaffOnly(t(), '/create-case-study', readerCookie);
  });
});
