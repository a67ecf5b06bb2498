import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeHeader, decodeQuotedPrintable, linksIn, mailFileTime, parseEml } from './eml.ts';

describe('parseEml', () => {
  it('reads a multipart/alternative message with quoted-printable and base64 parts', () => {
    const raw = [
      'From: "Site" <no-reply@example.com>',
      'To: Reader@Example.org',
      'Subject: =?UTF-8?Q?Caf=C3=A9_news?=',
      'Content-Type: multipart/alternative;',
      ' boundary="--b1"',
      '',
      '----b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Open https://site.example/verify-email?token=3Dabc=',
      'def now',
      '----b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Hello</p>').toString('base64'),
      '----b1--',
      '',
    ].join('\r\n');
    const mail = parseEml(raw);
    expect(mail.subject).toBe('Café news');
    expect(mail.to).toEqual(['reader@example.org']);
    // =3D is '=', and '=' at a line end is a soft break.
    expect(mail.text).toContain('https://site.example/verify-email?token=abcdef now');
    expect(mail.html).toBe('<p>Hello</p>');
  });

  it('decodes quoted-printable bytes and encoded words', () => {
    expect(decodeQuotedPrintable('a=3Db=C3=A9')).toBe('a=bé');
    expect(decodeHeader('=?UTF-8?B?w6k=?= =?UTF-8?Q?t=C3=A9?=')).toBe('été');
    expect(
      linksIn('see https://a.example/x?y=1 and (https://b.example/z). Or http://c.example/'),
    ).toEqual(['https://a.example/x?y=1', 'https://b.example/z', 'http://c.example/']);
  });

  it('reads a real nodemailer message, folded headers and long quoted-printable lines included', async () => {
    const link = `https://site.example/reset-password?token=${'x'.repeat(90)}=&a=1`;
    // Long enough to be folded over several encoded words.
    const subject = `Réinitialiser${' long subject'.repeat(8)}`;
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'windows',
    });
    const info = await transport.sendMail({
      from: '"Exämple" <no-reply@example.com>',
      to: '"Ada L." <Ada@Example.org>, bob@example.org',
      subject,
      text: `Bonjour Zoë,\n\n${link}\n`,
      html: `<p>Bonjour Zoë, <a href="${link}">ici</a></p>`,
    });
    const mail = parseEml((info.message as Buffer).toString('utf8'));
    expect(mail.subject).toBe(subject);
    expect(mail.to).toEqual(['ada@example.org', 'bob@example.org']);
    expect(mail.text.split(/\r?\n/)).toContain(link);
    expect(linksIn(mail.text)).toEqual([link]);
    expect(mail.html).toContain(`href="${link}"`);
  });
});

describe('mailFileTime', () => {
  it("reads the time back from the file mailer's names", () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const name = `${at.toISOString().replaceAll(':', '-')}-0a1b2c3d4e5f.eml`;
    expect(mailFileTime(name)).toBe(at.getTime());
    expect(mailFileTime('notes.eml')).toBeUndefined();
  });
});
