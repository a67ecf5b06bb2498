import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAttachments, contactMessages, meetingRequests } from './db/schema.ts';
import { multipart } from './test/multipart.ts';
import { PAGE_ORIGIN, urlEncoded } from './test/page-session.ts';
import { samplePdf, sampleExecutable } from './test/sample-files.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The chat's quote, appointment and files, posted to /contact's action the
 * way the widget's fetchers post them (to `/contact.data`, from the page's
 * own origin): what the action stores through the API in-process, and what
 * it answers for the assistant to reply.
 */
/** The assistant's failure reply (the spec's words; the chat's CHAT_LEAD_FAILURE_MESSAGE). */
const CHAT_LEAD_FAILURE_MESSAGE =
  'I apologize, but there was an issue processing your request. Please try again or contact us directly.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(async () => {
  await t?.close();
});

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** A fetcher's post of text fields (urlencoded, as `fetcher.submit` sends FormData without files). */
const postFields = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/contact.data',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: PAGE_ORIGIN,
      'sec-fetch-site': 'same-origin',
    },
    payload: urlEncoded(fields),
  });

/** A fetcher's multipart post (`encType: 'multipart/form-data'`). */
const postMultipart = (body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/contact.data',
    headers: { ...body.headers, origin: PAGE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    payload: body.payload,
  });

/** The contact messages stored for an address (none when the post was refused). */
const messagesFrom = (email: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

/** The chat posted, and the action answered that it was stored. */
function expectSent(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).toContain('chat-sent');
}

describe("the chat's submissions post to /contact's action", () => {
  it('a quote is stored as a contact message from the chat, with its details', async () => {
    const email = unique('chat-quote');
    const response = await postFields({
      intent: 'chat-quote',
      name: ' Ada  King Lovelace ',
      email,
      company: 'Analytical Engines',
      phone: '',
      interest: 'Training Programs',
      budget: 'Under $10,000',
      timeline: '1-3 months',
      teamSize: '12',
      requirements: 'CRM',
      // A signed-in browser's form token rides along; the action keeps it to itself.
      csrf: 'not-forwarded',
    });
    expectSent(response);
    const [stored] = await messagesFrom(email);
    expect(stored).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      company: 'Analytical Engines',
      source: 'chat',
      serviceInterest: 'professional_training',
      message: 'CRM — Quote request from the chat assistant.',
      details: {
        interest: 'Training Programs',
        budget: 'Under $10,000',
        timeline: '1-3 months',
        teamSize: '12',
      },
    });
  });

  it('an appointment is stored as a meeting request from the chat', async () => {
    const email = unique('chat-appointment');
    const response = await postFields({
      intent: 'chat-appointment',
      date: '2099-03-02',
      time: '10:30',
      timezone: 'CET',
      type: 'Technical Review',
      notes: 'Our CRM data model',
      contactName: 'Ada Lovelace',
      contactEmail: email,
    });
    expectSent(response);
    const [stored] = await t.database.db
      .select()
      .from(meetingRequests)
      .where(eq(meetingRequests.email, email));
    expect(stored).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      source: 'chat',
      meetingType: 'discussion',
      subject: 'Technical Review (chat)',
      description:
        'Requested in the chat: Technical Review on Monday 2 March 2099 at 10:30 (CET).\nOur CRM data model',
      timezone: 'Europe/Paris',
    });
  });

  it('files are shared (multipart) with the sender’s name and address', async () => {
    const email = unique('chat-files');
    const pdf = samplePdf();
    const response = await postMultipart(
      multipart(
        { intent: 'chat-files', name: 'Grace Brewster Hopper', email, csrf: 'not-forwarded' },
        { field: 'files', name: 'brief.pdf', type: 'application/pdf', data: pdf },
      ),
    );
    expectSent(response);
    const [message] = await messagesFrom(email);
    expect(message).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      source: 'chat',
    });
    const attachments = await t.database.db
      .select()
      .from(contactAttachments)
      .where(eq(contactAttachments.messageId, message!.id));
    expect(attachments).toMatchObject([{ fileName: 'brief.pdf', size: pdf.length }]);
  });

  it('a refused file is answered with the server’s reason, and nothing is stored', async () => {
    const email = unique('chat-refused');
    const response = await postMultipart(
      multipart(
        { intent: 'chat-files', name: 'Dorothy Vaughan', email },
        { field: 'files', name: 'invoice.pdf', type: 'application/pdf', data: sampleExecutable() },
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('chat-refused');
    expect(response.body).toContain('invoice.pdf was not accepted: its content is not a PDF file.');
    expect(response.body).not.toContain(CHAT_LEAD_FAILURE_MESSAGE);
    expect(await messagesFrom(email)).toEqual([]);
  });

  it('a refused quote is answered with the failure reply', async () => {
    const response = await postFields({
      intent: 'chat-quote',
      name: 'Ada',
      email: 'not-an-address',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('chat-refused');
    expect(response.body).toContain(CHAT_LEAD_FAILURE_MESSAGE);
  });
});
