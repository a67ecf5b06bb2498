import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../../shared/site-settings.ts';
import { passwordChangedNotice, resetPasswordMessage, verifyEmailMessage } from './auth.mails.ts';

const site = defaultSiteSettings;

describe('account e-mails', () => {
  it('greets without a name: account mail carries no text anyone typed', () => {
    const link = 'https://x.example/v';
    for (const mail of [
      verifyEmailMessage(site, { to: 'a@b.example', link }),
      resetPasswordMessage(site, { to: 'a@b.example', link }),
      passwordChangedNotice(site, { to: 'a@b.example' }),
    ]) {
      expect(mail.text.split('\n')).toContain('Hello,');
    }
  });

  it('gives the verification link a line of its own in the text body', () => {
    const link = 'https://site.example/verify-email?token=t0ken';
    const mail = verifyEmailMessage(site, { to: 'a@b.example', link });
    expect(mail.subject).toBe(`Verify your email address for ${site.companyName}`);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('48 hours');
    expect(mail.html).toContain('lang="en"');
  });

  it('makes the reset link single-use, valid for an hour, with the exact link in both bodies', () => {
    const link = 'https://site.example/reset-password?token=a&b';
    const mail = resetPasswordMessage(site, { to: 'a@b.example', link });
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

  it('tells the owner the password changed and whom to contact', () => {
    const mail = passwordChangedNotice(site, { to: 'a@b.example' });
    expect(mail.subject).toContain('password');
    expect(mail.text).toContain(site.email);
  });
});
