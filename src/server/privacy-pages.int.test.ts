import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '../shared/privacy-messages.ts';
import { consentRecords, contactMessages } from './db/schema.ts';
import { contactPayload } from './modules/leads.fixtures.ts';
import { rawExchange } from './test/raw-http.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp-server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * /privacy/request and /privacy/confirm, server-rendered and working as
 * plain form posts (before or without the page's JavaScript).
 */

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ pages: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The link e-mailed to the address for a request. */
async function requestedLink(email: string) {
  await t.app.jobs.drain();
  const mail = await smtp.waitFor(
    (m) => m.recipients.includes(email) && m.text.includes('/privacy/confirm'),
  );
  return new URL(mail.text.match(/https?:\/\/\S+\/privacy\/confirm\S+/)![0]);
}

describe('/privacy/request', () => {
  it('renders a form that posts without JavaScript, kept out of caches and search results', async () => {
    const page = await t.app.inject({ url: '/privacy/request' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('value="export"');
    expect(page.body).toContain('value="erase"');
  });

  it('sends the link by e-mail and answers the same whatever the address', async () => {
    const email = `page-${Date.now()}@example.org`;
    await t.app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      payload: contactPayload({ email }),
    });
    const known = await form('/privacy/request', { email, action: 'erase' });
    const unknown = await form('/privacy/request', {
      email: `no-one-${Date.now()}@example.org`,
      action: 'erase',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toContain(PRIVACY_MESSAGES.requested.replace(/'/g, '&#x27;'));
    expect(unknown.body).toContain(PRIVACY_MESSAGES.requested.replace(/'/g, '&#x27;'));
    const link = await requestedLink(email);
    expect(link.searchParams.get('action')).toBe('erase');
  });

  it('shows the problem when the address is not valid', async () => {
    const page = await form('/privacy/request', { email: 'nope', action: 'export' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(PRIVACY_MESSAGES.emailInvalid);
  });
});

describe('consent through a page action', () => {
  it('records the page a form was posted from before JavaScript', async () => {
    const email = `page-consent-${Date.now()}@example.org`;
    const payload = Object.fromEntries(
      Object.entries(contactPayload({ email })).map(([key, value]) => [key, String(value)]),
    );
    const page = await form('/contact', payload);
    expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
    const [record] = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.email, email));
    expect(record).toMatchObject({ purpose: 'contact', sourcePage: '/contact' });
  });

  it('answers a form posted to a path that reads as another host with a 4xx, storing nothing', async () => {
    // As an address `//contact` is the host "contact": it is not the contact page, and nothing
    // posted to it may reach the contact form's action or name another site as its page.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const email = `page-consent-odd-${Date.now()}@example.org`;
    const body = new URLSearchParams(
      Object.entries(contactPayload({ email })).map(([key, value]) => [key, String(value)]),
    ).toString();
    const [response] = await rawExchange(
      port,
      [
        `POST //contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      ],
      { expected: 1 },
    );
    expect(response!.status, response!.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(response!.status).toBeLessThan(500);
    const records = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.email, email));
    expect(records).toEqual([]);
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toEqual([]);
  });
});

describe('/privacy/confirm', () => {
  it('offers the download as a form posting to the API, with the token', async () => {
    const page = await t.app.inject({
      url: '/privacy/confirm?action=export&token=abcdefghijklmnopqrstuvwxyz',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<form[^>]*action="\/api\/privacy\/requests\/confirm" method="post"/);
    expect(page.body).toContain('value="abcdefghijklmnopqrstuvwxyz"');
  });

  it('erases through the button posted without JavaScript, once', async () => {
    const email = `eraser-${Date.now()}@example.org`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      payload: contactPayload({ email }),
    });
    const id = sent.json().data.id as string;
    await form('/privacy/request', { email, action: 'erase' });
    const link = await requestedLink(email);
    const page = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(page.body).toContain('Erase my data');
    const done = await form(`${link.pathname}${link.search}`, {
      token: link.searchParams.get('token')!,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(PRIVACY_MESSAGES.erased);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row?.email).not.toBe(email);
    const again = await form(`${link.pathname}${link.search}`, {
      token: link.searchParams.get('token')!,
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(PRIVACY_MESSAGES.linkInvalid);
  });

  it('sends the download form of a used link back to the page, which says so', async () => {
    const used = await form('/api/privacy/requests/confirm', {
      token: 'abcdefghijklmnopqrstuvwxyz0123456789',
    });
    expect(used.statusCode).toBe(303);
    const page = await t.app.inject({ url: used.headers.location as string });
    expect(page.body).toContain(PRIVACY_MESSAGES.linkInvalid);
  });

  it('says a link without its token is not valid', async () => {
    const page = await t.app.inject({ url: '/privacy/confirm?action=erase' });
    expect(page.body).toContain(PRIVACY_MESSAGES.linkInvalid);
  });
});
