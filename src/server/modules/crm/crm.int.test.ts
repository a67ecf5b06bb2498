import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, jobs } from '../../db/schema.ts';
import { startDataverseServer, type TestDataverseServer } from '../../test/dataverse-server.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountFixtures } from '../auth/auth.fixtures.ts';
import { bearer, contactPayload, submitContact } from '../leads.fixtures.ts';
import { CRM_MESSAGES } from './crm.messages.ts';

let crm: TestDataverseServer;
let smtp: TestSmtpServer;
let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  crm = await startDataverseServer();
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, ...crm.env() } });
  const a = accountFixtures(t, smtp);
  const staff = await a.registered('staff', t.config.site.emailDomain);
  await a.verifyFromMail(staff.email);
  // Leads are for editors and administrators (the domain's default role is author).
  await t.app.auth.setRole(staff.email, 'editor');
  staffToken = staff.token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await crm.close();
});

const message = async (id: string) => {
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row!;
};
const submit = async (fields: Record<string, unknown> = {}) => {
  const response = await submitContact(t, contactPayload(fields));
  expect(response.statusCode).toBe(200);
  return response.json().data.id as string;
};
/** Runs the queue until the message's sync has settled (its job is gone or failed). */
async function settle(id: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.app.jobs.drain();
    const pending = await t.database.db.select().from(jobs).where(eq(jobs.subjectId, id));
    if (pending.every((job) => job.status === 'failed')) return;
    if (Date.now() > deadline) throw new Error(`sync of ${id} did not settle`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('Dynamics 365 sync', () => {
  it('lists a chat quote’s details once, in the staff e-mail and in the lead description', async () => {
    const id = await submit({
      source: 'chat',
      messageTo: 'sales_team',
      message: 'We need a Dynamics 365 quote for our field team.',
      details: { interest: 'CRM', budget: 'Under $10,000', timeline: 'Q3', teamSize: '12' },
    });
    await settle(id);
    const description = String(crm.leads.get(id)?.body['description']);
    const notification = await smtp.waitFor(
      (mail) => mail.recipients.includes(t.config.site.email) && mail.text.includes(id),
    );
    for (const text of [description, notification.text]) {
      for (const detail of ['Budget: Under $10,000', 'Timeline: Q3', 'Team size: 12']) {
        expect(text.split(detail).length - 1, `${detail} in ${text}`).toBe(1);
      }
    }
  });

  it('turns a message into a Dataverse lead with the message id as key, fields cut to column length', async () => {
    const id = await submit({
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'C'.repeat(150),
      message: `Please call me. ${'m'.repeat(3000)}`,
      source: 'pricing',
    });
    expect((await message(id)).syncStatus).toBe('pending');
    await settle(id);

    const lead = crm.leads.get(id);
    expect(lead?.body).toMatchObject({
      subject: 'Website enquiry from Grace Hopper',
      firstname: 'Grace',
      lastname: 'Hopper',
      companyname: 'C'.repeat(100),
      emailaddress1: 'grace.hopper@example.org',
      telephone1: '+1 (555) 010-2030',
      leadsourcecode: 8,
    });
    expect(String(lead?.body['description'])).toHaveLength(2000);
    expect(await message(id)).toMatchObject({
      syncStatus: 'synced',
      syncAttempts: 1,
      syncError: null,
      crmLeadId: id,
    });
  });

  it('asks for one token and reuses it until it expires', async () => {
    const before = crm.tokenRequests;
    for (let i = 0; i < 3; i += 1) await settle(await submit());
    expect(crm.tokenRequests - before).toBe(0);
  });

  it('honours 429 Retry-After, then syncs', async () => {
    crm.failNext(1, { status: 429, retryAfterSeconds: 1 });
    const id = await submit();
    await t.app.jobs.drain();
    const waiting = await message(id);
    expect(waiting).toMatchObject({ syncStatus: 'pending', syncAttempts: 1 });
    expect(waiting.syncError).toContain('429');
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.subjectId, id));
    // Not before the second the CRM asked for.
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(700);
    await settle(id, 5000);
    expect(await message(id)).toMatchObject({ syncStatus: 'synced', syncAttempts: 2 });
  });

  it('retries 500s with back-off', async () => {
    crm.failNext(3, { status: 500 });
    const id = await submit();
    await settle(id);
    expect(await message(id)).toMatchObject({ syncStatus: 'synced', syncAttempts: 4 });
  });

  it('a retry after a lost answer finds the lead instead of creating a second one', async () => {
    const created = crm.createdLeads;
    crm.dropResponseNext(1);
    const id = await submit();
    await settle(id);
    expect(await message(id)).toMatchObject({ syncStatus: 'synced', syncAttempts: 2 });
    expect(crm.createdLeads - created).toBe(1);
  });

  it('marks a refused lead failed, shows the failed job, and syncs it when staff retry', async () => {
    crm.failNext(1, { status: 400 });
    const id = await submit();
    await settle(id);
    const failed = await message(id);
    expect(failed.syncStatus).toBe('failed');
    expect(failed.syncError).toContain('400');
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.subjectId, id));
    expect(job).toMatchObject({ status: 'failed', kind: 'crm.sync-contact' });

    const failedList = await t.app.inject({ url: '/api/jobs/failed', headers: bearer(staffToken) });
    expect(failedList.json().data.jobs.map((j: { subjectId: string }) => j.subjectId)).toContain(
      id,
    );

    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sync/d365',
      headers: bearer(staffToken),
      payload: { action: 'retry', messageId: id },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      message: CRM_MESSAGES.queued,
      data: { status: 'queued' },
    });
    await settle(id);
    expect(await message(id)).toMatchObject({ syncStatus: 'synced', syncError: null });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sync/d365',
      headers: bearer(staffToken),
      payload: { action: 'sync', messageId: id },
    });
    expect(again.json().data.status).toBe('already-synced');
  });

  it('puts a failed job back in line from the staff failed-jobs list', async () => {
    crm.failNext(1, { status: 400 });
    const id = await submit();
    await settle(id);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.subjectId, id));
    expect(job!.status).toBe('failed');

    expect((await t.app.inject({ url: '/api/jobs/failed' })).statusCode).toBe(401);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job!.id}/retry`,
      headers: bearer(staffToken),
    });
    expect(retry.statusCode).toBe(200);
    await settle(id);
    expect(await message(id)).toMatchObject({ syncStatus: 'synced' });

    // Only failed jobs can be retried; the finished one is gone.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job!.id}/retry`,
      headers: bearer(staffToken),
    });
    expect(again.statusCode).toBe(404);
  });

  it('checks the configuration and the credentials on GET /api/contact/test/d365', async () => {
    const response = await t.app.inject({
      url: '/api/contact/test/d365',
      headers: bearer(staffToken),
    });
    expect(response.json()).toEqual({
      success: true,
      message: CRM_MESSAGES.connected('org-test-0001'),
    });
  });

  it('answers 404 for an unknown message and 400 for a bad action', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sync/d365',
      headers: bearer(staffToken),
      payload: { action: 'sync', messageId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sync/d365',
      headers: bearer(staffToken),
      payload: { action: 'delete', messageId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
