import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogEditable } from '../shared/blog.ts';
import { REVIEW_MESSAGES, type ReviewQueueItem } from '../shared/review-messages.ts';
import { REFUSAL_BY_PERMISSION, ROLE_MESSAGES, type RoleChoice } from '../shared/roles.ts';
import { AUTH_MESSAGES } from '../shared/auth.ts';
import { setupAccountTests } from './modules/auth/auth.fixtures.ts';
import { bearer } from './modules/leads.fixtures.ts';
import { postForm } from './test/blog-author.ts';
import { multipart } from './test/multipart.ts';

/**
 * Editorial roles end to end through the API: what a contributor, an
 * author, an editor and an administrator may do with posts, the review of a
 * contributor's draft with its e-mails, and administrators changing roles
 * (never the last administrator away).
 */

const DOMAIN = 'company.com';
const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: DOMAIN });
const MAIL_WAIT_MS = 30_000;

interface Account {
  id: string;
  email: string;
  token: string;
}
const people = {} as Record<'contributor' | 'author' | 'colleague' | 'editor' | 'admin', Account>;
let reader: Account;

/** A verified account with a role given by an administrator (null: the domain's default). */
const account = (prefix: string, role: RoleChoice | null, domain = DOMAIN): Promise<Account> =>
  ctx.a.verified(prefix, role, domain);

beforeAll(async () => {
  people.contributor = await account('contributor', 'contributor');
  people.author = await account('author', null);
  people.colleague = await account('colleague', null);
  people.editor = await account('editor', 'editor');
  people.admin = await account('admin', 'administrator');
  reader = await account('reader', null, 'example.org');
});

let counter = 0;
const slug = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

async function createPost(who: Account, fields: Record<string, string> = {}) {
  const body = multipart(postForm(slug('roles'), fields));
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/enhanced-blog/create',
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
}

