import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES as M, type SettingValues } from '../shared/settings.ts';
import { ACCESS_DENIED } from '../shared/auth-messages.ts';
import { seedAccounts } from './db/seed-accounts.ts';
import { siteSettings } from './db/schema.ts';
import { jsonLd } from './test/html.ts';
import {
  expectStaffOnly,
  getPage,
  PAGE_ORIGIN,
  postPageForm,
  readerAccount,
  shownText,
  signInByForm,
} from './test/page-session.ts';
import { multipart } from './test/multipart.ts';
import { sampleImage } from './test/sample-files.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * /dashboard/settings, server-rendered for the session's cookie: the
 * settings in the loader's first HTML (administrators only), the form
 * posted without JavaScript (save, a refusal under its field, a list
 * edited, reset), and a saved value on every public page's next render
 * (header, footer, JSON-LD, the legal pages' contact section, the share
 * image), cached pages included.
 */

let t: TestApp;
let adminCookie: string;
let staffCookie: string;
let readerCookie: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  const accounts = await seedAccounts(t.app.auth, t.config.site.emailDomain);
  const admin = accounts.find((account) => account.role === 'admin')!;
  const staff = accounts.find((account) => account.role === 'staff')!;
  adminCookie = await signInByForm(t, admin);
  staffCookie = await signInByForm(t, staff);
  readerCookie = await signInByForm(t, await readerAccount(t));
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: admin.email, password: admin.password },
  });
  adminToken = login.json().data.token;
});
afterAll(async () => {
  await t?.close();
});

const values = async () => (await t.app.settings.current()).site;
const stored = async (key: string) =>
  (await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, key)))[0];
const saveByApi = (payload: Partial<SettingValues>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { authorization: `Bearer ${adminToken}` },
    payload,
  });

/** The form's fields as the browser posts them: every setting under its path. */
function formFields(settings: SettingValues): Record<string, string> {
  const fields: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    } else fields[path] = String(value);
  };
  for (const [key, value] of Object.entries(settings)) walk(value, key);
  fields['ogImage.src'] ??= '';
  fields['ogImage.alt'] ??= '';
  return fields;
}

