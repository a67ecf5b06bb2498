import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_UPLOAD_MAX_BYTES } from '../../../shared/chat-files.ts';
import { contactAttachments, contactMessages, jobs } from '../../db/schema.ts';
import { startDataverseServer, type TestDataverseServer } from '../../test/dataverse-server.ts';
import { multipart } from '../../test/multipart.ts';
import { rawExchange } from '../../test/raw-http.ts';
import {
  buildZip,
  sampleDoc,
  sampleDocx,
  sampleExecutable,
  sampleImage,
  sampleNoisePng,
  samplePdf,
  sampleWordDocument,
  sampleZip,
} from '../../test/sample-files.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountFixtures } from '../auth/auth.fixtures.ts';
import { bearer } from '../leads.fixtures.ts';

/*
 * The chat's upload, through the whole server (pages included, so "no public
 * address" is asked of the real router): what it accepts by content, what
 * it refuses and that a refusal writes nothing, the staff-only download, and
 * the staff e-mail and CRM lead that name the files.
 */
let crm: TestDataverseServer;
let smtp: TestSmtpServer;
let t: TestApp;
let staffToken: string;
let userToken: string;

beforeAll(async () => {
  crm = await startDataverseServer();
  smtp = await startSmtpServer();
  t = await createTestApp({ pages: true, env: { SMTP_URL: smtp.url, ...crm.env() } });
  const a = accountFixtures(t, smtp);
  const staff = await a.registered('staff', t.config.site.emailDomain);
  await a.verifyFromMail(staff.email);
  // Leads are for editors and administrators (the domain's default role is author).
  await t.app.auth.setRole(staff.email, 'editor');
  const visitor = await a.registered('visitor');
  await a.verifyFromMail(visitor.email);
  staffToken = staff.token;
  userToken = visitor.token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await crm.close();
});

interface SentFile {
  name: string;
  data: Buffer;
  type?: string;
}

const visitor = (email = `visitor-${Math.random().toString(36).slice(2, 10)}@example.org`) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
});

function upload(files: SentFile[], fields: Record<string, string> = visitor()) {
  const body = multipart(
    fields,
    ...files.map((file) => ({
      field: 'files',
      name: file.name,
      type: file.type ?? 'application/octet-stream',
      data: file.data,
    })),
  );
  return t.app.inject({ method: 'POST', url: '/api/contact/chat-files', ...body });
}

const privateDir = () => path.join(t.config.dataDir, 'private', 'chat-files');
/** What the private store holds (a temporary file would show as well). */
const storedFiles = async () => (await readdir(privateDir()).catch(() => [])).sort();
const counts = async () => ({
  messages: (await t.database.db.select().from(contactMessages)).length,
  attachments: (await t.database.db.select().from(contactAttachments)).length,
  files: (await storedFiles()).length,
});
const attachmentsOf = (messageId: string) =>
  t.database.db
    .select()
    .from(contactAttachments)
    .where(eq(contactAttachments.messageId, messageId));

