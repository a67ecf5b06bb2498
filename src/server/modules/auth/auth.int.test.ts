import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth.ts';
import { sessions, users, userTokens } from '../../db/schema.ts';
import { setupAccountTests } from './auth.fixtures.ts';

const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: 'company.com' });

describe('POST /api/auth/register', () => {
  it('creates the account, answers { success, message, data: { user, token } } and mails a verification link', async () => {
    const email = ctx.a.email('new');
    const response = await ctx.a.register({ email: `  ${email.toUpperCase()} `, company: 'Acme' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Registration successful!',
      data: {
        user: { email, firstName: 'Test', company: 'Acme', emailVerified: false, isStaff: false },
      },
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const [row] = await ctx.t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // Only a hash of the session token is stored.
    const stored = await ctx.t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(body.data.token);
    const link = await ctx.a.linkFromMail(email, '/verify-email');
    expect(link.origin + link.pathname).toBe(`${ctx.t.config.site.baseUrl}/verify-email`);
  });

  it.each([
    ['Sh1!a', 'too short'],
    ['alllowercase1!', 'no upper case'],
    ['ALLUPPERCASE1!', 'no lower case'],
    ['NoDigitsHere!', 'no digit'],
    ['NoSpecial123', 'no special character'],
  ])('refuses the password %s (%s) with the policy message', async (password) => {
    const response = await ctx.a.register({ email: ctx.a.email('weak'), password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: AUTH_MESSAGES.passwordPolicy,
    });
  });

  it('refuses an address that is already registered, whatever its case, with 409', async () => {
    const email = ctx.a.email('dup');
    expect((await ctx.a.register({ email })).statusCode).toBe(201);
    const again = await ctx.a.register({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken });
    expect(await ctx.t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(
      1,
    );
  });

  it('lists every missing field', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        AUTH_MESSAGES.firstNameRequired,
        AUTH_MESSAGES.lastNameRequired,
        AUTH_MESSAGES.emailRequired,
        AUTH_MESSAGES.passwordRequired,
      ]),
    );
  });
});

