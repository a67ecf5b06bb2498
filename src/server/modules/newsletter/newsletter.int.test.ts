import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../../db/schema.ts';
import { NEWSLETTER_MESSAGES } from '../../../shared/newsletter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { accountFixtures } from '../auth/auth.fixtures.ts';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The confirmation e-mail sent to an address, and its links. */
async function confirmationMail(email: string) {
  await t.app.jobs.drain();
  const mail = await smtp.waitFor(
    (m) => m.recipients.includes(email) && m.subject.startsWith('Confirm your subscription'),
  );
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((href) => new URL(href));
  const confirm = links.find((url) => url.pathname === '/newsletter/confirm')!;
  const unsubscribe = links.find((url) => url.pathname === '/unsubscribe')!;
  return { mail, confirm, unsubscribe };
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function subscribeAndConfirm(email: string, payload: object = {}) {
  await subscribe({ email, ...payload });
  const { confirm } = await confirmationMail(email);
  const response = await post('/api/newsletter/confirm', {
    email: confirm.searchParams.get('email'),
    token: confirm.searchParams.get('token'),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object });

const rowsFor = (email: string) =>
  t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));

describe('POST /api/newsletter/subscribe', () => {
  it('stores a pending subscription with the spec defaults and e-mails the confirmation link', async () => {
    const response = await subscribe({ email: '  New.Reader@Example.COM ', firstName: ' Nia ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: NEWSLETTER_MESSAGES.subscribed,
      data: { email: 'new.reader@example.com', status: 'pending', subscribedAt: null },
    });
    const { mail, confirm, unsubscribe } = await confirmationMail('new.reader@example.com');
    // The name the visitor typed is stored, but never mailed to the address they typed.
    expect(mail.text.split(/\r?\n/)).toContain('Hello,');
    expect(mail.text).not.toContain('Nia');
    expect(confirm.searchParams.get('email')).toBe('new.reader@example.com');
    expect(unsubscribe.searchParams.get('token')).toBeTruthy();
    // RFC 8058: one-click unsubscribe for mail clients, and a mailto for those that do not POST.
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/one-click\?email=new\.reader%40example\.com&token=[^>]+>, <mailto:[^>]+>$/,
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const [row] = await rowsFor('new.reader@example.com');
    expect(row).toMatchObject({
      firstName: 'Nia',
      lastName: null,
      source: 'blog',
      status: 'pending',
      blogUpdates: true,
      caseStudies: true,
      industryNews: true,
      weeklyDigest: true,
    });
  });

  it('subscribing the same address again succeeds without a duplicate, whatever its case', async () => {
    await subscribe({ email: 'twice@example.com', source: 'homepage' });
    const pending = await subscribe({ email: 'Twice@example.com' });
    expect(pending.json().message).toBe(NEWSLETTER_MESSAGES.confirmationResent);
    await subscribeAndConfirm('twice@example.com');
    const again = await subscribe({
      email: 'TWICE@example.com',
      preferences: { weeklyDigest: false },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      message: 'You are already subscribed to our newsletter.',
      data: { status: 'active' },
    });
    const rows = await rowsFor('twice@example.com');
    expect(rows).toHaveLength(1);
    // The latest choice of preferences wins; the original source is kept.
    expect(rows[0]).toMatchObject({ weeklyDigest: false, source: 'homepage' });
  });

  it('keeps stored names when a later sign-up leaves them out', async () => {
    await subscribe({ email: 'named@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    await subscribe({ email: 'named@example.com' });
    const [row] = await rowsFor('named@example.com');
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('asks an unsubscribed address to confirm again', async () => {
    await subscribe({ email: 'back@example.com' });
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, 'back@example.com'));
    const response = await subscribe({ email: 'back@example.com' });
    expect(response.json().message).toBe(NEWSLETTER_MESSAGES.resubscribed);
    const [row] = await rowsFor('back@example.com');
    expect(row).toMatchObject({ status: 'pending' });
  });

  it('concurrent sign-ups for one address leave exactly one row', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => subscribe({ email: 'race@example.com' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it.each([
    ['a missing address', {}, 'Please enter your email address.'],
    ['a blank address', { email: '   ' }, 'Please enter your email address.'],
    ['a malformed address', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a number instead of text', { email: 12345 }, 'Please enter a valid email address.'],
    [
      'a 100 kB address',
      { email: `${'a'.repeat(90_000)}@example.com` },
      'Please enter a valid email address.',
    ],
  ])(
    'answers 400 with the spec message for %s and stores nothing',
    async (_label, payload, message) => {
      const before = await t.database.db.select().from(newsletterSubscriptions);
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: [message] });
      expect(response.json().fieldErrors).toEqual({ email: [message] });
      expect(await t.database.db.select().from(newsletterSubscriptions)).toHaveLength(
        before.length,
      );
    },
  );

  it('lists every problem when several fields are wrong', async () => {
    const response = await subscribe({
      email: 'bad',
      firstName: 'x'.repeat(101),
      preferences: { blogUpdates: 1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Please correct the errors and try again.');
    expect(body.errors).toEqual([
      'Please enter a valid email address.',
      'Names must be at most 100 characters.',
      'Preferences must be true or false.',
    ]);
    expect(Object.keys(body.fieldErrors)).toEqual([
      'email',
      'firstName',
      'preferences.blogUpdates',
    ]);
  });
});

describe('GET /api/newsletter/status/{email}', () => {
  const statusOf = (email: string, options: { query?: string; token?: string } = {}) =>
    t.app.inject({
      url: `/api/newsletter/status/${encodeURIComponent(email)}${options.query ?? ''}`,
      ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    });

  it('tells anyone the state of an address, but never its preferences', async () => {
    await subscribeAndConfirm('status@example.com', { preferences: { industryNews: false } });
    const response = await statusOf('Status@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Subscription status retrieved.',
      data: {
        email: 'status@example.com',
        isSubscribed: true,
        status: 'active',
        preferences: null,
      },
    });
  });

  it('shows the preferences with the preferences link’s token, and refuses a wrong one', async () => {
    await subscribeAndConfirm('status-link@example.com', { preferences: { caseStudies: false } });
    const { unsubscribe } = await confirmationMail('status-link@example.com');
    const token = unsubscribe.searchParams.get('token')!;
    const response = await statusOf('status-link@example.com', {
      query: `?token=${encodeURIComponent(token)}`,
    });
    expect(response.json().data).toEqual({
      email: 'status-link@example.com',
      isSubscribed: true,
      status: 'active',
      preferences: {
        blogUpdates: true,
        caseStudies: false,
        industryNews: true,
        weeklyDigest: true,
      },
    });
    // Another address's token proves nothing about this one.
    await subscribe({ email: 'status-other@example.com' });
    const other = await confirmationMail('status-other@example.com');
    for (const wrong of [other.unsubscribe.searchParams.get('token')!, `${token}x`]) {
      const refused = await statusOf('status-link@example.com', {
        query: `?token=${encodeURIComponent(wrong)}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        message: NEWSLETTER_MESSAGES.invalidLink,
      });
    }
  });

  it('shows the preferences to the signed-in owner of the address only once it is verified', async () => {
    const accounts = accountFixtures(t, smtp);
    const owner = await accounts.registered('status-owner');
    const stranger = await accounts.registered('status-stranger');
    await subscribeAndConfirm(owner.email, { preferences: { weeklyDigest: false } });
    const unverified = await statusOf(owner.email, { token: owner.token });
    expect(unverified.json().data.preferences).toBeNull();
    await accounts.verifyFromMail(owner.email);
    await accounts.verifyFromMail(stranger.email);
    const own = await statusOf(owner.email, { token: owner.token });
    expect(own.json().data.preferences).toEqual({
      blogUpdates: true,
      caseStudies: true,
      industryNews: true,
      weeklyDigest: false,
    });
    expect(own.headers['vary']).toContain('Authorization');
    const theirs = await statusOf(owner.email, { token: stranger.token });
    expect(theirs.json().data.preferences).toBeNull();
  });

  it('carries an ETag and answers 304 when the status has not changed', async () => {
    await subscribe({ email: 'etag@example.com' });
    const first = await statusOf('etag@example.com');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = first.headers['etag'];
    expect(tag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/newsletter/status/etag@example.com',
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.statusCode).toBe(304);
    const { confirm } = await confirmationMail('etag@example.com');
    await post('/api/newsletter/confirm', {
      email: confirm.searchParams.get('email'),
      token: confirm.searchParams.get('token'),
    });
    const changed = await t.app.inject({
      url: '/api/newsletter/status/etag@example.com',
      headers: { 'if-none-match': String(tag) },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('reports an unknown address as not subscribed (no names or dates disclosed)', async () => {
    const response = await statusOf('nobody@example.com');
    expect(response.json().data).toEqual({
      email: 'nobody@example.com',
      isSubscribed: false,
      status: 'not_subscribed',
      preferences: null,
    });
  });

  it('answers 400 for a malformed address', async () => {
    const response = await statusOf('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Please enter a valid email address.',
    });
  });
});

describe('GET /api/newsletter/status/{email} is limited per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_MAX: '4' } });
    await limited.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'known@example.com' },
    });
  });
  afterAll(() => limited.close());

  it('counts known and unknown addresses alike, and answers 429 with Retry-After past the limit', async () => {
    const lookUp = (email: string, remoteAddress = '198.51.100.20') =>
      limited.app.inject({ url: `/api/newsletter/status/${email}`, remoteAddress });
    const answers = [];
    for (const email of [
      'known@example.com',
      'a1@example.com',
      'known@example.com',
      'a2@example.com',
    ]) {
      answers.push(await lookUp(email));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    // The same fields whether or not the address is known.
    const keys = answers.map((answer) => Object.keys(answer.json().data).sort().join());
    expect(new Set(keys).size).toBe(1);
    for (const email of ['known@example.com', 'a3@example.com']) {
      const refused = await lookUp(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().success).toBe(false);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client address has its own allowance.
    expect((await lookUp('known@example.com', '198.51.100.21')).statusCode).toBe(200);
  });
});

describe('confirm and unsubscribe through the e-mailed links', () => {
  it('confirms with the link, once; a second press says it is already confirmed', async () => {
    await subscribe({ email: 'confirm@example.com' });
    const { confirm } = await confirmationMail('confirm@example.com');
    const payload = {
      email: confirm.searchParams.get('email'),
      token: confirm.searchParams.get('token'),
    };
    const first = await post('/api/newsletter/confirm', payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: NEWSLETTER_MESSAGES.confirmed,
      data: { email: 'confirm@example.com', status: 'active' },
    });
    const [row] = await rowsFor('confirm@example.com');
    expect(row!.status).toBe('active');
    expect(row!.subscribedAt).toBeInstanceOf(Date);
    const second = await post('/api/newsletter/confirm', payload);
    expect(second.json().message).toBe(NEWSLETTER_MESSAGES.alreadyConfirmed);
  });

  it('refuses a token signed for another address, another purpose, or tampered with', async () => {
    await subscribe({ email: 'victim@example.com' });
    await subscribe({ email: 'attacker@example.com' });
    const victim = await confirmationMail('victim@example.com');
    const attacker = await confirmationMail('attacker@example.com');
    const cases = [
      { email: 'victim@example.com', token: attacker.confirm.searchParams.get('token') },
      // An unsubscribe token is not a confirmation token.
      { email: 'victim@example.com', token: victim.unsubscribe.searchParams.get('token') },
      { email: 'victim@example.com', token: `${victim.confirm.searchParams.get('token')}x` },
      { email: 'victim@example.com', token: 'zzzz.abc' },
    ];
    for (const payload of cases) {
      const response = await post('/api/newsletter/confirm', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NEWSLETTER_MESSAGES.invalidLink);
    }
    const [row] = await rowsFor('victim@example.com');
    expect(row!.status).toBe('pending');
    const missing = await post('/api/newsletter/confirm', { email: 'victim@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(NEWSLETTER_MESSAGES.tokenRequired);
  });

  it('unsubscribes with the link (idempotently), and a later confirm link cannot bring it back', async () => {
    await subscribeAndConfirm('leaving@example.com');
    const { confirm, unsubscribe } = await confirmationMail('leaving@example.com');
    const payload = {
      email: unsubscribe.searchParams.get('email'),
      token: unsubscribe.searchParams.get('token'),
    };
    for (let i = 0; i < 2; i += 1) {
      const response = await post('/api/newsletter/unsubscribe', payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: NEWSLETTER_MESSAGES.unsubscribed,
        data: { status: 'unsubscribed' },
      });
    }
    const [row] = await rowsFor('leaving@example.com');
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    const status = await t.app.inject({ url: '/api/newsletter/status/leaving@example.com' });
    expect(status.json().data).toMatchObject({ isSubscribed: false, status: 'unsubscribed' });

    const reconfirm = await post('/api/newsletter/confirm', {
      email: confirm.searchParams.get('email'),
      token: confirm.searchParams.get('token'),
    });
    expect(reconfirm.statusCode).toBe(400);
    expect(reconfirm.json().message).toBe(NEWSLETTER_MESSAGES.confirmNeedsSignup);
  });

  it('refuses to unsubscribe with a forged token', async () => {
    await subscribeAndConfirm('stays@example.com');
    const response = await post('/api/newsletter/unsubscribe', {
      email: 'stays@example.com',
      token: 'forged-token',
    });
    expect(response.statusCode).toBe(400);
    const [row] = await rowsFor('stays@example.com');
    expect(row!.status).toBe('active');
  });

  it('honours RFC 8058 one-click unsubscribe from the List-Unsubscribe header', async () => {
    await subscribeAndConfirm('oneclick@example.com');
    const { mail } = await confirmationMail('oneclick@example.com');
    const target = new URL(/^<([^>]+)>/.exec(mail.headers.get('list-unsubscribe')!)![1]!);
    const response = await t.app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsFor('oneclick@example.com');
    expect(row!.status).toBe('unsubscribed');

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe/one-click?email=oneclick%40example.com&token=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
  });
});
