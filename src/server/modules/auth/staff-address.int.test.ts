import { REFUSAL_BY_PERMISSION } from '../../../shared/roles.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth.ts';
import { users } from '../../db/schema.ts';
import { bearer } from '../leads.fixtures.ts';
import { setupAccountTests } from './auth.fixtures.ts';
import * as repo from './auth.repository.ts';
import { hashToken, newToken } from './secrets.ts';

/**
 * The black-box attack that made anyone staff: an address that the old
 * schema accepted, that the staff check read as being in the company domain,
 * and that the mail library delivered somewhere else (so its verification
 * link reached the attacker). Every door it came through is closed here.
 */
const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: 'example.com' });

const CRAFTED = [
  '<attacker@evil.test>.example.com',
  'x@evil.test,.example.com',
  'x@evil.test".example.com',
  'x@evil.test>@example.com',
  'eve <eve@evil.test>',
  'x@evil.test;.example.com',
];

describe('crafted addresses cannot make anyone staff', () => {
  it.each(CRAFTED)('registering %s answers 400 and mails nothing', async (email) => {
    const before = ctx.smtp.messages.length;
    const response = await ctx.a.register({ email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: AUTH_MESSAGES.emailInvalid,
    });
    expect(await ctx.t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(ctx.smtp.messages.length).toBe(before);
  });

  it.each(CRAFTED)(
    'changing one’s address to %s answers 400 and changes nothing',
    async (email) => {
      const account = await ctx.a.registered('mover');
      const response = await ctx.t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(account.token),
        payload: { email },
      });
      expect(response.statusCode).toBe(400);
      const [row] = await ctx.t.database.db
        .select()
        .from(users)
        .where(eq(users.id, account.user.id));
      expect(row?.email).toBe(account.email);
    },
  );

  it('an address the old rule let in, verified before the fix, is not staff and reads no lead', async () => {
    const email = '<attacker@evil.test>.example.com';
    const user = await repo.insertUser(ctx.t.database.db, {
      email,
      passwordHash: 'not-a-real-hash',
      firstName: 'Old',
      lastName: 'Row',
      emailVerifiedAt: new Date(),
    });
    const token = newToken();
    await repo.createSession(ctx.t.database.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const me = await ctx.a.me(token);
    expect(me.json().data.user).toMatchObject({ isStaff: false, isAdmin: false });
    for (const url of ['/api/meetings', '/api/contact/messages/recent']) {
      const response = await ctx.t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
    }
  });

  it('a genuine company address becomes an author once verified, and reads leads once made an editor', async () => {
    const staff = await ctx.a.registered('real', 'example.com');
    const verified = await ctx.a.verifyFromMail(staff.email);
    expect(verified.json().data.user).toMatchObject({ isStaff: true, role: 'author' });
    const mail = ctx.smtp.messages.find((m) => m.recipients.includes(staff.email));
    expect(mail?.recipients).toEqual([staff.email]);
    const refused = await ctx.t.app.inject({ url: '/api/meetings', headers: bearer(staff.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REFUSAL_BY_PERMISSION['leads.read']);
    await ctx.t.app.auth.setRole(staff.email, 'editor');
    // The next request sees the new role (nothing about it is kept with the session).
    const response = await ctx.t.app.inject({ url: '/api/meetings', headers: bearer(staff.token) });
    expect(response.statusCode).toBe(200);
  });
});
