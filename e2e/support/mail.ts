/**
 * The e-mails the e2e server writes (it runs without SMTP_URL, so each
 * message is an .eml file under DATA_DIR/mail; global-setup.ts puts that
 * folder's parent in E2E_DATA_DIR).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { linksIn, parseEml } from '../../src/server/test/eml.ts';

export interface E2eMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
  file: string;
}

function mailDir(): string {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see e2e/support/global-setup.ts)');
  return path.join(dataDir, 'mail');
}

async function mailsTo(to: string): Promise<E2eMail[]> {
  let names: string[];
  try {
    names = (await readdir(mailDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const found: E2eMail[] = [];
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
    });
  }
  return found;
}

/** The newest message to an address (optionally with a subject containing a text), waiting for it. */
export async function waitForMail(
  to: string,
  options: { subjectIncludes?: string; timeoutMs?: number } = {},
): Promise<E2eMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mails = (await mailsTo(to)).filter(
      (mail) => !options.subjectIncludes || mail.subject.includes(options.subjectIncludes),
    );
    const newest = mails.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} arrived in time`);
    await sleep(100);
  }
}

/** The path and query of the mail's first link whose path starts with the prefix (for page.goto). */
export function linkTo(mail: E2eMail, pathPrefix: string): string {
  const link = mail.links
    .map((href) => new URL(href))
    .find((url) => url.pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no link to ${pathPrefix} in "${mail.subject}"`);
  return `${link.pathname}${link.search}`;
}
