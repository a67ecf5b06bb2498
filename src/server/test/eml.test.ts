import { describe, expect, it } from 'vitest';
import { decodeHeader, decodeQuotedPrintable, linksIn, parseEml } from './eml.ts';

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
    expect(linksIn('see https://a.example/x?y=1 and (https://b.example/z)')).toEqual([
      'https://a.example/x?y=1',
      'https://b.example/z',
    ]);
  });
});
