import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { meetingRequests } from '../../db/schema.ts';
import { MEETING_MESSAGES } from '../../../shared/meetings.ts';
import { addDays, dateInZone } from '../../../shared/time-zones.ts';
import { setupAccountTests } from '../auth/auth.fixtures.ts';
import { bearer, leadTestUsers, meetingPayload } from '../leads.fixtures.ts';

const context = setupAccountTests({ COMPANY_TIMEZONE: 'Asia/Kolkata' });
let staffToken: string;
let userToken: string;
beforeAll(async () => {
  ({ staffToken, userToken } = await leadTestUsers(context));
});

const schedule = (payload: Record<string, unknown>) =>
  context.t.app.inject({ method: 'POST', url: '/api/meetings/schedule', payload });

const stored = async (id: string) => {
  const [row] = await context.t.database.db
    .select()
    .from(meetingRequests)
    .where(eq(meetingRequests.id, id));
  return row;
};

describe('POST /api/meetings/schedule', () => {
  it('stores the request in the visitor’s zone and e-mails the company and the visitor', async () => {
    const payload = meetingPayload();
    const response = await schedule(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: MEETING_MESSAGES.scheduled,
      data: { status: 'pending' },
    });
    const id = response.json().data.id;
    const row = await stored(id);
    expect(row).toMatchObject({
      meetingType: 'demo',
      preferredDate: payload.preferredDate,
      preferredTime: '10:30',
      timezone: 'Europe/Paris',
      duration: 90,
      serviceInterests: ['dynamics365', 'training'],
      source: 'home-hero',
      priority: 'high',
      status: 'pending',
    });
    // 10:30 in Paris is 09:30 or 08:30 UTC depending on daylight saving time.
    expect(['08:30', '09:30']).toContain(row!.preferredAt!.toISOString().slice(11, 16));

    await context.t.app.jobs.drain();
    const company = await context.smtp.waitFor(
      (mail) => mail.recipients.includes('hello@example.com') && mail.text.includes(id),
    );
    expect(company.subject).toBe('Meeting request: Dynamics 365 Sales demo (Ada Lovelace)');
    expect(company.text).toContain('at 10:30 AM (Europe/Paris)');
    expect(company.text).toMatch(/In our time zone: .*(2:00|3:00) pm GMT\+5:30/i);
    const visitor = await context.smtp.waitFor(
      (mail) => mail.recipients.includes('ada@example.org') && mail.text.includes(id),
    );
    expect(visitor.text).toContain('send a calendar invitation');
  });

  it('applies the spec defaults', async () => {
    const response = await schedule({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      subject: 'Talk',
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(response.json().data.id)).toMatchObject({
      meetingType: 'consultation',
      duration: 60,
      priority: 'medium',
      timezone: 'UTC',
      source: 'website',
      serviceInterests: [],
      preferredDate: null,
      preferredAt: null,
    });
  });

  it('lists the required fields in form order', async () => {
    const response = await schedule({ meetingType: '', subject: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'First name is required',
      'Last name is required',
      'Email address is required',
      'Subject is required',
    ]);
  });

  it('needs a date from tomorrow on in the visitor’s own zone', async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: its tomorrow can be two UTC dates away
    const today = dateInZone(new Date(), zone);
    const tooEarly = await schedule(meetingPayload({ timezone: zone, preferredDate: today }));
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().errors).toEqual([MEETING_MESSAGES.dateTooEarly]);
    const tomorrow = await schedule(
      meetingPayload({ timezone: zone, preferredDate: addDays(today, 1) }),
    );
    expect(tomorrow.statusCode).toBe(200);
  });

  it.each([
    [{ preferredTime: '08:30' }, MEETING_MESSAGES.timeInvalid],
    [{ preferredTime: '17:45' }, MEETING_MESSAGES.timeInvalid],
    [{ preferredDate: '2030-02-30' }, MEETING_MESSAGES.dateInvalid],
    [{ timezone: 'Mars/Olympus' }, MEETING_MESSAGES.timeZoneInvalid],
    [{ duration: 45 }, MEETING_MESSAGES.durationInvalid],
    [{ meetingType: 'party' }, MEETING_MESSAGES.meetingTypeRequired],
    [{ priority: 'asap' }, MEETING_MESSAGES.priorityInvalid],
    [{ serviceInterests: ['crm'] }, MEETING_MESSAGES.serviceInterestsInvalid],
    [{ email: 'ada@' }, MEETING_MESSAGES.emailInvalid],
    [{ source: 'not a source!' }, MEETING_MESSAGES.sourceInvalid],
  ])('rejects %j', async (fields, message) => {
    const response = await schedule(meetingPayload(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([message]);
  });

  it('accepts every 30-minute slot from 9:00 AM to 5:30 PM', async () => {
    for (const time of ['09:00', '12:30', '17:30']) {
      const response = await schedule(meetingPayload({ preferredTime: time }));
      expect(response.statusCode).toBe(200);
    }
  });

  it('takes an appointment from the chat without a name or address', async () => {
    const response = await schedule({
      subject: 'Technical Review (chat)',
      meetingType: 'discussion',
      preferredDate: addDays(dateInZone(new Date(), 'Asia/Tokyo'), 3),
      preferredTime: '14:00',
      timezone: 'Asia/Tokyo',
      source: 'chat',
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(response.json().data.id)).toMatchObject({ source: 'chat', email: '' });
  });
});

describe('staff calls', () => {
  const calls = [
    ['GET', '/api/meetings'],
    ['GET', '/api/meetings/stats/overview'],
    ['GET', '/api/meetings/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/meetings/00000000-0000-4000-8000-000000000000/status'],
  ] as const;

  it.each(calls)(
    '%s %s answers 401 without a session and 403 to non-staff',
    async (method, url) => {
      expect((await context.t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
      const user = await context.t.app.inject({
        method,
        url,
        payload: {},
        headers: bearer(userToken),
      });
      expect(user.statusCode).toBe(403);
    },
  );

  it('lists, filters, reads, updates and counts meeting requests', async () => {
    const created = await schedule(
      meetingPayload({ subject: 'Unique subject for search', priority: 'urgent' }),
    );
    const id = created.json().data.id;

    const list = await context.t.app.inject({
      url: '/api/meetings?search=unique%20subject&priority=urgent',
      headers: bearer(staffToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.meetings.map((m: { id: string }) => m.id)).toEqual([id]);

    const one = await context.t.app.inject({
      url: `/api/meetings/${id}`,
      headers: bearer(staffToken),
    });
    expect(one.json().data.preferredAt).toMatchObject({ companyTimeZone: 'Asia/Kolkata' });
    expect(one.json().data.preferredAt.visitor).toContain('10:30 AM (Europe/Paris)');
    expect(one.json().data.preferredAt.company).toMatch(/GMT\+5:30/);

    const update = await context.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${id}/status`,
      headers: bearer(staffToken),
      payload: { status: 'confirmed' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.status).toBe('confirmed');
    const invalid = await context.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${id}/status`,
      headers: bearer(staffToken),
      payload: { status: 'done' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(MEETING_MESSAGES.statusInvalid);

    const stats = await context.t.app.inject({
      url: '/api/meetings/stats/overview',
      headers: bearer(staffToken),
    });
    const data = stats.json().data;
    expect(data.byStatus.confirmed).toBeGreaterThanOrEqual(1);
    expect(data.upcoming).toBeGreaterThanOrEqual(1);
    expect(data.total).toBeGreaterThanOrEqual(data.today);

    const missing = await context.t.app.inject({
      url: '/api/meetings/00000000-0000-4000-8000-000000000000',
      headers: bearer(staffToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MEETING_MESSAGES.notFound);
  });

  it('pages through the list', async () => {
    const page = await context.t.app.inject({
      url: '/api/meetings?limit=1&page=2',
      headers: bearer(staffToken),
    });
    expect(page.json().data.meetings).toHaveLength(1);
    expect(page.json().data.pagination).toMatchObject({ page: 2, limit: 1 });
    const bad = await context.t.app.inject({
      url: '/api/meetings?limit=1000',
      headers: bearer(staffToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});