/** Runs the queue until the message's jobs (e-mails, CRM sync) are done. */
async function settle(id: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.app.jobs.drain();
    const pending = await t.database.db.select().from(jobs).where(eq(jobs.subjectId, id));
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`the jobs of ${id} did not settle`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('POST /api/contact/chat-files accepts the listed types, by content', () => {
  const cases: Array<[string, () => Buffer | Promise<Buffer>, string]> = [
    ['brief.pdf', samplePdf, 'application/pdf'],
    ['minutes.doc', sampleDoc, 'application/msword'],
    [
      'spec.docx',
      sampleDocx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['logo.png', () => sampleImage('png'), 'image/png'],
    ['photo.jpg', () => sampleImage('jpeg'), 'image/jpeg'],
    ['scan.JPEG', () => sampleImage('jpeg'), 'image/jpeg'],
    ['bundle.zip', sampleZip, 'application/zip'],
  ];

  it.each(cases)('%s', async (name, build, contentType) => {
    const data = await build();
    // The type the browser claims is not what decides.
    const response = await upload([{ name, data, type: 'application/octet-stream' }]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Thank you! We have received your files.',
      data: { files: [{ fileName: name, size: data.length }] },
    });

    const [message] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data.id));
    expect(message).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      source: 'chat',
      message: 'Files shared through the chat assistant.',
    });
    const [attachment] = await attachmentsOf(body.data.id);
    expect(attachment).toMatchObject({ fileName: name, contentType, size: data.length });
    // Stored under a generated name, never the visitor's.
    expect(attachment!.storageKey).toMatch(/^[0-9a-f-]{36}\.[a-z]+$/);
    expect(await readFile(path.join(privateDir(), attachment!.storageKey))).toEqual(data);
  });

  it('takes five files at once, the limit', async () => {
    const files = [
      { name: 'a.pdf', data: samplePdf() },
      { name: 'b.docx', data: sampleDocx() },
      { name: 'c.zip', data: sampleZip() },
      { name: 'd.png', data: await sampleImage('png') },
      { name: 'e.doc', data: sampleDoc() },
    ];
    const response = await upload(files);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await attachmentsOf(response.json().data.id);
    expect(stored.map((file) => file.fileName).sort()).toEqual([
      'a.pdf',
      'b.docx',
      'c.zip',
      'd.png',
      'e.doc',
    ]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const data = Buffer.alloc(CHAT_UPLOAD_MAX_BYTES);
    samplePdf().copy(data);
    const response = await upload([{ name: 'limit.pdf', data }]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers a filled honeypot like a success but keeps nothing', async () => {
    const before = await counts();
    const response = await upload([{ name: 'brief.pdf', data: samplePdf() }], {
      ...visitor(),
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/contact/chat-files refuses, naming the file and why, and writes nothing', () => {
  async function refused(
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    message: string,
  ) {
    const before = await counts();
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message, errors: [message] });
    expect(await counts()).toEqual(before);
  }

  it('a renamed executable (MZ header named x.pdf), by its content', async () => {
    await refused(
      () => upload([{ name: 'x.pdf', data: sampleExecutable(), type: 'application/pdf' }]),
      400,
      'x.pdf was not accepted: its content is not a PDF file.',
    );
  });

  it('a good file sent with a bad one: neither is kept', async () => {
    await refused(
      () =>
        upload([
          { name: 'brief.pdf', data: samplePdf() },
          { name: 'logo.png', data: sampleExecutable() },
        ]),
      400,
      'logo.png was not accepted: its content is not a PNG file.',
    );
  });

  it('a type outside the list, and an empty file', async () => {
    await refused(
      () => upload([{ name: 'setup.exe', data: sampleExecutable() }]),
      400,
      'setup.exe was not accepted: this file type is not accepted.',
    );
    await refused(
      () => upload([{ name: 'blank.pdf', data: Buffer.alloc(0) }]),
      400,
      'blank.pdf was not accepted: the file is empty.',
    );
  });

  it('10 MB + 1 byte (413)', async () => {
    const data = Buffer.alloc(CHAT_UPLOAD_MAX_BYTES + 1);
    samplePdf().copy(data);
    await refused(
      () => upload([{ name: 'huge.pdf', data }]),
      413,
      'huge.pdf was not accepted: it is larger than 10 MB.',
    );
  });

  it('more than 5 files', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, data: samplePdf() }));
    await refused(() => upload(six), 400, 'Please send at most 5 files at a time.');
  });

  it('no files', async () => {
    await refused(() => upload([]), 400, 'Please choose at least one file to send.');
  });

  it.each([
    [{}, 'Please provide at least your name and email address.'],
    [{ firstName: 'Grace' }, 'Please provide at least your name and email address.'],
    [{ email: 'grace@example.org' }, 'Please provide at least your name and email address.'],
    [{ firstName: ' ', email: ' ' }, 'Please provide at least your name and email address.'],
    [{ firstName: 'Grace', email: 'not an address' }, 'Please enter a valid email address.'],
  ])('missing or wrong name or e-mail: %j', async (fields, message) => {
    await refused(() => upload([{ name: 'brief.pdf', data: samplePdf() }], fields), 400, message);
  });

  it('lists every problem at once, the visitor’s details first', async () => {
    const response = await upload(
      [
        { name: 'x.pdf', data: sampleExecutable() },
        { name: 'y.zip', data: samplePdf() },
      ],
      {},
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'Please provide at least your name and email address.',
      'x.pdf was not accepted: its content is not a PDF file.',
      'y.zip was not accepted: its content is not a ZIP file.',
    ]);
  });

  it('a body that is not multipart (415), or broken multipart (400)', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/contact/chat-files',
      payload: { firstName: 'Grace', email: 'grace@example.org' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().success).toBe(false);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/contact/chat-files',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);
  });
});

