import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/results.ts';
import { seedAccounts } from '../../db/seed-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** ANALYTICS=off: nothing is counted, every lead's source is unknown, and the report says so. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true, env: { ANALYTICS: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

it('counts no view, finds no source and reports itself off', async () => {
  const who = { ip: '198.51.100.7', userAgent: BROWSER };
  for (const path of ['/', '/pricing?utm_source=x', '/about']) {
    const response = await t.app.inject({
      url: path,
      remoteAddress: who.ip,
      headers: { 'user-agent': BROWSER },
    });
    expect(response.statusCode).toBe(200);
  }
  await t.app.analytics.flush();
  const count = async (table: string) =>
    Number(
      rowsOf(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n,
    );
  expect(await count('analytics_views')).toBe(0);
  expect(await count('analytics_visits')).toBe(0);
  expect(await count('analytics_salts')).toBe(0);
  expect(await t.app.analytics.visitFor(who)).toBeUndefined();

  const [staff] = await seedAccounts(t.app.auth, t.config.site.emailDomain);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: staff!.email, password: staff!.password },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const report = await t.app.inject({
    url: '/api/analytics/report',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(report.statusCode).toBe(200);
  expect(report.json()).toMatchObject({ data: { enabled: false, totals: { views: 0 } } });
});
