import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from './db/results.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadKind } from '../shared/analytics-messages.ts';
import type { LeadSource } from '../shared/analytics.ts';
import type { ContactMessage } from '../shared/contact.ts';
import type { Meeting } from '../shared/meetings.ts';
import type { PersonData } from '../shared/privacy.ts';
import { analyticsLeads, contactMessages, newsletterSubscriptions } from './db/schema.ts';
import { seedServices } from './db/seed/services.ts';
import { UNKNOWN_SOURCE } from './modules/analytics/analytics.service.ts';
import { catalogueLeadId } from './modules/catalogue/catalogue.service.ts';
import { commentFixtures } from './modules/comments/comments.fixtures.ts';
import { contactPayload, meetingPayload } from './modules/leads.fixtures.ts';
import { readCsv } from './test/csv-reader.ts';
import { startDataverseServer, type TestDataverseServer } from './test/dataverse-server.ts';
import { multipart } from './test/multipart.ts';
import { PAGE_ORIGIN, sessionCookie, shownText, urlEncoded } from './test/page-session.ts';
import { samplePdf } from './test/sample-files.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Every lead records where its visitor came from (the first counted view of
 * their day: landing page, referrer host, campaign), whatever the form and
 * whether it was posted to the API or to a page; staff see it in the lead
 * inbox, the CRM lead and the CSV exports; a person's export lists it and
 * their erasure removes it.
 */

let t: TestApp;
let crm: TestDataverseServer;
let staffToken: string;
let f: Awaited<ReturnType<typeof commentFixtures>>;
let postId: string;

beforeAll(async () => {
  crm = await startDataverseServer();
  t = await createTestApp({ pages: true, env: crm.env() });
  await seedServices(t.database.db);
  // The seeded staff member writes the post to comment on, and reads the leads.
  f = await commentFixtures(t);
  staffToken = f.author.token;
  // The person view's export is an administrator's tool.
  await t.app.auth.setRole(`staff@${t.config.site.emailDomain}`, 'administrator');
  postId = (await f.post()).id;
});
afterAll(async () => {
  await t?.close();
  await crm?.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const CAMPAIGN = '?utm_source=linkedin&utm_medium=social&utm_campaign=launch';
const FROM_LINKEDIN = {
  found: true,
  landingPath: '/pricing',
  referrerHost: 'linkedin.com',
  utmSource: 'linkedin',
  utmMedium: 'social',
  utmCampaign: 'launch',
  label: 'linkedin / social / launch',
} satisfies LeadSource;
/** A lead with no counted visit: "direct / unknown". */
const UNKNOWN = UNKNOWN_SOURCE;

let ipCounter = 10;
/** A browser of its own: its address and user agent (what the analytics' visitor hash reads). */
const visitor = () => ({ ip: `198.51.100.${ipCounter++}`, userAgent: BROWSER });
type Visitor = ReturnType<typeof visitor>;

/** Its requests: from its address, with its user agent. */
const as = (who: Visitor, headers: Record<string, string> = {}) => ({
  remoteAddress: who.ip,
  headers: { 'user-agent': who.userAgent, ...headers },
});

/** A visit: a public page opened from LinkedIn with the launch campaign in its address. */
async function land(
  who: Visitor,
  url = `/pricing${CAMPAIGN}`,
  headers: Record<string, string> = { referer: 'https://www.linkedin.com/feed/update/1' },
) {
  const response = await t.app.inject({ url, ...as(who, headers) });
  expect(response.statusCode, url).toBe(200);
}

/** A visitor who came through the campaign, and then opened another page. */
async function campaignVisitor() {
  const who = visitor();
  await land(who);
  await land(who, '/contact', { referer: `${t.config.site.baseUrl}/pricing` });
  return who;
}

const sourceOf = async (kind: LeadKind, id: string) =>
  (await t.app.analytics.sourcesOf(t.database.db, kind, [id])).get(id)!;

const bearer = (token = staffToken) => ({ authorization: `Bearer ${token}` });
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.org`;

/** A lead this visitor sends to the API; its id. */
async function postLead(who: Visitor, url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url, ...as(who), payload });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: string } }).data.id;
}

const submitContact = (who: Visitor, fields: Record<string, unknown> = {}) =>
  postLead(who, '/api/contact/submit', contactPayload({ email: unique('contact'), ...fields }));

const scheduleMeeting = (who: Visitor, fields: Record<string, unknown> = {}) =>
  postLead(who, '/api/meetings/schedule', meetingPayload({ email: unique('meeting'), ...fields }));

/** A page's form this visitor posts, as a browser without JavaScript posts it. */
async function postPage(who: Visitor, url: string, fields: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    ...as(who, { 'content-type': 'application/x-www-form-urlencoded', origin: PAGE_ORIGIN }),
    payload: urlEncoded(fields),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The contact page's form; the message's id. */
async function postContactPage(who: Visitor, fields: Record<string, string>) {
  await postPage(who, '/contact', fields);
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, fields['email']!));
  expect(row).toBeDefined();
  return row!.id;
}

async function subscriptionId(email: string) {
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row!.id;
}

async function subscribe(who: Visitor, email = unique('reader')) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    ...as(who),
    payload: { email },
  });
  expect(response.statusCode, response.body).toBe(200);
  return subscriptionId(email);
}

/** A new (verified) account that adds the first service on offer to its catalogue; the addition's lead id. */
async function addToCatalogue(who: Visitor, email = unique('buyer')) {
  const password = 'Buyer-pass-1';
  await t.app.auth.ensureAccount({
    email,
    password,
    firstName: 'Bea',
    lastName: 'Buyer',
    company: 'Fabrikam',
    role: null,
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const { token, user } = login.json().data as { token: string; user: { id: string } };
  const [service] = (await t.app.inject({ url: '/api/services/' })).json().services as {
    id: string;
  }[];
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/services/users/${user.id}`,
    ...as(who, bearer(token)),
    payload: { serviceIds: [service!.id], notes: 'For our sales team' },
  });
  expect(added.statusCode, added.body).toBe(200);
  return { leadId: catalogueLeadId(user.id, service!.id), token, userId: user.id };
}

