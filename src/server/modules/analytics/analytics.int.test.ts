import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/results.ts';
import { seedAccounts } from '../../db/seed-accounts.ts';
import { postForm } from '../../test/blog-author.ts';
import { multipart } from '../../test/multipart.ts';
import { readerAccount } from '../../test/page-session.ts';
import { readCsv } from '../../test/csv-reader.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saltOf } from './analytics.repository.ts';
import type { AnalyticsReport, ContentAnalytics } from '../../../shared/analytics.ts';

/**
 * Page views counted on the server as pages are answered (cached or
 * rendered), without cookies: the counting rules, the daily salt, the
 * batches, the roll-ups, the report and a lead's source.
 */

let t: TestApp;
let token: string;
let signIn: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp({ pages: true, env: { ANALYTICS_FLUSH_MS: '600000' } });
  const [staff] = await seedAccounts(t.app.auth, t.config.site.emailDomain);
  signIn = async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff!.email, password: staff!.password },
    });
    return (login.json() as { data: { token: string } }).data.token;
  };
  token = await signIn();
});
afterAll(async () => {
  await t?.close();
});

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';

let ipCounter = 10;
/** A visitor of its own: its address and user agent. */
const visitor = (userAgent = DESKTOP) => ({ ip: `203.0.113.${ipCounter++}`, userAgent });
type Visitor = ReturnType<typeof visitor>;

const view = (
  who: Visitor,
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: who.ip,
    headers: { 'user-agent': who.userAgent, ...headers },
  });

async function viewRows() {
  await t.app.analytics.flush();
  return rowsOf(await t.database.db.execute(sql`select * from analytics_views order by at, path`));
}

