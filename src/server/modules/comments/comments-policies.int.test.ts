import { describe, expect, it } from 'vitest';
import { setupAccountTests } from '../auth/auth.fixtures.ts';
import { commentFixtures } from './comments.fixtures.ts';

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
  it('publishes a first comment at once, but still holds one with more than 2 links', async () => {
    const f = await commentFixtures(ctx.t);
    const { id } = await f.post();
    expect((await f.comment(id)).published).toBe(true);
    const links = await f.comment(id, {
      content: 'https://a.example https://b.example https://c.example',
    });
    expect(links.published).toBe(false);
    const honeypot = await f.comment(id, { website: 'x' });
    expect(honeypot.published).toBe(false);
  });
});
