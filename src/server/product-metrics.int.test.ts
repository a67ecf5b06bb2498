import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataverseServer, type TestDataverseServer } from './test/dataverse-server.ts';
import { multipart } from './test/multipart.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp-server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { sampleOf, scrapeMetrics } from './test/metrics-text.ts';
import { contactPayload, submitContact } from './modules/leads.fixtures.ts';

/**
 * The product's own figures on /metrics after a known sequence: a contact
 * submission whose first CRM call fails, a wrong password, a refused
 * upload, a rate limit reached; the queue gauges read from the database;
 * the database's and the runtime's figures.
 */

const TOKEN = 'metrics-token-for-the-product-test-0123';
let crm: TestDataverseServer;
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  crm = await startDataverseServer();
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: {
      METRICS_TOKEN: TOKEN,
      SMTP_URL: smtp.url,
      ...crm.env(),
      // The worker is driven by the test (drain), so the queue holds still between scrapes.
      JOBS_WORKER: 'false',
      RATE_LIMIT_MAX: '2',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await crm?.close();
});

const scrape = () => scrapeMetrics(t.app, TOKEN);
const sample = sampleOf;

describe("the product's figures", () => {
  it('count a lead, its queued jobs, a failed CRM call and its retry, and the e-mails sent', async () => {
    crm.failNext(1, { status: 503 });
    const sent = await submitContact(t, contactPayload());
    expect(sent.statusCode, sent.body).toBe(200);

    // The gauges are read from the table now: the CRM sync and the e-mails wait.
    const queued = await scrape();
    expect(sample(queued, 'leads_stored_total{kind="contact"}')).toBe(1);
    expect(sample(queued, 'jobs_waiting{kind="crm.sync-contact",state="pending"}')).toBe(1);
    expect(sample(queued, 'jobs_waiting{kind="mail.send",state="pending"}')).toBeGreaterThan(0);
    expect(queued).toMatch(/^jobs_oldest_waiting_seconds\{kind="crm.sync-contact"\} [\d.e-]+$/m);
    expect(sample(queued, 'comments_waiting_moderation')).toBe(0);
    expect(sample(queued, 'newsletter_sends{status="paused"}')).toBe(0);
    expect(sample(queued, 'app_ready')).toBe(1);
    // Shown at 0 before the first one, so an alert sees the first failure as an increase.
    expect(queued).toMatch(/^mail_messages_total\{result="failed"\} 0$/m);
    expect(queued).toMatch(/^leads_stored_total\{kind="comment"\} 0$/m);

    // The first run: the CRM answers 503, so the job is tried again later.
    await t.app.jobs.drain();
    const failedOnce = await scrape();
    expect(sample(failedOnce, 'jobs_finished_total{kind="crm.sync-contact",result="retry"}')).toBe(
      1,
    );
    expect(sample(failedOnce, 'mail_messages_total{result="sent"}')).toBeGreaterThan(0);

    // Its retry goes through.
    const deadline = Date.now() + 10_000;
    while (crm.leads.size === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      await t.app.jobs.drain();
    }
    const synced = await scrape();
    expect(sample(synced, 'jobs_finished_total{kind="crm.sync-contact",result="done"}')).toBe(1);
  });

  it('count a wrong password, a rate limit reached and a refused upload, by route and type', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.org', password: 'not-the-password-1' },
    });
    expect(login.statusCode).toBe(401);

    const subscribe = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `reader-${Math.random().toString(36).slice(2)}@example.org` },
      });
    const answers = [await subscribe(), await subscribe(), await subscribe()];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);

    const upload = multipart(
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.upload@example.org' },
      {
        field: 'files',
        name: 'setup.exe',
        type: 'application/octet-stream',
        data: Buffer.from('MZ'),
      },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/contact/chat-files',
      ...upload,
    });
    expect(refused.statusCode).toBe(400);

    const text = await scrape();
    expect(sample(text, 'auth_sign_in_failures_total')).toBe(1);
    expect(sample(text, 'rate_limit_refusals_total{route="/api/newsletter/subscribe"}')).toBe(1);
    expect(sample(text, 'leads_stored_total{kind="newsletter"}')).toBe(2);
    expect(sample(text, 'uploads_refused_total{upload="chat",type="unlisted"}')).toBe(1);
  });

  it("time the database's queries by kind, and say how long collecting took", async () => {
    const text = await scrape();
    expect(
      sample(
        text,
        `db_query_duration_seconds_count{driver="${t.app.database.driver}",operation="insert"}`,
      ),
    ).toBeGreaterThan(0);
    expect(
      sample(
        text,
        `db_query_duration_seconds_count{driver="${t.app.database.driver}",operation="select"}`,
      ),
    ).toBeGreaterThan(0);
    expect(text).toMatch(/^metrics_collect_seconds [\d.e-]+$/m);
  });
});
