import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, jobs } from '../../db/schema.ts';
import { CONTACT_MESSAGES } from '../../../shared/contact.ts';
import { setupAccountTests } from '../auth/auth.fixtures.ts';
import { bearer, contactPayload, leadTestUsers, submitContact } from '../leads.fixtures.ts';

const context = setupAccountTests();
let staffToken: string;
let userToken: string;
beforeAll(async () => {
  ({ staffToken, userToken } = await leadTestUsers(context));
});

const rows = () => context.t.database.db.select().from(contactMessages);

describe('POST /api/contact/submit', () => {
  it('stores the trimmed message, answers with its reference, and e-mails the company and the visitor', async () => {
    const response = await submitContact(
      context.t,
      contactPayload({
        firstName: '  Grace ',
        email: '  Grace.Hopper@Example.ORG ',
        message: '   We would like to move our sales team onto Dynamics 365.   ',
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: CONTACT_MESSAGES.submitted,
      data: { estimatedResponseTime: '24 hours' },
    });
    const { id, submittedAt } = body.data;
    expect(Date.parse(submittedAt)).not.toBeNaN();

    const [row] = await context.t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      firstName: 'Grace',
      email: 'grace.hopper@example.org',
      message: 'We would like to move our sales team onto Dynamics 365.',
      serviceInterest: 'dynamics_365_implementation',
      messageTo: 'sales_team',
      source: 'contact_page',
      status: 'new',
      // No CRM configured in this file: nothing to sync.
      syncStatus: 'skipped',
    });

    await context.t.app.jobs.drain();
    const company = await context.smtp.waitFor(
      (mail) => mail.recipients.includes('hello@example.com') && mail.text.includes(id),
    );
    expect(company.subject).toBe('New contact page message from Grace Hopper');
    expect(company.headers.get('reply-to')).toContain('grace.hopper@example.org');
    expect(company.text).toContain('We would like to move our sales team onto Dynamics 365.');
    const visitor = await context.smtp.waitFor(
      (mail) => mail.recipients.includes('grace.hopper@example.org') && mail.text.includes(id),
    );
    expect(visitor.text).toContain(`Your reference ID is ${id}`);
    expect(visitor.text).toContain('within 24 hours');
    // Delivered jobs are removed, so no copy of the e-mails stays behind.
    expect(
      await context.t.database.db.select().from(jobs).where(eq(jobs.subjectId, id)),
    ).toHaveLength(0);
  });

  it('delivers the notification even when the name holds line breaks (no header injection)', async () => {
    const response = await submitContact(
      context.t,
      contactPayload({ firstName: 'Eve\nBcc: victim@example.net', email: 'eve@example.org' }),
    );
    expect(response.statusCode).toBe(200);
    const id = response.json().data.id;
    await context.t.app.jobs.drain();
    const company = await context.smtp.waitFor(
      (mail) => mail.recipients.includes('hello@example.com') && mail.text.includes(id),
    );
    expect(company.subject).toBe(
      'New contact page message from Eve Bcc: victim@example.net Hopper',
    );
    expect(company.recipients).toEqual(['hello@example.com']);
  });

  it('applies the defaults: general inquiry, contact page, no phone or company', async () => {
    const response = await submitContact(context.t, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.org',
      message: 'Could you tell me more about training?',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await context.t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().data.id));
    expect(row).toMatchObject({
      serviceInterest: 'general_inquiry',
      messageTo: 'general_inquiry',
      source: 'contact_page',
      phone: null,
      company: null,
    });
  });

  it.each(['pricing', 'support', 'chat'])('accepts the %s source', async (source) => {
    const response = await submitContact(context.t, contactPayload({ source }));
    expect(response.statusCode).toBe(200);
  });

  it('lists every spec message at once, in the order of the form, and stores nothing', async () => {
    const before = (await rows()).length;
    const response = await submitContact(context.t, {
      firstName: ' ',
      email: 'not an email',
      phone: '0123',
      messageTo: '',
      message: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Please correct the errors and try again.',
      errors: [
        'First name is required',
        'Last name is required',
        'Please enter a valid email address',
        'Please enter a valid phone number',
        'Please select who you want to send the message to',
        'Message must be at least 10 characters long',
      ],
    });
    expect((await rows()).length).toBe(before);
  });

  it.each([
    [{ email: '' }, 'Email address is required'],
    [{ message: '' }, 'Message is required'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters long'],
    [{ serviceInterest: 'sales' }, 'Please select a valid service interest'],
    [{ source: 'newsletter' }, 'Unknown form source'],
    [{ phone: '+12345678901234567' }, 'Please enter a valid phone number'],
  ])('rejects %j with "%s"', async (fields, message) => {
    const response = await submitContact(context.t, contactPayload(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([message]);
  });

  it('accepts a 5000-character message and phone numbers written with spaces, hyphens and brackets', async () => {
    const response = await submitContact(
      context.t,
      contactPayload({ message: 'y'.repeat(5000), phone: '+91 (40) 1234-5678' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('needs a last name except from the chat, which asks for one Name field', async () => {
    const form = await submitContact(context.t, contactPayload({ lastName: '' }));
    expect(form.json().errors).toEqual(['Last name is required']);
    const chat = await submitContact(
      context.t,
      contactPayload({
        lastName: '',
        source: 'chat',
        details: { interest: 'Training Programs', budget: 'Under $10,000', teamSize: '12' },
      }),
    );
    expect(chat.statusCode).toBe(200);
    const [row] = await context.t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, chat.json().data.id));
    expect(row).toMatchObject({
      lastName: '',
      source: 'chat',
      details: { interest: 'Training Programs', budget: 'Under $10,000', teamSize: '12' },
    });
  });

  it('answers a filled honeypot like a success but keeps nothing', async () => {
    const before = (await rows()).length;
    const response = await submitContact(
      context.t,
      contactPayload({ website: 'http://spam.example' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect((await rows()).length).toBe(before);
  });

  it('answers 400 (never 500) to bodies of the wrong shape', async () => {
    for (const payload of [[], 'null', '"text"', JSON.stringify({ firstName: 42, details: 'x' })]) {
      const response = await context.t.app.inject({
        method: 'POST',
        url: '/api/contact/submit',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('staff calls', () => {
  const staffCalls = [
    ['GET', '/api/contact/stats'],
    ['GET', '/api/contact/messages/recent'],
    ['GET', '/api/contact/message/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/contact/message/00000000-0000-4000-8000-000000000000/status'],
    ['GET', '/api/contact/test/d365'],
    ['POST', '/api/contact/sync/d365'],
  ] as const;

  it.each(staffCalls)(
    '%s %s answers 401 without a session and 403 to non-staff',
    async (method, url) => {
      const anonymous = await context.t.app.inject({ method, url, payload: {} });
      expect(anonymous.statusCode).toBe(401);
      const user = await context.t.app.inject({
        method,
        url,
        payload: {},
        headers: bearer(userToken),
      });
      expect(user.statusCode).toBe(403);
      expect(user.json().success).toBe(false);
    },
  );

  it('lists recent messages newest first with paging and filters, and reads one', async () => {
    const first = await submitContact(context.t, contactPayload({ source: 'support' }));
    const second = await submitContact(context.t, contactPayload({ source: 'support' }));
    const list = await context.t.app.inject({
      url: '/api/contact/messages/recent?limit=2&source=support',
      headers: bearer(staffToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const data = list.json().data;
    expect(data.messages.map((m: { id: string }) => m.id)).toEqual([
      second.json().data.id,
      first.json().data.id,
    ]);
    expect(data.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(data.pagination.total).toBeGreaterThanOrEqual(2);

    const one = await context.t.app.inject({
      url: `/api/contact/message/${first.json().data.id}`,
      headers: bearer(staffToken),
    });
    expect(one.json().data).toMatchObject({
      id: first.json().data.id,
      source: 'support',
      syncStatus: 'skipped',
    });

    const missing = await context.t.app.inject({
      url: '/api/contact/message/00000000-0000-4000-8000-000000000000',
      headers: bearer(staffToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Contact message not found');
  });

  it('changes a message status and counts it in the stats', async () => {
    const created = await submitContact(context.t, contactPayload({ source: 'pricing' }));
    const id = created.json().data.id;
    const patch = await context.t.app.inject({
      method: 'PATCH',
      url: `/api/contact/message/${id}/status`,
      headers: bearer(staffToken),
      payload: { status: 'qualified' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.status).toBe('qualified');
    const bad = await context.t.app.inject({
      method: 'PATCH',
      url: `/api/contact/message/${id}/status`,
      headers: bearer(staffToken),
      payload: { status: 'won' },
    });
    expect(bad.statusCode).toBe(400);

    const stats = await context.t.app.inject({
      url: '/api/contact/stats',
      headers: bearer(staffToken),
    });
    const data = stats.json().data;
    expect(data.byStatus.qualified).toBeGreaterThanOrEqual(1);
    expect(data.bySource.pricing).toBeGreaterThanOrEqual(1);
    expect(data.total).toBe((await rows()).length);
    expect(data.today).toBe(data.total);
    expect(data.bySyncStatus.skipped).toBe(data.total);
  });

  it('reports that Dynamics 365 is not configured, and refuses to queue a sync', async () => {
    const test = await context.t.app.inject({
      url: '/api/contact/test/d365',
      headers: bearer(staffToken),
    });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ success: false });
    expect(test.json().message).toContain('not configured');
    const created = await submitContact(context.t, contactPayload());
    const sync = await context.t.app.inject({
      method: 'POST',
      url: '/api/contact/sync/d365',
      headers: bearer(staffToken),
      payload: { action: 'sync', messageId: created.json().data.id },
    });
    expect(sync.statusCode).toBe(409);
  });
});
