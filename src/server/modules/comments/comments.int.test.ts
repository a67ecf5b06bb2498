import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_LIMITS,
  type CommentListData,
  type CommentView,
} from '../../../shared/comments.ts';
import { COMMENT_MESSAGES as M } from '../../../shared/comment-messages.ts';
import { setupAccountTests } from '../auth/auth.fixtures.ts';
import { commentFixtures } from './comments.fixtures.ts';

const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: 'company.com' });
let f: Awaited<ReturnType<typeof commentFixtures>>;
let postId: string;
let postSlug: string;

beforeAll(async () => {
  f = await commentFixtures(ctx.t);
  ({ id: postId, slug: postSlug } = await f.post());
});

const dataOf = (response: { json(): unknown }) =>
  (response.json() as { data: CommentListData }).data;

describe('POST /api/comments/{contentType}/{contentId}: the rules and messages in order', () => {
  it('names every missing field in the spec’s order, with nothing stored', async () => {
    const response = await f.send(postId, {});
    expect(response.statusCode).toBe(400);
    const body = response.json() as { success: boolean; errors: string[] };
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([M.contentRequired, M.nameRequired, M.emailRequired]);
    const stats = await ctx.t.app.inject({ url: `/api/comments/blog/${postId}/stats` });
    expect(stats.json()).toMatchObject({ success: true });
  });

  it('treats whitespace-only content as missing and checks the address and the website', async () => {
    const response = await f.send(postId, {
      content: ' \n\n  \t ',
      authorName: 'A',
      authorEmail: 'not-an-address',
      authorWebsite: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([M.contentRequired, M.emailInvalid, M.websiteInvalid]);
  });

  it('refuses an address with a display name or two mailboxes (the one address rule)', async () => {
    for (const authorEmail of ['Bob <bob@example.org>', 'a@example.org,b@example.org', 'a@b']) {
      const response = await f.send(postId, f.valid({ authorEmail }));
      expect(response.statusCode, authorEmail).toBe(400);
      expect(response.json().errors).toEqual([M.emailInvalid]);
    }
  });

  it('accepts exactly 2000 characters of content and 100 of name; one more is refused', async () => {
    const ok = await f.send(
      postId,
      f.valid({ content: 'x'.repeat(2000), authorName: 'n'.repeat(100) }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const long = await f.send(postId, f.valid({ content: 'x'.repeat(2001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([M.contentTooLong]);
    const name = await f.send(postId, f.valid({ authorName: 'n'.repeat(101) }));
    expect(name.statusCode).toBe(400);
    expect(name.json().errors).toEqual([M.nameTooLong]);
    const site = await f.send(
      postId,
      f.valid({ authorWebsite: `https://example.org/${'p'.repeat(250)}` }),
    );
    expect(site.statusCode).toBe(400);
    expect(site.json().errors).toEqual([M.websiteTooLong]);
  });

  it('trims the content and collapses runs of blank lines, storing the text as typed otherwise', async () => {
    const made = await f.comment(postId, {
      content: '  First line\r\n\r\n\r\n\n   \nSecond <b>bold</b> & https://example.org  ',
      authorWebsite: 'https://priya.example.org',
    });
    const comment = made.body.data.comment as CommentView;
    expect(comment.content).toBe('First line\n\nSecond <b>bold</b> & https://example.org');
    expect(comment.authorWebsite).toBe('https://priya.example.org');
  });

  it('answers 404 for unknown or unpublished content and 400 for an unknown content type', async () => {
    const draft = await f.post({ status: 'draft' });
    for (const id of ['no-such-post', draft.id, draft.slug]) {
      const response = await f.send(id, f.valid());
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: M.contentNotFound });
    }
    const kind = await f.send(postId, f.valid(), { contentType: 'video' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().success).toBe(false);
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const payload of [
      { content: 42, authorName: [], authorEmail: {} },
      { ...f.valid(), parentId: 'not-a-uuid' },
      { ...f.valid(), parentId: 7 },
      { ...f.valid(), authorWebsite: 5 },
    ]) {
      const response = await f.send(postId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const raw = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/comments/blog/${postId}`,
      headers: { 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe('moderation: first-time policy (the default)', () => {
  it('holds a first comment, publishes it once approved, then publishes that address at once', async () => {
    const { id } = await f.post();
    const email = ctx.a.email('first-timer');
    const first = await f.comment(id, { authorEmail: email });
    expect(first).toMatchObject({ status: 'pending', published: false });
    expect(first.body.message).toBe(M.held);
    expect(dataOf(await f.list(id)).comments).toHaveLength(0);

    await f.approve(first.id);
    const shown = dataOf(await f.list(id));
    expect(shown.comments.map((c) => c.id)).toEqual([first.id]);
    expect(shown.totalComments).toBe(1);

    const second = await f.comment(id, { authorEmail: email.toUpperCase() });
    expect(second).toMatchObject({ status: 'approved', published: true });
    expect(second.body.message).toBe(M.posted);
  });

  it('publishes a signed-in staff member’s comment at once, marked as the author’s reply', async () => {
    const { id } = await f.post();
    const made = await f.comment(id, {}, f.staff);
    expect(made.published).toBe(true);
    const [shown] = dataOf(await f.list(id)).comments;
    expect(shown?.isAuthorReply).toBe(true);
  });
});

describe('spam defences', () => {
  it('stores a comment whose honeypot is filled as spam, answering like a held one', async () => {
    const { id } = await f.post();
    const made = await f.comment(id, { website: 'http://spam.example' });
    expect(made).toMatchObject({ status: 'pending', published: false });
    const queue = await ctx.t.app.inject({
      url: '/api/comments/moderation?status=spam',
      headers: f.staff,
    });
    const ids = (queue.json().data.comments as Array<{ id: string; status: string }>).map(
      (c) => c.id,
    );
    expect(ids).toContain(made.id);
  });

  it('holds a comment with more than 2 links even from an approved address', async () => {
    const { id } = await f.post();
    const email = ctx.a.email('linker');
    await f.published(id, { authorEmail: email });
    const two = await f.comment(id, {
      authorEmail: email,
      content: 'See https://a.example and www.b.example',
    });
    expect(two.published).toBe(true);
    const three = await f.comment(id, {
      authorEmail: email,
      content: 'https://a.example https://b.example http://c.example',
    });
    expect(three).toMatchObject({ status: 'pending', published: false });
  });

  it('stores comments past the daily cap of one address as spam', async () => {
    const { id } = await f.post();
    const email = ctx.a.email('flood');
    for (let i = 0; i < COMMENT_LIMITS.dailyCap; i += 1) {
      await f.comment(id, { authorEmail: email, content: `Comment ${i}` });
    }
    const over = await f.comment(id, { authorEmail: email, content: 'One too many' });
    expect(over.published).toBe(false);
    const spam = await ctx.t.app.inject({
      url: `/api/comments/blog/${id}?status=spam`,
      headers: f.staff,
    });
    expect(dataOf(spam).comments.map((c) => c.id)).toContain(over.id);
  });
});

describe('closed comments', () => {
  it('keeps existing comments visible and refuses new ones with 403 "Comments are closed"', async () => {
    const { id } = await f.post();
    const kept = await f.published(id);
    const close = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/enhanced-blog/${id}/comments`,
      headers: f.staff,
      payload: { commentsOpen: false },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().blog.commentsOpen).toBe(false);
    const refused = await f.send(id, f.valid());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: M.closed });
    expect(dataOf(await f.list(id)).comments.map((c) => c.id)).toEqual([kept]);
  });

  it('lets only staff switch comments', async () => {
    const { id } = await f.post();
    const anonymous = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/enhanced-blog/${id}/comments`,
      payload: { commentsOpen: false },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('threads', () => {
  it('nests replies, allows them down to depth 3 and refuses deeper ones', async () => {
    const { id } = await f.post();
    const root = await f.published(id);
    let parent = root;
    for (let depth = 1; depth <= COMMENT_LIMITS.replyBelowDepth; depth += 1) {
      parent = await f.published(id, { parentId: parent });
    }
    const tooDeep = await f.send(id, f.valid({ parentId: parent }));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toBe(M.tooDeep);

    const [top] = dataOf(await f.list(id)).comments;
    expect(top?.id).toBe(root);
    const depths: number[] = [];
    let node: CommentView | undefined = top;
    while (node) {
      depths.push(node.depth);
      node = node.replies[0];
    }
    expect(depths).toEqual([0, 1, 2, 3]);
  });

  it('refuses a parent on other content, a held parent and an unknown one', async () => {
    const { id } = await f.post();
    const other = await f.post();
    const elsewhere = await f.published(other.id);
    const held = await f.comment(id);
    expect(held.published).toBe(false);
    for (const parentId of [elsewhere, held.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await f.send(id, f.valid({ parentId }));
      expect(response.statusCode, parentId).toBe(400);
      expect(response.json().message).toBe(M.parentInvalid);
    }
  });

  it('answers "Reply posted successfully!" for a published reply', async () => {
    const { id } = await f.post();
    const root = await f.published(id);
    const reply = await f.comment(id, { parentId: root }, f.staff);
    expect(reply.body.message).toBe(M.replyPosted);
  });

  it('deletes a comment with every reply under it (staff only)', async () => {
    const { id } = await f.post();
    const root = await f.published(id);
    await f.published(id, { parentId: root });
    const anonymous = await ctx.t.app.inject({ method: 'DELETE', url: `/api/comments/${root}` });
    expect(anonymous.statusCode).toBe(401);
    const reader = await ctx.a.registered('reader');
    const visitor = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${root}`,
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(visitor.statusCode).toBe(403);
    const removed = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${root}`,
      headers: f.staff,
    });
    expect(removed.statusCode).toBe(200);
    expect(dataOf(await f.list(id)).totalComments).toBe(0);
    const again = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${root}`,
      headers: f.staff,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('reading', () => {
  it('never shows the author’s address to visitors; staff see it', async () => {
    const { id } = await f.post();
    const email = ctx.a.email('private');
    await f.published(id, { authorEmail: email });
    const visitor = await f.list(id);
    expect(visitor.body).not.toContain(email);
    expect(visitor.body).not.toContain('authorEmail');
    const staff = await f.list(id, '', f.staff);
    expect(staff.body).toContain(email);
    expect(staff.headers['cache-control']).toBe('private, no-store');
  });

  it('shows visitors approved comments only, whatever status they ask for', async () => {
    const { id } = await f.post();
    const held = await f.comment(id);
    const asked = await f.list(id, '?status=pending');
    expect(dataOf(asked).comments).toHaveLength(0);
    const staff = await f.list(id, '?status=pending', f.staff);
    expect(dataOf(staff).comments.map((c) => c.id)).toEqual([held.id]);
  });

  it('finds the content by id or slug, pages and sorts the top level', async () => {
    const { id, slug } = await f.post();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await f.published(id, { content: `Comment ${i}` }));
    const bySlug = dataOf(await f.list(slug, '?limit=2'));
    expect(bySlug.comments.map((c) => c.id)).toEqual(ids.slice(0, 2));
    expect(bySlug.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const page2 = dataOf(await f.list(id, '?limit=2&page=2'));
    expect(page2.comments.map((c) => c.id)).toEqual([ids[2]]);
    const newest = dataOf(await f.list(id, '?sort=newest'));
    expect(newest.comments.map((c) => c.id)).toEqual([...ids].reverse());
    await ctx.t.app.inject({
      method: 'POST',
      url: `/api/comments/${ids[1]}/like`,
      payload: { visitorId: 'visitor-aaaaaaaa' },
    });
    const liked = dataOf(await f.list(id, '?sort=liked'));
    expect(liked.comments[0]?.id).toBe(ids[1]);
    const bad = await f.list(id, '?limit=500');
    expect(bad.statusCode).toBe(400);
  });

  it('answers a repeated read with 304 when nothing changed', async () => {
    const { id } = await f.post();
    await f.published(id);
    const first = await f.list(id);
    const etag = first.headers['etag'] as string;
    expect(etag).toBeTruthy();
    const again = await f.list(id, '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    await f.published(id);
    const changed = await f.list(id, '', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
  });

  it('counts published comments for anyone, and the waiting ones for staff only', async () => {
    const { id } = await f.post();
    await f.published(id);
    await f.comment(id);
    const url = `/api/comments/blog/${id}/stats`;
    const visitor = await ctx.t.app.inject({ url });
    expect(visitor.json()).toEqual({
      success: true,
      message: M.statsLoaded,
      data: { totalComments: 1, pendingComments: null },
    });
    expect(visitor.headers['vary']).toContain('Authorization');
    const member = await ctx.a.registered('stats-reader');
    await ctx.a.verifyFromMail(member.email);
    const signedIn = await ctx.t.app.inject({
      url,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(signedIn.json().data).toEqual({ totalComments: 1, pendingComments: null });
    const staff = await ctx.t.app.inject({ url, headers: f.staff });
    expect(staff.json().data).toEqual({ totalComments: 1, pendingComments: 1 });
    expect(staff.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the post’s comment count on the blog list and the post', async () => {
    const { id, slug } = await f.post();
    await f.published(id);
    const root = await f.published(id);
    await f.published(id, { parentId: root });
    await f.comment(id);
    const post = await ctx.t.app.inject({ url: `/api/enhanced-blog/${slug}` });
    expect(post.json().blog.commentCount).toBe(3);
    const listed = await ctx.t.app.inject({ url: '/api/enhanced-blog?limit=50' });
    const card = (listed.json().blogs as Array<{ id: string; commentCount: number }>).find(
      (b) => b.id === id,
    );
    expect(card?.commentCount).toBe(3);
  });
});

describe('likes', () => {
  it('toggles once per visitor and answers 404 for unknown or held comments', async () => {
    const root = await f.published(postId);
    // Each visitor from its own address (likes.int.test.ts: one address likes once).
    const like = (visitorId: string, ip: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/api/comments/${root}/like`,
        payload: { visitorId },
        remoteAddress: ip,
      });
    const [one, two] = ['10.0.2.1', '10.0.2.2'];
    expect((await like('visitor-one-1234', one)).json().data).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await like('visitor-two-1234', two)).json().data).toEqual({
      liked: true,
      likeCount: 2,
    });
    expect((await like('visitor-one-1234', one)).json().data).toEqual({
      liked: false,
      likeCount: 1,
    });
    const held = await f.comment(postId);
    for (const id of [held.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: `/api/comments/${id}/like`,
        payload: {},
      });
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe('visitors’ comment pages kept in memory', () => {
  const contents = async (id: string, query = '', headers?: Record<string, string>) =>
    dataOf(await f.list(id, query, headers)).comments.map((c) => [c.content, c.likeCount]);

  it('serves a page from memory until the post’s comments version moves on, on any instance', async () => {
    const { id } = await f.post();
    const first = await f.published(id, { content: 'As first written.' });
    expect(await contents(id)).toEqual([['As first written.', 0]]);
    // A write that bypasses the comments module leaves the version alone:
    // visitors keep the cached page, staff (never cached) see the row.
    await ctx.t.database.db.execute(
      sql`update comments set content = 'Changed underneath.' where id = ${first}`,
    );
    expect(await contents(id)).toEqual([['As first written.', 0]]);
    expect(await contents(id, '', f.staff)).toEqual([['Changed underneath.', 0]]);
    // Another instance's change moves the version on in the database: this one reads afresh.
    await ctx.t.database.db.execute(
      sql`update posts set comments_version = comments_version + 1 where id = ${id}`,
    );
    expect(await contents(id)).toEqual([['Changed underneath.', 0]]);
  });

  it('shows every change at once: a like, a new comment, an approval, spam and a deletion', async () => {
    const { id } = await f.post();
    const first = await f.published(id, { content: 'One' });
    expect(await contents(id, '?sort=liked')).toEqual([['One', 0]]);
    const second = await f.published(id, { content: 'Two' });
    expect(await contents(id, '?sort=liked')).toEqual([
      ['One', 0],
      ['Two', 0],
    ]);
    await ctx.t.app.inject({ method: 'POST', url: `/api/comments/${second}/like`, payload: {} });
    expect(await contents(id, '?sort=liked')).toEqual([
      ['Two', 1],
      ['One', 0],
    ]);
    const held = await f.comment(id, { content: 'Three' });
    expect(held.published).toBe(false);
    expect(await contents(id)).toHaveLength(2);
    await f.approve(held.id);
    expect((await contents(id)).map(([content]) => content)).toEqual(['One', 'Two', 'Three']);
    const spam = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${held.id}/status`,
      headers: f.staff,
      payload: { status: 'spam' },
    });
    expect(spam.statusCode).toBe(200);
    expect((await contents(id)).map(([content]) => content)).toEqual(['One', 'Two']);
    const gone = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${first}`,
      headers: f.staff,
    });
    expect(gone.statusCode).toBe(200);
    expect(await contents(id)).toEqual([['Two', 1]]);
    expect(dataOf(await f.list(id)).totalComments).toBe(1);
  });
});

describe('moderation calls', () => {
  it('answers 401 without a session, 403 for non-staff and 400 for an unknown status', async () => {
    const held = await f.comment(postId);
    const patch = (payload: unknown, headers?: Record<string, string>) =>
      ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/comments/${held.id}/status`,
        payload: payload as Record<string, unknown>,
        ...(headers ? { headers } : {}),
      });
    expect((await patch({ status: 'approved' })).statusCode).toBe(401);
    const reader = await ctx.a.registered('reader');
    expect(
      (await patch({ status: 'approved' }, { authorization: `Bearer ${reader.token}` })).statusCode,
    ).toBe(403);
    const unknown = await patch({ status: 'published' }, f.staff);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().success).toBe(false);
    const spam = await patch({ status: 'spam' }, f.staff);
    expect(spam.json().data.comment.status).toBe('spam');
  });

  it('lists waiting comments newest first with their post and acts on several at once', async () => {
    const { id } = await f.post();
    const a = await f.comment(id, { content: 'older' });
    const b = await f.comment(id, { content: 'newer' });
    const queue = await ctx.t.app.inject({ url: '/api/comments/moderation', headers: f.staff });
    expect(queue.statusCode).toBe(200);
    const items = queue.json().data.comments as Array<{
      id: string;
      contentTitle: string;
      authorEmail: string;
      contentPath: string;
    }>;
    const mine = items.filter((item) => item.id === a.id || item.id === b.id);
    expect(mine.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(mine[0]?.contentTitle).toContain('Comments test');
    expect(mine[0]?.contentPath).toMatch(/^\/blog\//);
    expect(mine[0]?.authorEmail).toMatch(/@example\.org$/);
    const batch = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/comments/moderation',
      headers: f.staff,
      payload: { ids: [a.id, b.id], action: 'approve' },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(dataOf(await f.list(id)).totalComments).toBe(2);
    const anonymous = await ctx.t.app.inject({ url: '/api/comments/moderation' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the page’s own post', () => {
  it('uses the slug fixture', () => {
    expect(postSlug).toMatch(/^comment-test-/);
  });
});
