import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PREFIX, writeAnalyticsDemo } from '../../scripts/support/analytics-demo.ts';
import { ANALYTICS_MESSAGES } from '../shared/analytics-messages.ts';
import type { AnalyticsReport } from '../shared/analytics.ts';
import { seedAccounts } from './db/seed-accounts.ts';
import { SEED_POSTS } from './db/seed/blog-posts.ts';
import { seedBlogPosts } from './db/seed/seed-blog.ts';
import { rowsOf } from './db/results.ts';
import { analyticsLeads, analyticsViews, posts } from './db/schema.ts';
import { attribute, element, elements, textOf } from './test/html.ts';
import {
  expectStaffOnly,
  getPage,
  readerAccount,
  shownText,
  signInByForm,
} from './test/page-session.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The staff's analytics screen (/dashboard/analytics) and an item's own
 * figures (the dashboard's rows, the edit screens' panel), server-rendered
 * for the session's cookie: the figures and tables are in the first HTML,
 * the period and the sorts come from the address, and what visitors sent
 * (a referrer, a campaign) is shown as text.
 */

let t: TestApp;
let staffCookie: string;
let readerCookie: string;
beforeAll(async () => {
  // Views are written when the test says (flush), not on a timer.
  t = await createTestApp({ pages: true, env: { ANALYTICS_FLUSH_MS: '600000' } });
  const [staff] = await seedAccounts(t.app.auth, t.config.site.emailDomain);
  await seedBlogPosts(t.database.db, t.config.site.emailDomain);
  staffCookie = await signInByForm(t, staff!);
  readerCookie = await signInByForm(t, await readerAccount(t));
});
afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.app.analytics.flush();
  await t.database.db.execute(
    sql`truncate analytics_views, analytics_visits, analytics_daily_pages, analytics_daily_sources, analytics_rolled_days, analytics_leads`,
  );
});

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';
const HOSTILE = '<img src=x onerror=alert(1)>';

let address = 10;
/** A page view by a visitor of its own (an address of its own), as a browser sends it. */
async function visit(url: string, headers: Record<string, string> = {}, userAgent = DESKTOP) {
  const response = await t.app.inject({
    url,
    remoteAddress: `198.51.100.${address++}`,
    headers: { 'user-agent': userAgent, ...headers },
  });
  expect(response.statusCode, url).toBe(200);
}

const POST = SEED_POSTS.find((post) => post.status === 'published')!;

/** Three visitors from Google, two from a partner's site (one on a post), one direct, one campaign. */
async function someVisits() {
  for (let i = 0; i < 3; i++) await visit('/pricing', { referer: 'https://www.google.com/' });
  await visit('/about', { referer: 'https://partner.example.org/our-partners' }, PHONE);
  await visit(`/blog/${POST.slug}`, { referer: 'https://partner.example.org/blog' });
  await visit('/services');
  await visit(
    `/contact?utm_source=newsletter&utm_medium=email&utm_campaign=${encodeURIComponent(HOSTILE)}`,
  );
  await t.app.analytics.flush();
}

const analyticsPage = async (search = '') => {
  const page = await getPage(t, `/dashboard/analytics${search}`, staffCookie);
  expect(page.statusCode, page.body).toBe(200);
  return page.body;
};

/** The report as the API answers it to the same staff session. */
async function apiReport(search = ''): Promise<AnalyticsReport> {
  const response = await getPage(t, `/api/analytics/report${search}`, staffCookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AnalyticsReport }).data;
}

