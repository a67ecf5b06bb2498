import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogEditable } from '../shared/blog.ts';
import {
  REVISION_MESSAGES,
  type RevisionDetail,
  type RevisionSummary,
} from '../shared/revisions.ts';
import { createRevisionStore } from './content/revision-store.ts';
import { jobs, posts, revisions } from './db/schema.ts';
import { setupAccountTests } from './modules/auth/auth.fixtures.ts';
import { bearer } from './modules/leads.fixtures.ts';
import { postForm } from './test/blog-author.ts';
import { caseStudyForm } from './test/case-study-form.ts';
import { multipart } from './test/multipart.ts';

/**
 * Revisions and working copies through the API: one revision per save of
 * every kind, the If-Match check (412, nothing changed), autosaves that
 * readers never see, restore, the limit's order of removal, deletion with
 * the item, permissions, and a person's export and erasure.
 */

const DOMAIN = 'company.com';
const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: DOMAIN });

interface Account {
  id: string;
  email: string;
  token: string;
}
const people = {} as Record<'author' | 'editor' | 'other' | 'admin', Account>;
let reader: Account;

beforeAll(async () => {
  people.author = await ctx.a.verified('rev-author', 'author', DOMAIN);
  people.editor = await ctx.a.verified('rev-editor', 'editor', DOMAIN);
  people.other = await ctx.a.verified('rev-other', 'author', DOMAIN);
  people.admin = await ctx.a.verified('rev-admin', 'administrator', DOMAIN);
  reader = await ctx.a.verified('rev-reader', null, 'example.org');
});