async function draftOf(who: Account, fields: Record<string, string> = {}): Promise<BlogEditable> {
  const response = await createPost(who, { status: 'draft', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().blog as BlogEditable;
}

async function savePost(who: Account, post: BlogEditable, fields: Record<string, string>) {
  const body = multipart(postForm(post.slug, { title: post.title, ...fields }));
  return ctx.t.app.inject({
    method: 'PUT',
    url: `/api/enhanced-blog/${post.id}`,
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
}

const setStatus = (who: Account, id: string, status: string) =>
  ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/enhanced-blog/${id}/status`,
    headers: bearer(who.token),
    payload: { status },
  });

const remove = (who: Account, id: string) =>
  ctx.t.app.inject({
    method: 'DELETE',
    url: `/api/enhanced-blog/${id}`,
    headers: bearer(who.token),
  });

const editScreen = async (who: Account, post: BlogEditable) =>
  ctx.t.app.inject({ url: `/api/enhanced-blog/edit/${post.slug}`, headers: bearer(who.token) });

const stored = async (post: BlogEditable) =>
  (await editScreen(people.admin, post)).json().blog as BlogEditable;

const submit = (who: Account, id: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/enhanced-blog/${id}/review`,
    headers: bearer(who.token),
  });

const sendBack = (who: Account, id: string, note: unknown) =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/enhanced-blog/${id}/review/return`,
    headers: bearer(who.token),
    payload: { note },
  });

const queue = (who: Account) =>
  ctx.t.app.inject({ url: '/api/enhanced-blog/review/queue', headers: bearer(who.token) });

const refusal = (response: { statusCode: number; json(): unknown }, message: string) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ success: false, message });
};

describe('a contributor', () => {
  it('writes and edits their own drafts, and cannot publish, schedule or delete', async () => {
    const refusedPublish = await createPost(people.contributor, { status: 'published' });
    refusal(refusedPublish, REFUSAL_BY_PERMISSION['content.publish.own']);

    const draft = await draftOf(people.contributor, { title: 'A first draft' });
    expect(draft).toMatchObject({ authorId: people.contributor.id, reviewState: null });
    const edited = await savePost(people.contributor, draft, {
      title: 'A better draft',
      status: 'draft',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    refusal(
      await savePost(people.contributor, draft, { status: 'published' }),
      REFUSAL_BY_PERMISSION['content.publish.own'],
    );
    refusal(
      await setStatus(people.contributor, draft.id, 'published'),
      REFUSAL_BY_PERMISSION['content.publish.own'],
    );
    refusal(
      await remove(people.contributor, draft.id),
      REFUSAL_BY_PERMISSION['content.delete.own'],
    );
    expect(await stored(draft)).toMatchObject({ title: 'A better draft', status: 'draft' });
  });

  it('cannot open or change someone else’s post', async () => {
    const theirs = await draftOf(people.author);
    refusal(
      await editScreen(people.contributor, theirs),
      REFUSAL_BY_PERMISSION['content.edit.any'],
    );
    refusal(
      await savePost(people.contributor, theirs, { status: 'draft', title: 'Taken over' }),
      REFUSAL_BY_PERMISSION['content.edit.any'],
    );
    expect((await stored(theirs)).title).toBe(theirs.title);
  });
});

describe('an author (a verified company address by default)', () => {
  it('publishes and deletes their own posts, and leaves a colleague’s alone', async () => {
    const own = await createPost(people.author);
    expect(own.statusCode, own.body).toBe(201);
    const post = own.json().blog as BlogEditable;
    expect(post.status).toBe('published');
    expect((await setStatus(people.author, post.id, 'draft')).statusCode).toBe(200);

    const colleagues = await draftOf(people.colleague);
    refusal(
      await setStatus(people.author, colleagues.id, 'published'),
      REFUSAL_BY_PERMISSION['content.publish.any'],
    );
    refusal(
      await remove(people.author, colleagues.id),
      REFUSAL_BY_PERMISSION['content.delete.any'],
    );
    expect((await stored(colleagues)).status).toBe('draft');

    expect((await remove(people.author, post.id)).statusCode).toBe(200);
  });

  it('does not read leads, moderate comments or change roles', async () => {
    for (const url of [
      '/api/meetings',
      '/api/contact/messages/recent',
      '/api/comments/moderation',
    ]) {
      refusal(
        await ctx.t.app.inject({ url, headers: bearer(people.author.token) }),
        url.includes('comments')
          ? REFUSAL_BY_PERMISSION['comments.moderate']
          : REFUSAL_BY_PERMISSION['leads.read'],
      );
    }
    refusal(
      await ctx.t.app.inject({ url: '/api/users/roles', headers: bearer(people.author.token) }),
      REFUSAL_BY_PERMISSION['users.manage'],
    );
  });
});

describe('comments waiting for moderation', () => {
  it('are read, with their writers’ addresses, by moderators only', async () => {
    const post = (await createPost(people.author)).json().blog as BlogEditable;
    const address = `first-time-${counter}@example.org`;
    const posted = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/comments/blog/${post.id}`,
      payload: { content: 'A first question.', authorName: 'Pat', authorEmail: address },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const pending = (who: Account) =>
      ctx.t.app.inject({
        url: `/api/comments/blog/${post.id}?status=pending`,
        headers: bearer(who.token),
      });
    // Its own writer (an author) is not a moderator: no waiting comment, no address.
    const forAuthor = await pending(people.author);
    expect(forAuthor.statusCode).toBe(200);
    expect(forAuthor.body).not.toContain(address);
    expect(forAuthor.body).not.toContain('A first question.');
    const forEditor = await pending(people.editor);
    expect(forEditor.body).toContain(address);
  });
});

