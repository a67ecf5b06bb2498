import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../shared/review-messages.ts';
import { REFUSAL_BY_PERMISSION, ROLE_MESSAGES, type RoleChoice } from '../shared/roles.ts';
import { postForm } from './test/blog-author.ts';
import { multipart } from './test/multipart.ts';
import {
  expectStaffOnly,
  getPage,
  postPageForm,
  readerAccount,
  shownText,
  signInByForm,
} from './test/page-session.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The screens of the editorial roles, read from their first HTML and posted
 * as a browser without JavaScript posts them: the users screen
 * (administrators), the dashboard showing each role only what it may use,
 * and the review panel of a draft's edit screen.
 */
const site = usePagesApp();
const run = randomUUID().slice(0, 8);
const cookies = {} as Record<'contributor' | 'author' | 'editor' | 'admin' | 'reader', string>;
const ids = {} as Record<'contributor' | 'author', string>;

async function person(name: string, role: RoleChoice | null) {
  const t = site.testApp;
  const account = {
    email: `${name}-${run}@${t.config.site.emailDomain}`,
    password: 'Role-pass-word-1',
  };
  await t.app.auth.ensureAccount({
    ...account,
    firstName: name[0]!.toUpperCase() + name.slice(1),
    lastName: 'Tester',
    company: 'Our team',
    role,
  });
  return account;
}

const idOf = async (email: string) =>
  (
    await site.testApp.app.inject({
      url: `/api/users/roles?search=${encodeURIComponent(email)}`,
      headers: { cookie: cookies.admin, origin: 'http://localhost:80' },
    })
  ).json().data.users[0].id as string;

beforeAll(async () => {
  const t = site.testApp;
  const contributor = await person('contributor', 'contributor');
  const author = await person('author', null);
  cookies.contributor = await signInByForm(t, contributor);
  cookies.author = await signInByForm(t, author);
  cookies.editor = await signInByForm(t, await person('editor', 'editor'));
  cookies.admin = await signInByForm(t, await person('admin', 'administrator'));
  cookies.reader = await signInByForm(t, await readerAccount(t));
  ids.contributor = await idOf(contributor.email);
  ids.author = await idOf(author.email);
});

