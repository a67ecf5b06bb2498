/**
 * The e-mails the e2e server writes (it runs without SMTP_URL, so each
 * message is an .eml file under DATA_DIR/mail; global-setup.ts puts that
 * folder's parent in E2E_DATA_DIR).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { linksIn, mailFileTime, parseEml } from '../../src/server/test/eml.ts';

export interface E2eMail {
  subject: string;
  text: string;
  html: string;
  /** The http(s) links of the plain-text body, in order. */
  links: string[];
  file: string;
}

interface Found extends E2eMail {
  writtenAt: { named: number; modified: number };
}

function mailDir(): string {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see e2e/support/global-setup.ts)');
  return path.join(dataDir, 'mail');
}

/**
 * When the mailer took the message: the file name starts with that ISO time
 * (':' replaced by '-'). The modification time orders two of one millisecond.
 */
async function writtenAt(file: string): Promise<{ named: number; modified: number }> {
  const { mtimeMs } = await stat(file);
  return { named: mailFileTime(path.basename(file)) ?? Math.floor(mtimeMs), modified: mtimeMs };
}

/** Messages to the address, oldest first. */
async function mailsTo(to: string): Promise<Found[]> {
  let names: string[];
  try {
    // Only finished files: the mailer writes "x.eml.tmp" and renames it.
    names = (await readdir(mailDir())).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const found: Found[] = [];
  for (const name of names) {
    const file = path.join(mailDir(), name);
    const mail = parseEml(await readFile(file, 'utf8'));
    if (!mail.to.includes(to.toLowerCase())) continue;
    found.push({
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: linksIn(mail.text),
      file,
      writtenAt: await writtenAt(file),
    });
  }
  return found.sort(
    (a, b) => a.writtenAt.named - b.writtenAt.named || a.writtenAt.modified - b.writtenAt.modified,
  );
}

/**
 * The newest message to an address, waiting for one to arrive. `after` keeps
 * only messages written at or after that moment (take it before the action
 * that sends the mail); `subjectIncludes` filters on the subject.
 */
export async function waitForMail(
  to: string,
  options: { subjectIncludes?: string; timeoutMs?: number; after?: Date } = {},
): Promise<E2eMail> {
  const { subjectIncludes, after } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = (await mailsTo(to))
      .filter((mail) => !subjectIncludes || mail.subject.includes(subjectIncludes))
      .filter((mail) => !after || mail.writtenAt.named >= after.getTime())
      .at(-1);
    if (newest) {
      const { writtenAt: _writtenAt, ...mail } = newest;
      return mail;
    }
    if (Date.now() > deadline) {
      const which = subjectIncludes ? ` with "${subjectIncludes}" in the subject` : '';
      throw new Error(`no e-mail to ${to}${which} arrived within ${timeoutMs} ms in ${mailDir()}`);
    }
    await sleep(100);
  }
}

/**
 * The path and query of the mail's first link whose path starts with the
 * prefix (e.g. '/verify-email'), ready for page.goto against the baseURL.
 */
export function linkTo(mail: E2eMail, pathPrefix: string): string {
  const link = mail.links
    .map((href) => new URL(href))
    .find((url) => url.pathname.startsWith(pathPrefix));
  if (!link)
    throw new Error(`no link to ${pathPrefix} in "${mail.subject}": ${mail.links.join(' ')}`);
  return `${link.pathname}${link.search}`;
}
