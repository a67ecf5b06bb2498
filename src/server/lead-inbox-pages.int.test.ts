import { randomUUID } from 'node:crypto';
import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_DENIED } from '../shared/auth-messages.ts';
import { LEAD_INBOX_MESSAGES } from '../shared/lead-inbox-messages.ts';
import { seedAccounts } from './db/seed-accounts.ts';
import { contactMessages, jobs } from './db/schema.ts';
import { contactPayload, meetingPayload } from './modules/leads.fixtures.ts';
import { decodeEntities } from './test/html.ts';
import { startDataverseServer, type TestDataverseServer } from './test/dataverse-server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The staff lead inbox (/dashboard/leads) is read by its route's loader for
 * the view in its address, and every change on it is a form posted to its
 * route's action: the first HTML holds the lists (only what the filters
 * ask for), and a status change works with JavaScript off.
 */

let t: TestApp;
let crm: TestDataverseServer;
let staff: { email: string; password: string };
// The origin a browser names for the host the test requests (inject's Host).
const origin = 'http://localhost:80';
/** This file's own names, so a check finds only its rows. */
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  crm = await startDataverseServer();
  t = await createTestApp({ pages: true, env: crm.env() });
  staff = (await seedAccounts(t.app.auth, t.config.site.emailDomain))[0]!;
});
afterAll(async () => {
  await t?.close();
  await crm?.close();
});

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Signs in through /login's form, as a browser without JavaScript does; the cookie it set. */
async function signIn(account = staff) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: formBody({ email: account.email, password: account.password }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const value = /(?:^|\s)session=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
  expect(value).toBeTruthy();
  return `session=${value}`;
}

const page = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

/** A form of the inbox posted by a browser without JavaScript (to the page's own address). */
const post = (cookie: string, fields: Record<string, string>, url = '/dashboard/leads') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    payload: formBody(fields),
  });

/** Stores a contact message; its id. */
async function message(firstName: string, fields: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact/submit',
    payload: contactPayload({
      firstName,
      lastName: run,
      email: `${firstName}-${run}@example.org`,
      ...fields,
    }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: string } }).data.id;
}

async function meeting(subject: string, fields: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/meetings/schedule',
    payload: meetingPayload({ subject, ...fields }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: string } }).data.id;
}

