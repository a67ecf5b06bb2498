import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '../../../shared/auth.ts';
import { setupAccountTests } from '../auth/auth.fixtures.ts';
import { multipart as multipartBody } from '../../test/multipart.ts';

const ctx = setupAccountTests({
  COMPANY_EMAIL_DOMAIN: 'company.com',
  ADMIN_EMAILS: 'boss@company.com,boss2@company.com',
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The users' multipart helper, with the photo under its field name. */
const multipart = (
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => multipartBody(fields, ...(file ? [{ field: 'photo', ...file }] : []));

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

describe('GET /api/users/{id}', () => {
  it('answers for oneself, 403 for another user, and 401 without a session', async () => {
    const me = await ctx.a.registered('self');
    const other = await ctx.a.registered('other');
    const own = await ctx.t.app.inject({
      url: `/api/users/${me.user.id}`,
      headers: bearer(me.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, data: { id: me.user.id, email: me.email } });
    const theirs = await ctx.t.app.inject({
      url: `/api/users/${other.user.id}`,
      headers: bearer(me.token),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ success: false });
    expect((await ctx.t.app.inject({ url: `/api/users/${me.user.id}` })).statusCode).toBe(401);
  });

  it('lets a verified administrator (ADMIN_EMAILS) read anyone, but not before verifying', async () => {
    const other = await ctx.a.registered('target');
    const register = await ctx.a.register({ email: 'boss@company.com' });
    const { token } = register.json().data as { token: string };
    const read = () =>
      ctx.t.app.inject({ url: `/api/users/${other.user.id}`, headers: bearer(token) });
    expect((await read()).statusCode).toBe(403);
    await ctx.a.verifyFromMail('boss@company.com');
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(other.email);
    expect((await ctx.a.me(token)).json().data.user).toMatchObject({
      isAdmin: true,
      isStaff: true,
    });
  });

  it('answers 404 for an unknown id and never 500 for a malformed one', async () => {
    const register = await ctx.a.register({ email: 'boss2@company.com' });
    const { token } = register.json().data as { token: string };
    await ctx.a.verifyFromMail('boss2@company.com');
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await ctx.t.app.inject({ url: `/api/users/${id}`, headers: bearer(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.userNotFound });
    }
  });
});

describe('PUT /api/users/profile', () => {
  it('updates the profile from JSON and answers with the user', async () => {
    const { token } = await ctx.a.registered('profile');
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { firstName: ' Ada ', bio: 'Builds CRMs.', location: 'Leeds', company: 'Acme' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: AUTH_MESSAGES.profileUpdated,
      user: { firstName: 'Ada', bio: 'Builds CRMs.', location: 'Leeds', company: 'Acme' },
      data: { user: { firstName: 'Ada' } },
    });
  });

  it('changes only the fields sent: a partial update keeps the rest, an empty string clears one', async () => {
    const { token } = await ctx.a.registered('partial');
    const full = {
      company: 'Acme',
      phone: '+44 20 7946 0000',
      jobTitle: 'CTO',
      city: 'Leeds',
      country: 'UK',
      bio: 'Builds CRMs.',
      location: 'Leeds, UK',
    };
    const put = (payload: Record<string, unknown>) =>
      ctx.t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(token),
        payload,
      });
    expect((await put(full)).statusCode).toBe(200);

    const renamed = await put({ firstName: 'Alicia' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({ firstName: 'Alicia', ...full });

    const cleared = await put({ bio: '' });
    expect(cleared.json().user).toMatchObject({ ...full, bio: '', firstName: 'Alicia' });
  });

  it('a photo sent alone changes the photo and nothing else', async () => {
    const { token } = await ctx.a.registered('photo-only');
    await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { company: 'Acme', city: 'Leeds', bio: 'Builds CRMs.' },
    });
    for (const url of ['/api/users/profile', '/api/users/profile/photo']) {
      const body = multipart({}, { name: 'me.png', type: 'image/png', data: await png() });
      const response = await ctx.t.app.inject({
        method: url.endsWith('photo') ? 'POST' : 'PUT',
        url,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().user).toMatchObject({
        company: 'Acme',
        city: 'Leeds',
        bio: 'Builds CRMs.',
        avatar: expect.stringMatching(/\.webp$/),
      });
    }
  });

  it('refuses an empty first name and an over-long bio with clear messages, writing nothing', async () => {
    const { token } = await ctx.a.registered('bad');
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { firstName: '  ', bio: 'x'.repeat(1001) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      AUTH_MESSAGES.firstNameRequired,
      AUTH_MESSAGES.tooLong('Bio', 1000),
    ]);
    expect((await ctx.a.me(token)).json().data.user.firstName).toBe('Test');
  });

  it('un-verifies a changed address, mails the new one a link, and refuses a taken one', async () => {
    const { email, token } = await ctx.a.registered('mover', 'company.com');
    await ctx.a.verifyFromMail(email);
    expect((await ctx.a.me(token)).json().data.user.isStaff).toBe(true);
    const taken = await ctx.a.registered('taken');
    const clash = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { email: taken.email.toUpperCase() },
    });
    expect(clash.statusCode).toBe(409);

    const newEmail = ctx.a.email('moved', 'company.com');
    const moved = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { email: newEmail },
    });
    expect(moved.json().user).toMatchObject({
      email: newEmail,
      emailVerified: false,
      isStaff: false,
    });
    await ctx.a.linkFromMail(newEmail, '/verify-email');
    await ctx.smtp.waitFor((m) => m.to.includes(email) && m.text.includes(newEmail));
  });

  it('takes a multipart form with a photo and stores a square WebP under a generated name', async () => {
    const { token } = await ctx.a.registered('photo');
    const body = multipart(
      { firstName: 'Pic' },
      { name: 'me.png', type: 'image/png', data: await png() },
    );
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const user = response.json().user;
    expect(user.firstName).toBe('Pic');
    expect(user.avatar).toMatch(/^\/api\/users\/profile\/photo\/file\/[0-9a-f-]{36}\.webp$/);

    const image = await ctx.t.app.inject({ url: user.avatar });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });

    // avatar '' removes the photo and its file.
    const file = path.join(ctx.t.config.dataDir, 'uploads', 'avatars', path.basename(user.avatar));
    expect(existsSync(file)).toBe(true);
    const removed = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { avatar: '' },
    });
    expect(removed.json().user.avatar).toBeNull();
    expect(existsSync(file)).toBe(false);
    expect((await ctx.t.app.inject({ url: user.avatar })).statusCode).toBe(404);
  });
});

