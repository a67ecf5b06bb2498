import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { isValidEmail } from '../../../shared/email.ts';
import type { MailMessage, MailSender, Mailer } from './mail.types.ts';

export interface MailerOptions {
  /** smtp:// or smtps:// with credentials; without it messages are written to files. */
  smtpUrl: string | undefined;
  /** The sender: a display name and one bare address. */
  from: MailSender;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * Nodemailer waits up to 2 minutes to connect and 10 minutes on a silent
 * socket; a mail job would hold its slot that long, so a dead server fails
 * fast instead. Query parameters of SMTP_URL (?connectionTimeout=…) override.
 */
const SMTP_DEFAULTS = {
  pool: true,
  maxConnections: 3,
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
} as const;

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** The http(s) links of a plain-text body, in order, without sentence punctuation. */
export function linksIn(text: string): string[] {
  return (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
}

/** A header value with a line break could smuggle in headers (Bcc:) or a body of its own. */
function assertSingleLine(name: string, value: string): void {
  if (/[\r\n]/.test(value)) throw new Error(`mail ${name} must not contain line breaks`);
}

/** A message that can never be sent as it is (trying again cannot help). */
export class InvalidMailAddress extends Error {
  override name = 'InvalidMailAddress';
}

/**
 * An address as nodemailer's structured form. Given a string, nodemailer
 * parses it as an address list (`"a@evil.test" <b@x>`, `a@evil.test, b@x`)
 * and may deliver somewhere the site never checked; given `{ name, address }`
 * it uses the address as it is. Only canonical single mailboxes get this far.
 */
function mailbox(field: string, address: string, name = '') {
  if (!isValidEmail(address))
    throw new InvalidMailAddress(`mail ${field} is not one valid mailbox`);
  assertSingleLine(`${field} name`, name);
  return { name, address };
}

function composeFields(from: MailSender, message: MailMessage) {
  const sender = mailbox('from', from.address, from.name);
  const to = mailbox('to', message.to);
  assertSingleLine('subject', message.subject);
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[!-9;-~]+$/.test(name)) throw new Error(`mail header name "${name}" is not valid`);
    assertSingleLine(`header ${name}`, value);
  }
  if (message.messageId !== undefined && !/^<[!-;=?-~]+@[!-;=?-~]+>$/.test(message.messageId)) {
    throw new Error('mail messageId must be <local@domain>');
  }
  return {
    from: sender,
    to: [to],
    // The SMTP envelope is given too, so the recipient the server is told is
    // exactly the checked address, never one derived from the headers.
    envelope: { from: sender.address, to: [to.address] },
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: [mailbox('replyTo', message.replyTo)] } : {}),
    headers: message.headers,
    ...(message.messageId ? { messageId: message.messageId } : {}),
  };
}

/**
 * Outgoing mail for every module. With SMTP_URL it goes to that server;
 * without, each message becomes an .eml file under DATA_DIR/mail and its
 * subject and links are logged, so a developer can open a reset link without
 * a mail server. In SMTP mode only the Message-ID is logged: links are
 * secrets there, and the recipient and subject are personal data (a contact
 * notification's subject names the visitor). Bodies are never logged.
 */
export function createMailer(options: MailerOptions): Mailer {
  mailbox('from', options.from.address, options.from.name);
  const deliver = options.smtpUrl
    ? smtpDelivery(options.smtpUrl, options)
    : fileDelivery(path.join(options.dataDir, 'mail'), options);

  // Sends still under way when the app closes (fire-and-forget notices) get
  // to finish: shutdown waits for them instead of dropping the message.
  const pending = new Set<Promise<void>>();
  let closed = false;

  return {
    send(message) {
      if (closed) return Promise.reject(new Error('the mailer is closed'));
      let sending: Promise<void>;
      try {
        sending = deliver.send(composeFields(options.from, message), message);
      } catch (err) {
        return Promise.reject(err);
      }
      pending.add(sending);
      const forget = () => pending.delete(sending);
      sending.then(forget, forget);
      return sending;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled(pending);
      deliver.close();
    },
  };
}

type Fields = ReturnType<typeof composeFields>;

interface Delivery {
  send(fields: Fields, message: MailMessage): Promise<void>;
  close(): void;
}

function smtpDelivery(url: string, { log }: MailerOptions): Delivery {
  const transport = nodemailer.createTransport({ ...SMTP_DEFAULTS, url });
  // A pooled connection that dies while idle is reported here; without a
  // listener the 'error' event would end the process.
  transport.on('error', (err) => log.warn({ err }, 'SMTP transport error'));
  return {
    async send(fields) {
      const info = await transport.sendMail(fields);
      // Neither the recipient nor the subject (a lead's notification names its
      // visitor): the Message-ID, which the mail server logs too, stands for it.
      log.info({ messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

function fileDelivery(dir: string, { log }: MailerOptions): Delivery {
  // The same MIME output an SMTP server would receive, kept in memory.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(fields, message) {
      const info = await composer.sendMail(fields);
      await mkdir(dir, { recursive: true });
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(dir, `${stamp}-${randomBytes(6).toString('hex')}.eml`);
      // Written under another name first, so a reader (an e2e test polling the
      // folder) never sees half a message.
      const temporary = `${file}.tmp`;
      try {
        await writeFile(temporary, info.message as Buffer);
        await rename(temporary, file);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
      log.info(
        { to: message.to, subject: message.subject, links: linksIn(message.text), file },
        'mail written to file',
      );
    },
    close: () => composer.close(),
  };
}