describe('the review of a contributor’s draft', () => {
  it('goes to the editors’ queue and their inboxes, back with a note, and out when an editor publishes', async () => {
    const draft = await draftOf(people.contributor, { title: 'Field service in a week' });

    // Only a draft's writer (or an editor) submits it; a reader has no role at all.
    refusal(await submit(reader, draft.id), AUTH_MESSAGES.staffOnly);
    const submitted = await submit(people.contributor, draft.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      message: REVIEW_MESSAGES.submitted,
      blog: { reviewState: 'submitted' },
    });
    expect((await submit(people.contributor, draft.id)).statusCode).toBe(409);

    // Every editor and administrator is told, with a link to the draft; nobody else.
    for (const editor of [people.editor, people.admin]) {
      const mail = await ctx.smtp.waitFor(
        (m) => m.recipients.includes(editor.email) && m.subject.includes(draft.title),
        MAIL_WAIT_MS,
      );
      expect(mail.subject).toBe(`For review: ${draft.title}`);
      expect(mail.text).toContain(`/edit-blog/${draft.slug}`);
    }
    expect(
      ctx.smtp.messages.some(
        (m) => m.recipients.includes(people.author.email) && m.subject.includes(draft.title),
      ),
    ).toBe(false);

    // The queue is the editors'.
    refusal(await queue(people.contributor), REFUSAL_BY_PERMISSION['content.review']);
    const waiting = (await queue(people.editor)).json().items as ReviewQueueItem[];
    expect(waiting.find((item) => item.id === draft.id)).toMatchObject({
      title: draft.title,
      editPath: `/edit-blog/${draft.slug}`,
      author: 'Test User',
    });

    // Sent back with a note: the writer sees it and is e-mailed it.
    expect((await sendBack(people.editor, draft.id, '   ')).statusCode).toBe(400);
    refusal(
      await sendBack(people.author, draft.id, 'Not mine to judge'),
      REFUSAL_BY_PERMISSION['content.review'],
    );
    const note = 'Add a paragraph on licensing, then send it again.';
    const returned = await sendBack(people.editor, draft.id, note);
    expect(returned.statusCode, returned.body).toBe(200);
    const mail = await ctx.smtp.waitFor(
      (m) => m.recipients.includes(people.contributor.email) && m.subject.includes(draft.title),
      MAIL_WAIT_MS,
    );
    expect(mail.subject).toBe(`Changes asked: ${draft.title}`);
    expect(mail.text).toContain(note);
    const seen = (await editScreen(people.contributor, draft)).json().blog as BlogEditable;
    expect(seen).toMatchObject({ reviewState: 'returned', reviewNote: note });
    expect(
      ((await queue(people.editor)).json().items as ReviewQueueItem[]).some(
        (item) => item.id === draft.id,
      ),
    ).toBe(false);

    // Fixed and submitted again: the note is done with.
    expect(
      (await savePost(people.contributor, draft, { status: 'draft', excerpt: 'With licensing.' }))
        .statusCode,
    ).toBe(200);
    expect((await submit(people.contributor, draft.id)).json().blog).toMatchObject({
      reviewState: 'submitted',
      reviewNote: null,
    });

    // The editor publishes it: out of review, and public.
    expect((await setStatus(people.editor, draft.id, 'published')).statusCode).toBe(200);
    expect(await stored(draft)).toMatchObject({
      status: 'published',
      reviewState: null,
      reviewNote: null,
    });
    const page = await ctx.t.app.inject({ url: `/api/enhanced-blog/${draft.slug}` });
    expect(page.statusCode).toBe(200);
  });

  it('takes only drafts, and a note only for a draft waiting for review', async () => {
    const live = (await createPost(people.author)).json().blog as BlogEditable;
    expect((await submit(people.author, live.id)).statusCode).toBe(409);
    const draft = await draftOf(people.contributor);
    const early = await sendBack(people.editor, draft.id, 'Too early');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.notSubmitted);
  });
});

