import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  NEWSLETTER_NEWS_MESSAGES as M,
} from '../shared/newsletter-delivery.ts';
import { seedAccounts } from './db/seed-accounts.ts';
import { newsletterSends, newsletterSubscriptions } from './db/schema.ts';
import {
  expectStaffOnly,
  getPage,
  postPageForm,
  readerAccount,
  shownText,
  signInByForm,
} from './test/page-session.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp-server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The staff's newsletter screens, server-rendered for the session's cookie:
 * /dashboard/newsletters (sends and subscribers from the loader, the
 * subscribers' status and page in the address, Pause and Resume through
 * the route's action) and /dashboard/newsletters/news (the audience from
 * the loader, every button through the route's action), all working as
 * plain form posts.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staffCookie: string;
let readerCookie: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ pages: true, env: { SMTP_URL: smtp.url } });
  const [staff] = await seedAccounts(t.app.auth, t.config.site.emailDomain);
  staffCookie = await signInByForm(t, staff!);
  readerCookie = await signInByForm(t, await readerAccount(t));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Subscribers as they would be after signing up (and confirming, when active). */
async function subscriber(status: 'active' | 'pending', industryNews = true) {
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  await t.database.db.insert(newsletterSubscriptions).values({
    email,
    status,
    industryNews,
    subscribedAt: status === 'active' ? new Date() : null,
  });
  return email;
}

/** A send in the given state, with no recipients left to deliver to. */
async function send(subject: string, status: 'sending' | 'paused') {
  const [row] = await t.database.db
    .insert(newsletterSends)
    .values({ kind: 'news', subject, content: {}, status })
    .returning({ id: newsletterSends.id });
  return row!.id;
}

const sendStatus = async (id: string) =>
  (await t.database.db.select().from(newsletterSends).where(eq(newsletterSends.id, id)))[0]?.status;

