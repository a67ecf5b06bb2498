import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../shared/site-settings.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with no variables at all: port 3000, PGlite under ./data, placeholder site settings', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.site).toEqual(defaultSiteSettings);
  });

  it('overrides every site setting from the environment', () => {
    const config = loadConfig({
      SITE_URL: 'https://www.contoso.example/',
      COMPANY_NAME: 'Contoso',
      COMPANY_EMAIL_DOMAIN: 'Contoso.Example',
      COMPANY_PHONE: '+1 555 0100',
      COMPANY_EMAIL: 'sales@contoso.example',
      COMPANY_CITY: 'Hyderabad',
      SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/contoso',
    });
    expect(config.site).toMatchObject({
      baseUrl: 'https://www.contoso.example',
      companyName: 'Contoso',
      emailDomain: 'contoso.example',
      phone: '+1 555 0100',
      email: 'sales@contoso.example',
      address: { city: 'Hyderabad' },
      social: { linkedin: 'https://www.linkedin.com/company/contoso' },
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('fails with a message naming each bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SITE_URL: 'nope' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/SITE_URL/);
  });

  it('reads MAIL_FROM as a display name and one bare address', () => {
    expect(loadConfig({ MAIL_FROM: '"Contoso Sales" <Sales@Contoso.Example>' }).mailFrom).toEqual({
      name: 'Contoso Sales',
      address: 'sales@contoso.example',
    });
    expect(loadConfig({ MAIL_FROM: 'Contoso <no-reply@contoso.example>' }).mailFrom).toEqual({
      name: 'Contoso',
      address: 'no-reply@contoso.example',
    });
    expect(loadConfig({ MAIL_FROM: 'no-reply@contoso.example' }).mailFrom).toEqual({
      name: '',
      address: 'no-reply@contoso.example',
    });
    expect(loadConfig({ COMPANY_NAME: 'Contoso' }).mailFrom).toEqual({
      name: 'Contoso',
      address: `no-reply@${defaultSiteSettings.emailDomain}`,
    });
    for (const bad of ['a@b.co, x@evil.test', '<a@evil.test>.b.co', 'nobody']) {
      expect(() => loadConfig({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM/);
    }
  });

  it('holds every configured address to the site’s one address rule', () => {
    expect(
      loadConfig({ ADMIN_EMAILS: ' Boss@Contoso.Example, ops@contoso.example ' }).adminEmails,
    ).toEqual(['boss@contoso.example', 'ops@contoso.example']);
    expect(() => loadConfig({ ADMIN_EMAILS: '<x@evil.test>.contoso.example' })).toThrow(
      /ADMIN_EMAILS/,
    );
    expect(() => loadConfig({ COMPANY_EMAIL: 'x@evil.test,sales@contoso.example' })).toThrow(
      /COMPANY_EMAIL/,
    );
    expect(loadConfig({ COMPANY_EMAIL_DOMAIN: 'Bücher.Example' }).site.emailDomain).toBe(
      'xn--bcher-kva.example',
    );
    expect(() => loadConfig({ COMPANY_EMAIL_DOMAIN: 'evil.test>' })).toThrow(
      /COMPANY_EMAIL_DOMAIN/,
    );
  });
});
