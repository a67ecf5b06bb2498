import { randomUUID } from 'node:crypto';
import { and, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_FIELD } from '../shared/session-messages.ts';
import { jobs } from './db/schema.ts';
import { CRM_SYNC_JOB } from './modules/contact/contact.sync.ts';
import { contactPayload, submitContact } from './modules/leads.fixtures.ts';
import { MAIL_JOB } from './modules/mail/mail.service.ts';
import { attribute } from './test/html.ts';
import { PAGE_ORIGIN, readerAccount, signInByForm, urlEncoded } from './test/page-session.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp-server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * What a visitor writes in the contact form (their address, their name,
 * their message) is kept in the database and sent to the company and the
 * CRM, never written to the log: not at `trace`, the most verbose level, by
 * any of the requests, the e-mails (sent over SMTP) or the CRM sync (a fake
 * Dataverse that refuses one lead for now and one for good, quoting it, so
 * the retry and failure paths log too). Submitted through the API, through
 * the contact page's form as a visitor without JavaScript posts it, and
 * signed in, with the page's form token.
 */

const DEADLINE = { timeout: 15_000, interval: 20 };
const run = randomUUID().slice(0, 8);

/** A submission's personal fields, each unlike anything else the log could hold. */
function visitor(first: string, last: string, town: string) {
  return {
    firstName: first,
    lastName: `${last}-${run}`,
    // Mixed case: the site keeps addresses lower-cased, the check ignores case.
    email: `${first}.${last}+${run}@Example.ORG`,
    message: `Our ${town} warehouse (ref ${run}) wants its orders in Dynamics 365 before the audit.`,
  };
}
const BY_API = visitor('Philippa', 'Quennevais', 'Tarragona');
const BY_PAGE = visitor('Evander', 'Lestrange', 'Ballarat');
const SIGNED_IN = visitor('Ottoline', 'Brackenbury', 'Tromsø');
const VISITORS = [BY_API, BY_PAGE, SIGNED_IN];

/**
 * The fake Dynamics 365: a token for anyone, and lead upserts. The API
 * visitor's first attempt is refused for now (503: the retry path logs a
 * warning); the signed-in visitor's lead is refused for good by a plug-in
 * whose message quotes the record, as a Dynamics plug-in's may (the failure
 * path logs an error with the CRM's own words).
 */
function fakeDataverse() {
  const leads = new Map<string, Record<string, unknown>>();
  const refused: string[] = [];
  let unavailableOnce = true;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/oauth2/v2.0/token')) {
      return Response.json({ access_token: `token-${run}`, expires_in: 3599 });
    }
    const lead = /\/leads\(([0-9a-f-]+)\)$/.exec(url.pathname);
    if (lead && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      const email = body['emailaddress1'];
      if (email === BY_API.email.toLowerCase() && unavailableOnce) {
        unavailableOnce = false;
        return Response.json(
          { error: { code: '0x80040216', message: 'An unexpected error occurred.' } },
          { status: 503, headers: { 'retry-after': '0' } },
        );
      }
      if (email === SIGNED_IN.email.toLowerCase()) {
        refused.push(email);
        const quoted = `${body['firstname']} ${body['lastname']} <${email}>`;
        return Response.json(
          {
            error: {
              code: '0x80040265',
              message: `A lead for ${quoted} is already open. Ask sales to merge them.`,
            },
          },
          { status: 400 },
        );
      }
      leads.set(lead[1]!, body);
      return new Response(null, { status: 204 });
    }
    return Response.json({ error: { message: 'Resource not found' } }, { status: 404 });
  };
  return { fetch, leads, refused, retried: () => !unavailableOnce };
}

