import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../../shared/site-settings.ts';
import { emailChangedNotice } from './users.mails.ts';

const site = defaultSiteSettings;

describe('the address-changed notice', () => {
  it('escapes a new address that carries markup', () => {
    const changed = emailChangedNotice(site, {
      to: 'old@b.example',
      newEmail: '"><img src=x>@evil.example',
    });
    expect(changed.html).not.toContain('<img');
  });

  it('tells the old address where the account moved and whom to contact', () => {
    const mail = emailChangedNotice(site, {
      to: 'old@b.example',
      newEmail: 'new@b.example',
    });
    expect(mail.to).toBe('old@b.example');
    expect(mail.text).toContain('new@b.example');
    expect(mail.text).toContain(site.email);
    expect(mail.html).toContain('new@b.example');
  });
});
