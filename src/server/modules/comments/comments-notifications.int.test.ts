import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES as M } from '../../../shared/comment-messages.ts';
import { setupAccountTests } from '../auth/auth.fixtures.ts';
import { commentFixtures } from './comments.fixtures.ts';

const ctx = setupAccountTests({
  COMPANY_EMAIL_DOMAIN: 'company.com',
  COMPANY_EMAIL: 'hello@company.com',
});
let f: Awaited<ReturnType<typeof commentFixtures>>;

beforeAll(async () => {
  f = await commentFixtures(ctx.t);
});

const mailsTo = (address: string) =>
  ctx.smtp.messages.filter((m) => m.recipients.includes(address));
const drain = () => ctx.t.app.jobs.drain();

describe('reply notifications: double opt-in', () => {
  it('sends one confirmation and nothing else until the address confirms', async () => {
    const { id, slug } = await f.post();
    const email = ctx.a.email('asker');
    const root = await f.published(id, { authorEmail: email, notifyReplies: true });
    // A second request from the same address sends no second confirmation.
    await f.published(id, { authorEmail: email, notifyReplies: 'on', content: 'Me again' });
    await drain();
    const confirmations = mailsTo(email);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.subject).toMatch(/Confirm reply notifications/);
    expect(confirmations[0]?.text).not.toContain('Great overview');

    // A reply before confirmation: nothing goes out.
    await f.comment(id, { parentId: root, content: 'Unconfirmed reply' }, f.staff);
    await drain();
    expect(mailsTo(email)).toHaveLength(1);

    const link = await ctx.a.linkFromMail(email, '/comments/notifications/confirm');
    const wrong = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/comments/notifications/confirm',
      payload: { email, token: 'x'.repeat(40) },
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/comments/notifications/confirm',
      payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(M.notifyConfirmed);

    // Now an approved reply is announced, without its text or its author.
    const secret = 'SECRET-REPLY-TEXT <script>x</script>';
    const reply = await f.comment(
      id,
      { parentId: root, content: secret, authorName: 'Mallory Visitor-Name' },
      f.staff,
    );
    await drain();
    const [, notice] = mailsTo(email);
    expect(notice?.subject).toContain('New reply to your comment on');
    expect(notice?.text).toContain(`/blog/${slug}#comment-${reply.id}`);
    for (const part of [notice!.text, notice!.html, notice!.subject]) {
      expect(part).not.toContain('SECRET-REPLY-TEXT');
      expect(part).not.toContain('Mallory');
    }
    expect(notice?.headers.get('list-unsubscribe')).toMatch(
      /\/api\/comments\/notifications\/one-click\?/,
    );
    expect(notice?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // A second reply within the hour: no second e-mail for that thread.
    await f.comment(id, { parentId: root, content: 'Another' }, f.staff);
    await drain();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('stops a thread with the one-click link, and all notifications from the page', async () => {
    const { id } = await f.post();
    const email = ctx.a.email('stopper');
    const root = await f.published(id, { authorEmail: email, notifyReplies: true });
    const other = await f.published(id, {
      authorEmail: email,
      notifyReplies: true,
      content: 'Second',
    });
    await drain();
    const link = await ctx.a.linkFromMail(email, '/comments/notifications/confirm');
    await ctx.t.app.inject({
      method: 'POST',
      url: '/api/comments/notifications/confirm',
      payload: { email, token: link.searchParams.get('token') },
    });
    await f.comment(id, { parentId: root }, f.staff);
    await drain();
    const notice = mailsTo(email).at(-1)!;
    const oneClick = new URL(notice.headers.get('list-unsubscribe')!.slice(1, -1));
    const stopped = await ctx.t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().message).toBe(M.notifyStoppedThread);

    // The other thread still notifies; then everything is stopped from the page's call.
    const before = mailsTo(email).length;
    await f.comment(id, { parentId: other }, f.staff);
    await drain();
    expect(mailsTo(email)).toHaveLength(before + 1);
    const all = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/comments/notifications/stop',
      payload: { email, token: oneClick.searchParams.get('token'), scope: 'all' },
    });
    expect(all.json().message).toBe(M.notifyStoppedAll);
    await ctx.t.database.db.execute(sql`delete from mail_recipient_limits`);
    await f.comment(id, { parentId: other, content: 'Later' }, f.staff);
    await drain();
    expect(mailsTo(email)).toHaveLength(before + 1);
  });

  it('sends nothing for a comment caught as spam', async () => {
    const { id } = await f.post();
    const email = ctx.a.email('bot');
    await f.comment(id, { authorEmail: email, notifyReplies: true, website: 'filled' });
    await drain();
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('staff hear of waiting comments', () => {
  it('sends at most one moderation e-mail an hour, with the count and the queue link', async () => {
    await ctx.t.database.db.execute(sql`delete from mail_recipient_limits`);
    const staffMail = () =>
      mailsTo('hello@company.com').filter((m) => /moderation/.test(m.subject));
    const already = staffMail().length;
    const { id } = await f.post();
    await f.comment(id);
    await f.comment(id);
    await drain();
    const sent = staffMail();
    expect(sent).toHaveLength(already + 1);
    expect(sent.at(-1)?.text).toContain('/dashboard/comments');
    expect(sent.at(-1)?.subject).toMatch(/\d+ comments? (is|are) waiting for moderation/);
  });
});

describe('the daily sweep', () => {
  it('deletes pending and spam comments older than 30 days and keeps the rest', async () => {
    const { id } = await f.post();
    const old = await f.comment(id);
    const oldSpam = await f.comment(id, { website: 'bot' });
    const kept = await f.published(id);
    const fresh = await f.comment(id);
    await ctx.t.database.db.execute(
      sql`update comments set created_at = now() - interval '31 days' where id in (${old.id}, ${oldSpam.id}, ${kept})`,
    );
    expect(await ctx.t.app.comments.sweep()).toBeGreaterThanOrEqual(2);
    const left = await ctx.t.database.db.execute<{ id: string }>(
      sql`select id from comments where content_id = ${id}`,
    );
    const ids = (left as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
    expect(ids.sort()).toEqual([kept, fresh.id].sort());
  });

  it('books itself when the server starts', async () => {
    const booked = await ctx.t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = 'comments.sweep'`,
    );
    expect((booked as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBeGreaterThanOrEqual(
      1,
    );
  });
});

describe('deleting a post', () => {
  it('takes its comments with it', async () => {
    const { id } = await f.post();
    await f.published(id);
    const removed = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/enhanced-blog/${id}`,
      headers: f.staff,
    });
    expect(removed.statusCode).toBe(200);
    const left = await ctx.t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from comments where content_id = ${id}`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });
});
