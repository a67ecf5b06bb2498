import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountFixtures } from './auth.fixtures.ts';

/** Account e-mails ride the durable queue: a mail outage delays the link, never loses it. */
let t: TestApp;
let smtp: TestSmtpServer | undefined;
let port: number;

beforeAll(async () => {
  const probe = await startSmtpServer();
  port = Number(new URL(probe.url).port);
  await probe.close();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

it('queues the verification e-mail while the mail server is down and sends it once it is back', async () => {
  const email = `queued-${Date.now()}@example.org`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Q', lastName: 'User', email, password: 'Test-Password-1' },
  });
  expect(response.statusCode).toBe(201);
  const userId = response.json().data.user.id as string;

  // The job is stored with the token (just after the answer); the worker's
  // attempts fail while SMTP is away, and the job waits for its next try.
  const tried = async () => {
    await t.app.jobs.drain();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.subjectId, userId));
    return job;
  };
  const until = Date.now() + 10_000;
  let queued = await tried();
  while ((queued?.attempts ?? 0) < 1 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    queued = await tried();
  }
  expect(queued).toMatchObject({ kind: 'mail.send', status: 'pending' });
  expect(queued!.attempts).toBeGreaterThanOrEqual(1);
  expect(queued!.lastError).toBeTruthy();

  smtp = await startSmtpServer({ port });
  const deadline = Date.now() + 15_000;
  while ((await t.database.db.select().from(jobs).where(eq(jobs.subjectId, userId))).length) {
    if (Date.now() > deadline) throw new Error('the verification e-mail was never sent');
    await t.app.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const verified = await accountFixtures(t, smtp).verifyFromMail(email);
  expect(verified.statusCode).toBe(200);
});
