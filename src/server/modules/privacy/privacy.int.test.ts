import { createHash, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSENT_NOTICES, type ConsentPurpose } from '../../../shared/consent-notices.ts';
import {
  ANONYMISED,
  PRIVACY_LINK_HOURS,
  PRIVACY_MESSAGES,
  type PersonData,
} from '../../../shared/privacy.ts';
import {
  commentReplyAddresses,
  comments,
  consentRecords,
  contactMessages,
  meetingRequests,
  newsletterSubscriptions,
  privacyAuditLog,
} from '../../db/schema.ts';
import { seedServices } from '../../db/seed/services.ts';
import { startDataverseServer, type TestDataverseServer } from '../../test/dataverse-server.ts';
import { multipart } from '../../test/multipart.ts';
import { samplePdf } from '../../test/sample-files.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountFixtures } from '../auth/auth.fixtures.ts';
import { commentFixtures } from '../comments/comments.fixtures.ts';
import { contactPayload, meetingPayload } from '../leads.fixtures.ts';

const HOUR_MS = 60 * 60 * 1000;

let smtp: TestSmtpServer;
let crm: TestDataverseServer;
let t: TestApp;
let a: ReturnType<typeof accountFixtures>;
let c: Awaited<ReturnType<typeof commentFixtures>>;
let staff: { authorization: string };
let postId: string;

const site = () => t.config.site.baseUrl;
const from = (page: string, ip = '203.0.113.7') => ({
  headers: { referer: `${site()}${page}` },
  remoteAddress: ip,
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  crm = await startDataverseServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, ...crm.env() } });
  a = accountFixtures(t, smtp);
  c = await commentFixtures(t);
  await seedServices(t.database.db);
  const member = await a.registered('privacy-staff', t.config.site.emailDomain);
  await a.verifyFromMail(member.email);
  // The privacy tools are for administrators.
  await t.app.auth.setRole(member.email, 'administrator');
  staff = { authorization: `Bearer ${member.token}` };
  postId = (await c.post()).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await crm?.close();
});

/** A person with unique words in every field, so a search of the database finds any trace. */
function person() {
  const tag = randomUUID().slice(0, 8);
  return {
    email: `pat-${tag}@example.org`,
    firstName: `Patxi${tag}`,
    lastName: `Quillfeather${tag}`,
    phone: `+44 20 7946 ${tag.replace(/\D/g, '0').slice(0, 4)}`,
    company: `Quillworks ${tag} Ltd`,
    words: `Zanzibar ${tag} budget notes`,
  };
}
type Person = ReturnType<typeof person>;

async function post(url: string, payload: unknown, options: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    ...options,
  });
  return response;
}

