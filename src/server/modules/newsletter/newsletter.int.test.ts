import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object });

const rowsFor = (email: string) =>
  t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new subscription with the spec defaults and answers { success, message, data }', async () => {
    const response = await subscribe({ email: '  New.Reader@Example.COM ', firstName: ' Nia ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Thank you for subscribing! You will receive our latest updates.',
      data: { email: 'new.reader@example.com', status: 'active' },
    });
    expect(Date.parse(body.data.subscribedAt)).not.toBeNaN();

    const [row] = await rowsFor('new.reader@example.com');
    expect(row).toMatchObject({
      firstName: 'Nia',
      lastName: null,
      source: 'blog',
      status: 'active',
      blogUpdates: true,
      caseStudies: true,
      industryNews: true,
      weeklyDigest: true,
    });
  });

  it('subscribing the same address again succeeds without a duplicate, whatever its case', async () => {
    await subscribe({ email: 'twice@example.com', source: 'homepage' });
    const again = await subscribe({
      email: 'TWICE@example.com',
      preferences: { weeklyDigest: false },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      message: 'You are already subscribed to our newsletter.',
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

  it('reactivates an unsubscribed address', async () => {
    await subscribe({ email: 'back@example.com' });
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, 'back@example.com'));
    const response = await subscribe({ email: 'back@example.com' });
    expect(response.json().message).toBe(
      'Welcome back! Your newsletter subscription is active again.',
    );
    const [row] = await rowsFor('back@example.com');
    expect(row).toMatchObject({ status: 'active', unsubscribedAt: null });
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
  it('reports an active subscription with its preferences', async () => {
    await subscribe({ email: 'status@example.com', preferences: { industryNews: false } });
    const response = await t.app.inject({ url: '/api/newsletter/status/Status%40Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Subscription status retrieved.',
      data: {
        email: 'status@example.com',
        isSubscribed: true,
        status: 'active',
        preferences: {
          blogUpdates: true,
          caseStudies: true,
          industryNews: false,
          weeklyDigest: true,
        },
      },
    });
  });

  it('carries an ETag and answers 304 when the status has not changed', async () => {
    await subscribe({ email: 'etag@example.com' });
    const first = await t.app.inject({ url: '/api/newsletter/status/etag@example.com' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = first.headers['etag'];
    expect(tag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/newsletter/status/etag@example.com',
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.statusCode).toBe(304);
    await subscribe({ email: 'etag@example.com', preferences: { caseStudies: false } });
    const changed = await t.app.inject({
      url: '/api/newsletter/status/etag@example.com',
      headers: { 'if-none-match': String(tag) },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('reports an unknown address as not subscribed (no names or dates disclosed)', async () => {
    const response = await t.app.inject({ url: '/api/newsletter/status/nobody@example.com' });
    expect(response.json().data).toEqual({
      email: 'nobody@example.com',
      isSubscribed: false,
      status: 'not_subscribed',
      preferences: null,
    });
  });

  it('answers 400 for a malformed address', async () => {
    const response = await t.app.inject({ url: '/api/newsletter/status/not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Please enter a valid email address.',
    });
  });
});
