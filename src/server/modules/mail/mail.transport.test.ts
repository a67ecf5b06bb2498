import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../../shared/site-settings.ts';
import { freePort } from '../../../../scripts/support/server-process.ts';
import { parseEml } from '../../test/eml.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createMailer } from './mail.transport.ts';
import { renderMessage } from './mail.templates.ts';
import type { MailMessage } from './mail.types.ts';

const site = defaultSiteSettings;
const FROM = { name: 'Example Consulting', address: 'no-reply@example.com' };
const link = 'https://site.example/reset-password?token=abc_DEF-123%3D';

const SUBJECT = `Reset your ${site.companyName} password`;

/** A message with a one-time link, as the account e-mails carry them. */
function messageTo(to: string): MailMessage {
  return renderMessage(site, to, SUBJECT, {
    heading: 'Reset your password',
    paragraphs: ['Hello,'],
    action: { label: 'Choose a new password', href: link },
  });
}

function capturingLog() {
  const calls: Array<{ level: string; args: unknown[] }> = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void calls.push({ level, args });
  return { calls, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

let smtp: TestSmtpServer;
let dataDir: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-test-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('createMailer with SMTP_URL', () => {
  it('delivers both bodies, the sender, extra headers and the exact link', async () => {
    const { log, calls } = capturingLog();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir, log });
    const message = {
      ...messageTo('reader@example.org'),
      headers: { 'List-Unsubscribe': '<https://site.example/unsubscribe?t=1>' },
    };
    await mailer.send(message);
    await mailer.close();

    const received = await smtp.waitFor((m) => m.recipients.includes('reader@example.org'));
    expect(received.subject).toBe(`Reset your ${site.companyName} password`);
    expect(received.from).toBe('Example Consulting <no-reply@example.com>');
    expect(received.to).toEqual(['reader@example.org']);
    expect(received.headers.get('list-unsubscribe')).toBe('<https://site.example/unsubscribe?t=1>');
    expect(received.text.split(/\r?\n/)).toContain(link);
    expect(received.html).toContain(`href="${link}"`);
    // The links are secrets in production, the recipient and subject personal
    // data: only the Message-ID (the mail server's log has it too) is logged.
    const messageId = received.headers.get('message-id');
    expect(messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
    expect(calls).toEqual([{ level: 'info', args: [{ messageId }, 'mail sent'] }]);
    expect(JSON.stringify(calls)).not.toContain('reader@example.org');
    expect(JSON.stringify(calls)).not.toContain(SUBJECT);
    // And nothing is written to disk.
    await expect(readdir(path.join(dataDir, 'mail'))).rejects.toThrow();
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const port = await freePort();
    const { log } = capturingLog();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir, log });
    await expect(mailer.send(messageTo('reader@example.org'))).rejects.toThrow();
    await mailer.close();
  });

  it('rejects when the server refuses the message', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1_000,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('mailbox full'), { responseCode: 552 })),
        );
      },
    });
    refusing.listen(0, '127.0.0.1');
    await once(refusing.server, 'listening');
    const { port } = refusing.server.address() as AddressInfo;
    const { log } = capturingLog();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir, log });
    try {
      await expect(mailer.send(messageTo('reader@example.org'))).rejects.toThrow(/mailbox full/);
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('refuses line breaks in the recipient, subject or a header (header injection)', async () => {
    const { log } = capturingLog();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir, log });
    const to = 'injected@example.org';
    const base = messageTo(to);
    await expect(mailer.send({ ...base, subject: 'Hi\r\nBcc: x@evil.test' })).rejects.toThrow(
      /subject must not contain line breaks/,
    );
    await expect(mailer.send({ ...base, to: `${to}\nBcc: x@evil.test` })).rejects.toThrow(
      /to is not one valid mailbox/,
    );
    await expect(
      mailer.send({ ...base, headers: { 'X-Note': 'a\r\nBcc: x@evil.test' } }),
    ).rejects.toThrow(/line breaks/);
    await expect(
      mailer.send({ ...base, headers: { 'Bcc: x@evil.test\r\nX': 'a' } }),
    ).rejects.toThrow(/not valid/);
    await mailer.close();
    expect(smtp.messages.filter((m) => m.raw.includes('evil.test'))).toEqual([]);
    expect(() =>
      createMailer({
        smtpUrl: smtp.url,
        from: { name: 'Us\r\nBcc: x@evil.test', address: 'a@b.co' },
        dataDir,
        log,
      }),
    ).toThrow(/from name must not contain line breaks/);
    expect(() =>
      createMailer({
        smtpUrl: smtp.url,
        from: { name: '', address: 'a@b.co, x@evil.test' },
        dataDir,
        log,
      }),
    ).toThrow(/from is not one valid mailbox/);
  });

  it.each([
    ['a display name', '<attacker@evil.test>.example.com'],
    ['a list', 'x@evil.test,.example.com'],
    ['a quote', 'x@evil.test".example.com'],
    ['a group', 'team:x@evil.test;@example.com'],
    ['upper case (not canonical)', 'Reader@Example.org'],
  ])(
    'refuses a recipient or Reply-To that is not one canonical mailbox: %s',
    async (_label, address) => {
      const { log } = capturingLog();
      const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir, log });
      const base = messageTo('reader@example.org');
      await expect(mailer.send({ ...base, to: address })).rejects.toThrow(
        /to is not one valid mailbox/,
      );
      await expect(mailer.send({ ...base, replyTo: address })).rejects.toThrow(
        /replyTo is not one valid mailbox/,
      );
      await mailer.close();
      expect(smtp.messages.filter((m) => m.raw.includes('evil.test'))).toEqual([]);
    },
  );

  it('lets a send under way finish on close, and refuses sends after it', async () => {
    const { log } = capturingLog();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir, log });
    const sending = mailer.send(messageTo('closing@example.org'));
    await mailer.close();
    // Accepted by the server before close() resolved, not dropped with the pool.
    expect(smtp.messages.some((m) => m.recipients.includes('closing@example.org'))).toBe(true);
    await sending;
    await expect(mailer.send(messageTo('late@example.org'))).rejects.toThrow(/closed/);
  });
});