let counter = 0;
const slug = () => `revisions-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
const inject = (options: InjectOptions) => ctx.t.app.inject(options);

async function create(who: Account, fields: Record<string, string> = {}): Promise<BlogEditable> {
  const body = multipart(postForm(slug(), { status: 'draft', ...fields }));
  const response = await inject({
    method: 'POST',
    url: '/api/enhanced-blog/create',
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.headers.etag).toBe('"v1"');
  return response.json().blog as BlogEditable;
}

function save(who: Account, post: BlogEditable, fields: Record<string, string>, ifMatch?: string) {
  const body = multipart(
    postForm(post.slug, { title: post.title, status: post.status, ...fields }),
  );
  return inject({
    method: 'PUT',
    url: `/api/enhanced-blog/${post.id}`,
    headers: {
      ...bearer(who.token),
      ...body.headers,
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    payload: body.payload,
  });
}

const setStatus = (who: Account, id: string, payload: Record<string, string>) =>
  inject({
    method: 'PATCH',
    url: `/api/enhanced-blog/${id}/status`,
    headers: bearer(who.token),
    payload,
  });

async function history(who: Account, id: string, base = '/api/enhanced-blog') {
  const response = await inject({ url: `${base}/${id}/revisions`, headers: bearer(who.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { version: number; revisions: RevisionSummary[] };
}

const changes = async (id: string) =>
  (await history(people.editor, id)).revisions.map((r) => r.change);

const draftUrl = (kind: string, item: string) => `/api/drafts/${kind}/${item}`;
const putDraft = (who: Account, kind: string, item: string, draft: object, baseVersion?: number) =>
  inject({
    method: 'PUT',
    url: draftUrl(kind, item),
    headers: bearer(who.token),
    payload: { draft, ...(baseVersion === undefined ? {} : { baseVersion }) },
  });
const getDraft = (who: Account, kind: string, item: string) =>
  inject({ url: draftUrl(kind, item), headers: bearer(who.token) });

describe('every save keeps one revision', () => {
  it('create, update, publish, unpublish and schedule each add one, newest first', async () => {
    const post = await create(people.author);
    expect(await changes(post.id)).toEqual(['created']);

    expect((await save(people.author, post, { title: 'Second title' })).statusCode).toBe(200);
    expect(await changes(post.id)).toEqual(['updated', 'created']);

    expect((await setStatus(people.author, post.id, { status: 'published' })).statusCode).toBe(200);
    expect(await changes(post.id)).toEqual(['published', 'updated', 'created']);

    expect((await setStatus(people.author, post.id, { status: 'draft' })).statusCode).toBe(200);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await setStatus(people.author, post.id, {
      status: 'scheduled',
      publishedAt: at,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const list = await history(people.author, post.id);
    expect(list.revisions.map((r) => r.change)).toEqual([
      'scheduled',
      'unpublished',
      'published',
      'updated',
      'created',
    ]);
    expect(list.version).toBe(5);
    expect(list.revisions.map((r) => r.version)).toEqual([5, 4, 3, 2, 1]);
    expect(list.revisions[0]!.savedBy?.id).toBe(people.author.id);
    expect(list.revisions.find((r) => r.change === 'published')!.published).toBe(true);
    expect(list.revisions[3]!.title).toBe('Second title');
  });

  it('a scheduled post going live adds one, saved by no one', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const post = await create(people.author, { status: 'scheduled', publishedAt: at });
    const { db } = ctx.t.app.database;
    const past = new Date(Date.now() - 1000);
    await db.update(posts).set({ publishedAt: past }).where(eq(posts.id, post.id));
    await db.update(jobs).set({ runAt: past }).where(eq(jobs.subjectId, post.id));
    await ctx.t.app.jobs.drain();
    const list = await history(people.author, post.id);
    expect(list.revisions.map((r) => r.change)).toEqual(['went-live', 'created']);
    expect(list.revisions[0]!.savedBy).toBeNull();
    expect(list.revisions[0]!.published).toBe(true);
  });

  it('an item saved before revisions existed keeps its earlier state on its first save', async () => {
    const post = await create(people.author, { title: 'Before revisions' });
    const { db } = ctx.t.app.database;
    await db.delete(revisions).where(eq(revisions.itemId, post.id));
    await save(people.author, post, { title: 'After revisions' });
    const list = await history(people.author, post.id);
    expect(list.revisions.map((r) => [r.change, r.title])).toEqual([
      ['updated', 'After revisions'],
      ['created', 'Before revisions'],
    ]);
  });

  it('a revision holds the authored fields, not the bookkeeping', async () => {
    const post = await create(people.author, { content: '<p>First body</p>', tags: '["crm"]' });
    const [first] = (await history(people.author, post.id)).revisions;
    const response = await inject({
      url: `/api/enhanced-blog/${post.id}/revisions/${first!.id}`,
      headers: bearer(people.author.token),
    });
    expect(response.statusCode).toBe(200);
    const revision = response.json().revision as RevisionDetail;
    expect(revision.format).toBe('item');
    expect(revision.snapshot).toMatchObject({
      title: post.title,
      content: '<p>First body</p>',
      tags: ['crm'],
      authorName: 'Staff Writer',
      category: 'power-automate',
    });
    for (const key of ['views', 'search', 'version', 'updatedAt', 'likes', 'id']) {
      expect(revision.snapshot).not.toHaveProperty(key);
    }
  });

  it('case studies keep theirs the same way, with their own fields', async () => {
    const body = multipart(caseStudyForm(slug(), { status: 'draft' }));
    const created = await inject({
      method: 'POST',
      url: '/api/enhanced-blog/case-studies',
      headers: { ...bearer(people.author.token), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().caseStudy as { id: string };
    const list = await history(people.author, item.id, '/api/enhanced-blog/case-studies');
    expect(list.revisions.map((r) => r.change)).toEqual(['created']);
    const detail = await inject({
      url: `/api/enhanced-blog/case-studies/${item.id}/revisions/${list.revisions[0]!.id}`,
      headers: bearer(people.author.token),
    });
    expect(detail.json().revision.snapshot).toHaveProperty('clientName');
    expect(detail.json().revision.snapshot).toHaveProperty('metrics');
  });
});

describe('If-Match: a save never overwrites a newer one', () => {
  it('the edit read answers the version as its ETag; a stale save is 412 and changes nothing', async () => {
    const post = await create(people.author, { title: 'Original' });
    const read = await inject({
      url: `/api/enhanced-blog/edit/${post.slug}`,
      headers: bearer(people.editor.token),
    });
    expect(read.headers.etag).toBe('"v1"');
    expect(read.json().blog.version).toBe(1);

    // The author saves first, over version 1.
    const first = await save(people.author, post, { title: 'Author’s title' }, '"v1"');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe('"v2"');

    // The editor, still on version 1, is refused.
    const before = await changes(post.id);
    const stale = await save(people.editor, post, { title: 'Editor’s title' }, '"v1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      success: false,
      message: REVISION_MESSAGES.stale,
      current: { version: 2, savedBy: expect.stringMatching(/\S/) },
    });
    expect(await changes(post.id)).toEqual(before);
    const now = await inject({
      url: `/api/enhanced-blog/edit/${post.slug}`,
      headers: bearer(people.editor.token),
    });
    expect(now.json().blog.title).toBe('Author’s title');

    // Seen their change, the editor overwrites it knowingly.
    const overwrite = await save(people.editor, post, { title: 'Editor’s title' }, '"v2"');
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json().blog.version).toBe(3);
  });

  it('a status change over a stale version is 412; an unreadable If-Match is 400', async () => {
    const post = await create(people.author);
    await save(people.author, post, { title: 'Moved on' });
    const stale = await inject({
      method: 'PATCH',
      url: `/api/enhanced-blog/${post.id}/status`,
      headers: { ...bearer(people.author.token), 'if-match': '"v1"' },
      payload: { status: 'published' },
    });
    expect(stale.statusCode).toBe(412);
    const bad = await save(people.author, post, { title: 'x' }, 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(REVISION_MESSAGES.badIfMatch);
    // Without If-Match (API clients of the spec) a save goes through as before.
    expect((await save(people.author, post, { title: 'No precondition' })).statusCode).toBe(200);
  });
});

describe('working copies (autosave)', () => {
  it('are kept per writer, never change what readers see, and fold into the writer’s next save', async () => {
    const post = await create(people.author, { status: 'published', title: 'Live title' });
    const cached = await inject({ url: `/api/enhanced-blog/${post.slug}` });
    expect(cached.json().blog.title).toBe('Live title');

    const draft = { values: { title: 'Half-typed title', content: '<p>draft</p>' }, savedAt: 1 };
    const saved = await putDraft(people.author, 'blog', post.id, draft, 1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().savedAt).toEqual(expect.any(String));
    const present = (who: Account) =>
      inject({
        method: 'POST',
        url: `${draftUrl('blog', post.id)}/presence`,
        headers: bearer(who.token),
        payload: {},
      });
    expect((await present(people.author)).json().editors).toEqual([]);

    // Another editor with it open is told who else is editing.
    await putDraft(people.editor, 'blog', post.id, { values: { title: 'Editor' } }, 1);
    const theirs = await present(people.editor);
    expect(theirs.json().editors.map((e: { id: string }) => e.id)).toEqual([people.author.id]);

    const mine = await getDraft(people.author, 'blog', post.id);
    expect(mine.json().draft).toMatchObject({ draft, baseVersion: 1 });
    expect(mine.json().editors.map((e: { id: string }) => e.id)).toEqual([people.editor.id]);

    // Readers see the published post, unchanged.
    const page = await inject({ url: `/api/enhanced-blog/${post.slug}` });
    expect(page.json().blog.title).toBe('Live title');
    expect((await history(people.author, post.id)).revisions.map((r) => r.change)).toEqual([
      'autosave',
      'autosave',
      'created',
    ]);

    // Saving again replaces the copy: still one per writer.
    await putDraft(people.author, 'blog', post.id, { values: { title: 'More typed' } }, 1);
    expect(await changes(post.id)).toHaveLength(3);

    // The author's save folds their copy into the revision; the editor's stays theirs.
    await save(people.author, post, { title: 'Saved title' });
    const after = (await history(people.author, post.id)).revisions;
    expect(after.map((r) => [r.change, r.savedBy?.id])).toEqual([
      ['updated', people.author.id],
      ['autosave', people.editor.id],
      ['created', people.author.id],
    ]);
    expect((await getDraft(people.author, 'blog', post.id)).json().draft).toBeNull();
    expect((await getDraft(people.editor, 'blog', post.id)).json().draft).not.toBeNull();
  });

  it('a new item’s copy is the writer’s own, and goes when the item is created', async () => {
    const draft = { values: { title: 'Not created yet' } };
    expect((await putDraft(people.other, 'blog', 'new', draft)).statusCode).toBe(200);
    expect((await getDraft(people.other, 'blog', 'new')).json().draft.draft).toEqual(draft);
    expect((await getDraft(people.author, 'blog', 'new')).json().draft).toBeNull();
    await create(people.other);
    expect((await getDraft(people.other, 'blog', 'new')).json().draft).toBeNull();
  });

  it('can be discarded, and refuses what is too large or not an object', async () => {
    const post = await create(people.author);
    await putDraft(people.author, 'blog', post.id, { values: { title: 'gone soon' } });
    const discarded = await inject({
      method: 'DELETE',
      url: draftUrl('blog', post.id),
      headers: bearer(people.author.token),
    });
    expect(discarded.statusCode).toBe(200);
    expect((await getDraft(people.author, 'blog', post.id)).json().draft).toBeNull();

    const huge = await putDraft(people.author, 'blog', post.id, { text: 'x'.repeat(1_000_001) });
    expect([400, 413]).toContain(huge.statusCode);
    const notObject = await inject({
      method: 'PUT',
      url: draftUrl('blog', post.id),
      headers: bearer(people.author.token),
      payload: { draft: 'text' },
    });
    expect(notObject.statusCode).toBe(400);
    expect((await getDraft(people.author, 'blog', post.id)).json().draft).toBeNull();
  });

  it('the industry-news form has a new e-mail’s copy for those who may send it', async () => {
    const ok = await putDraft(people.editor, 'industry-news', 'new', { values: { subject: 'Hi' } });
    expect(ok.statusCode).toBe(200);
    expect((await putDraft(people.author, 'industry-news', 'new', {})).statusCode).toBe(403);
    expect((await getDraft(people.editor, 'industry-news', crypto.randomUUID())).statusCode).toBe(
      404,
    );
  });
});

describe('restore', () => {
  it('brings an old version back as the writer’s working copy, as a new revision; the item waits for a save', async () => {
    const post = await create(people.author, { title: 'Good title', content: '<p>Good</p>' });
    await save(people.author, post, { title: 'Worse title', content: '<p>Worse</p>' });
    const { revisions: list, version } = await history(people.author, post.id);
    const good = list.find((r) => r.change === 'created')!;
    const draft = { values: { title: 'Good title', content: '<p>Good</p>' }, savedAt: 2 };
    const restored = await inject({
      method: 'POST',
      url: `/api/enhanced-blog/${post.id}/revisions/${good.id}/restore`,
      headers: bearer(people.author.token),
      payload: { draft },
    });
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json().revision).toMatchObject({ change: 'restored', title: 'Good title' });

    const after = await history(people.author, post.id);
    expect(after.version).toBe(version);
    expect(after.revisions.map((r) => r.change)).toEqual([
      'autosave',
      'restored',
      'updated',
      'created',
    ]);
    const edit = await inject({
      url: `/api/enhanced-blog/edit/${post.slug}`,
      headers: bearer(people.author.token),
    });
    expect(edit.json().blog.title).toBe('Worse title');
    const copy = (await getDraft(people.author, 'blog', post.id)).json().draft;
    expect(copy).toMatchObject({ draft, baseVersion: version });

    const missing = await inject({
      method: 'POST',
      url: `/api/enhanced-blog/${post.id}/revisions/${crypto.randomUUID()}/restore`,
      headers: bearer(people.author.token),
      payload: { draft },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REVISION_MESSAGES.notFound);
  });
});

describe('the limit', () => {
  it('removes the oldest autosaves first, then the oldest unpublished saves, never a published one', async () => {
    const { db } = ctx.t.app.database;
    const post = await create(people.author);
    await db.delete(revisions).where(eq(revisions.itemId, post.id));
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const row = (
      change: string,
      minute: number,
      published = false,
      savedBy: string | null = null,
    ) => ({
      kind: 'blog',
      itemId: post.id,
      change: change as 'updated',
      snapshot: { title: `${change} ${minute}` },
      published,
      savedBy,
      savedAt: at(minute),
    });
    await db
      .insert(revisions)
      .values([
        row('created', 1, true),
        row('updated', 2),
        row('autosave', 3, false, people.other.id),
        row('updated', 4),
        row('autosave', 5, false, people.editor.id),
        row('published', 6, true),
        row('updated', 7),
      ]);
    const store = createRevisionStore({ keep: 4 });
    await db.transaction((tx) => store.prune(tx, 'blog', post.id));
    const left = await db
      .select({ title: sql<string>`${revisions.snapshot}->>'title'` })
      .from(revisions)
      .where(and(eq(revisions.itemId, post.id)))
      .orderBy(revisions.savedAt);
    // 7 rows, keep 4: both autosaves go first, then the oldest unpublished save.
    expect(left.map((r) => r.title)).toEqual([
      'created 1',
      'updated 4',
      'published 6',
      'updated 7',
    ]);

    const tight = createRevisionStore({ keep: 2 });
    await db.transaction((tx) => tight.prune(tx, 'blog', post.id));
    const kept = await db
      .select({ title: sql<string>`${revisions.snapshot}->>'title'` })
      .from(revisions)
      .where(eq(revisions.itemId, post.id))
      .orderBy(revisions.savedAt);
    // Published versions stay even past the limit.
    expect(kept.map((r) => r.title)).toEqual(['created 1', 'published 6']);
  });
});

describe('deletion, permissions and personal data', () => {
  it('the history and working copies go with the item', async () => {
    const post = await create(people.author);
    await putDraft(people.author, 'blog', post.id, { values: { title: 't' } });
    const removed = await inject({
      method: 'DELETE',
      url: `/api/enhanced-blog/${post.id}`,
      headers: bearer(people.author.token),
    });
    expect(removed.statusCode).toBe(200);
    const left = await ctx.t.app.database.db
      .select({ id: revisions.id })
      .from(revisions)
      .where(eq(revisions.itemId, post.id));
    expect(left).toEqual([]);
  });

  it('only those who may open the item read its history or keep a copy of it', async () => {
    const post = await create(people.author);
    const [first] = (await history(people.author, post.id)).revisions;
    const calls = [
      { url: `/api/enhanced-blog/${post.id}/revisions` },
      { url: `/api/enhanced-blog/${post.id}/revisions/${first!.id}` },
      {
        method: 'POST' as const,
        url: `/api/enhanced-blog/${post.id}/revisions/${first!.id}/restore`,
        payload: { draft: {} },
      },
      { url: draftUrl('blog', post.id) },
      { method: 'PUT' as const, url: draftUrl('blog', post.id), payload: { draft: {} } },
      { method: 'POST' as const, url: `${draftUrl('blog', post.id)}/presence`, payload: {} },
    ];
    for (const call of calls) {
      expect((await inject(call)).statusCode, call.url).toBe(401);
      expect((await inject({ ...call, headers: bearer(reader.token) })).statusCode, call.url).toBe(
        403,
      );
    }
    // Another author may not open someone else's post (an editor may).
    expect((await inject({ ...calls[0]!, headers: bearer(people.other.token) })).statusCode).toBe(
      403,
    );
    expect((await inject({ ...calls[4]!, headers: bearer(people.other.token) })).statusCode).toBe(
      403,
    );
    expect((await inject({ ...calls[0]!, headers: bearer(people.editor.token) })).statusCode).toBe(
      200,
    );
    expect((await getDraft(people.author, 'blog', 'not-an-id')).statusCode).toBe(404);
  });

  it('a person’s export lists what they saved with their working copies; erasure removes their copies and their name', async () => {
    const person = await ctx.a.verified('rev-erased', 'author', DOMAIN);
    const post = await create(person);
    await putDraft(person, 'blog', post.id, { values: { title: 'My unsaved words' } });
    const exported = await inject({
      method: 'POST',
      url: '/api/privacy/people/export',
      headers: bearer(people.admin.token),
      payload: { email: person.email },
    });
    expect(exported.statusCode).toBe(200);
    const stores = JSON.parse(exported.body).stores as Record<
      string,
      Array<Record<string, unknown>>
    >;
    expect(stores['revisions']!.map((r) => r['change']).sort()).toEqual(['autosave', 'created']);
    expect(JSON.stringify(stores['revisions'])).toContain('My unsaved words');

    const erased = await inject({
      method: 'POST',
      url: '/api/privacy/people/erase',
      headers: bearer(people.admin.token),
      payload: { email: person.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.summary.revisions).toBe(2);
    const left = await ctx.t.app.database.db
      .select({ change: revisions.change, savedBy: revisions.savedBy })
      .from(revisions)
      .where(eq(revisions.itemId, post.id));
    expect(left).toEqual([{ change: 'created', savedBy: null }]);
  });
});
