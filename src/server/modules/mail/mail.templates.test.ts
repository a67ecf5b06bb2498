import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, formatAddress } from '../../../shared/site-settings.ts';
import { renderEmail, verifyEmailMessage } from './mail.templates.ts';

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

  it('puts the company name, postal address and site in the footer of both bodies', () => {
    const { html, text } = renderEmail(site, { heading: 'H', paragraphs: ['P'] });
    for (const value of [site.companyName, formatAddress(site.address), site.baseUrl]) {
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
});