describe('createMailer without SMTP_URL', () => {
  it('writes one readable .eml under DATA_DIR/mail and logs its subject and links', async () => {
    const { log, calls } = capturingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log });
    const message = messageTo('reader@example.org');
    await mailer.send(message);
    await mailer.close();

    const names = await readdir(path.join(dataDir, 'mail'));
    // Exactly one finished file, no temporary file left behind.
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]+\.eml$/);
    const file = path.join(dataDir, 'mail', names[0]!);
    const raw = await readFile(file, 'utf8');
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    const parsed = parseEml(raw);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.from).toBe('Example Consulting <no-reply@example.com>');
    expect(parsed.to).toEqual(['reader@example.org']);
    expect(parsed.text.split(/\r?\n/)).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);

    expect(calls).toEqual([
      {
        level: 'info',
        args: [
          {
            to: 'reader@example.org',
            subject: message.subject,
            links: [link, site.baseUrl, `${site.baseUrl}/privacy/request`],
            file,
          },
          'mail written to file',
        ],
      },
    ]);
  });

  it('keeps every message in a file of its own', async () => {
    const { log } = capturingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log });
    await Promise.all(['a', 'b', 'c'].map((name) => mailer.send(messageTo(`${name}@example.org`))));
    await mailer.close();
    const names = await readdir(path.join(dataDir, 'mail'));
    const recipients = await Promise.all(
      names.map(
        async (name) => parseEml(await readFile(path.join(dataDir, 'mail', name), 'utf8')).to,
      ),
    );
    expect(recipients.flat().sort()).toEqual(['a@example.org', 'b@example.org', 'c@example.org']);
  });

  it('refuses a subject with a line break and writes nothing', async () => {
    const { log, calls } = capturingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log });
    await expect(
      mailer.send({ ...messageTo('reader@example.org'), subject: 'Hi\nBcc: x@evil.test' }),
    ).rejects.toThrow(/line breaks/);
    await mailer.close();
    await expect(readdir(path.join(dataDir, 'mail'))).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
