import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, formatAddress } from '../../../shared/site-settings.ts';
import { renderEmail } from './mail.templates.ts';

const site = defaultSiteSettings;

describe('the e-mail layout', () => {
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

  it('puts the company name, postal address, phone and site in the footer of both bodies', () => {
    const { html, text } = renderEmail(site, { heading: 'H', paragraphs: ['P'] });
    for (const value of [site.companyName, formatAddress(site.address), site.phone, site.baseUrl]) {
      expect(text).toContain(value);
      expect(html).toContain(value.replace(/&/g, '&#38;'));
    }
  });
});
