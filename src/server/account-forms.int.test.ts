import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../shared/auth-messages.ts';
import { meetingRequests } from './db/schema.ts';
import { meetingPayload } from './modules/leads.fixtures.ts';
import { multipart } from './test/multipart.ts';
import { sampleImage } from './test/sample-files.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Forms that now post only to their route's action, checked the way a
 * browser without JavaScript sends them (a fetcher sends the same body):
 * the profile with its photo, the Schedule a Meeting dialog, the newsletter
 * sign-up and the verification banner's "resend".
 */

let t: TestApp;
// The origin a browser names for the host inject requests (its Host header).
const origin = 'http://localhost:80';
beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(async () => {
  await t?.close();
});

const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A new account, signed in through /register's form: its session cookie and token. */
async function registeredBrowser(email: string) {
  const form = {
    firstName: 'Pat',
    lastName: 'Profile',
    email,
    password: 'Profile-Pass-1',
    confirmPassword: 'Profile-Pass-1',
    terms: 'on',
    step: '2',
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/register',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: urlencoded(form),
  });
  const token = /(?:^|\s)session=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
  expect(token, response.body).toBeTruthy();
  return { cookie: `session=${token}`, token: token! };
}

/** Posts the profile form as a browser does (multipart), with the session's cookie. */
const postProfile = (cookie: string, form: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/profile?edit',
    headers: { ...form.headers, origin, cookie },
    payload: form.payload,
  });

const me = async (cookie: string) =>
  (
    (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json() as {
      data: { user: { firstName: string; city: string; avatar: string | null; email: string } };
    }
  ).data.user;

describe('the profile form posts to /profile', () => {
  it('saves the fields and the photo (multipart), then shows the view with the notice', async () => {
    const { cookie } = await registeredBrowser(`profile-${Date.now()}@example.org`);
    const edit = await t.app.inject({ url: '/profile?edit', headers: { cookie } });
    expect(edit.body).toMatch(/<form[^>]*enctype="multipart\/form-data"[^>]*>/i);
    const form = multipart(
      {
        firstName: 'Patricia',
        lastName: 'Profile',
        email: (await me(cookie)).email,
        phone: '',
        company: 'Acme',
        jobTitle: '',
        location: '',
        city: 'York',
        country: '',
        bio: '',
      },
      { field: 'photo', name: 'me.png', type: 'image/png', data: await sampleImage('png') },
    );
    const saved = await postProfile(cookie, form);
    expect(saved.statusCode, saved.body).toBe(302);
    expect(saved.headers.location).toBe('/profile?updated=profile');
    const user = await me(cookie);
    expect(user).toMatchObject({ firstName: 'Patricia', city: 'York' });
    expect(user.avatar).toMatch(/^\/api\/users\/profile\/photo\/file\//);

    const view = await t.app.inject({ url: '/profile?updated=profile', headers: { cookie } });
    expect(view.body).toContain(AUTH_MESSAGES.profileUpdated);
    expect(view.body).toContain('Patricia');
  });

  it('removes the photo when asked', async () => {
    const { cookie } = await registeredBrowser(`profile-rm-${Date.now()}@example.org`);
    const email = (await me(cookie)).email;
    const withPhoto = multipart(
      { firstName: 'Pat', lastName: 'Profile', email },
      { field: 'photo', name: 'me.png', type: 'image/png', data: await sampleImage('png') },
    );
    await postProfile(cookie, withPhoto);
    expect((await me(cookie)).avatar).not.toBeNull();
    const remove = multipart({ firstName: 'Pat', lastName: 'Profile', email, removePhoto: 'on' });
    const saved = await postProfile(cookie, remove);
    expect(saved.statusCode).toBe(302);
    expect((await me(cookie)).avatar).toBeNull();
  });

  it('comes back with the problems under their fields and the text kept; nothing saved', async () => {
    const { cookie } = await registeredBrowser(`profile-bad-${Date.now()}@example.org`);
    const form = multipart({ firstName: '', lastName: 'Kept', email: 'not-an-address' });
    const refused = await postProfile(cookie, form);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="Kept"');
    expect(refused.body).toContain('aria-invalid="true"');
    expect((await me(cookie)).firstName).toBe('Pat');
  });

  it('tells a visitor without a session to sign in', async () => {
    const page = await t.app.inject({ url: '/profile' });
    expect(page.body).toContain(AUTH_MESSAGES.authenticationRequired);
  });
});

describe("the Schedule a Meeting dialog posts to /contact's action", () => {
  it('stores the request, with the ticked interests and the number of minutes', async () => {
    const fields = meetingPayload({ email: `meeting-${Date.now()}@example.org` });
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of [value].flat()) body.append(name, String(one));
    }
    body.set('intent', 'meeting');
    const response = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: body.toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(meetingRequests)
      .where(eq(meetingRequests.email, String(fields.email)));
    expect(stored).toMatchObject({ duration: 90, source: 'home-hero' });
    expect(stored!.serviceInterests).toEqual(['dynamics365', 'training']);
  });
});
