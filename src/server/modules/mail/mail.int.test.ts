import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../../shared/site-settings.ts';
import { freePort } from '../../../../scripts/support/server-process.ts';
import { parseEml } from '../../test/eml.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createMailer } from './mail.service.ts';
import { resetPasswordMessage } from './mail.templates.ts';

const site = defaultSiteSettings;
const FROM = '"Example Consulting" <no-reply@example.com>';
const link = 'https://site.example/reset-password?token=abc_DEF-123';
const message = resetPasswordMessage(site, { to: 'reader@example.org', firstName: 'Ada', link });

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
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-test-'));
});
afterAll(async () => {
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createMailer with SMTP_URL', () => {
  it('delivers both bodies, the sender and the exact link to a real SMTP server', async () => {
    const { log, calls } = capturingLog();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir, log });
    await mailer.send(message);
    await mailer.close();
    const received = await smtp.waitFor((m) => m.recipients.includes('reader@example.org'));
    expect(received.subject).toBe(`Reset your ${site.companyName} password`);
    expect(received.from).toBe('Example Consulting <no-reply@example.com>');
    expect(received.text.split(/\r?\n/)).toContain(link);
    expect(received.html).toContain(`href="${link}"`);
    // In SMTP mode the links are secrets: only the subject and recipient are logged.
    expect(JSON.stringify(calls)).not.toContain('token=');
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const port = await freePort();
    const { log } = capturingLog();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir, log });
    await expect(mailer.send(message)).rejects.toThrow();
    await mailer.close();
  });

  it('refuses a subject or recipient with a line break (header injection)', async () => {
    const { log } = capturingLog();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir, log });
    await expect(mailer.send({ ...message, subject: 'Hi\r\nBcc: x@evil.test' })).rejects.toThrow(
      /line breaks/,
    );
    await expect(mailer.send({ ...message, to: 'a@b.c\nBcc: x@evil.test' })).rejects.toThrow();
    await mailer.close();
  });
});

describe('createMailer without SMTP_URL', () => {
  it('writes one readable .eml under DATA_DIR/mail and logs its subject and links', async () => {
    const { log, calls } = capturingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log });
    await mailer.send(message);
    const files = (await readdir(path.join(dataDir, 'mail'))).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = parseEml(await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8'));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.to).toEqual(['reader@example.org']);
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain('<h1');
    expect(calls).toEqual([
      {
        level: 'info',
        args: [
          expect.objectContaining({ subject: message.subject, links: [link, expect.any(String)] }),
          'mail written to file',
        ],
      },
    ]);
  });
});