async function report(query = ''): Promise<AnalyticsReport> {
  const response = await t.app.inject({
    url: `/api/analytics/report${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AnalyticsReport }).data;
}

beforeEach(async () => {
  await t.app.analytics.flush();
  await t.database.db.execute(
    sql`truncate analytics_views, analytics_visits, analytics_daily_pages, analytics_daily_sources, analytics_rolled_days, analytics_leads`,
  );
  // Tests travel in time: a later day's salt left behind would stop today's
  // views being counted (a day that is over gets no salt).
  await t.database.db.execute(sql`delete from analytics_salts`);
});

describe('what counts as a view', () => {
  it('counts a public page answered to a browser, rendered or from the cache', async () => {
    const who = visitor();
    expect((await view(who, '/pricing')).statusCode).toBe(200);
    expect((await view(who, '/pricing')).headers['x-page-cache']).toBe('hit');
    await view(who, '/about');
    const rows = await viewRows();
    // The two views of /pricing are one row with their count: a reload costs no row of its own.
    expect(rows.map((row) => [row.path, row.count, row.landing])).toEqual([
      ['/pricing', 2, true],
      ['/about', 1, false],
    ]);
  });

  it('writes, when asked, the views counted while an earlier batch was being written', async () => {
    const who = visitor();
    // Counted and written first, so the day's salt is known and the views
    // below are buffered the moment they are observed.
    await view(who, '/pricing');
    await t.app.analytics.flush();
    const observe = (url: string) =>
      t.app.analytics.observe(
        { method: 'GET', url, headers: { 'user-agent': who.userAgent }, ip: who.ip },
        200,
      );
    // The table is held, so the earlier flush (the timer's, or a full
    // buffer's) has taken its batch and waits to write it when the next view comes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table analytics_views in exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    observe('/about');
    const earlier = t.app.analytics.flush();
    await new Promise((resolve) => setImmediate(resolve));
    observe('/contact');
    const later = t.app.analytics.flush();
    release();
    await Promise.all([holding, earlier, later]);
    const rows = rowsOf(
      await t.database.db.execute(sql`select path from analytics_views order by at`),
    );
    expect(rows.map((row) => row.path)).toEqual(['/pricing', '/about', '/contact']);
  });

  it('leaves out bots, Do Not Track, Global Privacy Control, prefetches and HEAD', async () => {
    const who = visitor();
    await view({ ...who, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, '/about');
    await view({ ...who, userAgent: '' }, '/about');
    await view(who, '/about', { dnt: '1' });
    await view(who, '/about', { 'sec-gpc': '1' });
    await view(who, '/about', { 'sec-purpose': 'prefetch' });
    await view(who, '/about', { purpose: 'prefetch' });
    await view(who, '/about', {}, 'HEAD');
    expect(await viewRows()).toEqual([]);
  });

  it('leaves out the API, assets, staff and account pages, and pages not found', async () => {
    const who = visitor();
    await view(who, '/api/enhanced-blog');
    await view(who, '/robots.txt');
    await view(who, '/favicon.ico');
    await view(who, '/dashboard');
    await view(who, '/login');
    await view(who, '/create-blog');
    await view(who, '/blog/no-such-post');
    await view(who, '/no-such-page');
    expect(await viewRows()).toEqual([]);
  });

  it("counts a client-side navigation's data request, not a revalidation of the same page", async () => {
    const who = visitor();
    const base = t.config.site.baseUrl;
    await view(who, '/about.data', { referer: `${base}/` });
    await view(who, '/about.data', { referer: `${base}/about` });
    await view(who, '/_.data', { referer: `${base}/about` });
    await view(who, '/about.data');
    const rows = await viewRows();
    expect(rows.map((row) => row.path)).toEqual(['/about', '/']);
    expect(rows.every((row) => row.referrer_host === null)).toBe(true);
  });

  it('keeps the referrer host, the full address only of a search engine, the campaign and the device', async () => {
    const [phone, tablet, desktop] = [visitor(PHONE), visitor(TABLET), visitor()];
    await view(
      phone,
      '/services?utm_source=LinkedIn&utm_medium=social&utm_campaign=Spring%202027',
      {
        referer: 'https://www.linkedin.com/feed/update/123?trk=x',
      },
    );
    await view(tablet, '/about', { referer: 'https://partner.example.org/our-partners?id=7' });
    await view(desktop, '/pricing', { referer: 'https://www.google.com/' });
    const rows = await viewRows();
    const byPath = new Map(rows.map((row) => [row.path, row]));
    expect(byPath.get('/services')).toMatchObject({
      referrer_host: 'linkedin.com',
      referrer: 'https://www.linkedin.com/feed/update/123?trk=x',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'Spring 2027',
      device: 'phone',
    });
    expect(byPath.get('/about')).toMatchObject({
      referrer_host: 'partner.example.org',
      referrer: null,
      device: 'tablet',
    });
    expect(byPath.get('/pricing')).toMatchObject({
      referrer_host: 'google.com',
      device: 'desktop',
    });
  });

  it('cuts long values to their limits and drops control characters', async () => {
    const who = visitor();
    const long = 'x'.repeat(500);
    await view(who, `/about?utm_source=${long}&utm_campaign=a%09b%0Dc`);
    const [row] = await viewRows();
    expect(String(row!.utm_source)).toHaveLength(100);
    expect(row!.utm_campaign).toBe('abc');
  });

  it('counts an alias under its page', async () => {
    await view(visitor(), '/help');
    expect((await viewRows()).map((row) => row.path)).toEqual(['/support']);
  });

  it('sets nothing in the browser', async () => {
    const response = await view(visitor(), '/contact');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the daily salt', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('links a visitor within a day and never across two', async () => {
    const who = visitor();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T10:00:00Z'));
    await view(who, '/about');
    await view(who, '/pricing');
    await t.app.analytics.flush();
    vi.setSystemTime(new Date('2031-03-02T09:00:00Z'));
    await view(who, '/about');
    const rows = await viewRows();
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.day)).toEqual(['2031-03-01', '2031-03-01', '2031-03-02']);
    expect(rows[0]!.visitor_hash).toBe(rows[1]!.visitor_hash);
    expect(rows[2]!.visitor_hash).not.toBe(rows[0]!.visitor_hash);
    expect(rows.map((row) => row.landing)).toEqual([true, false, true]);
    // The first day's salt is gone: nothing can hash that visitor into it again.
    const salts = rowsOf(
      await t.database.db.execute(sql`select day::text as day from analytics_salts`),
    );
    expect(salts.map((row) => row.day)).toEqual(['2031-03-02']);
    expect(JSON.stringify(rows)).not.toContain(who.ip);
  });

  it('gives a day that is over no salt once the next has begun (a late instance at midnight)', async () => {
    await t.database.db.execute(sql`delete from analytics_salts`);
    const next = await saltOf(t.database.db, '2031-04-02', 'salt-of-the-second');
    expect(next).toBe('salt-of-the-second');
    expect(await saltOf(t.database.db, '2031-04-01', 'salt-of-the-first')).toBeUndefined();
    // Both at once, from two instances: one salt for the later day, whatever the order.
    const [late, early] = await Promise.all([
      saltOf(t.database.db, '2031-04-03', 'third'),
      saltOf(t.database.db, '2031-04-02', 'second-again'),
    ]);
    expect(late).toBe('third');
    expect([undefined, 'salt-of-the-second']).toContain(early);
    const salts = rowsOf(
      await t.database.db.execute(sql`select day::text as day from analytics_salts`),
    );
    expect(salts.map((row) => row.day)).toEqual(['2031-04-03']);
  });
});

describe('the report', () => {
  it('adds up views, visitors, pages, sources and devices, after the roll-up', async () => {
    const [a, b, c] = [visitor(PHONE), visitor(), visitor()];
    await view(a, '/services?utm_source=newsletter&utm_medium=email&utm_campaign=june', {
      referer: 'https://mail.example.com/',
    });
    await view(a, '/pricing');
    await view(b, '/pricing', { referer: 'https://www.bing.com/search?q=dynamics' });
    await view(c, '/');
    const data = await report('?range=7d');
    expect(data.totals).toMatchObject({ views: 4, visitors: 3, leads: 0 });
    expect(data.days).toHaveLength(7);
    expect(data.days.at(-1)).toMatchObject({ views: 4, visitors: 3 });
    expect(data.pages[0]).toMatchObject({ path: '/pricing', views: 2, visitors: 2, entries: 1 });
    expect(data.referrers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ referrer: 'mail.example.com', visitors: 1 }),
        expect.objectContaining({ referrer: 'bing.com', visitors: 1 }),
        expect.objectContaining({ referrer: 'direct', visitors: 1 }),
      ]),
    );
    expect(data.campaigns).toEqual([
      expect.objectContaining({
        source: 'newsletter',
        medium: 'email',
        campaign: 'june',
        visitors: 1,
      }),
    ]);
    expect(data.devices).toEqual([
      { device: 'phone', visitors: 1, views: 2 },
      { device: 'tablet', visitors: 0, views: 0 },
      { device: 'desktop', visitors: 2, views: 2 },
    ]);
    expect(data.landingPages.map((row) => row.path).sort()).toEqual(['/', '/pricing', '/services']);
    expect(data.now).toBe(3);
    expect(data.range).toMatchObject({ preset: '7d', days: 7 });
  });

  it('rolls finished days up for good and reads a custom range with the period before it', async () => {
    const who = visitor();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-05-10T12:00:00Z'));
      await view(who, '/about');
      await t.app.analytics.flush();
      vi.setSystemTime(new Date('2031-05-11T12:00:00Z'));
      await view(visitor(), '/about');
      // (The daily job, due at this fake time, may have done it already.)
      await t.app.analytics.rollUpDays();
      const rolled = rowsOf(
        await t.database.db.execute(sql`select day::text as day from analytics_rolled_days`),
      );
      expect(rolled.map((row) => row.day)).toContain('2031-05-10');
      // A session made at this (fake) time.
      token = await signIn();
      const data = await report('?range=custom&from=2031-05-11&to=2031-05-11');
      expect(data.totals.views).toBe(1);
      expect(data.previous).toEqual({ from: '2031-05-10', to: '2031-05-10' });
      expect(data.previousTotals.views).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 400 for a range that ends before it starts, or a date that is not one', async () => {
    for (const query of ['?from=2031-05-11&to=2031-05-01', '?from=2031-02-30', '?range=week']) {
      const response = await t.app.inject({
        url: `/api/analytics/report${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('is for staff only: 401 without a session, 403 for a reader', async () => {
    const reader = await readerAccount(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: reader });
    const readerToken = (login.json() as { data: { token: string } }).data.token;
    for (const url of [
      '/api/analytics/report',
      '/api/analytics/export.csv?table=pages',
      '/api/analytics/content?ids=x',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      const answer = await t.app.inject({
        url,
        headers: { authorization: `Bearer ${readerToken}` },
      });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toMatchObject({ success: false });
    }
  });

  it('exports a table as CSV, a hostile value as inert text', async () => {
    await view(visitor(), '/about?utm_source=%3DHYPERLINK(%22http%3A%2F%2Fevil%22)&utm_campaign=x');
    await report();
    const response = await t.app.inject({
      url: '/api/analytics/export.csv?table=campaigns&range=7d',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = readCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Source',
      'Medium',
      'Campaign',
      'Visitors',
      'Leads',
      'Conversion rate',
    ]);
    expect(row![0]).toBe(`'=hyperlink("http://evil")`);
  });
});

describe("a lead's source", () => {
  it("is its visitor's first view of the day, or direct / unknown", async () => {
    const who = visitor();
    await view(who, '/dynamics-365?utm_source=google&utm_medium=cpc&utm_campaign=crm', {
      referer: 'https://www.google.com/',
    });
    await view(who, '/contact');
    const attribute = async (
      kind: 'contact' | 'meeting' | 'newsletter',
      id: string,
      from: Visitor,
    ) => {
      const visit = await t.app.analytics.visitFor(from);
      await t.database.db.transaction((tx) => t.app.analytics.attribute(tx, { kind, id }, visit));
    };
    // Before the flush (the view is still in this instance's buffer) and after it.
    await attribute('contact', 'lead-1', who);
    await attribute('meeting', 'lead-2', who);
    await attribute('newsletter', 'lead-3', visitor());
    const sources = await t.app.analytics.sourcesOf(t.database.db, 'contact', ['lead-1', 'nope']);
    expect(sources.get('lead-1')).toEqual({
      found: true,
      landingPath: '/dynamics-365-implementation',
      referrerHost: 'google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'crm',
      label: 'google / cpc / crm',
    });
    expect(sources.get('nope')!.label).toBe('direct / unknown');
    expect(
      (await t.app.analytics.sourcesOf(t.database.db, 'meeting', ['lead-2'])).get('lead-2')!.found,
    ).toBe(true);
    expect(
      (await t.app.analytics.sourcesOf(t.database.db, 'newsletter', ['lead-3'])).get('lead-3')!
        .label,
    ).toBe('direct / unknown');

    const data = await report('?range=7d');
    expect(data.totals.leads).toBe(3);
    expect(data.leadSources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'google', leads: 2, visitors: 1, conversionRate: 2 }),
        expect.objectContaining({ source: 'direct / unknown', leads: 1, conversionRate: null }),
      ]),
    );
    expect(data.landingPages).toEqual([
      expect.objectContaining({ path: '/dynamics-365-implementation', entries: 1, leads: 2 }),
    ]);
    expect(data.leadKinds.filter((row) => row.leads > 0)).toEqual([
      { kind: 'contact', leads: 1 },
      { kind: 'meeting', leads: 1 },
      { kind: 'newsletter', leads: 1 },
    ]);
  });
});

