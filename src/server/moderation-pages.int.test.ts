import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_DENIED } from '../shared/auth-messages.ts';
import { COMMENT_MESSAGES } from '../shared/comment-messages.ts';
import type { ModerationItem } from '../shared/comments.ts';
import { commentFixtures } from './modules/comments/comments.fixtures.ts';
import { element, textOf } from './test/html.ts';
import { usePagesApp } from './test/pages-app.ts';
import { getPage, postPageForm, sessionCookie, signInByForm } from './test/page-session.ts';

/**
 * The moderation queue (/dashboard/comments) read by its loader: the first
 * HTML holds the held comments with their hold reasons, the status and page
 * come from the address, and each action is a form the browser can post
 * itself (no JavaScript).
 */
const site = usePagesApp();
let f: Awaited<ReturnType<typeof commentFixtures>>;
let staffCookie: string;
let postId: string;
beforeAll(async () => {
  f = await commentFixtures(site.testApp);
  staffCookie = sessionCookie(f.author.token);
  postId = (await f.post()).id;
});

const app = () => site.testApp.app;
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
/** The queue's words (the app's copy, which the server's tests do not import). */
const HELD = {
  'first-comment': 'Held because it is the first comment under this address and name.',
  'staff-address': 'Held because it uses a staff address, but was not sent from that account.',
  honeypot: 'Held because the hidden spam-trap field was filled in, as bots do.',
};
const FILTER_LABEL = 'Show comments';
const confirmDelete = 'Delete this comment and every reply under it?';

/** The queue's comments as the API gives them to staff. */
async function queueOf(status: string, page = 1): Promise<ModerationItem[]> {
  const response = await app().inject({
    url: `/api/comments/moderation?status=${status}&page=${page}`,
    headers: f.staff,
  });
  return (response.json() as { data: { comments: ModerationItem[] } }).data.comments;
}

async function registeredCookie(): Promise<string> {
  const account = {
    email: `reader-${randomUUID().slice(0, 8)}@example.org`,
    password: 'Reader-pass-1',
  };
  const made = await app().inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Rita', lastName: 'Reader', ...account },
  });
  expect(made.statusCode, made.body).toBe(201);
  return signInByForm(app(), account);
}