const currentValues = async (): Promise<SettingValues> => {
  const answer = await t.app.inject({
    url: '/api/settings',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return answer.json().data.values;
};

/** The first page's JSON-LD Organization. */
const organizationOf = (html: string) =>
  jsonLd(html).find((item) => item['@type'] === 'Organization');

describe('/dashboard/settings', () => {
  it('holds every setting in its first HTML, for administrators', async () => {
    const page = await getPage(t, '/dashboard/settings', adminCookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const site = await values();
    expect(page.body).toMatch(
      new RegExp(
        `name="companyName"[^>]*value="${site.companyName}"|value="${site.companyName}"[^>]*name="companyName"`,
      ),
    );
    expect(page.body).toContain('name="navigation.0.href"');
    expect(page.body).toContain('name="footerColumns.3.links.2.label"');
    expect(page.body).toContain('name="replyTo"');
    expect(shownText(page.body)).toContain('Save settings');
  });

  it('sends a visitor to /login and shows a reader and staff who are not administrators Access Denied, with no settings', async () => {
    const reader = await expectStaffOnly(t, '/dashboard/settings', readerCookie);
    expect(reader).not.toContain('name="replyTo"');
    const staff = await getPage(t, '/dashboard/settings', staffCookie);
    expect(staff.statusCode).toBe(200);
    expect(shownText(staff.body)).toContain(ACCESS_DENIED.title);
    expect(staff.body).not.toContain('name="replyTo"');
  });

  it('offers Settings in the dashboard to administrators only', async () => {
    const admin = await getPage(t, '/dashboard', adminCookie);
    expect(admin.body).toContain('href="/dashboard/settings"');
    const staff = await getPage(t, '/dashboard', staffCookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).not.toContain('href="/dashboard/settings"');
  });

  it('saves a field posted without JavaScript, only that field', async () => {
    const fields = formFields(await currentValues());
    const answer = await postPageForm(t, '/dashboard/settings', adminCookie, {
      ...fields,
      phone: '+91 99999 88888',
      intent: 'save',
    });
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
    expect(shownText(answer.body)).toContain(M.saved);
    expect((await stored('phone'))?.value).toBe('+91 99999 88888');
    expect(await stored('companyName')).toBeUndefined();
    expect((await values()).phone).toBe('+91 99999 88888');
  });

  it('refuses a bad field with its message under it, keeps what was typed and saves nothing', async () => {
    const fields = formFields(await currentValues());
    const answer = await postPageForm(t, '/dashboard/settings', adminCookie, {
      ...fields,
      companyName: 'Not Saved Ltd',
      'navigation.1.href': '//evil.example',
      intent: 'save',
    });
    expect(answer.statusCode).toBe(400);
    const text = shownText(answer.body);
    expect(text).toContain(M.linkTargetInvalid);
    expect(answer.body).toMatch(
      /name="navigation\.1\.href"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="navigation\.1\.href"/,
    );
    expect(answer.body).toContain('value="Not Saved Ltd"');
    expect(await stored('companyName')).toBeUndefined();
    expect(await stored('navigation')).toBeUndefined();
  });

  it('adds a row to a list without saving, then saves it; resets a field', async () => {
    const before = await currentValues();
    const fields = formFields(before);
    const count = before.navigation.length;
    const added = await postPageForm(t, '/dashboard/settings', adminCookie, {
      ...fields,
      intent: 'add:navigation',
    });
    expect(added.statusCode).toBe(200);
    expect(shownText(added.body)).toContain(M.listEdited);
    expect(added.body).toContain(`name="navigation.${count}.label"`);
    expect(await stored('navigation')).toBeUndefined();

    const saved = await postPageForm(t, '/dashboard/settings', adminCookie, {
      ...fields,
      [`navigation.${count}.label`]: 'Careers',
      [`navigation.${count}.href`]: 'https://jobs.example.com/',
      intent: 'save',
    });
    expect(saved.statusCode).toBe(200);
    expect((await values()).navigation.at(-1)).toEqual({
      label: 'Careers',
      href: 'https://jobs.example.com/',
    });

    const reset = await postPageForm(t, '/dashboard/settings', adminCookie, {
      ...fields,
      intent: 'reset:navigation',
    });
    expect(reset.statusCode).toBe(200);
    expect(shownText(reset.body)).toContain(M.reset);
    expect(await stored('navigation')).toBeUndefined();
    expect((await values()).navigation).toEqual(before.navigation);
  });
});

describe('the share image, uploaded through the form', () => {
  const postWithImage = async (fields: Record<string, string>) => {
    const body = multipart(fields, {
      field: 'ogImageFile',
      name: 'share.png',
      type: 'image/png',
      data: await sampleImage('png'),
    });
    return t.app.inject({
      method: 'POST',
      url: '/dashboard/settings',
      headers: { ...body.headers, origin: PAGE_ORIGIN, cookie: adminCookie },
      payload: body.payload,
    });
  };

  it('needs its description before anything is stored', async () => {
    const answer = await postWithImage({ ...formFields(await currentValues()), intent: 'save' });
    expect(answer.statusCode).toBe(400);
    expect(shownText(answer.body)).toContain(M.ogImageAltRequired);
    expect(await stored('ogImage')).toBeUndefined();
  });

  it("goes through the posts' image pipeline and is every page's share image", async () => {
    const answer = await postWithImage({
      ...formFields(await currentValues()),
      'ogImage.alt': 'Our office by the sea',
      intent: 'save',
    });
    expect(answer.statusCode, shownText(answer.body).slice(0, 300)).toBe(200);
    const image = (await values()).ogImage;
    expect(image?.src).toMatch(/^\/uploads\/blogs\/[0-9a-f-]{36}-\d+x\d+-960\.webp$/);
    expect(image?.alt).toBe('Our office by the sea');
    expect((await getPage(t, image!.src)).statusCode).toBe(200);
    const home = await getPage(t, '/about');
    expect(home.body).toContain(`content="${t.config.site.baseUrl}${image!.src}"`);
    expect(home.body).toContain('content="Our office by the sea"');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/ogImage',
      headers: { authorization: `Bearer ${adminToken}` },
    });
  });
});

describe('a saved setting on the next page', () => {
  it("is on every public page's next render, cached ones included, until it is reset", async () => {
    // Cached for anonymous visitors first.
    await getPage(t, '/');
    expect((await getPage(t, '/')).headers['x-page-cache']).toBe('hit');
    await getPage(t, '/privacy-policy');

    const saved = await saveByApi({
      companyName: 'Next Page Consulting',
      phone: '+91 12345 67890',
      email: 'contact@next-page.example',
      address: {
        street: '7 Lighthouse Lane',
        city: 'Kochi',
        region: 'Kerala',
        postalCode: '682001',
        country: 'India',
      },
      navigation: [
        { label: 'Start', href: '/' },
        { label: 'Our Work', href: '/case-studies' },
      ],
      footerColumns: [
        {
          heading: 'Elsewhere',
          links: [{ label: 'Partner Portal', href: 'https://partners.example.com/' }],
        },
      ],
      ogImage: { src: '/images/share-card.png', alt: 'Our team at work', width: 1200, height: 630 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const home = await getPage(t, '/');
    expect(home.headers['x-page-cache']).not.toBe('hit');
    const text = shownText(home.body);
    expect(text).toContain('© ');
    expect(text).toContain('Next Page Consulting. All rights reserved.');
    expect(text).toContain('7 Lighthouse Lane, Kochi, Kerala 682001, India');
    expect(text).toContain('+91 12345 67890');
    expect(text).toContain('Partner Portal');
    expect(text).not.toContain('Terms & Conditions');
    expect(home.body).toContain('href="https://partners.example.com/"');
    expect(home.body).toMatch(/<nav aria-label="Main"[\s\S]*?Our Work[\s\S]*?<\/nav>/);
    expect(organizationOf(home.body)).toMatchObject({
      name: 'Next Page Consulting',
      telephone: '+91 12345 67890',
      email: 'contact@next-page.example',
      address: { streetAddress: '7 Lighthouse Lane', addressLocality: 'Kochi' },
    });
    expect(home.body).toContain(`content="${t.config.site.baseUrl}/images/share-card.png"`);
    expect(home.body).toContain('content="Our team at work"');

    const legal = shownText((await getPage(t, '/privacy-policy')).body);
    expect(legal).toContain('contact@next-page.example');
    expect(legal).toContain('+91 12345 67890');

    for (const key of [
      'companyName',
      'phone',
      'email',
      'address',
      'navigation',
      'footerColumns',
      'ogImage',
    ]) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/settings/${key}`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
    }
    const back = shownText((await getPage(t, '/')).body);
    expect(back).toContain(`${t.config.site.companyName}. All rights reserved.`);
    expect(back).toContain('Terms & Conditions');
    expect(back).not.toContain('Partner Portal');
  });

  it('is listed readably in the audit log, field by field', async () => {
    const page = await getPage(t, '/dashboard/leads/privacy', adminCookie);
    expect(page.statusCode).toBe(200);
    // The field's name is an element of its own: no space before its colon on screen.
    const text = shownText(page.body).replace(/ :/g, ':');
    expect(text).toContain('Site settings changed');
    expect(text).toContain(`Company name: “${t.config.site.companyName}” → “Next Page Consulting”`);
    expect(text).toContain('Header navigation: Home (/); Features (/features)');
    expect(text).toContain('Start (/); Our Work (/case-studies)');
    expect(text).toContain(
      'Postal address: street: “7 Lighthouse Lane”, city: “Kochi”, region: “Kerala”, postalCode: “682001”, country: “India”',
    );
  });
});
