import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  NEWSLETTER_NEWS_MESSAGES,
} from '../../../shared/newsletter-delivery.ts';
import { buildApp } from '../../app.ts';
import { NEWSLETTER_BATCH_JOB } from './newsletter.delivery.ts';
import { NEWSLETTER_DIGEST_JOB } from './newsletter.digest.ts';
import {
  jobs,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscriptions,
} from '../../db/schema.ts';
import { blogAuthor, postForm } from '../../test/blog-author.ts';
import { multipart } from '../../test/multipart.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Newsletter delivery end to end, through the real SMTP test server: who a
 * published post reaches, what the message carries, that nothing is sent
 * twice, bounces, pausing, preferences, pace, and a restart mid-send.
 */

/** Addresses the test server refuses: for good (550) or for now (451). */
const refusals = new Map<string, number>();
let smtp: TestSmtpServer;
let t: TestApp;
let author: Awaited<ReturnType<typeof blogAuthor>>;

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: (address) => refusals.get(address) });
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: '60000', NEWSLETTER_BATCH_SIZE: '10' },
  });
  author = await blogAuthor(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  // Each test counts its own recipients: earlier subscribers leave the list.
  await t.database.db.delete(newsletterSubscriptions);
  refusals.clear();
});

type Preferences = Partial<
  Record<'blogUpdates' | 'caseStudies' | 'industryNews' | 'weeklyDigest', boolean>
>;

/** Subscribers as they would be after signing up (and confirming, when active). */
async function subscribers(
  app: TestApp,
  count: number,
  status: 'active' | 'pending' | 'unsubscribed' | 'bounced' = 'active',
  preferences: Preferences = {},
): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const emails = Array.from({ length: count }, (_, i) => `reader-${tag}-${i}@example.com`);
  await app.database.db.insert(newsletterSubscriptions).values(
    emails.map((email) => ({
      email,
      status,
      subscribedAt: status === 'active' ? new Date() : null,
      ...preferences,
    })),
  );
  return emails;
}

/** Waits until every send has finished (or paused) and every queued job has run. */
async function settle(app: TestApp = t) {
  await vi.waitFor(
    async () => {
      await app.app.jobs.drain();
      const open = await app.database.db
        .select({ id: newsletterSends.id })
        .from(newsletterSends)
        .where(eq(newsletterSends.status, 'sending'));
      expect(open).toHaveLength(0);
    },
    { timeout: 20_000, interval: 50 },
  );
}

const received = (email: string, subject: string) =>
  smtp.messages.filter((m) => m.recipients.includes(email) && m.subject === subject);

const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(mail.raw.replace(/\r\n\s+/g, ' '))?.[1];

const slugOf = () => `nl-${randomUUID().slice(0, 8)}`;

