import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mail.types.ts';

export interface MailerOptions {
  /** smtp:// or smtps:// with credentials; without it messages are written to files. */
  smtpUrl: string | undefined;
  /** The From header ("Name <address>"). */
  from: string;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** A header value with a line break could smuggle in headers of its own. */
function assertSingleLine(name: string, value: string) {
  if (/[\r\n]/.test(value)) throw new Error(`mail ${name} must not contain line breaks`);
}

function envelope(from: string, message: MailMessage) {
  assertSingleLine('to', message.to);
  assertSingleLine('subject', message.subject);
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
  };
}

/**
 * Outgoing mail for every module. With SMTP_URL it goes to that server;
 * without, each message becomes an .eml file under DATA_DIR/mail and its
 * subject and links are logged, so a developer can open a reset link without
 * a mail server. Links are not logged in SMTP mode: there they are secrets.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { log } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(options.from, message));
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      async close() {
        transport.close();
      },
    };
  }

  const dir = path.join(options.dataDir, 'mail');
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(message) {
      const info = await composer.sendMail(envelope(options.from, message));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // Written under a temporary name first, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      const links = message.text.match(LINK) ?? [];
      log.info({ to: message.to, subject: message.subject, links, file }, 'mail written to file');
    },
    async close() {
      composer.close();
    },
  };
}