/** A table of the screen: its header cells and, per row, the text of each cell. */
function table(html: string, name: string) {
  const found = element(html, `data-table="${name}"`);
  const body = found.slice(found.indexOf('<tbody'));
  return {
    headers: elements(found.slice(0, found.indexOf('<tbody')), 'th'),
    rows: elements(body, 'tr').map((row) =>
      [...row.matchAll(/<(th|td)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((cell) => textOf(cell[2]!)),
    ),
  };
}

/** The headline figure of one total, as shown. */
const figure = (html: string, key: string) =>
  textOf(elements(element(html, `data-figure="${key}"`), 'p')[1] ?? '');

describe('/dashboard/analytics', () => {
  it('holds the figures, the chart’s text and every table in its first HTML', async () => {
    await someVisits();
    const html = await analyticsPage('?range=7d');
    const report = await apiReport('?range=7d');
    expect(report.totals).toMatchObject({ views: 7, visitors: 7 });

    expect(figure(html, 'views')).toBe('7');
    expect(figure(html, 'visitors')).toBe('7');
    expect(figure(html, 'leads')).toBe('0');
    const text = shownText(html);
    expect(text).toContain('Now: 7 visitors in the last 5 minutes');
    // The chart is drawn after hydration; its caption and its table of days are there before.
    expect(text).toContain('7 views by 7 visitors in all');
    expect(html).toContain('data-chart="waiting"');
    expect(table(html, 'pages').rows[0]).toEqual(['/pricing', '3', '3', '3', '0']);
    expect(table(html, 'content').rows).toEqual([[POST.title, 'Blog post', '1', '1', '0']]);
    expect(html).toContain(`href="/blog/${POST.slug}"`);
    expect(table(html, 'referrers').rows.map((row) => row.slice(0, 2))).toEqual([
      ['google.com', '3'],
      ['direct', '2'],
      ['partner.example.org', '2'],
    ]);
    expect(table(html, 'devices').rows).toEqual([
      ['Phone', '1', '1'],
      ['Tablet', '0', '0'],
      ['Desktop', '6', '6'],
    ]);
    expect(table(html, 'lead-kinds').rows.map((row) => row[0])).toContain('Contact message');
    // Every table has its export (the days' too).
    expect(text.match(/Export CSV/g)).toHaveLength(9);
    expect(html).not.toContain(ANALYTICS_MESSAGES.off);
  });

  it('shows a hostile campaign or referrer as text, never as markup', async () => {
    await someVisits();
    const html = await analyticsPage();
    const campaigns = table(html, 'campaigns');
    expect(campaigns.rows).toEqual([['newsletter', 'email', HOSTILE, '1', '0', '0%']]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('reads the period from the address: presets, a custom range, and a refused range', async () => {
    await someVisits();
    const days = (html: string) => table(html, 'days').rows.length;
    expect(days(await analyticsPage())).toBe(30);
    const week = await analyticsPage('?range=7d');
    expect(days(week)).toBe(7);
    expect(shownText(week)).toContain('(7 days)');
    expect(week).toMatch(/<option value="7d" selected=""/);

    const today = new Date().toISOString().slice(0, 10);
    const custom = await analyticsPage(`?range=custom&from=${today}&to=${today}`);
    expect(days(custom)).toBe(1);
    expect(figure(custom, 'views')).toBe('7');
    // The day before holds nothing: the custom range's previous period.
    expect(shownText(custom)).toContain('(was 0)');

    const before = await analyticsPage('?range=custom&from=2031-05-11&to=2031-05-01');
    expect(shownText(before)).toContain(ANALYTICS_MESSAGES.invalidRange);
    expect(before).toMatch(
      /aria-invalid="true"[^>]*name="from"|name="from"[^>]*aria-invalid="true"/,
    );
    expect(before).not.toContain('data-table=');
  });

  it('sorts each table as the address says, with the sorted column marked and its link turned round', async () => {
    await someVisits();
    const byDefault = table(await analyticsPage(), 'referrers');
    expect(byDefault.rows.map((row) => row[0])).toEqual([
      'google.com',
      'direct',
      'partner.example.org',
    ]);
    expect(attribute(byDefault.headers[1], 'aria-sort')).toBe('descending');

    const html = await analyticsPage('?sort=-referrers.referrer&sort=pages.path');
    const sorted = table(html, 'referrers');
    expect(sorted.rows.map((row) => row[0])).toEqual([
      'partner.example.org',
      'google.com',
      'direct',
    ]);
    expect(attribute(sorted.headers[0], 'aria-sort')).toBe('descending');
    expect(attribute(sorted.headers[1], 'aria-sort')).toBeUndefined();
    // Its header links to the other way round, keeping the other table's sort.
    expect(attribute(element(sorted.headers[0]!, 'href='), 'href')).toBe(
      '/dashboard/analytics?sort=referrers.referrer&sort=pages.path',
    );
    expect(table(html, 'pages').rows.map((row) => row[0])).toEqual([
      '/about',
      `/blog/${POST.slug}`,
      '/contact',
      '/pricing',
      '/services',
    ]);
    // The range form keeps the sorts for the next period.
    expect(html).toContain('name="sort" value="-referrers.referrer"');
  });

  it('sends a visitor to /login and shows anyone but staff Access Denied, with no figures', async () => {
    await someVisits();
    const reader = await expectStaffOnly(t, '/dashboard/analytics', readerCookie);
    expect(reader).not.toContain('data-table=');
    expect(reader).not.toContain('partner.example.org');
  });
});

describe("an item's own figures", () => {
  async function postId() {
    const [row] = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.slug, POST.slug));
    return row!.id;
  }

  it('are on its dashboard row: the last 30 days with a sparkline that says what it draws', async () => {
    await someVisits();
    const dashboard = await getPage(t, '/dashboard', staffCookie);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('href="/dashboard/analytics"');
    const rows = elements(dashboard.body, 'li').filter((row) => row.includes(POST.title));
    const row = rows.find((candidate) => candidate.includes('data-figures'))!;
    expect(shownText(row)).toContain('Last 30 days: 1 view · 1 visitor · 0 leads');
    const sparkline = element(row, 'data-sparkline');
    expect(attribute(sparkline, 'role')).toBe('img');
    expect(attribute(sparkline, 'aria-label')).toContain('1 in all');
    // Every published row has its line, from the one call.
    const published = SEED_POSTS.filter((post) => post.status === 'published').length;
    expect(dashboard.body.match(/data-figures/g)).toHaveLength(published);
  });

  it('are on its edit screen: views, visitors, leads and the top referrers, with the way to the report', async () => {
    await someVisits();
    const id = await postId();
    // A lead whose visit began on the post (as attribution records it).
    await t.database.db.insert(analyticsLeads).values({
      kind: 'contact',
      leadId: 'lead-from-post',
      found: true,
      contentId: id,
      referrerHost: 'partner.example.org',
      landingPath: `/blog/${POST.slug}`,
    });
    const page = await getPage(t, `/edit-blog/${POST.slug}`, staffCookie);
    expect(page.statusCode).toBe(200);
    const panel = element(page.body, 'data-item-figures');
    const text = shownText(panel);
    expect(text).toContain('Analytics, last 30 days');
    expect(text).toContain('1 view · 1 visitor · 1 lead');
    expect(text).toContain('partner.example.org 1 visitor');
    expect(panel).toContain('href="/dashboard/analytics"');
  });
});

describe('the demo analytics (npm run analytics:demo)', () => {
  it('writes plausible days over the published posts, the same for the same seed, and never twice', async () => {
    const now = new Date();
    const first = await writeAnalyticsDemo(t.database.db, { days: 14, seed: 7, now });
    const counts = async () => {
      const demo = `${DEMO_PREFIX}%`;
      const [views] = rowsOf(
        await t.database.db.execute(
          sql`select count(*)::int as n from analytics_views where visitor_hash like ${demo}`,
        ),
      );
      const leads = await t.database.db
        .select({ id: analyticsLeads.leadId })
        .from(analyticsLeads)
        .where(and(like(analyticsLeads.leadId, demo)));
      return { views: Number(views!.n), leads: leads.length };
    };
    expect(await counts()).toEqual({ views: first.views, leads: first.leads });
    const report = await apiReport('?range=custom&from=' + first.from + '&to=' + first.to);
    expect(report.totals.views).toBe(first.views);
    expect(report.totals.visitors).toBe(first.visits);
    expect(report.totals.leads).toBe(first.leads);
    expect(report.referrers.map((row) => row.referrer)).toEqual(
      expect.arrayContaining([
        'google.com',
        'linkedin.com',
        'bing.com',
        'partners.fabrikam.example',
        'direct',
      ]),
    );
    expect(report.campaigns.map((row) => row.campaign).sort()).toEqual([
      'd365-launch',
      'spring-webinar',
    ]);
    expect(report.devices.every((row) => row.visitors > 0)).toBe(true);
    expect(report.content.length).toBeGreaterThan(3);
    expect(report.content.every((row) => row.title && row.path.startsWith('/blog/'))).toBe(true);

    // Again with the same seed: the same rows, not twice as many.
    const second = await writeAnalyticsDemo(t.database.db, { days: 14, seed: 7, now });
    expect(second).toEqual(first);
    expect(await counts()).toEqual({ views: first.views, leads: first.leads });
    const again = await apiReport('?range=custom&from=' + first.from + '&to=' + first.to);
    expect(again.totals).toEqual(report.totals);
    expect(again.referrers).toEqual(report.referrers);

    // A real view of the same days is kept through a rerun with another seed.
    await visit('/pricing', { referer: 'https://www.google.com/' });
    await t.app.analytics.flush();
    const other = await writeAnalyticsDemo(t.database.db, { days: 14, seed: 8, now });
    expect(other.views).not.toBe(first.views);
    const mixed = await apiReport('?range=custom&from=' + first.from + '&to=' + first.to);
    expect(mixed.totals.views).toBe(other.views + 1);
    const real = await t.database.db
      .select({ path: analyticsViews.path })
      .from(analyticsViews)
      .where(sql`${analyticsViews.visitorHash} not like ${`${DEMO_PREFIX}%`}`);
    expect(real).toEqual([{ path: '/pricing' }]);

    // The screen shows them.
    const html = await analyticsPage('?range=custom&from=' + first.from + '&to=' + first.to);
    expect(figure(html, 'views')).toBe(new Intl.NumberFormat('en-GB').format(other.views + 1));
  });
});

describe('with analytics turned off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ pages: true, env: { ANALYTICS: 'off' } });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('says so on the screen', async () => {
    const [staff] = await seedAccounts(off.app.auth, off.config.site.emailDomain);
    const cookie = await signInByForm(off, staff!);
    const page = await getPage(off, '/dashboard/analytics', cookie);
    expect(page.statusCode).toBe(200);
    expect(shownText(page.body)).toContain(ANALYTICS_MESSAGES.off);
  });
});
