import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlogEditable } from '../shared/blog.ts';
import { REVISION_MESSAGES, type RevisionSummary } from '../shared/revisions.ts';
import { bearer } from './modules/leads.fixtures.ts';
import { blogAuthor, postForm } from './test/blog-author.ts';
import { multipart } from './test/multipart.ts';
import { usePagesApp } from './test/pages-app.ts';
import {
  expectStaffOnly,
  getPage,
  PAGE_ORIGIN,
  postPageForm,
  readerAccount,
  sessionCookie,
  shownText,
  signInByForm,
} from './test/page-session.ts';

/**
 * Revisions and working copies as the screens read and write them: the
 * history screen's first HTML (the list and a comparison, text escaped),
 * Restore as a form without JavaScript, the edit screen opening with the
 * working copy, and the authoring form's background posts (an autosave
 * that changes nothing readers see and clears no cache; a save over a
 * stale version answered 412 with who saved it).
 */
const site = usePagesApp();
const t = () => site.testApp;
let author: Awaited<ReturnType<typeof blogAuthor>>;
let cookie: string;
let readerCookie: string;
beforeAll(async () => {
  author = await blogAuthor(t());
  cookie = sessionCookie(author.token);
  readerCookie = await signInByForm(t().app, await readerAccount(t()));
});

const slugOf = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** A draft post saved twice: its first and second titles and bodies differ. */
async function postSavedTwice(label: string) {
  const slug = slugOf(label);
  const post = await author.create(
    postForm(slug, {
      status: 'draft',
      title: `Original plan ${slug}`,
      content:
        '<p>Tom &amp; Jerry keep the &lt;script&gt; tag as text.</p><p>Second paragraph.</p>',
    }),
  );
  const body = multipart(
    postForm(slug, {
      status: 'draft',
      title: `Revised plan ${slug}`,
      content:
        '<p>Tom &amp; Jerry keep the &lt;script&gt; tag as plain text.</p><p>Second paragraph.</p>',
    }),
  );
  const saved = await t().app.inject({
    method: 'PUT',
    url: `/api/enhanced-blog/${post.id}`,
    headers: { ...bearer(author.token), ...body.headers },
    payload: body.payload,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const listed = await t().app.inject({
    url: `/api/enhanced-blog/${post.id}/revisions`,
    headers: bearer(author.token),
  });
  const revisions = listed.json().revisions as RevisionSummary[];
  return { slug, post: saved.json().blog as BlogEditable, revisions };
}

/** The authoring screen's background post, as its fetcher sends it (multipart, same origin). */
function postScreen(url: string, fields: Record<string, string>) {
  const form = multipart(fields);
  return t().app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, origin: PAGE_ORIGIN, cookie },
    payload: form.payload,
  });
}

describe('the history screen', () => {
  it('lists the revisions and compares two in its first HTML, the body by word, text escaped', async () => {
    const { slug, revisions } = await postSavedTwice('history-html');
    expect(revisions.map((r) => r.change)).toEqual(['updated', 'created']);
    const first = revisions[1]!;
    const page = await getPage(t().app, `/edit-blog/${slug}/history?from=${first.id}`, cookie);
    expect(page.statusCode).toBe(200);
    const text = shownText(page.body);
    expect(text).toContain(`History of “Revised plan ${slug}”`);
    expect(text).toContain('Created by');
    expect(text).toContain('Saved by');
    // The title: the old word struck out, the new one inserted, each said for screen readers.
    expect(page.body).toMatch(/<del[^>]*>(?:<span class="sr-only">Deleted: <\/span>)?Original/);
    expect(page.body).toMatch(/<ins[^>]*>(?:<span class="sr-only">Inserted: <\/span>)?Revised/);
    // The body: the word added inside an unchanged sentence, the markup shown as text.
    expect(page.body).toMatch(/<ins[^>]*>(?:<span class="sr-only">Inserted: <\/span>)?plain ?/);
    expect(page.body).toContain('&lt;script&gt;');
    expect(page.body).not.toMatch(/<script>\s*tag/);
    // Unchanged fields are left out.
    expect(text).not.toContain('Author bio');
  });

  it('names a missing revision and the same one twice, and compares by version', async () => {
    const { slug, revisions } = await postSavedTwice('history-problems');
    const missing = await getPage(
      t().app,
      `/edit-blog/${slug}/history?from=${randomUUID()}`,
      cookie,
    );
    expect(shownText(missing.body)).toContain('That revision is not part of this item’s history.');
    const same = revisions[0]!.id;
    const twice = await getPage(
      t().app,
      `/edit-blog/${slug}/history?from=${same}&to=${same}`,
      cookie,
    );
    expect(shownText(twice.body)).toContain('Choose two different revisions.');
    const byVersion = await getPage(
      t().app,
      `/edit-blog/${slug}/history?fromVersion=1&toVersion=2`,
      cookie,
    );
    expect(byVersion.body).toMatch(
      /<ins[^>]*>(?:<span class="sr-only">Inserted: <\/span>)?Revised/,
    );
  });

  it('is for staff only, and a post that does not exist answers 404', async () => {
    const { slug } = await postSavedTwice('history-staff');
    const html = await expectStaffOnly(t(), `/edit-blog/${slug}/history`, readerCookie);
    expect(html).not.toContain(`Revised plan ${slug}`);
    const missing = await getPage(t().app, '/edit-blog/no-such-post/history', cookie);
    expect(missing.statusCode).toBe(404);
  });

  it('Restore without JavaScript: the editor opens with the old version as the working copy; the post is unchanged', async () => {
    const { slug, post, revisions } = await postSavedTwice('history-restore');
    const restored = await postPageForm(t().app, `/edit-blog/${slug}/history`, cookie, {
      revisionId: revisions[1]!.id,
    });
    expect(restored.statusCode, restored.body.slice(0, 300)).toBe(302);
    expect(restored.headers.location).toBe(`/edit-blog/${slug}`);

    const editor = await getPage(t().app, `/edit-blog/${slug}`, cookie);
    expect(editor.body).toContain(`value="Original plan ${slug}"`);
    expect(shownText(editor.body)).toMatch(/Your unsaved changes from .+ were restored\./);
    // The History panel lists the restore.
    expect(shownText(editor.body)).toContain('Restored an earlier version by');

    const live = await t().app.inject({
      url: `/api/enhanced-blog/edit/${slug}`,
      headers: bearer(author.token),
    });
    expect(live.json().blog).toMatchObject({
      title: `Revised plan ${slug}`,
      version: post.version,
    });
  });
});

