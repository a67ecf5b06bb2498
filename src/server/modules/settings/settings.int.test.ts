import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SETTINGS_MESSAGES as M,
  type SettingsView,
  type SettingValues,
} from '../../../shared/settings.ts';
import { defaultSiteSettings } from '../../../shared/site-settings.ts';
import { jobs, privacyAuditLog, siteSettings } from '../../db/schema.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  DIGEST_SUBJECT,
  NEWSLETTER_DIGEST_JOB,
  nextDigestAt,
} from '../newsletter/newsletter.digest.ts';

/**
 * The site settings API (/api/settings): defaults from the environment, a
 * saved value in effect at once (here: the next e-mail), reset, every
 * field's rule with its message and nothing saved, administrators only,
 * the audit log, and the weekly digest following its schedule.
 */

const ENV = {
  COMPANY_NAME: 'Environment Consulting Ltd',
  COMPANY_PHONE: '+44 20 7946 0000',
  COMPANY_EMAIL: 'office@environment.example',
  COMPANY_CITY: 'Leeds',
  COMPANY_TIMEZONE: 'Europe/Berlin',
  NEWSLETTER_DIGEST_SCHEDULE: 'wed 08:15',
};

let smtp: TestSmtpServer;
let t: TestApp;
const tokens: Record<'admin' | 'staff' | 'reader', string> = { admin: '', staff: '', reader: '' };
const emails = { admin: 'chief@elsewhere.example', staff: '', reader: 'reader@elsewhere.example' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, ...ENV } });
  emails.staff = `staff@${t.config.site.emailDomain}`;
  for (const role of ['admin', 'staff', 'reader'] as const) {
    const password = 'Settings-password-1';
    await t.app.auth.ensureAccount({
      email: emails[role],
      password,
      firstName: role,
      lastName: 'Tester',
      company: 'Testers',
      role: role === 'admin' ? 'administrator' : null,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: emails[role], password },
    });
    tokens[role] = login.json().data.token;
  }
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Caller = keyof typeof tokens | 'visitor';
const as = (role: Caller) =>
  role === 'visitor' ? {} : { authorization: `Bearer ${tokens[role]}` };
const read = (role: Caller = 'admin') => t.app.inject({ url: '/api/settings', headers: as(role) });
const save = (payload: object, role: Caller = 'admin') =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: as(role), payload });
const reset = (key: string, role: Caller = 'admin') =>
  t.app.inject({ method: 'DELETE', url: `/api/settings/${key}`, headers: as(role) });
const view = async () => (await read()).json().data as SettingsView;
const rows = () => t.database.db.select().from(siteSettings);

describe('GET /api/settings', () => {
  it("answers every setting at today's environment values until one is set", async () => {
    const { values, defaults, changed } = await view();
    expect(values).toEqual(defaults);
    expect(values).toMatchObject({
      companyName: ENV.COMPANY_NAME,
      phone: ENV.COMPANY_PHONE,
      email: ENV.COMPANY_EMAIL,
      address: { ...defaultSiteSettings.address, city: ENV.COMPANY_CITY },
      description: defaultSiteSettings.description,
      social: defaultSiteSettings.social,
      navigation: defaultSiteSettings.navigation,
      servicesMenu: defaultSiteSettings.servicesMenu,
      footerColumns: defaultSiteSettings.footerColumns,
      ogImage: null,
      timeZone: ENV.COMPANY_TIMEZONE,
      digestSchedule: ENV.NEWSLETTER_DIGEST_SCHEDULE,
      replyTo: ENV.COMPANY_EMAIL,
    } satisfies SettingValues);
    expect(Object.values(changed).every((entry) => entry === null)).toBe(true);
    expect(await t.app.settings.current()).toMatchObject({
      site: { companyName: ENV.COMPANY_NAME, baseUrl: t.config.site.baseUrl },
      timeZone: ENV.COMPANY_TIMEZONE,
    });
  });
});

describe('who may read and change the settings', () => {
  it('refuses a visitor (401), a reader and staff who are not administrators (403), and changes nothing', async () => {
    const cases = [
      ['visitor', 401],
      ['reader', 403],
      ['staff', 403],
    ] as const;
    for (const [role, status] of cases) {
      expect((await read(role)).statusCode).toBe(status);
      expect((await save({ companyName: 'Taken Over Ltd' }, role)).statusCode).toBe(status);
      expect((await reset('companyName', role)).statusCode).toBe(status);
    }
    expect(await rows()).toEqual([]);
    expect((await t.app.settings.site()).companyName).toBe(ENV.COMPANY_NAME);
  });
});