describe('hazardous files (issue 33): archive bombs, nested archives, polyglots are refused', () => {
  async function refused(files: SentFile[], message: string) {
    const before = await counts();
    const response = await upload(files);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [message] });
    expect(await counts()).toEqual(before);
  }

  it('a ZIP whose directory says it expands to 2.5 GiB (a few kB stored)', async () => {
    const bomb = buildZip(
      Array.from({ length: 10 }, (_, i) => ({
        name: `part-${i}.bin`,
        data: Buffer.alloc(1024 * 1024),
        deflate: true,
        declaredSize: 256 * 1024 * 1024,
      })),
    );
    expect(bomb.length).toBeLessThan(20_000);
    await refused(
      [{ name: 'bomb.zip', data: bomb }],
      'bomb.zip was not accepted: its contents would take more than 250 MB once unpacked.',
    );
  });

  it('a ZIP of 50 MB of zeros really deflated (about 50 kB): over 100 to 1', async () => {
    const zeros = sampleZip({ 'zeros.bin': Buffer.alloc(50 * 1024 * 1024) }, { deflate: true });
    await refused(
      [{ name: 'zeros.zip', data: zeros }],
      'zeros.zip was not accepted: its contents are compressed more than 100 to 1, as archive bombs are.',
    );
  });

  it('a ZIP inside a ZIP, by its name or (stored) by its first bytes', async () => {
    const message = (name: string) =>
      `${name} was not accepted: it contains another archive; please send the files inside it instead.`;
    await refused(
      [{ name: 'outer.zip', data: sampleZip({ 'inner.zip': sampleZip() }) }],
      message('outer.zip'),
    );
    await refused(
      [{ name: 'renamed.zip', data: sampleZip({ 'notes.txt': sampleZip() }) }],
      message('renamed.zip'),
    );
  });

  it('a ZIP whose directory cannot be read (cut short)', async () => {
    const whole = sampleZip({ 'a.txt': 'a', 'b.txt': 'b' });
    await refused(
      [{ name: 'cut.zip', data: whole.subarray(0, whole.length - 10) }],
      'cut.zip was not accepted: its archive directory cannot be read (the file may be damaged).',
    );
  });

  it('a PNG and a PDF whose bytes also read as a web page', async () => {
    const png = Buffer.concat([
      await sampleImage('png'),
      Buffer.from('<html><script>alert(document.domain)</script></html>'),
    ]);
    await refused(
      [{ name: 'polyglot.png', data: png }],
      'polyglot.png was not accepted: its content also reads as a web page (HTML), which a PNG file never contains.',
    );
    const pdf = samplePdf({ after: '%<!DOCTYPE html><body onload="alert(1)">' });
    await refused(
      [{ name: 'polyglot.pdf', data: pdf }],
      'polyglot.pdf was not accepted: its content also reads as a web page (HTML), which a PDF file never contains.',
    );
  });

  it('ordinary files pass: a noisy photo-like PNG, a deflated DOCX with an embedded workbook, a ZIP of documents', async () => {
    const response = await upload([
      { name: 'photo.png', data: await sampleNoisePng() },
      { name: 'scope.docx', data: await sampleWordDocument() },
      {
        name: 'documents.zip',
        data: sampleZip({ 'scope.docx': sampleDocx(), 'brief.pdf': samplePdf() }),
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('PDFs with scripts or automatic actions are kept, flagged for staff', () => {
  let messageId: string;
  const scripted = samplePdf({
    catalog: '/OpenAction 4 0 R',
    objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'],
  });
  // The same, its names hex-escaped and hidden in a compressed object stream.
  const hidden = samplePdf({
    catalog: '/Names 4 0 R',
    compressed: [
      '<< /J#61vaScript << /Names [(x) << /S /J#61vaScript /J#53 (app.alert(1)) >>] >> >>',
    ],
  });

  beforeAll(async () => {
    const response = await upload(
      [
        { name: 'scripted.pdf', data: scripted },
        { name: 'hidden.pdf', data: hidden },
        { name: 'plain.pdf', data: samplePdf({ content: Buffer.from('0 0 m 72 72 l S') }) },
      ],
      visitor(),
    );
    expect(response.statusCode, response.body).toBe(200);
    messageId = response.json().data.id;
  });

  it('the staff JSON flags the PDFs with active content, and only those', async () => {
    const one = await t.app.inject({
      url: `/api/contact/message/${messageId}`,
      headers: bearer(staffToken),
    });
    const flags = Object.fromEntries(
      one
        .json()
        .data.attachments.map((file: { fileName: string; activeContent: boolean }) => [
          file.fileName,
          file.activeContent,
        ]),
    );
    expect(flags).toEqual({ 'hidden.pdf': true, 'plain.pdf': false, 'scripted.pdf': true });
  });

  it('the staff e-mail says which files contain active content', async () => {
    await settle(messageId);
    const staffMail = await smtp.waitFor(
      (mail) => mail.recipients.includes(t.config.site.email) && mail.text.includes(messageId),
    );
    expect(staffMail.text).toMatch(/- scripted\.pdf \(\d+ B\)\. This file contains active content/);
    expect(staffMail.text).toMatch(/- plain\.pdf \(\d+ B\)\r?\n/);
  });

  it('the download is still an attachment, never sniffed', async () => {
    const [attachment] = (await attachmentsOf(messageId)).filter(
      (file) => file.fileName === 'scripted.pdf',
    );
    const response = await t.app.inject({
      url: `/api/contact/attachments/${attachment!.id}`,
      headers: bearer(staffToken),
    });
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('over HTTP, a refused upload is answered, not reset', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  const request = (files: SentFile[]) => {
    const body = multipart(
      visitor(),
      ...files.map((file) => ({ field: 'files', name: file.name, type: 'x/y', data: file.data })),
    );
    return Buffer.concat([
      Buffer.from(
        `POST /api/contact/chat-files HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
      ),
      body.payload,
    ]);
  };

  it('a sixth file: the 400 arrives and the connection serves the next request', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, data: samplePdf() }));
    const responses = await rawExchange(port, [
      request(six),
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    ]);
    expect(responses.map((r) => r.status)).toEqual([400, 200]);
    expect(JSON.parse(responses[0]!.body).message).toBe('Please send at most 5 files at a time.');
  });

  it('a file over 10 MB followed by another: the 413 arrives', async () => {
    const data = Buffer.alloc(CHAT_UPLOAD_MAX_BYTES + 1);
    samplePdf().copy(data);
    const responses = await rawExchange(
      port,
      [
        request([
          { name: 'huge.pdf', data },
          { name: 'after.pdf', data: samplePdf() },
        ]),
      ],
      { expected: 1 },
    );
    expect(responses.map((r) => r.status)).toEqual([413]);
    expect(JSON.parse(responses[0]!.body).message).toBe(
      'huge.pdf was not accepted: it is larger than 10 MB.',
    );
  });
});

describe('staff see and download the files; nobody else can reach them', () => {
  let messageId: string;
  let attachmentId: string;
  let storageKey: string;
  const pdf = samplePdf();
  const email = `files-${Date.now()}@example.org`;

  beforeAll(async () => {
    const response = await upload(
      [
        // A browser sends the quotes of a file name as %22.
        { name: 'Café brief %22v2%22.pdf', data: pdf, type: 'application/pdf' },
        { name: 'logo.png', data: await sampleImage('png') },
      ],
      visitor(email),
    );
    expect(response.statusCode, response.body).toBe(200);
    messageId = response.json().data.id;
    const stored = await attachmentsOf(messageId);
    const brief = stored.find((file) => file.contentType === 'application/pdf')!;
    attachmentId = brief.id;
    storageKey = brief.storageKey;
  });

  it('the message JSON for staff carries its attachments', async () => {
    const one = await t.app.inject({
      url: `/api/contact/message/${messageId}`,
      headers: bearer(staffToken),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attachments).toEqual([
      {
        id: attachmentId,
        fileName: 'Café brief "v2".pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        activeContent: false,
      },
      {
        id: expect.any(String),
        fileName: 'logo.png',
        contentType: 'image/png',
        size: expect.any(Number),
        activeContent: false,
      },
    ]);
    const list = await t.app.inject({
      url: '/api/contact/messages/recent?source=chat&limit=100',
      headers: bearer(staffToken),
    });
    const listed = list
      .json()
      .data.messages.find((message: { id: string }) => message.id === messageId);
    expect(listed.attachments).toEqual(one.json().data.attachments);
    // A message without files has an empty list.
    expect(
      list
        .json()
        .data.messages.every((message: { attachments: unknown }) =>
          Array.isArray(message.attachments),
        ),
    ).toBe(true);
  });

  it('download: 401 without a session, 403 for a non-staff user', async () => {
    const url = `/api/contact/attachments/${attachmentId}`;
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
    expect(anonymous.body).not.toContain('%PDF');
    const user = await t.app.inject({ url, headers: bearer(userToken) });
    expect(user.statusCode).toBe(403);
    expect(user.body).not.toContain('%PDF');
  });

  it('download by staff: the exact bytes, as an attachment, never sniffed or cached', async () => {
    const response = await t.app.inject({
      url: `/api/contact/attachments/${attachmentId}`,
      headers: bearer(staffToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Cafe brief _v2_.pdf"; filename*=UTF-8''Caf%C3%A9%20brief%20%22v2%22.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('download of an unknown or malformed id: 404 or 400 in the API shape', async () => {
    const unknown = await t.app.inject({
      url: '/api/contact/attachments/00000000-0000-4000-8000-000000000000',
      headers: bearer(staffToken),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Attachment not found' });
    const malformed = await t.app.inject({
      url: '/api/contact/attachments/..%2F..%2Fetc%2Fpasswd',
      headers: bearer(staffToken),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('no public address answers with the file', async () => {
    expect(await storedFiles()).toContain(storageKey);
    for (const url of [
      `/uploads/${storageKey}`,
      `/uploads/chat-files/${storageKey}`,
      `/uploads/blogs/${storageKey}`,
      `/uploads/private/chat-files/${storageKey}`,
      `/private/chat-files/${storageKey}`,
      `/chat-files/${storageKey}`,
      `/data/private/chat-files/${storageKey}`,
      `/${storageKey}`,
      `/api/users/profile/photo/file/${storageKey}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('%PDF');
    }
  });

  it('the staff e-mail lists the files; the visitor’s acknowledgement names none of them', async () => {
    await settle(messageId);
    const staffMail = await smtp.waitFor(
      (mail) => mail.recipients.includes(t.config.site.email) && mail.text.includes(messageId),
    );
    expect(staffMail.subject).toBe('New chat assistant message from Grace Hopper');
    expect(staffMail.text).toContain('Attached files (2), to download from the lead inbox:');
    expect(staffMail.text).toContain(`- Café brief "v2".pdf (${pdf.length} B)`);
    expect(staffMail.text).toMatch(/- logo\.png \(\d+ B\)/);
    expect(staffMail.raw).not.toContain('Content-Disposition: attachment');

    const acknowledgement = await smtp.waitFor(
      (mail) => mail.recipients.includes(email) && mail.text.includes(messageId),
    );
    expect(acknowledgement.subject).toContain('We received your message');
    for (const typed of ['Café', 'logo.png', 'Grace', 'Hopper']) {
      expect(acknowledgement.text).not.toContain(typed);
      expect(acknowledgement.html).not.toContain(typed);
    }
  });

  it('the CRM lead says files are attached', async () => {
    await settle(messageId);
    const description = String(crm.leads.get(messageId)?.body['description']);
    expect(description).toContain(
      `Files attached (2, to download from the website's lead inbox): Café brief "v2".pdf (${pdf.length} B), logo.png (`,
    );
    expect(description).toContain('Form: website (chat)');
    // No page was opened from this address: where the visitor came from is unknown.
    expect(description).toContain('Source: direct / unknown');
  });
});

describe('a failed database write leaves no file behind', () => {
  let failing: TestApp;
  afterAll(async () => {
    await failing?.close();
  });

  it('the stored files are removed again and the answer is a 500 without details', async () => {
    failing = await createTestApp({ env: { JOBS_WORKER: 'false' } });
    // The database goes away under the running server: the message cannot be written.
    await failing.database.close();
    const body = multipart(
      visitor(),
      { field: 'files', name: 'brief.pdf', type: 'application/pdf', data: samplePdf() },
      { field: 'files', name: 'logo.png', type: 'image/png', data: await sampleImage('png') },
    );
    const response = await failing.app.inject({
      method: 'POST',
      url: '/api/contact/chat-files',
      ...body,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false });
    const dir = path.join(failing.config.dataDir, 'private', 'chat-files');
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });
});