async function linkTo(address: string, pathname: string): Promise<URL> {
  let found: URL | undefined;
  const deadline = Date.now() + 10_000;
  for (;;) {
    found = smtp.messages
      .filter((m) => m.to.includes(address))
      .flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? [])
      .map((href) => new URL(href))
      .filter((url) => url.pathname === pathname)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no link to ${pathname} mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Gives `p` a record in every store that keeps personal data, each through its own form's call. */
async function leaveEverywhere(p: Person) {
  const contact = await post(
    '/api/contact/submit',
    contactPayload({ ...p, message: p.words }),
    from('/contact'),
  );
  expect(contact.statusCode, contact.body).toBe(200);
  const quote = await post(
    '/api/contact/submit',
    contactPayload({ ...p, source: 'chat', message: p.words }),
    from('/pricing'),
  );
  expect(quote.statusCode, quote.body).toBe(200);
  const upload = multipart(
    { firstName: p.firstName, lastName: p.lastName, email: p.email },
    { field: 'files', name: `${p.lastName}.pdf`, type: 'application/pdf', data: samplePdf() },
  );
  const files = await t.app.inject({
    method: 'POST',
    url: '/api/contact/chat-files',
    ...upload,
    headers: { ...upload.headers, referer: `${site()}/services` },
  });
  expect(files.statusCode, files.body).toBe(200);
  const meeting = await post(
    '/api/meetings/schedule',
    meetingPayload({ ...p, description: p.words, subject: `Demo for ${p.company}` }),
    from('/'),
  );
  expect(meeting.statusCode, meeting.body).toBe(200);

  expect(
    (
      await post(
        '/api/newsletter/subscribe',
        { email: p.email, firstName: p.firstName },
        from('/blog'),
      )
    ).statusCode,
  ).toBe(200);
  const confirm = await linkTo(p.email, '/newsletter/confirm');
  const confirmed = await post(
    '/api/newsletter/confirm',
    { email: confirm.searchParams.get('email'), token: confirm.searchParams.get('token') },
    from('/newsletter/confirm'),
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);

  const account = await a.register({ ...p, password: 'Test-Password-1' });
  expect(account.statusCode, account.body).toBe(201);
  const session = account.json().data as { token: string; user: { id: string } };
  const offered = (await t.app.inject({ url: '/api/services/' })).json().services as {
    id: string;
  }[];
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/services/users/${session.user.id}`,
    headers: { authorization: `Bearer ${session.token}`, referer: `${site()}/dashboard/services` },
    payload: { serviceIds: [offered[0]!.id], notes: p.words },
  });
  expect(added.statusCode, added.body).toBe(200);

  const comment = await c.send(
    postId,
    {
      content: `Thanks for this overview, ${p.email.slice(4, 12)}.`,
      authorName: `${p.firstName} ${p.lastName}`,
      authorEmail: p.email,
      authorWebsite: `https://${p.lastName.toLowerCase()}.example.org`,
      notifyReplies: true,
    },
    { ip: '198.51.100.9' },
  );
  expect(comment.statusCode, comment.body).toBe(201);
  const replies = await linkTo(p.email, '/comments/notifications/confirm');
  const confirmedReplies = await post('/api/comments/notifications/confirm', {
    email: replies.searchParams.get('email'),
    token: replies.searchParams.get('token'),
  });
  expect(confirmedReplies.statusCode, confirmedReplies.body).toBe(200);
  return { userId: session.user.id };
}

const consentsOf = (email: string) =>
  t.database.db.select().from(consentRecords).where(eq(consentRecords.email, email));

describe('consent at collection', () => {
  it('stores a record for each form, with the notice version, its wording hash, the page and a hashed client address', async () => {
    const p = person();
    await leaveEverywhere(p);
    const rows = await consentsOf(p.email);
    const purposes = rows.map((row) => row.purpose).sort();
    expect(purposes).toEqual(
      (
        [
          'account',
          'catalogue',
          'chat',
          'chat',
          'comment',
          'contact',
          'meeting',
          'newsletter',
          'reply-notifications',
        ] satisfies ConsentPurpose[]
      ).sort(),
    );
    for (const row of rows) {
      const notice = CONSENT_NOTICES[row.purpose];
      expect(row.action).toBe('given');
      expect(row.noticeVersion).toBe(notice.version);
      expect(row.noticeHash).toBe(createHash('sha256').update(notice.text).digest('hex'));
      expect(row.clientHash ?? '').not.toContain('203.0.113.7');
    }
    const contact = rows.find((row) => row.purpose === 'contact')!;
    expect(contact.sourcePage).toBe('/contact');
    expect(contact.clientHash).toMatch(/^[\w-]{20,}$/);
    expect(rows.find((row) => row.purpose === 'catalogue')!.sourcePage).toBe('/dashboard/services');
    // The same client gets the same hash (it can be matched), never the address itself.
    const chats = rows.filter((row) => row.purpose === 'chat');
    expect(
      new Set(rows.filter((r) => r.purpose !== 'comment' && r.clientHash).map((r) => r.clientHash))
        .size,
    ).toBeGreaterThan(0);
    expect(chats).toHaveLength(2);
  });

  it('records unsubscribing as the withdrawal of the newsletter consent', async () => {
    const email = `leaver-${randomUUID().slice(0, 8)}@example.org`;
    await post('/api/newsletter/subscribe', { email });
    const confirm = await linkTo(email, '/newsletter/confirm');
    await post('/api/newsletter/confirm', {
      email,
      token: confirm.searchParams.get('token'),
    });
    const leave = await linkTo(email, '/unsubscribe');
    const left = await post('/api/newsletter/unsubscribe', {
      email,
      token: leave.searchParams.get('token'),
    });
    expect(left.statusCode, left.body).toBe(200);
    const rows = await consentsOf(email);
    expect(rows.map((row) => `${row.purpose}:${row.action}`).sort()).toEqual([
      'newsletter:given',
      'newsletter:withdrawn',
    ]);
  });

  it('keeps no record for a bot caught by the honeypot', async () => {
    const email = `bot-${randomUUID().slice(0, 8)}@example.org`;
    await post('/api/contact/submit', contactPayload({ email, website: 'https://spam.example' }));
    expect(await consentsOf(email)).toHaveLength(0);
  });
});

