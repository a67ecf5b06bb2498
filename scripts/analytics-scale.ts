/**
 * `npm run analytics:scale`: what the analytics cost at a busy site's size.
 * Loads ANALYTICS_SCALE_VIEWS (10 million) raw views over the last 365 days
 * into a new PostgreSQL database (ANALYTICS_SCALE_DATABASE_URL, else
 * TEST_DATABASE_URL, else the machine's postgres://postgres@127.0.0.1:5432/postgres),
 * with one visit per visitor and day and about a view in a hundred leading to a lead,
 * rolls every day up, then times what staff wait for: one day's roll-up
 * (the slowest and the median of them all) and the report of a year through
 * the API (median of five). Writes its section of docs/performance.md and
 * drops the database.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { rowsOf } from '../src/server/db/results.ts';
import { seedAccounts } from '../src/server/db/seed-accounts.ts';
import { rollUp } from '../src/server/modules/analytics/analytics.repository.ts';
import { freshPostgres } from './support/loadtest-server.ts';
import { writeDocSection } from './support/doc-section.ts';
import { positiveInt } from './support/env-int.ts';

const root = path.resolve(import.meta.dirname, '..');
const DOC = path.join(root, 'docs', 'performance.md');
const VIEWS = positiveInt('ANALYTICS_SCALE_VIEWS', 10_000_000);
const DAYS = 365;
/** Views per visitor and day, on average: visitors = views / 3. */
const VIEWS_PER_VISITOR = 3;
const ADMIN_URL =
  process.env.ANALYTICS_SCALE_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const target = await freshPostgres(ADMIN_URL);
  const database = await openDatabase({ databaseUrl: target.url, pgliteDir: '', poolMax: 4 });
  try {
    await database.migrate();
    const { db } = database;
    const perDay = Math.ceil(VIEWS / DAYS);
    const visitorsPerDay = Math.ceil(perDay / VIEWS_PER_VISITOR);
    console.log(
      `loading ${VIEWS.toLocaleString('en')} views (${perDay.toLocaleString('en')} a day)…`,
    );
    const load = process.hrtime.bigint();
    // Generated in the database, a day at a time: visitor i of a day views
    // pages i, i + 1… (30 paths, 8 of them posts), lands from one of six
    // sources and one of three devices.
    for (let d = DAYS - 1; d >= 0; d--) {
      const day = sql`(current_date - ${d}::int)`;
      await db.execute(sql`
        insert into analytics_visits (day, visitor_hash, at, landing_path, content_kind, content_id,
          referrer_host, utm_source, utm_medium, utm_campaign, device)
        select ${day}, 'v' || i, ${day} + (i % 86400) * interval '1 second',
          '/page-' || (i % 30), case when i % 30 < 8 then 'post' end,
          case when i % 30 < 8 then 'post-' || (i % 30) end,
          (array[null, 'google.com', 'linkedin.com', 'bing.com', 'partner.example.org', null])[1 + i % 6],
          case when i % 6 = 5 then 'newsletter' end, case when i % 6 = 5 then 'email' end,
          case when i % 6 = 5 then 'digest-' || (i % 4) end,
          (array['phone', 'desktop', 'tablet'])[1 + i % 3]
        from generate_series(1, ${visitorsPerDay}::int) i`);
      await db.execute(sql`
        insert into analytics_views (at, day, visitor_hash, path, content_kind, content_id,
          referrer_host, utm_source, utm_medium, utm_campaign, device, landing)
        select s.at + v * interval '20 seconds', s.day, s.visitor_hash,
          case when v = 0 then s.landing_path else '/page-' || ((i + v) % 30) end,
          case when (i + v) % 30 < 8 then 'post' end,
          case when (i + v) % 30 < 8 then 'post-' || ((i + v) % 30) end,
          s.referrer_host, s.utm_source, s.utm_medium, s.utm_campaign, s.device, v = 0
        from generate_series(1, ${visitorsPerDay}::int) i
        join analytics_visits s on s.day = ${day} and s.visitor_hash = 'v' || i
        cross join generate_series(0, ${VIEWS_PER_VISITOR - 1}::int) v
        where (i - 1) * ${VIEWS_PER_VISITOR} + v < ${perDay}`);
      await db.execute(sql`
        insert into analytics_leads (kind, lead_id, at, found, landing_path, content_kind, content_id,
          referrer_host, utm_source, utm_medium, utm_campaign)
        select (array['contact', 'meeting', 'newsletter', 'comment'])[1 + (i / 100) % 4]::text,
          ${day}::text || '-' || i, s.at + interval '1 minute', true, s.landing_path, s.content_kind,
          s.content_id, s.referrer_host, s.utm_source, s.utm_medium, s.utm_campaign
        from generate_series(100, ${visitorsPerDay}::int, 100) i
        join analytics_visits s on s.day = ${day} and s.visitor_hash = 'v' || i`);
    }
    await db.execute(sql`analyze`);
    const loadMs = ms(load);
    const [counted] = rowsOf(
      await db.execute(sql`select count(*)::int as views from analytics_views`),
    );
    console.log(
      `loaded ${Number(counted?.views).toLocaleString('en')} views in ${(loadMs / 1000).toFixed(1)} s`,
    );

    const rollUps: number[] = [];
    for (let d = DAYS - 1; d >= 0; d--) {
      const day = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
      const start = process.hrtime.bigint();
      await rollUp(db, day, d > 0);
      rollUps.push(ms(start));
    }
    console.log(
      `roll-up of one day: median ${median(rollUps).toFixed(0)} ms, slowest ${Math.max(...rollUps).toFixed(0)} ms`,
    );

    // The year's report as staff read it: through the API, on a server built on this database.
    const config = loadConfig({
      DATABASE_URL: target.url,
      DATA_DIR: path.join(root, '.tmp', `analytics-scale-${randomUUID()}`),
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      // The raw views of the whole year stay (the daily retention run would delete all but 30 days).
      ANALYTICS_RAW_DAYS: '3650',
    });
    const app = await buildApp(config, { database, pages: false });
    await app.ready();
    const reports: number[] = [];
    try {
      const [staff] = await seedAccounts(app.auth, config.site.emailDomain);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: staff!.email, password: staff!.password },
      });
      const token = (login.json() as { data: { token: string } }).data.token;
      for (let run = 0; run < 6; run++) {
        const start = process.hrtime.bigint();
        const response = await app.inject({
          url: '/api/analytics/report?range=365d',
          headers: { authorization: `Bearer ${token}` },
        });
        const took = ms(start);
        if (response.statusCode !== 200) throw new Error(`report answered ${response.statusCode}`);
        // The first read rolls today up (as any report does); the others are what staff wait for.
        if (run > 0) reports.push(took);
        if (run === 0) {
          const data = (response.json() as { data: { totals: { views: number } } }).data;
          console.log(`a year's report: ${data.totals.views.toLocaleString('en')} views`);
        }
      }
    } finally {
      await app.close();
    }
    console.log(`a year's report: median ${median(reports).toFixed(0)} ms`);

    await writeDocSection(
      DOC,
      'analytics-scale',
      [
        '## Analytics at ten million views',
        '',
        `\`npm run analytics:scale\` on ${new Date().toISOString().slice(0, 10)}: ${Number(counted?.views).toLocaleString('en')} views over ${DAYS} days loaded into PostgreSQL in ${(loadMs / 1000).toFixed(0)} s (generated in the database), about ${(perDay / VIEWS_PER_VISITOR).toLocaleString('en', { maximumFractionDigits: 0 })} visitors and ${perDay.toLocaleString('en')} views a day.`,
        '',
        '| what staff wait for | measured | goal |',
        '| --- | --- | --- |',
        `| roll-up of one day (median of ${DAYS}) | ${median(rollUps).toFixed(0)} ms | |`,
        `| roll-up of one day (slowest) | ${Math.max(...rollUps).toFixed(0)} ms | under 10 s |`,
        `| a year's report through the API (median of 5) | ${median(reports).toFixed(0)} ms | under 200 ms |`,
        '',
        'Reports read only the daily tables (a year is a few thousand rows each) and the leads; the raw views are read by the roll-up alone, one day at a time.',
      ].join('\n'),
    );
  } finally {
    await database.close().catch(() => undefined);
    await target.drop();
  }
}

await main();