describe('POST /api/auth/login, GET /api/auth/me, POST /api/auth/logout', () => {
  it('signs in, reads the user with the bearer token, and logout makes /me answer 401', async () => {
    const { email } = await ctx.a.registered('login');
    const login = await ctx.a.login(email);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, message: 'Login successful!' });
    const token = login.json().data.token as string;

    const me = await ctx.a.me(token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(email);
    expect(me.headers['cache-control']).toBe('private, no-store');

    const logout = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const after = await ctx.a.me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false });
  });

  it('answers a wrong password and an unknown address alike, with 401', async () => {
    const { email } = await ctx.a.registered('wrong');
    const wrong = await ctx.a.login(email, 'Wrong-Password-1');
    const unknown = await ctx.a.login(ctx.a.email('nobody'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses /me without a token, with a malformed one and with an expired session', async () => {
    expect((await ctx.t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await ctx.a.me('not a token')).statusCode).toBe(401);
    const { token, user } = await ctx.a.registered('expired');
    await ctx.t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await ctx.a.me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('gives a remembered sign-in 30 days and a plain one a day', async () => {
    const { email } = await ctx.a.registered('remember');
    const plain = (await ctx.a.login(email)).json().data.expiresAt as string;
    const remembered = (await ctx.a.login(email, ctx.a.password, true)).json().data
      .expiresAt as string;
    const day = 24 * 60 * 60 * 1000;
    expect(Date.parse(plain) - Date.now()).toBeGreaterThan(day - 60_000);
    expect(Date.parse(plain) - Date.now()).toBeLessThanOrEqual(day);
    expect(Date.parse(remembered) - Date.now()).toBeGreaterThan(30 * day - 60_000);
  });
});

describe('password recovery', () => {
  const forgot = (email: string) =>
    ctx.t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
    });

  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const { email } = await ctx.a.registered('forgot');
    const known = await forgot(email);
    const unknown = await forgot(ctx.a.email('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(AUTH_MESSAGES.forgotPasswordSent);
    await ctx.a.linkFromMail(email, '/reset-password');
    expect(ctx.smtp.messages.some((m) => m.to.includes(ctx.a.email('ghost')))).toBe(false);
  });

  it('resets once with the e-mailed token, ends every session, and refuses the token again', async () => {
    const { email, token: oldSession } = await ctx.a.registered('reset');
    const second = (await ctx.a.login(email)).json().data.token as string;
    await forgot(email);
    const token = (await ctx.a.linkFromMail(email, '/reset-password')).searchParams.get('token')!;

    const done = await reset(token, 'Brand-New-Pass-2');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSuccess });
    expect((await ctx.a.me(oldSession)).statusCode).toBe(401);
    expect((await ctx.a.me(second)).statusCode).toBe(401);
    expect((await ctx.a.login(email)).statusCode).toBe(401);
    expect((await ctx.a.login(email, 'Brand-New-Pass-2')).statusCode).toBe(200);

    const reused = await reset(token, 'Another-Pass-3');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.resetInvalid });
    // The stored token is a hash, not the secret that was mailed.
    const rows = await ctx.t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.email, email));
    expect(rows.every((row) => row.tokenHash !== token)).toBe(true);
  });

  it('refuses a reset link mailed to an address the account has since left', async () => {
    const { email, token: session } = await ctx.a.registered('leaver');
    await forgot(email);
    const token = (await ctx.a.linkFromMail(email, '/reset-password')).searchParams.get('token')!;
    const moved = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${session}` },
      payload: { email: ctx.a.email('arrived') },
    });
    expect(moved.statusCode).toBe(200);
    const response = await reset(token, 'Brand-New-Pass-2');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.resetInvalid);
    expect((await ctx.a.me(session)).statusCode).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const { email } = await ctx.a.registered('late');
    await forgot(email);
    const token = (await ctx.a.linkFromMail(email, '/reset-password')).searchParams.get('token')!;
    await ctx.t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.email, email));
    const response = await reset(token, 'Brand-New-Pass-2');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.resetInvalid);
    expect((await ctx.a.login(email)).statusCode).toBe(200);
  });

  it('enforces the password rule on the new password', async () => {
    const { email } = await ctx.a.registered('weakreset');
    await forgot(email);
    const token = (await ctx.a.linkFromMail(email, '/reset-password')).searchParams.get('token')!;
    const response = await reset(token, 'weak');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.passwordPolicy);
    // The token was not spent by the refused attempt.
    expect((await reset(token, 'Strong-Enough-4')).statusCode).toBe(200);
  });
});

describe('e-mail verification and roles', () => {
  it('makes a company address staff only once it is verified through the e-mailed link', async () => {
    const { email, token } = await ctx.a.registered('someone', 'company.com');
    expect((await ctx.a.me(token)).json().data.user).toMatchObject({
      isStaff: false,
      emailVerified: false,
    });
    const verify = await ctx.a.verifyFromMail(email);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      message: AUTH_MESSAGES.verifySuccess,
      data: { user: { emailVerified: true, isStaff: true } },
    });
    expect((await ctx.a.me(token)).json().data.user.isStaff).toBe(true);
  });

  it.each([
    ['team.company.com', true],
    ['company.com.evil.example', false],
    ['notcompany.com', false],
  ])('a verified address @%s is staff: %s', async (domain, staff) => {
    const { email, token } = await ctx.a.registered('role', domain);
    await ctx.a.verifyFromMail(email);
    expect((await ctx.a.me(token)).json().data.user.isStaff).toBe(staff);
  });

  it('refuses a used or unknown verification token', async () => {
    const { email } = await ctx.a.registered('twice');
    const link = await ctx.a.linkFromMail(email, '/verify-email');
    const token = link.searchParams.get('token')!;
    const verify = () =>
      ctx.t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect((await verify()).statusCode).toBe(200);
    const again = await verify();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.verifyInvalid);
    const unknown = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('resends a verification link to a signed-in, unverified user, and only the newest works', async () => {
    const { email, token } = await ctx.a.registered('resend');
    const first = (await ctx.a.linkFromMail(email, '/verify-email')).searchParams.get('token')!;
    const resend = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(resend.json()).toEqual({ success: true, message: AUTH_MESSAGES.verificationSent });
    const second = await ctx.smtp.waitFor((m) => m.to.includes(email) && !m.text.includes(first));
    expect(second.subject).toMatch(/verify/i);
    const old = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: first },
    });
    expect(old.statusCode).toBe(400);
  });
});