describe('the comments service checks the role too, not only its routes', () => {
  const refusedWith = async (
    call: Promise<unknown>,
    permission: keyof typeof REFUSAL_BY_PERMISSION,
  ) => {
    await expect(call).rejects.toMatchObject({
      statusCode: 403,
      message: REFUSAL_BY_PERMISSION[permission],
    });
  };

  it('refuses a role without the permission, whoever calls the service', async () => {
    const app = ctx.t.app;
    const author = { role: 'author' as const };
    await refusedWith(
      app.comments.setStatus('00000000-0000-4000-8000-000000000000', 'approved', author),
      'comments.moderate',
    );
    await refusedWith(app.comments.batch([], 'approve', author), 'comments.moderate');
  });
});

describe('roles, changed by administrators', () => {
  const changeRole = (who: Account, id: string, role: unknown) =>
    ctx.t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/role`,
      headers: bearer(who.token),
      payload: { role },
    });
  const me = async (who: Account) => (await ctx.a.me(who.token)).json().data.user;

  it('lists accounts with their roles, searchable, for administrators only', async () => {
    const listed = await ctx.t.app.inject({
      url: `/api/users/roles?search=${encodeURIComponent(people.contributor.email)}`,
      headers: bearer(people.admin.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.users).toEqual([
      expect.objectContaining({
        id: people.contributor.id,
        role: 'contributor',
        byDefault: false,
        emailVerified: true,
      }),
    ]);
    refusal(
      await ctx.t.app.inject({ url: '/api/users/roles', headers: bearer(people.editor.token) }),
      REFUSAL_BY_PERMISSION['users.manage'],
    );
  });

  it('takes effect on the account’s next request', async () => {
    const promoted = await account('promoted', 'contributor');
    expect(await me(promoted)).toMatchObject({ role: 'contributor', isStaff: true });
    const changed = await changeRole(people.admin, promoted.id, 'editor');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(ROLE_MESSAGES.roleChanged);
    expect(await me(promoted)).toMatchObject({ role: 'editor' });
    expect(
      (await ctx.t.app.inject({ url: '/api/meetings', headers: bearer(promoted.token) }))
        .statusCode,
    ).toBe(200);

    // Back to the default rule: a company address is an author; 'reader' takes every role away.
    await changeRole(people.admin, promoted.id, 'default');
    expect(await me(promoted)).toMatchObject({ role: 'author' });
    await changeRole(people.admin, promoted.id, 'reader');
    expect(await me(promoted)).toMatchObject({ role: null, isStaff: false, isAdmin: false });

    // Each change is in the audit log, with the role before and after.
    const log = await ctx.t.app.inject({
      url: '/api/privacy/audit?page=1',
      headers: bearer(people.admin.token),
    });
    expect(log.statusCode, log.body).toBe(200);
    const changes = JSON.stringify(log.json());
    expect(changes).toContain('"from":"contributor","to":"editor"');
    expect(changes).toContain('"from":"editor","to":"author (by default)"');
    expect(changes).toContain('"from":"author (by default)","to":"reader"');
  });

  it('refuses a bad role, an unverified account, a non-administrator and the last administrator', async () => {
    const target = await account('target', null, 'example.org');
    const bad = await changeRole(people.admin, target.id, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(ROLE_MESSAGES.roleInvalid);

    const missing = await changeRole(
      people.admin,
      '00000000-0000-4000-8000-000000000000',
      'editor',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(AUTH_MESSAGES.userNotFound);

    const unverified = await ctx.a.registered('unverified', 'example.org');
    const refused = await changeRole(people.admin, unverified.user.id, 'editor');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ROLE_MESSAGES.unverified);

    refusal(
      await changeRole(people.editor, target.id, 'administrator'),
      REFUSAL_BY_PERMISSION['users.manage'],
    );
    expect(await me(target)).toMatchObject({ role: null });

    // Two administrators: one may step down; the last one may not.
    const second = await account('second-admin', 'administrator');
    expect((await changeRole(second, second.id, 'editor')).statusCode).toBe(200);
    const last = await changeRole(people.admin, people.admin.id, 'editor');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(ROLE_MESSAGES.lastAdministrator);
    expect(await me(people.admin)).toMatchObject({ role: 'administrator' });
  });
});