describe('a person asks for their data', () => {
  it('answers the same for a known and an unknown address, and e-mails the link to the address only', async () => {
    const p = person();
    await post('/api/contact/submit', contactPayload(p));
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.org`;
    const known = await post('/api/privacy/requests', { email: p.email, action: 'export' });
    const unknown = await post('/api/privacy/requests', { email: stranger, action: 'export' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(PRIVACY_MESSAGES.requested);
    expect({ ...unknown.json(), data: null }).toEqual({ ...known.json(), data: null });
    const link = await linkTo(p.email, '/privacy/confirm');
    expect(link.searchParams.get('action')).toBe('export');
    const mail = smtp.messages.find(
      (m) => m.to.includes(p.email) && m.text.includes('/privacy/confirm'),
    )!;
    expect(mail.text).not.toContain(p.firstName);
  });

  it('refuses a bad request with the field named, and limits the rate', async () => {
    const bad = await post('/api/privacy/requests', { email: 'not an address', action: 'export' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const wrong = await post('/api/privacy/requests', { email: 'a@example.org', action: 'delete' });
    expect(wrong.statusCode).toBe(400);
  });

  it('downloads everything held about the address once through the link, and nothing of anyone else', async () => {
    const p = person();
    const other = person();
    await leaveEverywhere(p);
    await post('/api/contact/submit', contactPayload({ ...other, message: other.words }));
    await post('/api/privacy/requests', { email: p.email, action: 'export' });
    const link = await linkTo(p.email, '/privacy/confirm');
    const token = link.searchParams.get('token')!;
    const download = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/requests/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(download.headers['cache-control']).toContain('no-store');
    const data = download.json() as PersonData;
    expect(data.email).toBe(p.email);
    expect(data.stores.contactMessages).toHaveLength(3);
    expect(JSON.stringify(data.stores.contactMessages)).toContain(`${p.lastName}.pdf`);
    expect(data.stores.meetingRequests).toHaveLength(1);
    expect(data.stores.newsletter![0]).toMatchObject({ email: p.email, status: 'active' });
    expect(data.stores.comments!.length).toBe(2);
    expect(data.stores.account![0]).toMatchObject({ email: p.email, firstName: p.firstName });
    expect(JSON.stringify(data.stores.account)).not.toContain('argon2');
    expect(data.stores.serviceCatalogue![0]).toMatchObject({ notes: p.words });
    expect(data.consents.length).toBe(9);
    const text = download.body;
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.lastName);
    // Single use.
    const again = await post('/api/privacy/requests/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PRIVACY_MESSAGES.linkInvalid);
    const [entry] = await t.database.db
      .select()
      .from(privacyAuditLog)
      .where(sql`${privacyAuditLog.subjectMasked} = ${`p***@example.org`}`)
      .orderBy(sql`${privacyAuditLog.createdAt} desc`)
      .limit(1);
    expect(entry).toMatchObject({ action: 'export', actor: 'visitor' });
    expect(JSON.stringify(entry)).not.toContain(p.email);
  });

  it.each(['export', 'erase'] as const)(
    'keeps an %s link working for the 24 hours the e-mail promises, and not after (fake clock)',
    async (action) => {
      const onTime = person();
      const late = person();
      for (const p of [onTime, late]) {
        const sent = await post('/api/contact/submit', contactPayload({ ...p, message: p.words }));
        expect(sent.statusCode, sent.body).toBe(200);
      }
      const before = Date.now();
      for (const p of [onTime, late])
        await post('/api/privacy/requests', { email: p.email, action });
      const onTimeLink = await linkTo(onTime.email, '/privacy/confirm');
      const lateLink = await linkTo(late.email, '/privacy/confirm');
      const after = Date.now();
      const confirm = (link: URL) =>
        post('/api/privacy/requests/confirm', { token: link.searchParams.get('token') });
      const held = (p: Person) =>
        t.database.db.select().from(contactMessages).where(eq(contactMessages.email, p.email));
      try {
        vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
        vi.setSystemTime(before + PRIVACY_LINK_HOURS * HOUR_MS - 60_000);
        const inTime = await confirm(onTimeLink);
        expect(inTime.statusCode, inTime.body).toBe(200);
        vi.setSystemTime(after + PRIVACY_LINK_HOURS * HOUR_MS + 1_000);
        const tooLate = await confirm(lateLink);
        expect(tooLate.statusCode).toBe(400);
        expect(tooLate.json()).toMatchObject({
          success: false,
          message: PRIVACY_MESSAGES.linkInvalid,
        });
      } finally {
        vi.useRealTimers();
      }
      // The late link changed nothing; the one in time did what it said.
      expect(await held(late)).toHaveLength(1);
      expect(await held(onTime)).toHaveLength(action === 'erase' ? 0 : 1);
    },
  );

  it('erases: no personal field anywhere, files gone, ids and counts kept, the CRM lead cleared, staff told', async () => {
    const p = person();
    const other = person();
    await leaveEverywhere(p);
    await post('/api/contact/submit', contactPayload({ ...other, message: other.words }));
    await t.app.jobs.drain();
    const before = await t.database.db
      .select({ id: contactMessages.id, status: contactMessages.status })
      .from(contactMessages);
    const theirs = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, p.email));
    expect(theirs.some((row) => row.crmLeadId)).toBe(true);
    const filesBefore = await readdir(path.join(t.config.dataDir, 'private', 'chat-files'));

    await post('/api/privacy/requests', { email: p.email, action: 'erase' });
    const link = await linkTo(p.email, '/privacy/confirm');
    const erased = await post('/api/privacy/requests/confirm', {
      token: link.searchParams.get('token'),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().message).toBe(PRIVACY_MESSAGES.erased);
    expect(erased.json().data.summary).toMatchObject({
      contactMessages: 3,
      meetingRequests: 1,
      newsletter: 1,
      comments: 2,
      account: 1,
      serviceCatalogue: 1,
      consents: 9,
    });
    await t.app.jobs.drain();

    // Every table, every column, as text: nothing of the person is left.
    const tables = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    for (const { table_name: table } of tables.rows) {
      const dump = await t.database.db.execute(sql.raw(`select * from "${table}"`));
      const text = JSON.stringify((dump as unknown as { rows: unknown[] }).rows).toLowerCase();
      for (const trace of [p.email, p.firstName, p.lastName, p.company, p.words, p.phone]) {
        expect(text.includes(trace.toLowerCase()), `${table} still holds ${trace}`).toBe(false);
      }
    }
    // The comment's text stays (as WordPress keeps it), under "Anonymous".
    const [comment] = await t.database.db
      .select()
      .from(comments)
      .where(eq(comments.content, `Thanks for this overview, ${p.email.slice(4, 12)}.`));
    expect(comment).toMatchObject({ authorName: ANONYMISED.name, authorWebsite: null });
    // What another person left is untouched.
    const [kept] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, other.email));
    expect(kept?.message).toBe(other.words);
    // References, dates and statuses stay for the statistics.
    const after = await t.database.db
      .select({ id: contactMessages.id, status: contactMessages.status })
      .from(contactMessages);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(before.length);
    const anonymised = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, ANONYMISED.email));
    expect(anonymised.filter((row) => theirs.some((old) => old.id === row.id))).toHaveLength(3);
    expect(anonymised.every((row) => row.anonymisedAt !== null)).toBe(true);
    // The chat's file is gone from storage.
    const filesAfter = await readdir(path.join(t.config.dataDir, 'private', 'chat-files'));
    expect(filesAfter.length).toBe(filesBefore.length - 1);
    // The CRM's lead has its personal fields cleared through the sync queue.
    const synced = theirs.find((row) => row.crmLeadId)!;
    const lead = crm.leads.get(synced.id.toLowerCase());
    expect(JSON.stringify(lead?.body)).not.toContain(p.lastName);
    expect(JSON.stringify(lead?.body)).toContain(ANONYMISED.email);
    // Staff are told, with the address masked.
    const told = await smtp.waitFor(
      (m) =>
        Boolean(m.subject?.startsWith('Personal data erased')) &&
        m.text.includes('p***@example.org'),
    );
    expect(told).toBeTruthy();
    // The link worked once.
    const again = await post('/api/privacy/requests/confirm', {
      token: link.searchParams.get('token'),
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('staff', () => {
  it('keep the person view, export, erasure and audit log to staff (401, 403)', async () => {
    const user = await a.registered('plain');
    const calls = [
      { method: 'GET' as const, url: '/api/privacy/people?email=a%40example.org' },
      {
        method: 'POST' as const,
        url: '/api/privacy/people/export',
        payload: { email: 'a@example.org' },
      },
      {
        method: 'POST' as const,
        url: '/api/privacy/people/erase',
        payload: { email: 'a@example.org' },
      },
      { method: 'GET' as const, url: '/api/privacy/audit' },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect(
        (await t.app.inject({ ...call, headers: { authorization: `Bearer ${user.token}` } }))
          .statusCode,
        call.url,
      ).toBe(403);
    }
    // Nobody edits the audit log through the product.
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/privacy/audit', headers: staff });
      expect(response.statusCode).toBe(404);
    }
  });

  it('see what is held about an address with its consent history, export it and erase it, each in the audit log', async () => {
    const p = person();
    await post('/api/contact/submit', contactPayload(p), from('/contact'));
    const view = await t.app.inject({
      url: `/api/privacy/people?email=${encodeURIComponent(p.email)}`,
      headers: staff,
    });
    expect(view.statusCode, view.body).toBe(200);
    const data = view.json().data as PersonData;
    expect(data.stores.contactMessages).toHaveLength(1);
    expect(data.consents).toMatchObject([
      { purpose: 'contact', action: 'given', sourcePage: '/contact' },
    ]);

    const exported = await post(
      '/api/privacy/people/export',
      { email: p.email },
      { headers: staff },
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment/);
    const erased = await post('/api/privacy/people/erase', { email: p.email }, { headers: staff });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.summary.contactMessages).toBe(1);

    const audit = await t.app.inject({ url: '/api/privacy/audit', headers: staff });
    const entries = audit.json().data.entries as {
      action: string;
      actor: string;
      staffEmail: string;
      subject: string;
    }[];
    // Staff's newest entries (a visitor's, written under a fake clock a day ahead, may sort first).
    const byStaff = entries.filter((entry) => entry.actor === 'staff');
    expect(byStaff.slice(0, 2)).toMatchObject([
      { action: 'erase', actor: 'staff', subject: 'p***@example.org' },
      { action: 'export', actor: 'staff', subject: 'p***@example.org' },
    ]);
    const after = await t.app.inject({
      url: `/api/privacy/people?email=${encodeURIComponent(p.email)}`,
      headers: staff,
    });
    const left = after.json().data as PersonData;
    expect(Object.values(left.stores).every((records) => records.length === 0)).toBe(true);
    expect(left.consents).toHaveLength(0);
    expect(left.audit.map((entry) => entry.action)).toEqual(['erase', 'export']);
  });
});

describe('retention', () => {
  const DAY = 24 * 3600 * 1000;
  const ago = (days: number) => new Date(Date.now() - days * DAY);

  it('anonymises exactly the finished leads unchanged for LEAD_RETENTION_DAYS and deletes unconfirmed requests after 30 days', async () => {
    const made: Record<string, string> = {};
    for (const [key, status, days] of [
      ['oldClosed', 'closed', 731],
      ['youngClosed', 'closed', 729],
      ['oldOpen', 'new', 900],
    ] as const) {
      const p = person();
      const response = await post('/api/contact/submit', contactPayload(p));
      made[key] = response.json().data.id as string;
      // The CRM sync records its outcome on the row (a change): let it finish first.
      await t.app.jobs.drain();
      await t.database.db
        .update(contactMessages)
        .set({ status, updatedAt: ago(days) })
        .where(eq(contactMessages.id, made[key]!));
    }
    for (const [key, status, days] of [
      ['oldDone', 'completed', 800],
      ['oldCancelled', 'cancelled', 731],
      ['oldConfirmed', 'confirmed', 800],
    ] as const) {
      const response = await post('/api/meetings/schedule', meetingPayload(person()));
      made[key] = response.json().data.id as string;
      await t.database.db
        .update(meetingRequests)
        .set({ status, updatedAt: ago(days) })
        .where(eq(meetingRequests.id, made[key]!));
    }
    const stale = `stale-${randomUUID().slice(0, 8)}@example.org`;
    const fresh = `fresh-${randomUUID().slice(0, 8)}@example.org`;
    await post('/api/newsletter/subscribe', { email: stale });
    await post('/api/newsletter/subscribe', { email: fresh });
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ createdAt: ago(31) })
      .where(eq(newsletterSubscriptions.email, stale));
    await t.database.db.insert(commentReplyAddresses).values([
      { email: stale, createdAt: ago(31) },
      { email: fresh, createdAt: ago(2) },
    ]);

    const counts = await t.app.privacy.retain();
    expect(counts.contactMessages).toBe(1);
    expect(counts.meetingRequests).toBe(2);

    const message = async (id: string) =>
      (await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;
    const meeting = async (id: string) =>
      (await t.database.db.select().from(meetingRequests).where(eq(meetingRequests.id, id)))[0]!;
    expect((await message(made.oldClosed!)).email).toBe(ANONYMISED.email);
    expect((await message(made.oldClosed!)).status).toBe('closed');
    expect((await message(made.youngClosed!)).email).not.toBe(ANONYMISED.email);
    expect((await message(made.oldOpen!)).email).not.toBe(ANONYMISED.email);
    expect((await meeting(made.oldDone!)).firstName).toBe(ANONYMISED.name);
    expect((await meeting(made.oldCancelled!)).email).toBe('');
    expect((await meeting(made.oldConfirmed!)).firstName).not.toBe(ANONYMISED.name);
    const subscriptions = await t.database.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions);
    expect(subscriptions.map((row) => row.email)).toContain(fresh);
    expect(subscriptions.map((row) => row.email)).not.toContain(stale);
    const addresses = await t.database.db
      .select({ email: commentReplyAddresses.email })
      .from(commentReplyAddresses);
    expect(addresses.map((row) => row.email)).toContain(fresh);
    expect(addresses.map((row) => row.email)).not.toContain(stale);

    // A second run finds nothing more to do.
    const again = await t.app.privacy.retain();
    expect(again.contactMessages).toBe(0);
    expect(again.meetingRequests).toBe(0);
  });

  it('keeps every lead when LEAD_RETENTION_DAYS is 0', async () => {
    const off = await createTestApp({ env: { LEAD_RETENTION_DAYS: '0' } });
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/contact/submit',
        payload: contactPayload(),
      });
      const id = response.json().data.id as string;
      await off.database.db
        .update(contactMessages)
        .set({ status: 'closed', updatedAt: ago(5000) })
        .where(eq(contactMessages.id, id));
      const counts = await off.app.privacy.retain();
      expect(counts.contactMessages).toBe(0);
      const [row] = await off.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      expect(row?.anonymisedAt).toBeNull();
    } finally {
      await off.close();
    }
  });
});
