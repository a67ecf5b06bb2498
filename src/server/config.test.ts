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
});