let t: TestApp;
let smtp: TestSmtpServer;
const crm = fakeDataverse();
const lines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    pages: true,
    env: {
      LOG_LEVEL: 'trace',
      SMTP_URL: smtp.url,
      D365_URL: 'https://contoso.crm.example.test',
      D365_AUTHORITY_URL: 'https://login.example.test',
      D365_TENANT_ID: 'tenant-test',
      D365_CLIENT_ID: 'client-test',
      D365_CLIENT_SECRET: `secret-${run}`,
    },
    crmFetch: crm.fetch,
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The contact page's form, as a browser posts it: urlencoded, to the page's own action. */
async function postContactPage(fields: Record<string, string>, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: urlEncoded(fields),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const formFields = (who: (typeof VISITORS)[number]) =>
  Object.fromEntries(
    Object.entries(contactPayload(who)).map(([name, value]) => [name, String(value)]),
  );

describe('a contact submission in the log', () => {
  beforeAll(async () => {
    expect(t.app.log.level).toBe('trace');

    // Through the API, as the page's script sends it.
    const api = await submitContact(t, contactPayload(BY_API));
    expect(api.statusCode, api.body).toBe(200);

    // Through the page's form, by a visitor without JavaScript.
    await postContactPage(formFields(BY_PAGE), { origin: PAGE_ORIGIN });

    // Signed in, from a browser that sends neither Origin nor Sec-Fetch-Site:
    // the form's token proves the page.
    const cookie = await signInByForm(t, await readerAccount(t));
    const page = await t.app.inject({ url: '/contact', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const token = attribute(/<input[^>]*name="csrf"[^>]*>/.exec(page.body)?.[0], 'value');
    expect(token, 'the signed-in contact form carries its token').toBeTruthy();
    await postContactPage({ ...formFields(SIGNED_IN), [CSRF_FIELD]: token! }, { cookie });

    // Every e-mail sent and every lead synced or refused for good, the one
    // refused for now tried again.
    await vi.waitFor(async () => {
      await t.app.jobs.drain();
      const left = await t.database.db
        .select({ kind: jobs.kind, status: jobs.status, lastError: jobs.lastError })
        .from(jobs)
        .where(
          and(inArray(jobs.kind, [MAIL_JOB.name, CRM_SYNC_JOB.name]), ne(jobs.status, 'failed')),
        );
      expect(left).toEqual([]);
    }, DEADLINE);
    expect(crm.retried()).toBe(true);
    expect(crm.refused).toEqual([SIGNED_IN.email.toLowerCase()]);
    const synced = [...crm.leads.values()].map((lead) => lead['emailaddress1']);
    expect(synced.sort()).toEqual([BY_API.email, BY_PAGE.email].map((a) => a.toLowerCase()).sort());
    for (const who of VISITORS) {
      const address = who.email.toLowerCase();
      expect(smtp.messages.some((mail) => mail.recipients.includes(address))).toBe(true);
    }
  });

  it('the paths that log ran: requests, e-mails, the CRM sync and its failures', () => {
    const messages = lines.map((line) => (JSON.parse(line) as { msg?: string }).msg);
    expect(messages).toContain('incoming request');
    expect(messages).toContain('mail sent');
    expect(messages).toContain('job failed; will retry');
    expect(messages).toContain('job failed for good');
    // The CRM's refusal is logged in its own words, without the record it quoted.
    const refusal = lines
      .map((line) => JSON.parse(line) as { msg?: string; err?: string })
      .find((line) => line.msg === 'job failed for good');
    expect(refusal?.err).toBe(
      'Lead sync failed (400): A lead for [redacted] [redacted] <[redacted]> is already open. ' +
        'Ask sales to merge them.',
    );
  });

  it.each(VISITORS.map((who) => [who.email, who]))(
    'no line holds what %s wrote',
    (_address, who) => {
      const secrets = {
        address: who.email,
        'first name': who.firstName,
        'last name': who.lastName,
        message: who.message,
        // A preview cut from the message (an e-mail's preheader, say) would start so.
        'message start': who.message.slice(0, 24),
      };
      const found = Object.entries(secrets).flatMap(([what, secret]) =>
        lines
          .filter((line) => line.toLowerCase().includes(secret.toLowerCase()))
          .map((line) => `${what}: ${line.trim()}`),
      );
      expect(found).toEqual([]);
    },
  );
});