describe('the queue in its first HTML', () => {
  it('holds the held comments with why they wait, and no loading notice', async () => {
    const first = unique('A first comment');
    const impostor = unique('Someone typing the staff address');
    await f.comment(postId, { content: first });
    const staffEmail = `staff@${site.testApp.config.site.emailDomain}`;
    await f.comment(postId, { content: impostor, authorEmail: staffEmail });

    const page = await getPage(app(), '/dashboard/comments', staffCookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const text = textOf(page.body);
    expect(text).toContain(first);
    expect(text).toContain(impostor);
    expect(text).toContain(HELD['first-comment']);
    expect(text).toContain(HELD['staff-address']);
    expect(text).not.toContain('Loading comments');
    // Each comment's actions are a form the browser posts itself.
    expect(page.body).toMatch(/<form[^>]*method="post"/);
  });

  it('shows only the status the address names, with the counts', async () => {
    const spam = unique('Filled the trap');
    const waiting = unique('Plainly waiting');
    await f.comment(postId, { content: spam, website: 'http://bot.example' });
    await f.comment(postId, { content: waiting });

    const spamPage = textOf(
      (await getPage(app(), '/dashboard/comments?status=spam', staffCookie)).body,
    );
    expect(spamPage).toContain(spam);
    expect(spamPage).toContain(HELD.honeypot);
    expect(spamPage).not.toContain(waiting);

    const pending = await getPage(app(), '/dashboard/comments?status=pending', staffCookie);
    expect(textOf(pending.body)).toContain(waiting);
    expect(textOf(pending.body)).not.toContain(spam);
    // The current filter is marked in the links that choose it.
    const filters = element(pending.body, `aria-label="${FILTER_LABEL}"`);
    const current = /<a[^>]*aria-current="page"[^>]*>/.exec(filters)?.[0];
    expect(current).toContain('href="/dashboard/comments?status=pending"');
  });

  it('reads the page the address names ("pending comments, page 2")', async () => {
    // More than a page (50) of held comments, each from a first-time address.
    const contents = Array.from({ length: 51 }, (_, n) => unique(`Paged comment ${n}`));
    for (const content of contents) await f.comment(postId, { content });
    const second = await queueOf('pending', 2);
    expect(second.length).toBeGreaterThan(0);

    const page = textOf(
      (await getPage(app(), '/dashboard/comments?status=pending&page=2', staffCookie)).body,
    );
    for (const item of second) expect(page).toContain(item.content);
    const firstPage = await queueOf('pending', 1);
    expect(page).not.toContain(firstPage[0]!.content);
  });

  it('sends a visitor to /login and shows anyone signed in who is not staff Access Denied', async () => {
    const visitor = await getPage(app(), '/dashboard/comments');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login');

    const held = unique('Not for a reader');
    await f.comment(postId, { content: held });
    const reader = await getPage(app(), '/dashboard/comments', await registeredCookie());
    expect(reader.statusCode).toBe(403);
    expect(textOf(reader.body)).toContain(ACCESS_DENIED.title);
    expect(reader.body).not.toContain(held);
  });
});

describe('the queue’s forms without JavaScript', () => {
  it('approve: the comment is published and leaves the waiting queue', async () => {
    const content = unique('Approve me without JavaScript');
    const { id } = await f.comment(postId, { content });
    const posted = await postPageForm(app(), '/dashboard/comments', staffCookie, {
      ids: id,
      moderate: 'approve',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(textOf(posted.body)).toContain(COMMENT_MESSAGES.batchDone(1));
    // The answer is the revalidated queue: the comment is gone from it.
    expect(textOf(posted.body)).not.toContain(content);
    expect((await queueOf('approved')).find((item) => item.id === id)?.status).toBe('approved');
    const published = await f.list(postId);
    expect(JSON.stringify(published.json())).toContain(content);
  });

  it('acts on every ticked comment at once (mark as spam)', async () => {
    const a = await f.comment(postId, { content: unique('Bulk one') });
    const b = await f.comment(postId, { content: unique('Bulk two') });
    const posted = await postPageForm(app(), '/dashboard/comments?status=pending', staffCookie, {
      ids: [a.id, b.id],
      moderate: 'spam',
    });
    expect(posted.statusCode).toBe(200);
    expect(textOf(posted.body)).toContain(COMMENT_MESSAGES.batchDone(2));
    const spam = (await queueOf('spam')).map((item) => item.id);
    expect(spam).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('delete asks first, then deletes once confirmed', async () => {
    const content = unique('Delete me after asking');
    const { id } = await f.comment(postId, { content });
    const asked = await postPageForm(app(), '/dashboard/comments', staffCookie, {
      ids: id,
      moderate: 'delete',
    });
    expect(asked.statusCode).toBe(200);
    expect(textOf(asked.body)).toContain(confirmDelete);
    expect((await queueOf('waiting')).some((item) => item.id === id)).toBe(true);

    const confirmed = await postPageForm(app(), '/dashboard/comments', staffCookie, {
      ids: id,
      moderate: 'delete',
      confirmed: 'yes',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(textOf(confirmed.body)).not.toContain(content);
    expect((await queueOf('waiting')).some((item) => item.id === id)).toBe(false);
  });

  it('says what was wrong when nothing was ticked, and refuses anyone not staff', async () => {
    const none = await postPageForm(app(), '/dashboard/comments', staffCookie, {
      moderate: 'approve',
    });
    expect(none.statusCode).toBe(400);
    expect(textOf(none.body)).toContain(COMMENT_MESSAGES.batchInvalid);

    const { id } = await f.comment(postId, { content: unique('An unknown action') });
    const unknown = await postPageForm(app(), '/dashboard/comments', staffCookie, {
      ids: id,
      moderate: 'publish-everywhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(textOf(unknown.body)).toContain(COMMENT_MESSAGES.batchInvalid);

    const held = await f.comment(postId, { content: unique('Readers cannot approve') });
    const refused = await postPageForm(app(), '/dashboard/comments', await registeredCookie(), {
      ids: held.id,
      moderate: 'approve',
    });
    expect(refused.statusCode).toBe(403);
    expect((await queueOf('pending')).some((item) => item.id === held.id)).toBe(true);
  });
});
