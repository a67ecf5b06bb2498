import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { domainToASCII } from 'node:url';
import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmailSchema } from '../../../shared/auth.ts';
import { contactSubmitSchema } from '../../../shared/contact.ts';
import { isCompanyEmail } from '../../../shared/email.ts';
import { newsletterSubscribeSchema } from '../../../shared/newsletter.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createMailer } from './mail.transport.ts';
import type { Mailer } from './mail.types.ts';

/**
 * The address rule, the staff rule and the mailer must agree on every
 * string: whatever the schema accepts is delivered to exactly that mailbox
 * (envelope and To header), and the staff decision is made on the domain the
 * mail actually goes to. Strings are built from the characters that make
 * address parsers disagree (quotes, angle brackets, commas, semicolons,
 * colons, parentheses, backslashes, spaces, a second @, Unicode dots).
 */
const COMPANY = 'example.com';
const TRICKY = [...'<>,;:"()[]\\ @.', '\u3002', '\uff0e', '\t'];
const ATEXT = [..."abcXYZ019!#$%&'*+/=?^_`{|}~-"];
const char = fc.constantFrom(...ATEXT, ...TRICKY, 'ü');
/** Clean atoms most of the time, any mix of characters some of the time. */
const part = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.string({ unit: fc.constantFrom(...ATEXT), minLength: 1, maxLength: 12 }),
  },
  { weight: 2, arbitrary: fc.string({ unit: char, minLength: 0, maxLength: 12 }) },
);
const domainish = fc.oneof(
  fc.constant(COMPANY),
  fc.constant(`eu.${COMPANY}`),
  fc.constant('evil.test'),
  fc.constant('bücher.example'),
  part.map((p) => `${p}.${COMPANY}`),
  part.map((p) => `${p}.evil.test`),
);
/** Mostly address-shaped text, so that a good share passes the schema. */
const candidate = fc.oneof(
  fc.tuple(part, domainish).map(([local, domain]) => `${local}@${domain}`),
  fc.tuple(part, part, domainish).map(([a, b, domain]) => `${a}@${b}${domain}`),
  fc.tuple(part, domainish, part).map(([a, domain, tail]) => `${a}@${domain}${tail}`),
  fc.string({ unit: char, maxLength: 40 }),
);

const schemas = {
  account: (value: string) => accountEmailSchema.safeParse(value),
  contact: (value: string) => {
    const parsed = contactSubmitSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: value,
      message: 'Hello there',
    });
    return parsed.success ? { success: true as const, data: parsed.data.email } : parsed;
  },
  newsletter: (value: string) => {
    const parsed = newsletterSubscribeSchema.safeParse({ email: value });
    return parsed.success ? { success: true as const, data: parsed.data.email } : parsed;
  },
};

/** The test SMTP server reports IDN domains in Unicode; compare in the ASCII form we send. */
function asAscii(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at + 1)}${domainToASCII(address.slice(at + 1))}`;
}

function deliveredDomainIsCompany(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return domain === COMPANY || domain.endsWith(`.${COMPANY}`);
}

let smtp: TestSmtpServer;
let mailer: Mailer;
let dataDir: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-property-'));
  mailer = createMailer({
    smtpUrl: smtp.url,
    from: { name: 'Example', address: `no-reply@${COMPANY}` },
    dataDir,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
});
afterAll(async () => {
  await mailer.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('every address a schema accepts is the one the mail goes to', () => {
  it.each(Object.entries(schemas))(
    '%s schema, the mailer and the staff rule agree',
    async (_name, parse) => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(candidate, async (input) => {
          const parsed = parse(input);
          if (!parsed.success) return;
          accepted += 1;
          const address = parsed.data;
          const marker = `property-${accepted}-${Math.random().toString(36).slice(2)}`;
          await mailer.send({ to: address, subject: marker, text: 'x', html: '<p>x</p>' });
          const received = await smtp.waitFor((mail) => mail.subject === marker);
          // The envelope recipient, and the To header as a mail client reads it.
          expect(received.recipients.map(asAscii)).toEqual([address]);
          const to = addressparser(received.headers.get('to') ?? '');
          expect(to.map((entry) => asAscii(entry.address))).toEqual([address]);
          expect(isCompanyEmail(address, COMPANY)).toBe(deliveredDomainIsCompany(address));
        }),
        {
          numRuns: 300,
          seed: 20261124,
          // The addresses of the attack report always run, whatever the generator draws.
          examples: [
            ['<attacker@evil.test>.example.com'],
            ['x@evil.test,.example.com'],
            ['x@evil.test".example.com'],
            ['plain@eu.example.com'],
          ],
        },
      );
      // The generator must exercise the accepting side, not only refusals.
      expect(accepted).toBeGreaterThan(30);
    },
    120_000,
  );
});