describe('the authoring form’s background posts', () => {
  it('an autosave keeps the working copy, changes nothing readers see and clears no cached page', async () => {
    const slug = slugOf('autosave-page');
    const post = await author.create(postForm(slug, { title: `Live title ${slug}` }));
    const invalidate = vi.spyOn(t().app.pageCache, 'invalidate');
    try {
      const draft = {
        values: { title: `Typed title ${slug}` },
        image: { kind: 'none' },
        savedAt: 1,
      };
      const saved = await postScreen(`/edit-blog/${slug}`, {
        draftIntent: 'autosave',
        authoringItemId: post.id,
        authoringVersion: String(post.version),
        draft: JSON.stringify(draft),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(invalidate).not.toHaveBeenCalled();
    } finally {
      invalidate.mockRestore();
    }
    const copy = await t().app.inject({
      url: `/api/drafts/blog/${post.id}`,
      headers: bearer(author.token),
    });
    expect(copy.json().draft).toMatchObject({
      baseVersion: post.version,
      draft: { values: { title: `Typed title ${slug}` } },
    });
    const page = await getPage(t().app, `/blog/${slug}`);
    expect(shownText(page.body)).toContain(`Live title ${slug}`);
    expect(shownText(page.body)).not.toContain(`Typed title ${slug}`);
  });

  it('a new post’s autosave is the writer’s copy of the create screen, offered when it is opened again', async () => {
    const title = `Not created yet ${randomUUID().slice(0, 8)}`;
    const draft = {
      values: {
        ...Object.fromEntries(
          ['title', 'slug', 'excerpt', 'content', 'metaTitle', 'metaDescription', 'publishAt'].map(
            (field) => [field, ''],
          ),
        ),
        title,
        category: '',
        readTime: '5',
        authorName: 'Staff Writer',
        authorBio: '',
        tags: [],
        keywords: [],
        commentsOpen: true,
        emailSubscribers: true,
      },
      image: { kind: 'none' },
      hadUpload: false,
      savedAt: Date.now(),
    };
    const saved = await postScreen('/create-blog', {
      draftIntent: 'autosave',
      draft: JSON.stringify(draft),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const screen = await getPage(t().app, '/create-blog', cookie);
    expect(screen.body).toContain(`value="${title}"`);
    // Discarded: the create screen opens empty again.
    expect((await postScreen('/create-blog', { draftIntent: 'discard' })).statusCode).toBe(200);
    const again = await getPage(t().app, '/create-blog', cookie);
    expect(again.body).not.toContain(title);
  });

  it('a save made over an older version answers 412 with who saved it since, and writes nothing', async () => {
    const { slug, post } = await postSavedTwice('stale-page');
    const stale = await postScreen(`/edit-blog/${slug}`, {
      ...postForm(slug, { status: 'draft', title: `Overwriting ${slug}` }),
      authoringItemId: post.id,
      authoringVersion: String(post.version - 1),
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.body).toContain(REVISION_MESSAGES.stale);
    const live = await t().app.inject({
      url: `/api/enhanced-blog/edit/${slug}`,
      headers: bearer(author.token),
    });
    expect(live.json().blog.title).toBe(`Revised plan ${slug}`);

    const current = await postScreen(`/edit-blog/${slug}`, {
      ...postForm(slug, { status: 'draft', title: `Overwriting ${slug}` }),
      authoringItemId: post.id,
      authoringVersion: String(post.version),
    });
    expect(current.statusCode, current.body.slice(0, 300)).toBe(200);
  });

  it('the industry-news form keeps its unsent e-mail as the writer’s working copy', async () => {
    const subject = `Licensing changes ${randomUUID().slice(0, 8)}`;
    const saved = await postScreen('/dashboard/newsletters/news', {
      draftIntent: 'autosave',
      draft: JSON.stringify({ values: { subject, content: '<p>What changes in April.</p>' } }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await getPage(t().app, '/dashboard/newsletters/news', cookie);
    expect(page.body).toContain(`value="${subject}"`);
    expect(shownText(page.body)).toMatch(/Your unsaved changes from .+ were restored\./);
    const refused = multipart({ draftIntent: 'autosave', draft: '{}' });
    const reader = await t().app.inject({
      method: 'POST',
      url: '/dashboard/newsletters/news',
      headers: { ...refused.headers, origin: PAGE_ORIGIN, cookie: readerCookie },
      payload: refused.payload,
    });
    expect(reader.statusCode, reader.body).toBe(403);
    await postScreen('/dashboard/newsletters/news', { draftIntent: 'discard' });
    const again = await getPage(t().app, '/dashboard/newsletters/news', cookie);
    expect(again.body).not.toContain(subject);
  });

  it('"still open" answers who else has the post open', async () => {
    const { slug, post } = await postSavedTwice('presence-page');
    const open = await postScreen(`/edit-blog/${slug}`, {
      draftIntent: 'presence',
      authoringItemId: post.id,
    });
    expect(open.statusCode, open.body).toBe(200);
  });
});
