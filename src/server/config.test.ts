import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
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

  it('keeps uploads in the local folder unless S3 is configured', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads an S3-compatible bucket: region defaults, endpoint means path-style, no trailing slashes', () => {
    const credentials = { S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ S3_BUCKET: 'site-uploads', ...credentials }).s3).toEqual({
      bucket: 'site-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'site-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'auto',
        S3_PUBLIC_URL: 'https://cdn.example.com/site/',
        ...credentials,
      }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      publicUrl: 'https://cdn.example.com/site',
    });
  });

  it('lists the S3 variables in .env.example, which loads as it is (local folder)', () => {
    const example = parseEnv(readFileSync('.env.example', 'utf8'));
    for (const key of [
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ]) {
      expect(example, key).toHaveProperty(key);
    }
    expect(loadConfig(example).s3).toBeUndefined();
  });

  it('refuses half an S3 configuration, naming what is missing', () => {
    const attempt = (env: Record<string, string>) => () => loadConfig(env);
    expect(attempt({ S3_BUCKET: 'site-uploads' })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_BUCKET is set/,
    );
    expect(attempt({ S3_BUCKET: 'site-uploads' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set/,
    );
    expect(attempt({ S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_BUCKET: is required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/,
    );
    // A public URL or an endpoint alone would silently keep files on the local disk.
    expect(attempt({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(/S3_BUCKET: is required/);
    expect(attempt({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: is required/);
    expect(attempt({ S3_REGION: 'eu-west-1' })).toThrow(/S3_BUCKET: is required/);
  });

  it('refuses malformed S3 values with a message naming the variable', () => {
    const complete = {
      S3_BUCKET: 'site-uploads',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ S3_BUCKET: 'Site_Uploads' }, /S3_BUCKET: must be a bucket name/],
      [{ S3_BUCKET: 'ab' }, /S3_BUCKET: must be a bucket name/],
      [{ S3_ENDPOINT: 'ftp://files.example.com' }, /S3_ENDPOINT: must be an http\(s\) URL/],
      [{ S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
      [{ S3_REGION: 'EU West' }, /S3_REGION: must be a region name/],
      [{ S3_PUBLIC_URL: 'cdn.example.com' }, /S3_PUBLIC_URL: must be an http\(s\) URL/],
      [{ S3_PUBLIC_URL: 'https://cdn.example.com/?v=1' }, /S3_PUBLIC_URL: must have no query/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig({ ...complete, ...env }), JSON.stringify(env)).toThrow(message);
    }
  });

  it('reads ClamAV: the host turns scanning on, with port 3310 and a 15 s timeout by default', () => {
    expect(loadConfig({}).clamav).toBeUndefined();
    expect(loadConfig({ CLAMAV_HOST: 'clamav.internal' }).clamav).toEqual({
      host: 'clamav.internal',
      port: 3310,
      timeoutMs: 15_000,
    });
    expect(
      loadConfig({ CLAMAV_HOST: '10.0.0.5', CLAMAV_PORT: '3311', CLAMAV_TIMEOUT_MS: '5000' })
        .clamav,
    ).toEqual({ host: '10.0.0.5', port: 3311, timeoutMs: 5000 });
    // A port or a timeout alone would scan nothing, silently.
    expect(() => loadConfig({ CLAMAV_PORT: '3310' })).toThrow(
      /CLAMAV_HOST: is required when CLAMAV_PORT is set/,
    );
    expect(() => loadConfig({ CLAMAV_HOST: 'tcp://clamav:3310' })).toThrow(
      /CLAMAV_HOST: must be a host name or an IP address/,
    );
    expect(() => loadConfig({ CLAMAV_HOST: 'clamav', CLAMAV_PORT: '99999' })).toThrow(
      /CLAMAV_PORT/,
    );
    // .env.example lists them, empty: no scanning.
    const example = parseEnv(readFileSync('.env.example', 'utf8'));
    for (const key of ['CLAMAV_HOST', 'CLAMAV_PORT', 'CLAMAV_TIMEOUT_MS']) {
      expect(example, key).toHaveProperty(key);
    }
    expect(loadConfig(example).clamav).toBeUndefined();
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
