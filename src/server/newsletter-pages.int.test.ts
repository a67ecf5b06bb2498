import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_DELIVERY_MESSAGES as D } from '../shared/newsletter-delivery.ts';
import { NEWSLETTER_MESSAGES } from '../shared/newsletter-messages.ts';
import { newsletterSubscriptions } from './db/schema.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp-server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * /newsletter/preferences, server-rendered from the signed link every
 * newsletter e-mail carries: the four switches as the server holds them,
 * and both buttons as plain form posts (no JavaScript needed).
 */

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ pages: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A confirmed subscriber and the signed link of their e-mails. */
async function confirmedSubscriber(email: string) {
  const subscribe = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email },
  });
  expect(subscribe.statusCode, subscribe.body).toBe(200);
  await t.app.jobs.drain();
  const mail = await smtp.waitFor((m) => m.recipients.includes(email));
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((href) => new URL(href));
  const confirm = links.find((url) => url.pathname === '/newsletter/confirm')!;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: Object.fromEntries(confirm.searchParams),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const unsubscribe = links.find((url) => url.pathname === '/unsubscribe')!;
  return unsubscribe.searchParams;
}

const post = (query: URLSearchParams, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/newsletter/preferences?${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email: query.get('email')!,
      token: query.get('token')!,
      ...fields,
    }).toString(),
  });

/** The page's switches by name, and whether each is on. */
const switches = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input\b(?=[^>]*role="switch")[^>]*>/g)].map(([tag]) => [
      /name="(\w+)"/.exec(tag)![1],
      / checked=""/.test(tag),
    ]),
  );

describe('/newsletter/preferences', () => {
  it('shows the switches as stored, saves a plain form post, and is private', async () => {
    const query = await confirmedSubscriber('prefs-page@example.com');
    const page = await t.app.inject({ url: `/newsletter/preferences?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('prefs-page@example.com');
    expect(switches(page.body)).toEqual({
      blogUpdates: true,
      caseStudies: true,
      industryNews: true,
      weeklyDigest: true,
    });

    // Unchecked switches are left out of a posted form: off.
    const saved = await post(query, { intent: 'save', caseStudies: 'on', weeklyDigest: 'on' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(D.preferencesSaved);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'prefs-page@example.com'));
    expect(row).toMatchObject({
      blogUpdates: false,
      caseStudies: true,
      industryNews: false,
      weeklyDigest: true,
    });
    const again = await t.app.inject({ url: `/newsletter/preferences?${query}` });
    expect(switches(again.body)).toMatchObject({ blogUpdates: false, weeklyDigest: true });
  });

  it('unsubscribes from everything with one press', async () => {
    const query = await confirmedSubscriber('prefs-leave@example.com');
    const left = await post(query, { intent: 'unsubscribe' });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain(NEWSLETTER_MESSAGES.unsubscribed);
    const page = await t.app.inject({ url: `/newsletter/preferences?${query}` });
    expect(page.body).toContain('This address is unsubscribed');
    expect(switches(page.body)).toEqual({});
  });

  it('refuses a link whose token is wrong or missing, and saves nothing', async () => {
    const query = await confirmedSubscriber('prefs-forged@example.com');
    const forged = new URLSearchParams({ email: query.get('email')!, token: 'forged' });
    const page = await t.app.inject({ url: `/newsletter/preferences?${forged}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(NEWSLETTER_MESSAGES.invalidLink);
    expect(switches(page.body)).toEqual({});
    const missing = await t.app.inject({ url: '/newsletter/preferences' });
    expect(missing.statusCode).toBe(400);
    const posted = await post(forged, { intent: 'save' });
    expect(posted.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'prefs-forged@example.com'));
    expect(row!.blogUpdates).toBe(true);
  });
});