describe('PUT /api/settings: every field has its rule', () => {
  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['an empty company name', { companyName: '  ' }, 'companyName', M.companyNameRequired],
    ['a long company name', { companyName: 'x'.repeat(101) }, 'companyName', M.companyNameTooLong],
    ['an empty description', { description: '' }, 'description', M.descriptionRequired],
    ['a phone with letters', { phone: 'call us' }, 'phone', M.phoneInvalid],
    ['a phone with too few digits', { phone: '+1 23' }, 'phone', M.phoneInvalid],
    ['an address with two @', { email: 'a@b@example.com' }, 'email', M.emailInvalid],
    ['an empty address', { email: '' }, 'email', M.emailRequired],
    [
      'a long address line',
      { address: { ...defaultSiteSettings.address, city: 'c'.repeat(101) } },
      'address.city',
      M.addressLineTooLong,
    ],
    [
      'a social link over http',
      { social: { ...defaultSiteSettings.social, linkedin: 'http://www.linkedin.com/' } },
      'social.linkedin',
      M.socialInvalid,
    ],
    [
      'a link to another host by //',
      { navigation: [{ label: 'Away', href: '//evil.example/' }] },
      'navigation.0.href',
      M.linkTargetInvalid,
    ],
    [
      'a link by a backslash',
      { navigation: [{ label: 'Away', href: '/\\evil.example' }] },
      'navigation.0.href',
      M.linkTargetInvalid,
    ],
    [
      'a javascript: link',
      { servicesMenu: [{ label: 'Run', href: 'javascript:alert(1)' }] },
      'servicesMenu.0.href',
      M.linkTargetInvalid,
    ],
    [
      'an http link',
      { navigation: [{ label: 'Plain', href: 'http://example.org/' }] },
      'navigation.0.href',
      M.linkTargetInvalid,
    ],
    [
      'a link without text',
      { navigation: [{ label: '', href: '/about' }] },
      'navigation.0.label',
      M.linkLabelRequired,
    ],
    ['no header link at all', { navigation: [] }, 'navigation', M.navigationEmpty],
    [
      'thirteen links',
      { navigation: Array.from({ length: 13 }, () => ({ label: 'A', href: '/a' })) },
      'navigation',
      M.tooManyLinks,
    ],
    [
      'a column without a heading',
      { footerColumns: [{ heading: '', links: [{ label: 'A', href: '/a' }] }] },
      'footerColumns.0.heading',
      M.columnHeadingRequired,
    ],
    [
      'a column link to elsewhere',
      { footerColumns: [{ heading: 'More', links: [{ label: 'A', href: 'ftp://x.example' }] }] },
      'footerColumns.0.links.0.href',
      M.linkTargetInvalid,
    ],
    [
      'a share image by a data: address',
      { ogImage: { src: 'data:image/png;base64,AAAA', alt: 'Logo' } },
      'ogImage.src',
      M.ogImageInvalid,
    ],
    [
      'a share image without a description',
      { ogImage: { src: '/og-image.png', alt: ' ' } },
      'ogImage.alt',
      M.ogImageAltRequired,
    ],
    ['a time zone that is none', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', M.timeZoneInvalid],
    [
      'a schedule in words',
      { digestSchedule: 'monday 9am' },
      'digestSchedule',
      M.digestScheduleInvalid,
    ],
    [
      'a schedule at 24:00',
      { digestSchedule: 'mon 24:00' },
      'digestSchedule',
      M.digestScheduleInvalid,
    ],
    ['a reply-to without a domain', { replyTo: 'replies@' }, 'replyTo', M.replyToInvalid],
  ];

  it.each(bad)(
    'refuses %s with its message and saves nothing, not even the valid fields',
    async (_case, fields, path, message) => {
      const before = await view();
      const answer = await save({ companyName: 'Half Saved Ltd', ...fields });
      expect(answer.statusCode, answer.body).toBe(400);
      const body = answer.json();
      expect(body.success).toBe(false);
      expect(body.fieldErrors[path]).toContain(message);
      expect(await rows()).toEqual([]);
      expect(await view()).toEqual(before);
    },
  );

  it('refuses a setting the site does not have', async () => {
    const answer = await save({ companyName: 'Half Saved Ltd', colour: 'red' });
    expect(answer.statusCode).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('refuses to reset a setting the site does not have', async () => {
    const answer = await reset('colour');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(M.unknownSetting);
  });
});

describe('a saved setting wins over the environment until it is reset', () => {
  it('applies at once, stores only what changed, and is audited with its old and new value', async () => {
    const before = await view();
    const answer = await save({
      ...before.values,
      companyName: 'Settings Saved Ltd',
      phone: '+91 891 234 5678',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(M.saved);
    const after = answer.json().data as SettingsView;
    expect(after.values.companyName).toBe('Settings Saved Ltd');
    expect(after.defaults.companyName).toBe(ENV.COMPANY_NAME);
    expect(after.changed.companyName?.byUserId).toBeTruthy();
    expect(after.changed.email).toBeNull();
    // Only the two fields that differ got a row: the others still follow the environment.
    expect((await rows()).map((row) => row.key).sort()).toEqual(['companyName', 'phone']);
    expect((await t.app.settings.site()).phone).toBe('+91 891 234 5678');

    const [entry] = await t.database.db
      .select()
      .from(privacyAuditLog)
      .where(eq(privacyAuditLog.action, 'setting'));
    expect(entry).toMatchObject({
      actor: 'staff',
      staffEmail: emails.admin,
      subjectMasked: null,
      changes: {
        companyName: { from: ENV.COMPANY_NAME, to: 'Settings Saved Ltd' },
        phone: { from: ENV.COMPANY_PHONE, to: '+91 891 234 5678' },
      },
    });
    const log = await t.app.inject({ url: '/api/privacy/audit', headers: as('admin') });
    expect(log.json().data.entries[0]).toMatchObject({
      action: 'setting',
      subject: null,
      staffEmail: emails.admin,
      changes: { companyName: { from: ENV.COMPANY_NAME, to: 'Settings Saved Ltd' } },
    });

    const again = await save({ companyName: 'Settings Saved Ltd' });
    expect(again.json().message).toBe(M.unchanged);
  });

  it('puts the saved company facts and reply-to address in the next e-mail', async () => {
    await save({
      companyName: 'Mail Layout Ltd',
      phone: '+91 800 111 2222',
      address: { ...defaultSiteSettings.address, street: '42 Harbour Road' },
      replyTo: 'answers@mail-layout.example',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: emails.reader },
    });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(emails.reader) && /password/i.test(m.subject),
    );
    expect(mail.text).toContain('Mail Layout Ltd');
    expect(mail.text).toContain('+91 800 111 2222');
    expect(mail.text).toContain('42 Harbour Road');
    expect(mail.html).toContain('Mail Layout Ltd');
    expect(mail.headers.get('reply-to')).toContain('answers@mail-layout.example');
  });

  it('returns to the default on reset, audited too', async () => {
    const answer = await reset('companyName');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(M.reset);
    const after = answer.json().data as SettingsView;
    expect(after.values.companyName).toBe(ENV.COMPANY_NAME);
    expect(after.changed.companyName).toBeNull();
    expect((await rows()).some((row) => row.key === 'companyName')).toBe(false);
    expect((await t.app.settings.site()).companyName).toBe(ENV.COMPANY_NAME);
    const entries = await t.database.db
      .select()
      .from(privacyAuditLog)
      .where(eq(privacyAuditLog.action, 'setting'));
    expect(entries.at(-1)?.changes).toEqual({
      companyName: { from: 'Mail Layout Ltd', to: ENV.COMPANY_NAME },
    });
  });
});

describe('the weekly digest follows its schedule and the time zone', () => {
  const waiting = () =>
    t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, NEWSLETTER_DIGEST_JOB.name), eq(jobs.subjectId, DIGEST_SUBJECT)));

  it('queues the next digest for the new time when either changes, one waiting job', async () => {
    const [first] = await waiting();
    expect(first?.runAt.toISOString()).toBe(
      nextDigestAt(new Date(), ENV.NEWSLETTER_DIGEST_SCHEDULE, ENV.COMPANY_TIMEZONE).toISOString(),
    );
    const before = new Date();
    expect(
      (await save({ digestSchedule: 'FRI 17:30', timeZone: 'America/New_York' })).statusCode,
    ).toBe(200);
    const after = new Date();
    const queued = await waiting();
    expect(queued).toHaveLength(1);
    const expected = [before, after].map((at) =>
      nextDigestAt(at, 'fri 17:30', 'America/New_York').toISOString(),
    );
    expect(expected).toContain(queued[0]!.runAt.toISOString());
    expect((await view()).values.digestSchedule).toBe('fri 17:30');

    await reset('digestSchedule');
    await reset('timeZone');
    const restored = await waiting();
    expect(restored).toHaveLength(1);
    expect(restored[0]!.runAt.toISOString()).toBe(
      nextDigestAt(new Date(), ENV.NEWSLETTER_DIGEST_SCHEDULE, ENV.COMPANY_TIMEZONE).toISOString(),
    );
  });
});