async function comment(who: Visitor, authorEmail = unique('commenter')) {
  const response = await f.send(postId, f.valid({ authorEmail }), {
    ip: who.ip,
    headers: { 'user-agent': who.userAgent },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { comment: { id: string } } }).data.comment.id;
}

async function staffGet<T>(url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: bearer() });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

describe('every kind of lead records the visit it came from', () => {
  it('a contact message, through the API and through the contact page’s form', async () => {
    const id = await submitContact(await campaignVisitor());
    expect(await sourceOf('contact', id)).toEqual(FROM_LINKEDIN);
    const message = await staffGet<ContactMessage>(`/api/contact/message/${id}`);
    expect(message.leadSource).toEqual(FROM_LINKEDIN);

    const email = unique('page-form');
    const fromPage = await postContactPage(await campaignVisitor(), {
      ...(contactPayload({ email }) as Record<string, string>),
    });
    expect(await sourceOf('contact', fromPage)).toEqual(FROM_LINKEDIN);
  });

  it('a chat lead: a quote from the chat, and files sent from it', async () => {
    const quote = await submitContact(await campaignVisitor(), { source: 'chat' });
    expect(await sourceOf('chat', quote)).toEqual(FROM_LINKEDIN);
    expect((await sourceOf('contact', quote)).found).toBe(false);

    const who = await campaignVisitor();
    const upload = multipart(
      { firstName: 'Cleo', lastName: 'Chat', email: unique('chat') },
      { field: 'files', name: 'brief.pdf', type: 'application/pdf', data: samplePdf() },
    );
    const files = await t.app.inject({
      method: 'POST',
      url: '/api/contact/chat-files',
      remoteAddress: who.ip,
      headers: { ...upload.headers, 'user-agent': who.userAgent },
      payload: upload.payload,
    });
    expect(files.statusCode, files.body).toBe(200);
    const id = (files.json() as { data: { id: string } }).data.id;
    expect(await sourceOf('chat', id)).toEqual(FROM_LINKEDIN);
  });

  it('a meeting request', async () => {
    const id = await scheduleMeeting(await campaignVisitor());
    expect(await sourceOf('meeting', id)).toEqual(FROM_LINKEDIN);
    expect((await staffGet<Meeting>(`/api/meetings/${id}`)).leadSource).toEqual(FROM_LINKEDIN);
  });

  it('a newsletter subscription, through the API and the sign-up page’s form', async () => {
    expect(await sourceOf('newsletter', await subscribe(await campaignVisitor()))).toEqual(
      FROM_LINKEDIN,
    );

    const email = unique('page-reader');
    await postPage(await campaignVisitor(), '/newsletter/subscribe', { email });
    expect(await sourceOf('newsletter', await subscriptionId(email))).toEqual(FROM_LINKEDIN);
  });

  it('a catalogue addition', async () => {
    const { leadId } = await addToCatalogue(await campaignVisitor());
    expect(await sourceOf('catalogue', leadId)).toEqual(FROM_LINKEDIN);
  });

  it('a comment, whose source goes when staff delete it or its reply goes with it', async () => {
    const id = await comment(await campaignVisitor());
    expect(await sourceOf('comment', id)).toEqual(FROM_LINKEDIN);
    await f.approve(id);
    const reply = await f.send(postId, f.valid({ authorEmail: unique('replier'), parentId: id }), {
      ip: '203.0.113.250',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const replyId = (reply.json() as { data: { comment: { id: string } } }).data.comment.id;
    expect((await sourceOf('comment', replyId)).found).toBe(false);
    const stored = async () =>
      rowsOf(
        await t.database.db.execute(
          sql`select lead_id from analytics_leads where kind = 'comment' and lead_id in (${id}, ${replyId})`,
        ),
      ).length;
    expect(await stored()).toBe(2);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${id}`,
      headers: bearer(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored()).toBe(0);
  });
});

describe('a lead with no counted visit', () => {
  it('is "direct / unknown": an API client that never opened a page', async () => {
    const id = await submitContact(visitor());
    expect(await sourceOf('contact', id)).toEqual(UNKNOWN);
    expect((await staffGet<ContactMessage>(`/api/contact/message/${id}`)).leadSource.label).toBe(
      'direct / unknown',
    );
  });

  it('is "direct / unknown" when the visit asked not to be tracked (Do Not Track)', async () => {
    const who = visitor();
    await land(who, `/pricing${CAMPAIGN}`, {
      referer: 'https://www.linkedin.com/feed/update/1',
      dnt: '1',
    });
    expect(await sourceOf('meeting', await scheduleMeeting(who))).toEqual(UNKNOWN);
  });

  it('is "direct / unknown" with ANALYTICS=off, the visit notwithstanding', async () => {
    const off = await createTestApp({ env: { ANALYTICS: 'off' } });
    try {
      const who = visitor();
      await off.app.inject({ url: `/pricing${CAMPAIGN}`, ...as(who) });
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/contact/submit',
        ...as(who),
        payload: contactPayload({ email: unique('off') }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const id = (response.json() as { data: { id: string } }).data.id;
      const sources = await off.app.analytics.sourcesOf(off.database.db, 'contact', [id]);
      expect(sources.get(id)).toEqual(UNKNOWN);
    } finally {
      await off.close();
    }
  });
});

describe('staff see it', () => {
  const HOSTILE = '<img src=x onerror=alert(1)>';

  it('in the lead inbox, beside each message and meeting request, as text', async () => {
    const who = visitor();
    await land(who, `/pricing?utm_source=linkedin&utm_campaign=${encodeURIComponent(HOSTILE)}`);
    const lastName = `Source${randomUUID().slice(0, 6)}`;
    await submitContact(who, { lastName });
    const meeting = await scheduleMeeting(await campaignVisitor(), {
      subject: `Source check ${lastName}`,
    });
    expect(meeting).toBeTruthy();

    const page = await t.app.inject({
      url: '/dashboard/leads',
      headers: { cookie: sessionCookie(staffToken) },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img src=x');
    const text = shownText(page.body);
    expect(text).toContain(`Source: linkedin / — / ${HOSTILE} · landing page /pricing`);
    expect(text).toContain('Source: linkedin / social / launch · landing page /pricing');
  });

  it('in the Dynamics 365 lead’s description', async () => {
    const id = await submitContact(await campaignVisitor(), { source: 'pricing' });
    const unknown = await submitContact(visitor());
    await t.app.jobs.drain();
    const description = String(crm.leads.get(id)?.body['description']);
    expect(description).toContain('Form: website (pricing)');
    expect(description).toContain('Source: linkedin / social / launch · landing page /pricing');
    expect(String(crm.leads.get(unknown)?.body['description'])).toContain(
      'Source: direct / unknown',
    );

    // The lead of a user's catalogue names where each service was added from.
    const { userId } = await addToCatalogue(await campaignVisitor());
    await t.app.jobs.drain();
    const catalogue = String(crm.leads.get(userId)?.body['description']);
    expect(catalogue).toContain('Form: website (service catalogue)');
    expect(catalogue).toContain('— Source: linkedin / social / launch · landing page /pricing');
  });

  it('in the CSV exports: Source, Landing page, Referrer, Campaign', async () => {
    const exported = async (url: string, key: string, value: string) => {
      const response = await t.app.inject({ url, headers: bearer() });
      expect(response.statusCode, response.body).toBe(200);
      const [header = [], ...rows] = readCsv(response.body.replace(/^\uFEFF/, ''));
      expect(header.slice(-4)).toEqual(['Source', 'Landing page', 'Referrer', 'Campaign']);
      const row = rows.find((cells) => cells[header.indexOf(key)] === value);
      expect(row, `${url}: ${key} ${value}`).toBeDefined();
      return row!.slice(-4);
    };
    const expected = ['linkedin / social / launch', '/pricing', 'linkedin.com', 'launch'];

    const message = await submitContact(await campaignVisitor());
    expect(await exported('/api/contact/messages/export.csv', 'Reference', message)).toEqual(
      expected,
    );
    const meeting = await scheduleMeeting(await campaignVisitor());
    expect(await exported('/api/meetings/export.csv', 'Reference', meeting)).toEqual(expected);
    const reader = unique('csv-reader');
    await subscribe(await campaignVisitor(), reader);
    expect(await exported('/api/newsletter/subscribers/export.csv', 'Email', reader)).toEqual(
      expected,
    );
    const buyer = unique('csv-buyer');
    await addToCatalogue(await campaignVisitor(), buyer);
    expect(await exported('/api/services/interest/export.csv', 'Email', buyer)).toEqual(expected);

    const direct = await submitContact(visitor());
    expect(await exported('/api/contact/messages/export.csv', 'Reference', direct)).toEqual([
      'direct / unknown',
      '',
      '',
      '',
    ]);
  });
});

describe("a person's data", () => {
  it('exports the source of each of their leads, and the erasure removes them', async () => {
    const email = unique('person');
    const ids = {
      contact: await submitContact(await campaignVisitor(), { email }),
      chat: await submitContact(await campaignVisitor(), { email, source: 'chat' }),
      meeting: await scheduleMeeting(await campaignVisitor(), { email }),
      newsletter: await subscribe(await campaignVisitor(), email),
      catalogue: (await addToCatalogue(await campaignVisitor(), email)).leadId,
      comment: await comment(await campaignVisitor(), email),
    } satisfies Partial<Record<LeadKind, string>>;

    const person = await staffGet<PersonData>(
      `/api/privacy/people?email=${encodeURIComponent(email)}`,
    );
    const { stores } = person;
    const sources = (name: string) =>
      stores[name]!.filter((record) => 'leadSource' in record).map(
        (record) => record['leadSource'],
      );
    expect(sources('contactMessages')).toEqual([FROM_LINKEDIN, FROM_LINKEDIN]);
    expect(sources('meetingRequests')).toEqual([FROM_LINKEDIN]);
    expect(sources('newsletter')).toEqual([FROM_LINKEDIN]);
    expect(sources('serviceCatalogue')).toEqual([FROM_LINKEDIN]);
    expect(sources('comments')).toEqual([FROM_LINKEDIN]);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/people/erase',
      headers: bearer(),
      payload: { email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const [kind, id] of Object.entries(ids)) {
      const left = await t.database.db
        .select()
        .from(analyticsLeads)
        .where(eq(analyticsLeads.leadId, id));
      expect(left, `${kind} ${id}`).toEqual([]);
    }
    // The anonymised message stays, its source now unknown.
    const message = await staffGet<ContactMessage>(`/api/contact/message/${ids.contact}`);
    expect(message.leadSource).toEqual(UNKNOWN);
  });
});
