import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, formatAddress } from '../../../shared/site-settings.ts';
import {
  emailChangedNotice,
  passwordChangedNotice,
  renderEmail,
  resetPasswordMessage,
  verifyEmailMessage,
} from './mail.templates.ts';

const site = defaultSiteSettings;

describe('e-mail templates', () => {
  it('escapes every value in the HTML body', () => {
    const { html, text } = renderEmail(site, {
      heading: 'Hi <b>there</b>',
      paragraphs: ['<script>alert(1)</script>'],
      action: { label: 'Go "now"', href: 'https://x.example/?a=1&b=<2>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('href="https://x.example/?a=1&#38;b=&#60;2&#62;"');
    expect(text).toContain('<script>alert(1)</script>');
  });

  it('escapes a first name and a new address that carry markup', () => {
    const firstName = '<script>alert(1)</script>';
    const verify = verifyEmailMessage(site, {
      to: 'a@b.example',
      firstName,
      link: 'https://x.example/v',
    });
    expect(verify.html).not.toContain('<script>');
    expect(verify.html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;,');
    const changed = emailChangedNotice(site, {
      to: 'old@b.example',
      firstName: 'Ada',
      newEmail: '"><img src=x>@evil.example',
    });
    expect(changed.html).not.toContain('<img');
  });

  it('puts the company name, postal address, phone and site in the footer of both bodies', () => {
    const { html, text } = renderEmail(site, { heading: 'H', paragraphs: ['P'] });
    for (const value of [site.companyName, formatAddress(site.address), site.phone, site.baseUrl]) {
      expect(text).toContain(value);
      expect(html).toContain(value.replace(/&/g, '&#38;'));
    }
  });

  it('gives the verification link a line of its own in the text body', () => {
    const link = 'https://site.example/verify-email?token=t0ken';
    const mail = verifyEmailMessage(site, { to: 'a@b.example', firstName: 'Ada', link });
    expect(mail.subject).toBe(`Verify your email address for ${site.companyName}`);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('48 hours');
    expect(mail.html).toContain('lang="en"');
  });

  it('makes the reset link single-use, valid for an hour, with the exact link in both bodies', () => {
    const link = 'https://site.example/reset-password?token=a&b';
    const mail = resetPasswordMessage(site, { to: 'a@b.example', firstName: 'Ada', link });
    expect(mail.to).toBe('a@b.example');
    expect(mail.subject).toBe(`Reset your ${site.companyName} password`);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toMatch(/valid for 1 hour and can be used once/);
    expect(mail.text).toMatch(/did not ask for this, you can ignore/);
    // A real link styled as a button, and the address again as text.
    expect(
      mail.html.match(/href="https:\/\/site\.example\/reset-password\?token=a&#38;b"/g),
    ).toHaveLength(2);
  });

  it('tells the old address where the account moved and whom to contact', () => {
    const mail = emailChangedNotice(site, {
      to: 'old@b.example',
      firstName: 'Ada',
      newEmail: 'new@b.example',
    });
    expect(mail.to).toBe('old@b.example');
    expect(mail.text).toContain('new@b.example');
    expect(mail.text).toContain(site.email);
    expect(mail.html).toContain('new@b.example');
  });

  it('tells the owner the password changed and whom to contact', () => {
    const mail = passwordChangedNotice(site, { to: 'a@b.example', firstName: 'Ada' });
    expect(mail.subject).toContain('password');
    expect(mail.text).toContain(site.email);
    expect(mail.text).toContain('Hello Ada,');
  });
});
