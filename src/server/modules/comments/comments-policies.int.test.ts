import { beforeAll, describe, expect, it } from 'vitest';
import { setupAccountTests } from '../auth/auth.fixtures.ts';
import { commentFixtures } from './comments.fixtures.ts';

type Fixtures = Awaited<ReturnType<typeof commentFixtures>>;

describe('COMMENT_MODERATION=all', () => {
  const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: 'company.com', COMMENT_MODERATION: 'all' });
  it('holds every visitor comment, even from an address with an approved one', async () => {
    const f = await commentFixtures(ctx.t);
    const { id } = await f.post();
    const email = ctx.a.email('regular');
    const first = await f.comment(id, { authorEmail: email });
    await f.approve(first.id);
    const second = await f.comment(id, { authorEmail: email });
    expect(second).toMatchObject({ status: 'pending', published: false });
    const staff = await f.comment(id, {}, f.staff);
    expect(staff.published).toBe(true);
  });
});

describe('COMMENT_MODERATION=none', () => {
  const ctx = setupAccountTests({
    COMPANY_EMAIL_DOMAIN: 'company.com',
    COMMENT_MODERATION: 'none',
  });
  let f: Fixtures;
  beforeAll(async () => {
    f = await commentFixtures(ctx.t);
  });
  it('publishes a first comment at once, but still holds one with more than 2 links', async () => {
    const { id } = await f.post();
    expect((await f.comment(id)).published).toBe(true);
    const links = await f.comment(id, {
      content: 'https://a.example https://b.example https://c.example',
    });
    expect(links.published).toBe(false);
    const honeypot = await f.comment(id, { website: 'x' });
    expect(honeypot.published).toBe(false);
  });

  it('still holds a comment that types a staff address without its session, in any letter case', async () => {
    const { id } = await f.post();
    for (const authorEmail of ['staff@company.com', 'STAFF@Company.COM', 'ceo@eu.company.com']) {
      const made = await f.comment(id, { authorEmail, authorName: 'Demo Staff' });
      expect(made, authorEmail).toMatchObject({ status: 'pending', published: false });
    }
  });
});

describe('trust is never given to a typed address (first-time policy)', () => {
  const ctx = setupAccountTests({
    COMPANY_EMAIL_DOMAIN: 'company.com',
    ADMIN_EMAILS: 'owner@partner.example',
  });
  let f: Fixtures;
  beforeAll(async () => {
    f = await commentFixtures(ctx.t);
  });

  /** The queue's entry for a comment, as staff read it. */
  async function queued(commentId: string) {
    const queue = await ctx.t.app.inject({ url: '/api/comments/moderation', headers: f.staff });
    const items = queue.json().data.comments as Array<{ id: string; heldFor: string | null }>;
    return items.find((item) => item.id === commentId);
  }

  it('publishes a known commenter only under the same address and the same name', async () => {
    const { id } = await f.post();
    const email = ctx.a.email('known');
    await f.published(id, { authorEmail: email, authorName: 'Priya Shah' });
    const sameName = await f.comment(id, { authorEmail: email, authorName: 'priya shah' });
    expect(sameName).toMatchObject({ status: 'approved', published: true });
    const otherName = await f.comment(id, { authorEmail: email, authorName: 'Mallory' });
    expect(otherName).toMatchObject({ status: 'pending', published: false });
    expect(await queued(otherName.id)).toMatchObject({ heldFor: 'first-comment' });
  });

  it('holds, flagged for staff, a staff address typed by anyone not signed in as it', async () => {
    const { id } = await f.post();
    // The staff account's own comment is published and approved under its address and name.
    const own = await f.comment(
      id,
      { authorEmail: 'staff@company.com', authorName: 'Demo Staff' },
      f.staff,
    );
    expect(own.published).toBe(true);
    const stranger = await ctx.a.registered('stranger');
    await ctx.a.verifyFromMail(stranger.email);
    const attempts = [
      { fields: { authorEmail: 'staff@company.com' }, headers: undefined },
      { fields: { authorEmail: 'Staff@COMPANY.com' }, headers: undefined },
      { fields: { authorEmail: 'nobody-yet@company.com' }, headers: undefined },
      {
        fields: { authorEmail: 'staff@company.com' },
        headers: { authorization: `Bearer ${stranger.token}` },
      },
    ];
    for (const { fields, headers } of attempts) {
      const made = await f.comment(id, { ...fields, authorName: 'Demo Staff' }, headers);
      expect(made, fields.authorEmail).toMatchObject({ status: 'pending', published: false });
      expect(await queued(made.id)).toMatchObject({ heldFor: 'staff-address' });
    }
  });

  it('treats an administrator’s address outside the company domain as a staff address', async () => {
    const { id } = await f.post();
    const typed = { authorEmail: 'owner@partner.example', authorName: 'Site Owner' };
    // Before an account holds it, it is any visitor's address.
    const before = await f.comment(id, typed);
    expect(await queued(before.id)).toMatchObject({ heldFor: 'first-comment' });
    const owner = await ctx.a.register({ email: typed.authorEmail });
    expect(owner.statusCode).toBe(201);
    await ctx.a.verifyFromMail(typed.authorEmail);
    const signedIn = { authorization: `Bearer ${owner.json().data.token as string}` };
    expect((await f.comment(id, typed, signedIn)).published).toBe(true);
    const impostor = await f.comment(id, typed);
    expect(impostor).toMatchObject({ status: 'pending', published: false });
    expect(await queued(impostor.id)).toMatchObject({ heldFor: 'staff-address' });
  });
});