describe('/dashboard/newsletters', () => {
  it('holds the sends and the subscribers in its first HTML', async () => {
    const active = await subscriber('active');
    const pending = await subscriber('pending');
    await send('Read by the newsletters loader', 'paused');
    const page = await getPage(t, '/dashboard/newsletters', staffCookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const text = shownText(page.body);
    expect(text).toContain('Read by the newsletters loader');
    expect(text).toContain('Paused');
    expect(text).toContain(active);
    expect(text).toContain(pending);
    expect(text).not.toContain('Loading…');
  });

  it('shows only the status the address names, with the filter marked', async () => {
    const active = await subscriber('active');
    const pending = await subscriber('pending');
    const page = await getPage(t, '/dashboard/newsletters?status=pending', staffCookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(active);
    expect(shownText(page.body)).toContain(pending);
    expect(page.body).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/dashboard\/newsletters\?status=pending"|<a[^>]*href="\/dashboard\/newsletters\?status=pending"[^>]*aria-current="page"/,
    );
  });

  it('sends a visitor to /login and shows anyone but staff Access Denied, with no data', async () => {
    const email = await subscriber('active');
    const reader = await expectStaffOnly(t, '/dashboard/newsletters', readerCookie);
    expect(reader).not.toContain(email);
  });

  it('pauses and resumes a send by a plain form post', async () => {
    const id = await send('Paused by a form post', 'sending');
    const paused = await postPageForm(t, '/dashboard/newsletters', staffCookie, {
      intent: 'pause',
      id,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(shownText(paused.body)).toContain(D.sendPaused);
    expect(await sendStatus(id)).toBe('paused');

    const resumed = await postPageForm(t, '/dashboard/newsletters?status=active', staffCookie, {
      intent: 'resume',
      id,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(shownText(resumed.body)).toContain(D.sendResumed);
    expect(await sendStatus(id)).not.toBe('paused');
  });

  it('refuses a user who is not staff, and the send goes on', async () => {
    const id = await send('Not paused by a reader', 'paused');
    const refused = await postPageForm(t, '/dashboard/newsletters', readerCookie, {
      intent: 'resume',
      id,
    });
    expect(refused.statusCode).toBe(403);
    expect(await sendStatus(id)).toBe('paused');
  });
});

describe('/dashboard/newsletters/news', () => {
  /** The form's key, as the page hands it to the browser. */
  const keyOf = (html: string) => /name="key" value="([0-9a-f-]{36})"/.exec(html)?.[1];

  it('holds the audience in its first HTML, and a form that posts without JavaScript', async () => {
    await subscriber('active');
    await subscriber('active', false);
    const counted = await t.app.inject({
      url: '/api/newsletter/audience?kind=news',
      headers: { cookie: staffCookie },
    });
    const { recipients } = (counted.json() as { data: { recipients: number } }).data;
    expect(recipients).toBeGreaterThan(0);
    const page = await getPage(t, '/dashboard/newsletters/news', staffCookie);
    expect(page.statusCode).toBe(200);
    const text = shownText(page.body);
    expect(text).toContain(`the ${recipients} confirmed subscribers`);
    expect(text).toContain(`Send to ${recipients} subscribers`);
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect(keyOf(page.body)).toBeTruthy();
    expect(page.body).toMatch(/<textarea[^>]*name="content"/);
  });

  it('sends a visitor to /login and shows anyone but staff Access Denied', async () => {
    const reader = await expectStaffOnly(t, '/dashboard/newsletters/news', readerCookie);
    expect(reader).not.toContain('name="subject"');
  });

  it('shows the problems under their fields, keeping what was typed', async () => {
    const page = await getPage(t, '/dashboard/newsletters/news', staffCookie);
    const key = keyOf(page.body)!;
    const empty = await postPageForm(t, '/dashboard/newsletters/news', staffCookie, {
      key,
      subject: ' ',
      content: '',
      intent: 'review',
    });
    expect(empty.statusCode).toBe(400);
    expect(shownText(empty.body)).toContain(M.subjectRequired);
    expect(shownText(empty.body)).toContain(M.contentRequired);
    expect(empty.body).toMatch(
      /aria-invalid="true"[^>]*name="subject"|name="subject"[^>]*aria-invalid="true"/,
    );

    const long = await postPageForm(t, '/dashboard/newsletters/news', staffCookie, {
      key,
      subject: 'x'.repeat(151),
      content: 'Kept as typed',
      intent: 'test',
    });
    expect(long.statusCode).toBe(400);
    expect(shownText(long.body)).toContain(M.subjectTooLong);
    expect(long.body).toContain('Kept as typed');
  });

  it('sends a test, asks to confirm, then sends once and leads to the Newsletters view', async () => {
    const reader = await subscriber('active');
    const page = await getPage(t, '/dashboard/newsletters/news', staffCookie);
    const key = keyOf(page.body)!;
    const subject = `News by a form post ${Date.now()}`;
    const fields = { key, subject, content: '<p>Licensing changes next month.</p>' };

    const tested = await postPageForm(t, '/dashboard/newsletters/news', staffCookie, {
      ...fields,
      intent: 'test',
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(shownText(tested.body)).toContain(D.testSent);
    await t.app.jobs.drain();
    await smtp.waitFor((mail) => mail.subject === `[Test] ${subject}`);

    const review = await postPageForm(t, '/dashboard/newsletters/news', staffCookie, {
      ...fields,
      intent: 'review',
    });
    expect(review.statusCode).toBe(200);
    expect(shownText(review.body)).toContain(`Send “${subject}” to`);
    expect(review.body).toContain('value="send"');
    // Nothing is sent before the confirmation.
    const before = await getPage(t, '/dashboard/newsletters', staffCookie);
    expect(before.body).not.toContain(subject);

    const sent = await postPageForm(t, '/dashboard/newsletters/news', staffCookie, {
      ...fields,
      intent: 'send',
    });
    expect(sent.statusCode, sent.body).toBe(302);
    expect(sent.headers.location).toBe('/dashboard/newsletters?news=started');
    const list = await getPage(t, sent.headers.location!, staffCookie);
    expect(shownText(list.body)).toContain(M.started);
    expect(shownText(list.body)).toContain(subject);
    await t.app.jobs.drain();
    await smtp.waitFor((mail) => mail.subject === subject && mail.recipients.includes(reader));

    // The same form posted again sends nothing more.
    const again = await postPageForm(t, '/dashboard/newsletters/news', staffCookie, {
      ...fields,
      intent: 'send',
    });
    expect(again.statusCode).toBe(409);
    expect(shownText(again.body)).toContain(M.alreadySent);
  });
});
