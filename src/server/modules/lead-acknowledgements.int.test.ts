import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailRecipientLimits } from '../db/schema.ts';
import { setupAccountTests } from './auth/auth.fixtures.ts';
import { contactPayload, meetingPayload, submitContact } from './leads.fixtures.ts';

/**
 * The contact form and the meeting dialog accept any address, so what the
 * site mails to it must not be a relay: the acknowledgement holds fixed text,
 * the reference and the company's own details (never a word the visitor
 * wrote), and one address gets at most one acknowledgement an hour.
 */
const context = setupAccountTests();
const MARK = 'Phish-Marker-Click-http://evil.example/win';

const scheduleMeeting = (payload: Record<string, unknown>) =>
  context.t.app.inject({ method: 'POST', url: '/api/meetings/schedule', payload });

const mailTo = (address: string) =>
  context.smtp.messages.filter((mail) => mail.recipients.includes(address));

async function delivered() {
  await context.t.app.jobs.drain();
}

describe('acknowledgements carry no text the visitor typed', () => {
  it('for a contact message: the reference and the company’s details, not the name, company or message', async () => {
    const email = 'ack-contact@example.org';
    const response = await submitContact(
      context.t,
      contactPayload({
        email,
        firstName: MARK,
        lastName: MARK,
        company: MARK,
        message: `${MARK} — please wire the money.`,
      }),
    );
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    await delivered();
    const [ack] = mailTo(email);
    expect(ack?.text).toContain(`Your reference ID is ${id}`);
    expect(ack?.text).toContain(context.t.config.site.email);
    expect(ack?.text).toContain(context.t.config.site.phone);
    for (const part of [ack?.subject, ack?.text, ack?.html, ack?.raw]) {
      expect(part).not.toContain('Phish-Marker');
    }
    // The company still gets everything the visitor wrote.
    const company = context.smtp.messages.find(
      (mail) => mail.recipients.includes(context.t.config.site.email) && mail.text.includes(id),
    );
    expect(company?.text).toContain(`${MARK} — please wire the money.`);
  });

  it('for a meeting request: not the subject, the notes or the name', async () => {
    const email = 'ack-meeting@example.org';
    const response = await scheduleMeeting(
      meetingPayload({
        email,
        firstName: MARK,
        lastName: MARK,
        subject: MARK,
        description: MARK,
        company: MARK,
      }),
    );
    expect(response.statusCode).toBe(200);
    await delivered();
    const [ack] = mailTo(email);
    expect(ack?.text).toContain(`Your reference ID is ${response.json().data.id}`);
    expect(ack?.raw).not.toContain('Phish-Marker');
  });
});

describe('one acknowledgement per address per hour', () => {
  it('a second message within the hour is stored and reaches the company, but the address hears nothing more', async () => {
    const email = 'ack-repeat@example.org';
    const first = await submitContact(context.t, contactPayload({ email }));
    const second = await submitContact(context.t, contactPayload({ email }));
    const meeting = await scheduleMeeting(meetingPayload({ email }));
    expect([first.statusCode, second.statusCode, meeting.statusCode]).toEqual([200, 200, 200]);
    await delivered();
    expect(mailTo(email)).toHaveLength(1);
    const companyMail = context.smtp.messages.filter((mail) =>
      [first, second, meeting].some((r) => mail.text.includes(r.json().data.id as string)),
    );
    // Three notifications to the company and the one acknowledgement.
    expect(
      companyMail.filter((m) => m.recipients.includes(context.t.config.site.email)),
    ).toHaveLength(3);
  });

  it('many messages at once from one address still send a single acknowledgement', async () => {
    const email = 'ack-burst@example.org';
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => submitContact(context.t, contactPayload({ email }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await delivered();
    expect(mailTo(email)).toHaveLength(1);
  });

  it('after the hour, the address is acknowledged again', async () => {
    const email = 'ack-later@example.org';
    await submitContact(context.t, contactPayload({ email }));
    await delivered();
    // An hour and a minute pass.
    await context.t.database.db
      .update(mailRecipientLimits)
      .set({ lastSentAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(and(eq(mailRecipientLimits.address, email)));
    await submitContact(context.t, contactPayload({ email }));
    await delivered();
    expect(mailTo(email)).toHaveLength(2);
  });

  it('an address is kept only while its hour runs: the next acknowledgement removes expired ones', async () => {
    const expired = 'ack-expired@example.org';
    const current = 'ack-current@example.org';
    await submitContact(context.t, contactPayload({ email: expired }));
    await delivered();
    await context.t.database.db
      .update(mailRecipientLimits)
      .set({ lastSentAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(mailRecipientLimits.address, expired));
    await submitContact(context.t, contactPayload({ email: current }));
    const kept = await context.t.database.db
      .select({ address: mailRecipientLimits.address })
      .from(mailRecipientLimits)
      .where(inArray(mailRecipientLimits.address, [expired, current]));
    expect(kept.map((row) => row.address)).toEqual([current]);
  });
});
