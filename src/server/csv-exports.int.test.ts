import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  meetingRequests,
  newsletterSubscriptions,
  services,
  userServices,
} from './db/schema.ts';
import { setupAccountTests } from './modules/auth/auth.fixtures.ts';
import {
  bearer,
  contactPayload,
  leadTestUsers,
  meetingPayload,
  submitContact,
} from './modules/leads.fixtures.ts';
import { readCsv } from './test/csv-reader.ts';

/*
 * Staff's CSV exports of the four lists: who may have them, that they take
 * the lists' filters and hold every matching row (not a page), the file's
 * form (BOM, header, CRLF, ISO dates, quoting, formula escaping), and that
 * 100,000 rows stream through a real connection in bounded memory.
 */

const context = setupAccountTests();
let staffToken: string;
let userToken: string;
beforeAll(async () => {
  ({ staffToken, userToken } = await leadTestUsers(context));
});

const db = () => context.t.database.db;

const EXPORTS = [
  '/api/contact/messages/export.csv',
  '/api/meetings/export.csv',
  '/api/newsletter/subscribers/export.csv',
  '/api/services/interest/export.csv',
] as const;

/** An export as staff get it: the answer, and its rows as objects by column heading. */
async function exported(url: string) {
  const response = await context.t.app.inject({ url, headers: bearer(staffToken) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...records] = readCsv(response.body.slice(1));
  for (const record of records) expect(record).toHaveLength(header.length);
  const rows = records.map((cells) =>
    Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])),
  );
  return { response, header, rows };
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('who may export', () => {
  it.each(EXPORTS)('%s answers 401 without a session and 403 to non-staff', async (url) => {
    const anonymous = await context.t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });
    const user = await context.t.app.inject({ url, headers: bearer(userToken) });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(user.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    '/api/contact/messages/export.csv?status=archived',
    '/api/meetings/export.csv?priority=asap',
    '/api/newsletter/subscribers/export.csv?status=everyone',
    '/api/services/interest/export.csv?serviceId=not-a-service',
  ])('%s refuses an unknown filter in the API error shape', async (url) => {
    const response = await context.t.app.inject({ url, headers: bearer(staffToken) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('GET /api/contact/messages/export.csv', () => {
  it('is a UTF-8 CSV download with a BOM, one header row, CRLF lines and ISO dates', async () => {
    const submitted = await submitContact(
      context.t,
      contactPayload({
        source: 'support',
        firstName: 'Zoë',
        message: 'Line one, with a comma\nand "quotes" on line two.',
      }),
    );
    const id = submitted.json().data.id as string;
    const { response, header, rows } = await exported('/api/contact/messages/export.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['content-disposition']).toContain(
      `contact-messages-${new Date().toISOString().slice(0, 10)}`,
    );
    expect(response.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(header).toEqual([
      'Reference',
      'Received at',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Company',
      'Service interest',
      'Message to',
      'Form',
      'Status',
      'Message',
      'Quote details',
      'Attached files',
      'CRM sync',
      'CRM lead',
      'Synced at',
      'Updated at',
      'Source',
      'Landing page',
      'Referrer',
      'Campaign',
    ]);
    // Every line ends with CRLF, the last one too.
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body.replace(/"[^"]*"/g, '').match(/(?<!\r)\n/g)).toBeNull();

    const [stored] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
    const row = rows.find((r) => r['Reference'] === id);
    expect(row).toEqual({
      Reference: id,
      'Received at': stored!.createdAt.toISOString(),
      'First name': 'Zoë',
      'Last name': 'Hopper',
      Email: 'grace.hopper@example.org',
      // A leading + is escaped like any would-be formula.
      Phone: "'+1 (555) 010-2030",
      Company: 'Navy Labs',
      'Service interest': 'Dynamics 365 Implementation',
      'Message to': 'Sales Team',
      Form: 'support',
      Status: 'new',
      Message: 'Line one, with a comma\nand "quotes" on line two.',
      'Quote details': '',
      'Attached files': '',
      'CRM sync': 'skipped',
      'CRM lead': '',
      'Synced at': '',
      'Updated at': stored!.updatedAt.toISOString(),
      // An API client that opened no page: where it came from is unknown.
      Source: 'direct / unknown',
      'Landing page': '',
      Referrer: '',
      Campaign: '',
    });
    expect(row!['Received at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('defuses a formula: =HYPERLINK("x") is written as "\'=HYPERLINK(""x"")"', async () => {
    const submitted = await submitContact(
      context.t,
      contactPayload({
        company: '=HYPERLINK("x")',
        message: '@SUM(A1:A9) and more text to be long enough',
      }),
    );
    const id = submitted.json().data.id as string;
    const response = await context.t.app.inject({
      url: '/api/contact/messages/export.csv',
      headers: bearer(staffToken),
    });
    const line = response.body.split('\r\n').find((l) => l.startsWith(id));
    expect(line).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(line).toContain(`,'@SUM(A1:A9) and more text to be long enough,`);
    const { rows } = await exported('/api/contact/messages/export.csv');
    expect(rows.find((r) => r['Reference'] === id)).toMatchObject({
      Company: `'=HYPERLINK("x")`,
      Message: "'@SUM(A1:A9) and more text to be long enough",
    });
  });

  it('takes the list’s filters and holds exactly the matching messages, all of them', async () => {
    const ids: string[] = [];
    for (const source of ['pricing', 'pricing', 'pricing', 'chat']) {
      const answer = await submitContact(context.t, contactPayload({ source }));
      ids.push(answer.json().data.id as string);
    }
    await db()
      .update(contactMessages)
      .set({ status: 'qualified' })
      .where(inArray(contactMessages.id, [ids[0]!, ids[1]!, ids[3]!]));

    const matching = await db()
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(eq(contactMessages.status, 'qualified'), eq(contactMessages.source, 'pricing')));
    expect(sorted(matching.map((r) => r.id))).toEqual(sorted([ids[0]!, ids[1]!]));

    const { rows } = await exported(
      '/api/contact/messages/export.csv?status=qualified&source=pricing',
    );
    expect(sorted(rows.map((r) => r['Reference']!))).toEqual(sorted([ids[0]!, ids[1]!]));
    // Newest first, like the list.
    expect(rows.map((r) => r['Reference'])).toEqual([ids[1], ids[0]]);

    // Unfiltered: every message, more than one page of the list holds.
    const all = await exported('/api/contact/messages/export.csv?limit=1&page=2');
    const [{ total }] = (await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(contactMessages)) as [{ total: number }];
    expect(all.rows).toHaveLength(Number(total));
  });
});

describe('GET /api/meetings/export.csv', () => {
  it('takes the list’s filters (search, priority) and writes each request once', async () => {
    const marker = `Export check ${Date.now()}`;
    const urgent = await context.t.app.inject({
      method: 'POST',
      url: '/api/meetings/schedule',
      payload: meetingPayload({ subject: `${marker} A`, priority: 'urgent' }),
    });
    const low = await context.t.app.inject({
      method: 'POST',
      url: '/api/meetings/schedule',
      payload: meetingPayload({ subject: `${marker} B`, priority: 'low' }),
    });
    expect(urgent.statusCode).toBe(200);
    expect(low.statusCode).toBe(200);
    const id = urgent.json().data.id as string;

    const { response, header, rows } = await exported(
      `/api/meetings/export.csv?priority=urgent&search=${encodeURIComponent(marker)}`,
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="meeting-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(header.slice(0, 5)).toEqual([
      'Reference',
      'Received at',
      'First name',
      'Last name',
      'Email',
    ]);
    expect(rows).toHaveLength(1);
    const [stored] = await db().select().from(meetingRequests).where(eq(meetingRequests.id, id));
    expect(rows[0]).toMatchObject({
      Reference: id,
      'Received at': stored!.createdAt.toISOString(),
      Subject: `${marker} A`,
      'Meeting type': 'Product Demo',
      'Preferred at': stored!.preferredAt!.toISOString(),
      'Visitor time zone': 'Europe/Paris',
      'Duration (minutes)': '90',
      Priority: 'urgent',
      Status: 'pending',
    });

    const both = await exported(`/api/meetings/export.csv?search=${encodeURIComponent(marker)}`);
    expect(both.rows.map((r) => r['Subject'])).toEqual([`${marker} B`, `${marker} A`]);
  });
});

describe('GET /api/newsletter/subscribers/export.csv', () => {
  it('exports every subscriber in the chosen status, with preferences and ISO dates', async () => {
    const stamp = Date.now();
    await db()
      .insert(newsletterSubscriptions)
      .values([
        { email: `bounced-a-${stamp}@example.org`, status: 'bounced', firstName: '-Dash' },
        { email: `bounced-b-${stamp}@example.org`, status: 'bounced', weeklyDigest: false },
        {
          email: `active-${stamp}@example.org`,
          status: 'active',
          subscribedAt: new Date('2025-02-03T04:05:06.789Z'),
        },
      ]);
    const bounced = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, 'bounced'));

    const { response, header, rows } = await exported(
      '/api/newsletter/subscribers/export.csv?status=bounced',
    );
    expect(response.headers['content-disposition']).toMatch(
      /filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(header).toEqual([
      'Email',
      'First name',
      'Last name',
      'Status',
      'Form',
      'Blog updates',
      'Case studies',
      'Industry news',
      'Weekly digest',
      'Signed up at',
      'Confirmed at',
      'Unsubscribed at',
      'Updated at',
      'Source',
      'Landing page',
      'Referrer',
      'Campaign',
    ]);
    expect(sorted(rows.map((r) => r['Email']!))).toEqual(sorted(bounced.map((r) => r.email)));
    expect(rows.every((r) => r['Status'] === 'bounced')).toBe(true);
    expect(rows.find((r) => r['Email'] === `bounced-a-${stamp}@example.org`)).toMatchObject({
      'First name': "'-Dash",
      'Weekly digest': 'true',
    });
    expect(rows.find((r) => r['Email'] === `bounced-b-${stamp}@example.org`)).toMatchObject({
      'Weekly digest': 'false',
      'Confirmed at': '',
    });

    const all = await exported('/api/newsletter/subscribers/export.csv');
    expect(all.rows.find((r) => r['Email'] === `active-${stamp}@example.org`)).toMatchObject({
      'Confirmed at': '2025-02-03T04:05:06.789Z',
    });
  });
});

describe('GET /api/services/interest/export.csv', () => {
  it('exports the whole list, all or one service, each selection once across batches', async () => {
    // 40 people × 30 services, many sharing their time to the microsecond:
    // 1,200 selections, more than one read, with ties across the batch edge.
    await db().execute(sql`
      insert into users (email, password_hash, first_name, last_name, company)
      select 'interest-' || i || '@example.org', 'x', 'Person', 'No ' || i, '=Corp ' || i
      from generate_series(1, 40) as i`);
    await db().execute(sql`
      insert into services (key, title, description, category, landing_path, sort_order)
      select 'export-' || i, 'Export service ' || (i % 7), 'A service', 'test', '/pricing', i
      from generate_series(1, 30) as i`);
    await db().execute(sql`
      insert into user_services (user_id, service_id, notes, added_at)
      select u.id, s.id, 'Note, "quoted"', timestamptz '2024-05-06 07:08:09.123456+00'
        + ((length(u.email) + length(s.key)) % 3) * interval '1 microsecond'
      from users u cross join services s
      where u.email like 'interest-%' and s.key like 'export-%'`);

    const { response, header, rows } = await exported('/api/services/interest/export.csv');
    expect(response.headers['content-disposition']).toMatch(
      /filename="service-interest-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(header).toEqual([
      'Added at',
      'Service',
      'First name',
      'Last name',
      'Email',
      'Company',
      'Notes',
      'User',
      'Service reference',
      'Source',
      'Landing page',
      'Referrer',
      'Campaign',
    ]);
    const [{ total }] = (await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(userServices)) as [{ total: number }];
    expect(Number(total)).toBeGreaterThanOrEqual(1200);
    expect(rows).toHaveLength(Number(total));
    expect(new Set(rows.map((r) => `${r['User']}:${r['Service reference']}`)).size).toBe(
      Number(total),
    );
    const bulk = rows.find((r) => r['Email'] === 'interest-1@example.org');
    expect(bulk).toMatchObject({
      'Added at': expect.stringMatching(/^2024-05-06T07:08:09\.123Z$/),
      Company: "'=Corp 1",
      Notes: 'Note, "quoted"',
    });

    const [one] = await db().select().from(services).where(eq(services.key, 'export-5'));
    const filtered = await exported(`/api/services/interest/export.csv?serviceId=${one!.id}`);
    expect(filtered.rows).toHaveLength(40);
    expect(new Set(filtered.rows.map((r) => r['Service reference']))).toEqual(new Set([one!.id]));
  });
});

/**
 * A full garbage collection, so heapUsed counts what is alive, not what is
 * waiting to be collected: node's own when started with --expose-gc, else
 * the same function switched on at run time.
 */
function fullGc(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Reads a streamed answer line by line (CRLF) as it arrives; resolves when it
 * ends. After the first chunk the reading pauses until `afterFirstChunk` is done.
 */
function streamLines(
  port: number,
  path: string,
  headers: Record<string, string>,
  onLine: (line: string) => void,
  afterFirstChunk: () => Promise<void>,
): Promise<{ bytes: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
      res.setEncoding('utf8');
      let bytes = 0;
      let rest = '';
      res.on('data', (chunk: string) => {
        if (bytes === 0) {
          res.pause();
          afterFirstChunk().then(() => res.resume(), reject);
        }
        bytes += Buffer.byteLength(chunk);
        const parts = (rest + chunk).split('\r\n');
        rest = parts.pop() ?? '';
        for (const line of parts) onLine(line);
      });
      res.on('end', () =>
        rest === '' ? resolve({ bytes, headers: res.headers }) : reject(new Error('cut short')),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('100,000 rows', () => {
  it('stream through a real connection in bounded memory, every row once', async () => {
    const ROWS = 100_000;
    // Three rows share each microsecond: the keyset must not lose or repeat any.
    await db().execute(sql`
      insert into contact_messages (first_name, last_name, email, phone, company,
        service_interest, message_to, message, source, status, sync_status, created_at)
      select 'Bulk', 'Row ' || i, 'bulk-' || i || '@example.org', '+1 555 0100', 'Company ' || i,
        'general_inquiry', 'sales_team',
        repeat('We would like to hear about Dynamics 365. ', 5),
        'pricing', 'converted', 'skipped',
        timestamptz '2020-01-01 00:00:00+00' + (i / 3) * interval '1 microsecond'
      from generate_series(1, ${ROWS}) as i`);
    // What PostgreSQL's autovacuum does after a bulk load (PGlite has none): without
    // statistics the planner would not walk the created_at index for each batch.
    await db().execute(sql`analyze contact_messages`);

    await context.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.t.app.server.address() as AddressInfo;

    // Live memory (after a full collection), sampled every 500 ms and every 10,000 lines.
    const gc = fullGc();
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sample = () => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    };
    const sampler = setInterval(sample, 500);

    // Row 0 is written once the download has begun, older than every other
    // row: it is in the file only if the rows are read as the file is sent.
    const seen = new Uint8Array(ROWS + 1);
    let lines = 0;
    let repeated = 0;
    let first = '';
    let last = '';
    let answer: Awaited<ReturnType<typeof streamLines>>;
    try {
      answer = await streamLines(
        port,
        '/api/contact/messages/export.csv?source=pricing&status=converted',
        bearer(staffToken),
        (line) => {
          if (lines++ === 0) {
            first = line;
            return;
          }
          if (lines % 10_000 === 0) sample();
          last = line;
          const n = Number(/,Row (\d+),/.exec(line)?.[1]);
          if (seen[n]) repeated++;
          seen[n] = 1;
        },
        async () => {
          await db().execute(sql`
            insert into contact_messages (first_name, last_name, email, service_interest,
              message_to, message, source, status, sync_status, created_at)
            values ('Late', 'Row 0', 'late@example.org', 'general_inquiry', 'sales_team',
              'Written while the export was under way.', 'pricing', 'converted', 'skipped',
              timestamptz '2019-01-01 00:00:00+00')`);
        },
      );
    } finally {
      clearInterval(sampler);
    }

    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Streamed: no length known in advance.
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(first.startsWith('\uFEFFReference,Received at,')).toBe(true);
    expect(lines).toBe(1 + ROWS + 1);
    expect(repeated).toBe(0);
    expect(seen.every((flag) => flag === 1)).toBe(true);
    expect(last).toContain(',Late,Row 0,late@example.org,');
    // The file is tens of megabytes; what stayed alive meanwhile is a small part of it.
    expect(answer.bytes).toBeGreaterThan(30_000_000);
    expect(peak - baseline).toBeLessThan(answer.bytes / 3);
  }, 120_000);
});