async function editPost(id: string, fields: Record<string, string>) {
  const form = multipart(fields);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/enhanced-blog/${id}`,
    headers: { ...form.headers, authorization: `Bearer ${author.token}` },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('publishing a post', () => {
  it('e-mails each confirmed subscriber with blog updates on once, and nobody else', async () => {
    const wanted = await subscribers(t, 3, 'active');
    const notWanting = await subscribers(t, 1, 'active', { blogUpdates: false });
    const others = [
      ...(await subscribers(t, 1, 'pending')),
      ...(await subscribers(t, 1, 'unsubscribed')),
      ...(await subscribers(t, 1, 'bounced')),
      ...notWanting,
    ];
    const slug = slugOf();
    const title = `Announced ${slug}`;
    const post = await author.create(postForm(slug, { title, excerpt: 'What the post is about.' }));
    await settle();

    for (const email of wanted) expect(received(email, title), email).toHaveLength(1);
    for (const email of others) expect(received(email, title), email).toHaveLength(0);

    // Editing, re-publishing and publishing again send nothing more.
    await editPost(post.id, postForm(slug, { title, excerpt: 'An edited excerpt.' }));
    for (const status of ['draft', 'published']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/enhanced-blog/${post.id}/status`,
        headers: { authorization: `Bearer ${author.token}` },
        payload: { status },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await settle();
    for (const email of wanted) expect(received(email, title), email).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.itemId, post.id));
    expect(rows).toHaveLength(1);
  });

  it('carries the post, the reason, the preferences link and the bulk-mail headers', async () => {
    const [email] = await subscribers(t, 1);
    const slug = slugOf();
    const title = `Headers ${slug}`;
    await author.create(postForm(slug, { title, excerpt: 'The excerpt, not the body.' }));
    await settle();
    const mail = received(email!, title)[0]!;

    expect(header(mail, 'Auto-Submitted')).toBe('auto-generated');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(mail, 'List-Unsubscribe')!;
    expect(listUnsubscribe).toMatch(
      /<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\/one-click\?[^>]+>/,
    );
    expect(listUnsubscribe).toMatch(/<mailto:[^>]+>/);
    expect(header(mail, 'Message-ID')).toMatch(/^<newsletter\.[0-9a-f-]+\.[0-9a-f-]+@/);

    // Both parts: the excerpt and a link to the post, never the body.
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('The excerpt, not the body.');
      expect(part).toContain(`/blog/${slug}`);
      expect(part).toContain('because you subscribed to blog updates');
      expect(part).toContain(t.config.site.address.street);
    }
    expect(mail.html).toMatch(/<img [^>]*src="https?:\/\/[^"]+"/);
    expect(mail.text).toContain(`${D.readMore}:`);

    // The preferences link opens this subscriber's preferences; the one-click link unsubscribes.
    const preferences = new URL(/https?:\/\/\S+\/newsletter\/preferences\?\S+/.exec(mail.text)![0]);
    const query = Object.fromEntries(preferences.searchParams);
    const read = await t.app.inject({
      url: `/api/newsletter/preferences?${preferences.searchParams}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ email, status: 'active' });
    expect(query['email']).toBe(email);

    const oneClick = new URL(/<(https?:[^>]+one-click[^>]+)>/.exec(listUnsubscribe)![1]!);
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode, unsubscribe.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email!));
    expect(row!.status).toBe('unsubscribed');
  });

  it('sends nothing when the author turns "E-mail to subscribers" off', async () => {
    const [email] = await subscribers(t, 1);
    const slug = slugOf();
    const title = `Quiet ${slug}`;
    await author.create(postForm(slug, { title, emailSubscribers: 'false' }));
    await settle();
    expect(received(email!, title)).toHaveLength(0);
  });

  it('marks an address its server refuses for good as bounced, and sends it nothing more', async () => {
    const [refusing, fine] = await subscribers(t, 2);
    refusals.set(refusing!, 550);
    const first = `Bounce ${slugOf()}`;
    await author.create(postForm(slugOf(), { title: first }));
    await settle();
    expect(received(fine!, first)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, refusing!));
    expect(row!.status).toBe('bounced');
    const [delivery] = await t.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriptionId, row!.id));
    expect(delivery!.status).toBe('bounced');

    refusals.clear();
    const second = `After the bounce ${slugOf()}`;
    await author.create(postForm(slugOf(), { title: second }));
    await settle();
    expect(received(refusing!, second)).toHaveLength(0);
    expect(received(fine!, second)).toHaveLength(1);
  });

  it('tries an address refused for now again, and sends it once', async () => {
    const [later] = await subscribers(t, 1);
    refusals.set(later!, 451);
    const title = `Retry ${slugOf()}`;
    await author.create(postForm(slugOf(), { title }));
    await vi.waitFor(async () => {
      await t.app.jobs.drain();
      const [row] = await t.database.db
        .select()
        .from(newsletterDeliveries)
        .where(
          sql`${newsletterDeliveries.subscriptionId} = (select id from newsletter_subscriptions where email = ${later!})`,
        );
      expect(row!.attempts).toBeGreaterThanOrEqual(2);
    });
    refusals.clear();
    await settle();
    expect(received(later!, title)).toHaveLength(1);
  });
});

describe("the author's test send", () => {
  it('e-mails the saved post to the staff member only, with [Test] before the subject', async () => {
    const [subscriber] = await subscribers(t, 1);
    const slug = slugOf();
    const title = `Draft to test ${slug}`;
    const draft = await author.create(postForm(slug, { title, status: 'draft' }));
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${author.token}` },
    });
    const staffEmail = (me.json() as { data: { user: { email: string } } }).data.user.email;

    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/enhanced-blog/${draft.id}/newsletter-test`,
    });
    expect(anonymous.statusCode).toBe(401);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/enhanced-blog/${draft.id}/newsletter-test`,
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(D.testSent);
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.subject === `[Test] ${title}`);
    expect(mail.recipients).toEqual([staffEmail]);
    expect(mail.text).toContain(`/blog/${slug}`);
    expect(header(mail, 'List-Unsubscribe')).toBeTruthy();
    // A test starts no send: subscribers get nothing, and publishing later still sends.
    expect(received(subscriber!, title)).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.itemId, draft.id)),
    ).toHaveLength(0);

    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/enhanced-blog/${randomUUID()}/newsletter-test`,
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the staff lists', () => {
  it('counts the audience, and lists subscribers by status with their preferences', async () => {
    await subscribers(t, 2, 'active');
    await subscribers(t, 1, 'active', { blogUpdates: false });
    await subscribers(t, 1, 'bounced');
    const staff = { authorization: `Bearer ${author.token}` };
    const audience = await t.app.inject({
      url: '/api/newsletter/audience?kind=post',
      headers: staff,
    });
    expect(audience.json().data).toEqual({ recipients: 2 });
    const caseStudies = await t.app.inject({
      url: '/api/newsletter/audience?kind=case-study',
      headers: staff,
    });
    expect(caseStudies.json().data).toEqual({ recipients: 3 });

    const all = await t.app.inject({ url: '/api/newsletter/subscribers', headers: staff });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.counts).toMatchObject({ active: 3, bounced: 1, pending: 0 });
    expect(all.json().data.subscribers).toHaveLength(4);
    const bounced = await t.app.inject({
      url: '/api/newsletter/subscribers?status=bounced',
      headers: staff,
    });
    expect(bounced.json().data.subscribers).toHaveLength(1);
    expect(bounced.json().data.subscribers[0]).toMatchObject({
      status: 'bounced',
      preferences: { blogUpdates: true, caseStudies: true, industryNews: true, weeklyDigest: true },
    });
    for (const url of [
      '/api/newsletter/subscribers',
      '/api/newsletter/sends',
      '/api/newsletter/audience?kind=post',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    const wrong = await t.app.inject({
      url: '/api/newsletter/subscribers?status=nobody',
      headers: staff,
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('the weekly digest', () => {
  /**
   * The digest job of a scheduled time, as the queue runs it when that time
   * comes (the tests' times are now: what was published before them counts).
   */
  async function digestAt(at: Date) {
    await t.app.jobs.enqueue(t.database.db, NEWSLETTER_DIGEST_JOB, { at: at.toISOString() });
    await settle();
  }
  const digests = (email: string) =>
    smtp.messages.filter((m) => m.recipients.includes(email) && m.subject.endsWith('this week'));
  const digestSends = () =>
    t.database.db.select().from(newsletterSends).where(eq(newsletterSends.kind, 'digest'));

  it('lists what is new to each subscriber, without what they were sent, and skips a quiet week', async () => {
    const [digestOnly] = await subscribers(t, 1, 'active', {
      blogUpdates: false,
      caseStudies: false,
    });
    const [both] = await subscribers(t, 1, 'active');
    const [noDigest] = await subscribers(t, 1, 'active', { weeklyDigest: false });
    const first = `Digest first ${slugOf()}`;
    const second = `Digest second ${slugOf()}`;
    await author.create(postForm(slugOf(), { title: first }));
    await author.create(postForm(slugOf(), { title: second, emailSubscribers: 'false' }));
    await settle();
    expect(received(both!, first)).toHaveLength(1);

    await digestAt(new Date());
    expect(digests(digestOnly!)).toHaveLength(1);
    const [forDigestOnly] = digests(digestOnly!);
    for (const title of [first, second]) {
      expect(forDigestOnly!.text).toContain(title);
      expect(forDigestOnly!.html).toContain(title);
    }
    expect(forDigestOnly!.subject).toBe(
      `2 new articles from ${t.config.site.companyName} this week`,
    );
    expect(header(forDigestOnly!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(forDigestOnly!.text).toContain('because you subscribed to the weekly digest');
    // The post's own e-mail already brought them the first: the digest has only the second.
    const [forBoth] = digests(both!);
    expect(forBoth!.text).toContain(second);
    expect(forBoth!.text).not.toContain(first);
    expect(digests(noDigest!)).toHaveLength(0);

    // The next week lists only what came after; a subscriber with nothing new gets nothing.
    const third = `Digest third ${slugOf()}`;
    await author.create(postForm(slugOf(), { title: third }));
    await settle();
    await digestAt(new Date());
    expect(digests(digestOnly!)).toHaveLength(2);
    const latest = digests(digestOnly!)[1]!;
    expect(latest.text).toContain(third);
    expect(latest.text).not.toContain(first);
    expect(latest.subject).toBe(`One new article from ${t.config.site.companyName} this week`);
    expect(digests(both!)).toHaveLength(1);

    // A week in which nothing was published starts no send at all.
    const before = (await digestSends()).length;
    await digestAt(new Date(Date.now() + 30 * 24 * 3600 * 1000));
    expect(await digestSends()).toHaveLength(before);

    // The same scheduled time twice (two instances) is one send.
    await author.create(postForm(slugOf(), { title: `Digest fourth ${slugOf()}` }));
    await settle();
    const at = new Date();
    await digestAt(at);
    await digestAt(at);
    expect(await digestSends()).toHaveLength(before + 1);
  });

  it('leaves out what was unpublished', async () => {
    const [reader] = await subscribers(t, 1, 'active', { blogUpdates: false });
    const title = `Withdrawn ${slugOf()}`;
    const post = await author.create(postForm(slugOf(), { title }));
    const kept = `Kept ${slugOf()}`;
    await author.create(postForm(slugOf(), { title: kept }));
    const draft = await t.app.inject({
      method: 'PATCH',
      url: `/api/enhanced-blog/${post.id}/status`,
      headers: { authorization: `Bearer ${author.token}` },
      payload: { status: 'draft' },
    });
    expect(draft.statusCode).toBe(200);
    await settle();
    await digestAt(new Date());
    const [digest] = digests(reader!);
    expect(digest!.text).toContain(kept);
    expect(digest!.text).not.toContain(title);
  });
});

describe("staff's industry news", () => {
  const news = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/news',
      headers: { authorization: `Bearer ${author.token}` },
      payload,
    });

  it('goes once to the subscribers with industry news on, sanitized, with absolute links', async () => {
    const [wants] = await subscribers(t, 1, 'active', { blogUpdates: false });
    const [doesNot] = await subscribers(t, 1, 'active', { industryNews: false });
    const subject = `Power Platform licensing changes ${slugOf()}`;
    const key = randomUUID();
    const content =
      '<h2>What changes</h2><p>Read <a href="/pricing">our pricing</a> and <a href="https://learn.microsoft.com/">the docs</a>.</p><script>alert(1)</script><p onclick="x()">Second paragraph.</p>';

    const test = await news({ key, subject, content, test: true });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().message).toBe(D.testSent);
    await t.app.jobs.drain();
    const preview = await smtp.waitFor((m) => m.subject === `[Test] ${subject}`);
    expect(preview.recipients).toHaveLength(1);
    expect(received(wants!, subject)).toHaveLength(0);

    const sent = await news({ key, subject, content });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: NEWSLETTER_NEWS_MESSAGES.started,
      data: { recipients: 1 },
    });
    // Pressing Send again sends nothing more.
    const again = await news({ key, subject, content });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NEWSLETTER_NEWS_MESSAGES.alreadySent);
    await settle();

    expect(received(doesNot!, subject)).toHaveLength(0);
    const [mail] = received(wants!, subject);
    expect(received(wants!, subject)).toHaveLength(1);
    expect(mail!.html).toContain(`href="${t.config.site.baseUrl}/pricing"`);
    expect(mail!.html).toContain('href="https://learn.microsoft.com/"');
    expect(mail!.html).not.toContain('<script');
    expect(mail!.html).not.toContain('onclick');
    expect(mail!.text).toContain(`our pricing (${t.config.site.baseUrl}/pricing)`);
    expect(mail!.text).toContain('Second paragraph.');
    expect(mail!.text).toContain('because you subscribed to industry news');
    expect(header(mail!, 'Auto-Submitted')).toBe('auto-generated');
  });

  it('refuses an empty or unsafe-only body, a long or missing subject, and anonymous callers', async () => {
    const key = randomUUID();
    expect((await news({ key, subject: '', content: '<p>x</p>' })).statusCode).toBe(400);
    expect((await news({ key, subject: 'x'.repeat(151), content: '<p>x</p>' })).statusCode).toBe(
      400,
    );
    const onlyScript = await news({
      key,
      subject: 'Nothing',
      content: '<script>alert(1)</script>',
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().fieldErrors.content).toEqual([
      NEWSLETTER_NEWS_MESSAGES.contentRequired,
    ]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/news',
      payload: { key, subject: 'Hi', content: '<p>x</p>' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a case study', () => {
  it('goes to the subscribers with case studies on', async () => {
    const [wants] = await subscribers(t, 1, 'active', { blogUpdates: false });
    const [doesNot] = await subscribers(t, 1, 'active', { caseStudies: false });
    const staff = author.token;
    const slug = slugOf();
    const title = `Case study ${slug}`;
    const form = multipart({
      title,
      slug,
      excerpt: 'How a client changed.',
      content: '<p>Story</p>',
      clientName: 'Contoso',
      clientIndustry: 'healthcare',
      clientSize: 'medium',
      challenge: 'A challenge.',
      solution: 'A solution.',
      results: 'Results.',
      tags: '[]',
      keywords: '[]',
      metrics: '[]',
      testimonials: '[]',
      status: 'published',
      featuredImage: postForm(slug).featuredImage,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/enhanced-blog/case-studies',
      headers: { ...form.headers, authorization: `Bearer ${staff}` },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    await settle();
    expect(received(wants!, title)).toHaveLength(1);
    expect(received(doesNot!, title)).toHaveLength(0);
    expect(received(wants!, title)[0]!.text).toContain(`/case-studies/${slug}`);
  });
});

describe('the preferences page', () => {
  it('refuses a wrong token, and a saved preference counts for the next post', async () => {
    const [email] = await subscribers(t, 1);
    const wrong = await t.app.inject({
      url: `/api/newsletter/preferences?email=${encodeURIComponent(email!)}&token=forged`,
    });
    expect(wrong.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'PUT',
      url: '/api/newsletter/preferences',
      payload: {
        email,
        token: 'forged',
        preferences: {
          blogUpdates: false,
          caseStudies: true,
          industryNews: true,
          weeklyDigest: true,
        },
      },
    });
    expect(forged.statusCode).toBe(400);

    const title = `Before ${slugOf()}`;
    await author.create(postForm(slugOf(), { title }));
    await settle();
    const link = new URL(
      /https?:\/\/\S+\/newsletter\/preferences\?\S+/.exec(received(email!, title)[0]!.text)![0],
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/newsletter/preferences',
      payload: {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        preferences: {
          blogUpdates: false,
          caseStudies: true,
          industryNews: true,
          weeklyDigest: true,
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: D.preferencesSaved,
      data: { preferences: { blogUpdates: false } },
    });
    const next = `After ${slugOf()}`;
    await author.create(postForm(slugOf(), { title: next }));
    await settle();
    expect(received(email!, next)).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('pauses after too many failures, tells staff, and finishes once resumed', async () => {
    // The subscribers' mail server refuses everything for now; the staff inbox takes mail.
    let refusing = true;
    const smtpDown = await startSmtpServer({
      refuse: (address) => (refusing && address.startsWith('reader-') ? 451 : undefined),
    });
    const paused = await createTestApp({
      env: {
        SMTP_URL: smtpDown.url,
        NEWSLETTER_MAX_FAILURES: '3',
        NEWSLETTER_BATCH_SIZE: '2',
        NEWSLETTER_RATE_PER_MINUTE: '60000',
      },
    });
    try {
      const writer = await blogAuthor(paused);
      const emails = await subscribers(paused, 4);
      await writer.create(postForm(slugOf(), { title: 'Refused everywhere' }));
      await settle(paused);
      const [send] = await paused.database.db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.subject, 'Refused everywhere'));
      expect(send!.status).toBe('paused');
      expect(send!.failures).toBeGreaterThanOrEqual(3);
      await vi.waitFor(async () => {
        await paused.app.jobs.drain();
        expect(smtpDown.messages.some((m) => m.subject.startsWith('Newsletter paused'))).toBe(true);
      });
      const told = smtpDown.messages.find((m) => m.subject.startsWith('Newsletter paused'))!;
      expect(told.recipients).toEqual([paused.config.site.email]);
      expect(told.text).toContain(`${paused.config.site.baseUrl}/dashboard/newsletters`);

      const list = await paused.app.inject({
        url: '/api/newsletter/sends',
        headers: { authorization: `Bearer ${writer.token}` },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.sends[0]).toMatchObject({
        subject: 'Refused everywhere',
        status: 'paused',
        recipients: 4,
      });
      const anonymous = await paused.app.inject({
        method: 'POST',
        url: `/api/newsletter/sends/${send!.id}/resume`,
      });
      expect(anonymous.statusCode).toBe(401);

      refusing = false;
      const resumed = await paused.app.inject({
        method: 'POST',
        url: `/api/newsletter/sends/${send!.id}/resume`,
        headers: { authorization: `Bearer ${writer.token}` },
      });
      expect(resumed.statusCode, resumed.body).toBe(200);
      await settle(paused);
      for (const email of emails) {
        expect(
          smtpDown.messages.filter(
            (m) => m.recipients.includes(email) && m.subject === 'Refused everywhere',
          ),
          email,
        ).toHaveLength(1);
      }
    } finally {
      await paused.close();
      await smtpDown.close();
    }
  });

  it('waits for the lease of recipients a stopped worker left mid-send, instead of spinning', async () => {
    const [email] = await subscribers(t, 1);
    const db = t.database.db;
    const [send] = await db
      .insert(newsletterSends)
      .values({
        kind: 'news',
        itemId: randomUUID(),
        subject: `Left mid-send ${slugOf()}`,
        content: { subject: 'x', html: '<p>x</p>', text: 'x' },
      })
      .returning();
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email!));
    // A worker took this recipient a moment ago and stopped: its lease (JOB_LEASE_MS, 60 s) runs.
    await db.insert(newsletterDeliveries).values({
      sendId: send!.id,
      subscriptionId: row!.id,
      status: 'sending',
      attempts: 1,
      lockedAt: new Date(),
    });
    await t.app.jobs.enqueue(db, NEWSLETTER_BATCH_JOB, { sendId: send!.id });
    await t.app.jobs.drain();
    const waiting = await db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, NEWSLETTER_BATCH_JOB.name), eq(jobs.subjectId, send!.id)));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(received(email!, send!.subject)).toHaveLength(0);
    // Out of the other tests' way (they wait until no send is going out).
    await db
      .update(newsletterSends)
      .set({ status: 'done' })
      .where(eq(newsletterSends.id, send!.id));
  });

  it("reads each recipient's preferences at their turn: one turned off mid-send gets nothing", async () => {
    // One recipient every three seconds: the second one's turn comes well after the first's.
    const slow = await createTestApp({
      env: { SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: '20', NEWSLETTER_BATCH_SIZE: '1' },
    });
    try {
      const emails = await subscribers(slow, 2);
      const writer = await blogAuthor(slow);
      const title = `Mid-send change ${slugOf()}`;
      await writer.create(postForm(slugOf(), { title }));
      const first = await smtp.waitFor((m) => m.subject === title, 10_000);
      const other = emails.find((email) => !first.recipients.includes(email))!;
      await slow.database.db
        .update(newsletterSubscriptions)
        .set({ blogUpdates: false })
        .where(eq(newsletterSubscriptions.email, other));
      await settle(slow);
      expect(received(other, title)).toHaveLength(0);
      const [row] = await slow.database.db
        .select({ status: newsletterDeliveries.status })
        .from(newsletterDeliveries)
        .innerJoin(
          newsletterSubscriptions,
          eq(newsletterSubscriptions.id, newsletterDeliveries.subscriptionId),
        )
        .where(eq(newsletterSubscriptions.email, other));
      expect(row!.status).toBe('skipped');
    } finally {
      await slow.close();
    }
  });

  it('keeps the pace, and a restart mid-send ends with everyone mailed exactly once', async () => {
    // 10 messages a second in batches of 5: 30 recipients take at least 2.5 s.
    const env = {
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_MINUTE: '600',
      NEWSLETTER_BATCH_SIZE: '5',
    };
    const first = await createTestApp({ env });
    const emails = await subscribers(first, 30);
    const writer = await blogAuthor(first);
    const title = `Paced ${slugOf()}`;
    const started = Date.now();
    await writer.create(postForm(slugOf(), { title }));
    // Stop the instance once part of the send is out; another takes over on the same database.
    await vi.waitFor(
      () =>
        expect(smtp.messages.filter((m) => m.subject === title).length).toBeGreaterThanOrEqual(5),
      {
        timeout: 10_000,
      },
    );
    await first.app.close();
    const second = await buildApp(first.config, { database: first.database, pages: false });
    await second.ready();
    try {
      await vi.waitFor(
        async () => {
          const [send] = await first.database.db
            .select()
            .from(newsletterSends)
            .where(eq(newsletterSends.subject, title));
          expect(send!.status).toBe('done');
        },
        { timeout: 30_000, interval: 100 },
      );
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(2_500);
      for (const email of emails) expect(received(email, title), email).toHaveLength(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