/** Runs the queue until no CRM sync waits (each is done or failed). */
async function settleSyncs() {
  for (let round = 0; round < 400; round += 1) {
    await t.app.jobs.drain();
    const waiting = await t.database.db
      .select()
      .from(jobs)
      .where(and(like(jobs.kind, 'crm.%'), ne(jobs.status, 'failed')));
    if (waiting.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the CRM syncs did not settle');
}

const storedMessage = async (id: string) =>
  (await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

/** A message's card in the HTML (its name is its heading). */
const showsMessage = (html: string, firstName: string) =>
  html.includes(`>${firstName} ${run}</h3>`);
/** A meeting's card (its subject is its heading). */
const showsMeeting = (html: string, subject: string) => html.includes(`>${subject}</h3>`);

/** The selected option of a named select in the HTML. */
function selected(html: string, name: string): string | undefined {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return select?.[1]?.match(/<option[^>]*value="([^"]*)"[^>]*selected=""/)?.[1];
}

describe('the first HTML of /dashboard/leads', () => {
  it('holds the counts, the lists and their forms for staff; no loading state', async () => {
    await message(`Firsthtml`);
    await meeting(`First HTML demo ${run}`);
    const cookie = await signIn();
    const response = await page('/dashboard/leads', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const html = response.body;
    expect(html).toContain('Lead inbox</h1>');
    expect(showsMessage(html, 'Firsthtml')).toBe(true);
    expect(showsMeeting(html, `First HTML demo ${run}`)).toBe(true);
    // The counts are numbers, not the dash of a count not read.
    expect(html).toMatch(
      /<p class="text-2xl font-bold text-ink">\d+<\/p><p class="text-sm text-muted">Messages<\/p>/,
    );
    // Each row's status is a form posting to the page, with its intent and the form token.
    expect(html).toMatch(/<form[^>]*action="\/dashboard\/leads"[^>]*method="post"/);
    expect(html).toContain('name="intent" value="message-status"');
    expect(html).toContain('name="intent" value="meeting-status"');
    expect(html).toContain('name="csrf"');
    // Nothing of the inbox waits for a script (the service interest list below it is the catalogue's).
    expect(html.slice(0, html.indexOf('id="service-interest-heading"'))).not.toContain('Loading');
  });

  it('sends a visitor to /login and shows Access Denied to a signed-in user who is not staff', async () => {
    const visitor = await t.app.inject({ url: '/dashboard/leads' });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login');

    await message('Notforvisitors');
    const email = `visitor-${run}@example.org`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Vera', lastName: 'Visitor', email, password: 'Test-Password-1' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const cookie = await signIn({ email, password: 'Test-Password-1' });
    const denied = await page('/dashboard/leads', cookie);
    expect(denied.statusCode).toBe(200);
    expect(denied.body).toContain(ACCESS_DENIED.title);
    expect(denied.body).not.toContain('Notforvisitors');
    expect(denied.body).not.toContain('Lead inbox</h1>');
  });
});

describe('the view is in the address', () => {
  it('a filter in the URL: the first HTML holds only the matching messages, the choice shown', async () => {
    const wanted = await message('Wantedqualified', { source: 'pricing' });
    const otherStatus = await message('Otherstatus', { source: 'pricing' });
    const otherSource = await message('Othersource', { source: 'support' });
    const cookie = await signIn();
    for (const id of [wanted, otherSource]) {
      const changed = await post(cookie, { intent: 'message-status', id, status: 'qualified' });
      expect(changed.statusCode).toBe(200);
    }
    expect(otherStatus).toBeTruthy();

    const html = (
      await page('/dashboard/leads?messageStatus=qualified&messageSource=pricing', cookie)
    ).body;
    expect(showsMessage(html, 'Wantedqualified')).toBe(true);
    // Not on the page, nor in the data the page hydrates with.
    expect(html).not.toContain('Otherstatus');
    expect(html).not.toContain('Othersource');
    expect(selected(html, 'messageStatus')).toBe('qualified');
    expect(selected(html, 'messageSource')).toBe('pricing');
    // A row's form posts to the same view, so the page that answers it (no JavaScript) keeps it.
    expect(decodeEntities(html)).toMatch(
      /<form[^>]*action="\/dashboard\/leads\?messageStatus=qualified&messageSource=pricing"[^>]*method="post"/,
    );
    // The heading counts what the filters match: one message of this file, nothing else.
    expect(html.replace(/<!-- -->/g, '')).toContain('Contact messages (1)</h2>');

    // What a browser without JavaScript sends (empty choices included) reads the same.
    const plain = (
      await page(
        '/dashboard/leads?messageStatus=qualified&messageSource=pricing&messageSync=',
        cookie,
      )
    ).body;
    expect(showsMessage(plain, 'Wantedqualified')).toBe(true);
    expect(plain).not.toContain('Otherstatus');
  });

  it('a meeting search and filters keep the other list’s view', async () => {
    await meeting(`Searched consultation ${run}`, { meetingType: 'consultation' });
    await meeting(`Unsearched workshop ${run}`, { meetingType: 'consultation' });
    const cookie = await signIn();
    const html = (
      await page(
        `/dashboard/leads?meetingSearch=${encodeURIComponent(`Searched consultation ${run}`)}&meetingType=consultation&messageStatus=new`,
        cookie,
      )
    ).body;
    expect(showsMeeting(html, `Searched consultation ${run}`)).toBe(true);
    expect(html).not.toContain(`Unsearched workshop ${run}`);
    expect(selected(html, 'meetingType')).toBe('consultation');
    // The meetings' filter form carries the messages' view along, and the other way round.
    expect(html).toContain('<input type="hidden" name="messageStatus" value="new"/>');
    expect(html).toContain('<input type="hidden" name="meetingType" value="consultation"/>');
  });

  it('paging: page 2 of a filtered list holds the older rows, and its links keep the filters', async () => {
    const cookie = await signIn();
    const oldest = await message('Oldestpaged', { source: 'support' });
    for (let index = 0; index < 20; index += 1)
      await message(`Paged${index}`, { source: 'support' });
    const first = (await page('/dashboard/leads?messageSource=support', cookie)).body;
    expect(showsMessage(first, 'Paged19')).toBe(true);
    expect(showsMessage(first, 'Oldestpaged')).toBe(false);
    expect(decodeEntities(first)).toContain(
      'href="/dashboard/leads?messageSource=support&messagePage=2"',
    );

    const second = (await page('/dashboard/leads?messageSource=support&messagePage=2', cookie))
      .body;
    expect(showsMessage(second, 'Oldestpaged')).toBe(true);
    expect(showsMessage(second, 'Paged19')).toBe(false);
    expect(decodeEntities(second)).toContain('aria-current="page" aria-label="Page 2"');
    expect(oldest).toBeTruthy();
  });
});

describe('every change is a form that works without JavaScript', () => {
  it('lead status: a message’s status changes by a plain form post, and the page says so', async () => {
    const id = await message('Nojsstatus');
    const cookie = await signIn();
    const response = await post(
      cookie,
      { intent: 'message-status', id, status: 'contacted' },
      '/dashboard/leads?messageStatus=contacted',
    );
    expect(response.statusCode).toBe(200);
    expect((await storedMessage(id)).status).toBe('contacted');
    // The answer is the page of the same view, read after the change.
    expect(showsMessage(response.body, 'Nojsstatus')).toBe(true);
    expect(decodeEntities(response.body)).toContain(
      LEAD_INBOX_MESSAGES.messageMarked('Nojsstatus', 'contacted'),
    );
    // And the next page shows it too.
    const next = (await page('/dashboard/leads?messageStatus=contacted', cookie)).body;
    expect(showsMessage(next, 'Nojsstatus')).toBe(true);
  });

  it('a meeting’s status changes the same way', async () => {
    const id = await meeting(`Nojs meeting ${run}`);
    const cookie = await signIn();
    const response = await post(cookie, { intent: 'meeting-status', id, status: 'confirmed' });
    expect(response.statusCode).toBe(200);
    const read = await t.app.inject({
      url: `/api/meetings/${id}`,
      headers: { cookie },
    });
    expect((read.json() as { data: { status: string } }).data.status).toBe('confirmed');
    expect(decodeEntities(response.body)).toContain(
      LEAD_INBOX_MESSAGES.meetingMarked(`Nojs meeting ${run}`, 'confirmed'),
    );
  });

  it('a refused change answers with the server’s message under the row, and changes nothing', async () => {
    const id = await message('Refusedstatus');
    const cookie = await signIn();
    const response = await post(cookie, { intent: 'message-status', id, status: 'archived' });
    expect(response.statusCode).toBe(400);
    expect((await storedMessage(id)).status).toBe('new');
    expect(response.body).toMatch(/<p role="alert"[^>]*>[^<]+<\/p>/);
  });

  it('a failed CRM sync and its delivery show in the first HTML; both retries are forms', async () => {
    await settleSyncs();
    crm.failNext(1, { status: 400 });
    const id = await message('Crmfailed');
    await settleSyncs();
    expect((await storedMessage(id)).syncStatus).toBe('failed');
    const cookie = await signIn();
    const html = decodeEntities((await page('/dashboard/leads?messageSync=failed', cookie)).body);
    expect(showsMessage(html, 'Crmfailed')).toBe(true);
    expect(html).toContain('Deliveries that need attention');
    expect(html.replace(/<!-- -->/g, '')).toContain(`CRM sync for ${id} failed after 1 attempts`);
    expect(html).toContain('name="intent" value="retry-sync"');
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.subjectId, id));
    expect(html).toContain(`name="id" value="${job!.id}"`);

    const retried = await post(cookie, { intent: 'retry-job', id: job!.id });
    expect(retried.statusCode).toBe(200);
    await settleSyncs();
    expect((await storedMessage(id)).syncStatus).toBe('synced');

    crm.failNext(1, { status: 400 });
    const second = await message('Crmretried');
    await settleSyncs();
    expect((await storedMessage(second)).syncStatus).toBe('failed');
    const synced = await post(cookie, { intent: 'retry-sync', id: second });
    expect(synced.statusCode).toBe(200);
    await settleSyncs();
    expect((await storedMessage(second)).syncStatus).toBe('synced');
  });

  it('a user who is not staff posts in vain; a visitor is sent to sign in', async () => {
    const id = await message('Notstaffpost');
    const email = `poster-${run}@example.org`;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Pat', lastName: 'Poster', email, password: 'Test-Password-1' },
    });
    const cookie = await signIn({ email, password: 'Test-Password-1' });
    const refused = await post(cookie, { intent: 'message-status', id, status: 'closed' });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/dashboard/leads',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: formBody({ intent: 'message-status', id, status: 'closed' }),
    });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/login');
    expect((await storedMessage(id)).status).toBe('new');
  });
});