/** A draft written by the contributor, through the API as the create screen sends it. */
async function contributorDraft(title: string) {
  const slug = `draft-${randomUUID().slice(0, 8)}`;
  const body = multipart(postForm(slug, { title, status: 'draft' }));
  const created = await site.testApp.app.inject({
    method: 'POST',
    url: '/api/enhanced-blog/create',
    headers: { ...body.headers, cookie: cookies.contributor, origin: 'http://localhost:80' },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().blog as { id: string; slug: string };
}

describe('/dashboard/users', () => {
  it('lists accounts with their roles in its first HTML, for administrators only', async () => {
    const page = await getPage(site.testApp, `/dashboard/users?search=${run}`, cookies.admin);
    expect(page.statusCode).toBe(200);
    const text = shownText(page.body);
    expect(text).toContain('Users and roles');
    expect(text).toContain(`contributor-${run}@`);
    expect(text).toMatch(/Author \(by default\)/);

    await expectStaffOnly(site.testApp, '/dashboard/users', cookies.reader);
    const editor = shownText(
      (await getPage(site.testApp, '/dashboard/users', cookies.editor)).body,
    );
    expect(editor).toContain(REFUSAL_BY_PERMISSION['users.manage']);
    expect(editor).not.toContain(`contributor-${run}@`);
  });

  it('changes a role by a form posted without JavaScript, and refuses it to an editor', async () => {
    const refused = await postPageForm(site.testApp, '/dashboard/users', cookies.editor, {
      id: ids.author,
      role: 'editor',
    });
    expect(refused.statusCode).toBe(403);
    const posted = await postPageForm(site.testApp, '/dashboard/users', cookies.admin, {
      id: ids.author,
      role: 'contributor',
    });
    expect(posted.statusCode).toBe(200);
    expect(shownText(posted.body)).toContain(ROLE_MESSAGES.roleChanged);
    const after = await getPage(
      site.testApp,
      `/dashboard/users?search=author-${run}`,
      cookies.admin,
    );
    expect(shownText(after.body)).toMatch(/Contributor · joined/);
    // And back to the default rule.
    await postPageForm(site.testApp, '/dashboard/users', cookies.admin, {
      id: ids.author,
      role: 'default',
    });
  });
});

describe('the dashboard, by role', () => {
  const quickActions = async (cookie: string) => {
    const text = shownText((await getPage(site.testApp, '/dashboard', cookie)).body);
    return [
      'Lead inbox',
      'Comment moderation',
      'Newsletters',
      'Users and roles',
      'Create blog post',
    ].filter((label) => text.includes(label));
  };

  it('offers each role only the screens it may use', async () => {
    expect(await quickActions(cookies.contributor)).toEqual(['Create blog post']);
    expect(await quickActions(cookies.author)).toEqual(['Create blog post']);
    expect(await quickActions(cookies.editor)).toEqual([
      'Lead inbox',
      'Comment moderation',
      'Newsletters',
      'Create blog post',
    ]);
    expect(await quickActions(cookies.admin)).toEqual([
      'Lead inbox',
      'Comment moderation',
      'Newsletters',
      'Users and roles',
      'Create blog post',
    ]);
  });

  it('shows the privacy tools in the lead inbox to administrators only', async () => {
    const editor = shownText(
      (await getPage(site.testApp, '/dashboard/leads', cookies.editor)).body,
    );
    expect(editor).toContain('Lead inbox');
    expect(editor).not.toContain('Find a person');
    const admin = shownText((await getPage(site.testApp, '/dashboard/leads', cookies.admin)).body);
    expect(admin).toContain('Find a person');
    expect(admin).toContain('Privacy audit log');
  });

  it('shows a contributor’s draft without Publish or Delete, and the editors its review', async () => {
    const title = `Awaiting review ${run}`;
    const draft = await contributorDraft(title);
    const own = (await getPage(site.testApp, '/dashboard', cookies.contributor)).body;
    const row = own.slice(own.indexOf(title));
    expect(shownText(row.slice(0, 2000))).not.toMatch(/Publish Awaiting|Delete Awaiting/);
    expect(shownText(row.slice(0, 2000))).toMatch(/Edit Awaiting/);

    // Submitted from its edit screen's form, posted without JavaScript.
    const submitted = await postPageForm(
      site.testApp,
      `/edit-blog/${draft.slug}`,
      cookies.contributor,
      { authoringItemId: draft.id, reviewIntent: 'submit' },
    );
    expect(submitted.statusCode, submitted.body.slice(0, 300)).toBe(200);
    expect(shownText(submitted.body)).toContain(REVIEW_MESSAGES.submitted);

    const editor = shownText((await getPage(site.testApp, '/dashboard', cookies.editor)).body);
    expect(editor).toContain('Waiting for review');
    expect(editor).toContain(title);
  });
});

describe('the review panel of a draft’s edit screen', () => {
  it('lets an editor send a draft back with a note, which its writer then reads', async () => {
    const title = `Sent back ${run}`;
    const draft = await contributorDraft(title);
    const url = `/edit-blog/${draft.slug}`;
    // A contributor is offered Submit for review, not Publish.
    const before = shownText((await getPage(site.testApp, url, cookies.contributor)).body);
    expect(before).toContain('Submit for review');
    expect(before).toContain('Save Draft');
    expect(before).not.toMatch(/\bPublish\b/);
    await postPageForm(site.testApp, url, cookies.contributor, {
      authoringItemId: draft.id,
      reviewIntent: 'submit',
    });

    const forEditor = shownText((await getPage(site.testApp, url, cookies.editor)).body);
    expect(forEditor).toContain('Send back to the writer');
    // The editor publishes from the form itself.
    expect(forEditor).toMatch(/Save Draft Publish/);
    const empty = await postPageForm(site.testApp, url, cookies.editor, {
      authoringItemId: draft.id,
      reviewIntent: 'return',
      note: ' ',
    });
    expect(empty.statusCode).toBe(400);
    const note = `Say which licence tier ${run}.`;
    const returned = await postPageForm(site.testApp, url, cookies.editor, {
      authoringItemId: draft.id,
      reviewIntent: 'return',
      note,
    });
    expect(returned.statusCode).toBe(200);
    expect(shownText(returned.body)).toContain(REVIEW_MESSAGES.returned);

    const forWriter = shownText((await getPage(site.testApp, url, cookies.contributor)).body);
    expect(forWriter).toContain(REVIEW_MESSAGES.sentBack);
    expect(forWriter).toContain(note);
  });
});