describe('POST /api/users/profile/photo', () => {
  const upload = async (token: string, file: { name: string; type: string; data: Buffer }) => {
    const body = multipart({}, file);
    return ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/profile/photo',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('replaces the photo and deletes the old file', async () => {
    const { token } = await ctx.a.registered('replace');
    const first = (
      await upload(token, { name: 'a.png', type: 'image/png', data: await png() })
    ).json();
    const second = await upload(token, {
      name: 'b.jpg',
      type: 'image/jpeg',
      data: await sharp(await png(300, 900))
        .jpeg()
        .toBuffer(),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().user.avatar).not.toBe(first.user.avatar);
    expect((await ctx.t.app.inject({ url: first.user.avatar })).statusCode).toBe(404);
    expect((await ctx.t.app.inject({ url: second.json().user.avatar })).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const { token } = await ctx.a.registered('fake');
    const response = await upload(token, {
      name: 'photo.png',
      type: 'image/png',
      data: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.photoNotImage });
    expect((await ctx.a.me(token)).json().data.user.avatar).toBeNull();
  });

  it('refuses a photo over 5 MB', async () => {
    const { token } = await ctx.a.registered('huge');
    const data = Buffer.concat([await png(), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await upload(token, { name: 'big.png', type: 'image/png', data });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.photoTooLarge });
  });

  it('requires a session and a photo', async () => {
    const body = multipart({}, { name: 'a.png', type: 'image/png', data: await png() });
    const anonymous = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/profile/photo',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await ctx.a.registered('nophoto');
    const empty = multipart({ firstName: 'X' });
    const missing = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/users/profile/photo',
      headers: { ...bearer(token), ...empty.headers },
      payload: empty.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AUTH_MESSAGES.photoRequired);
  });

  it('never serves a path outside the avatar folder', async () => {
    for (const name of ['..%2F..%2Fpglite', 'x.webp', '..%2Fmail']) {
      const response = await ctx.t.app.inject({ url: `/api/users/profile/photo/file/${name}` });
      expect(response.statusCode).toBe(404);
    }
  });
});