describe("a lead's source on a new day", () => {
  it("is found for the day's first visitor, while the day's salt is still being made", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2033-01-01T00:00:05Z'));
      const who = visitor();
      await view(who, '/pricing?utm_source=first');
      expect(await t.app.analytics.visitFor(who)).toMatchObject({
        landingPath: '/pricing',
        utmSource: 'first',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a post or case study', () => {
  it('counts the views of its page under its id, with its title in the report and its own figures', async () => {
    const form = multipart(postForm('counted-post', { title: 'A counted post' }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/enhanced-blog/create',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = (created.json() as { blog: { id: string; slug: string; title: string } }).blog;
    const who = visitor();
    await view(who, `/blog/${post!.slug}`, { referer: 'https://news.ycombinator.com/item?id=1' });
    await view(visitor(), `/blog/${post!.slug}`);
    const visit = await t.app.analytics.visitFor(who);
    await t.database.db.transaction((tx) =>
      t.app.analytics.attribute(tx, { kind: 'comment', id: 'comment-1' }, visit),
    );
    const data = await report('?range=7d');
    expect(data.content).toEqual([
      {
        kind: 'post',
        id: post!.id,
        title: post!.title,
        path: `/blog/${post!.slug}`,
        views: 2,
        visitors: 2,
        leads: 1,
      },
    ]);
    const response = await t.app.inject({
      url: `/api/analytics/content?ids=${post!.id}&range=7d`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [figures] = (response.json() as { data: ContentAnalytics[] }).data;
    expect(figures!.totals).toMatchObject({ views: 2, visitors: 2, leads: 1 });
    expect(figures!.days.at(-1)).toMatchObject({ views: 2, visitors: 2, leads: 1 });
    expect(figures!.referrers).toEqual(
      expect.arrayContaining([
        { referrer: 'news.ycombinator.com', visitors: 1, leads: 1 },
        { referrer: 'direct', visitors: 1, leads: 0 },
      ]),
    );
  });
});

describe('retention', () => {
  it('deletes raw views and visits after ANALYTICS_RAW_DAYS, once rolled up; the daily totals stay', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2032-01-05T08:00:00Z'));
      await view(visitor(), '/about');
      await view(visitor(), '/pricing');
      await t.app.analytics.flush();
      // 31 days later the daily retention run (the privacy module's) applies the 30-day rule.
      vi.setSystemTime(new Date('2032-02-05T08:00:00Z'));
      await view(visitor(), '/about');
      await t.app.privacy.retain();
      const days = async (table: string) =>
        rowsOf(
          await t.database.db.execute(
            sql.raw(`select distinct day::text as day from ${table} order by 1`),
          ),
        ).map((row) => row.day);
      await t.app.analytics.flush();
      expect(await days('analytics_views')).toEqual(['2032-02-05']);
      expect(await days('analytics_visits')).toEqual(['2032-02-05']);
      expect(await days('analytics_daily_pages')).toContain('2032-01-05');
      expect(await days('analytics_daily_sources')).toContain('2032-01-05');
    } finally {
      vi.useRealTimers();
    }
  });
});
