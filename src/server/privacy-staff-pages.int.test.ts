import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonData } from '../shared/privacy.ts';
import { PRIVACY_MESSAGES } from '../shared/privacy-messages.ts';
import { seedAccounts } from './db/seed-accounts.ts';
import { privacyAuditLog } from './db/schema.ts';
import { contactPayload } from './modules/leads.fixtures.ts';
import {
  expectStaffOnly,
  getPage,
  postPageForm,
  readerAccount,
  shownText,
  signInByForm,
} from './test/page-session.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The staff's privacy screens, server-rendered for the session's cookie:
 * the person view (what is held about the address in the URL, its erasure
 * confirmed through the route's action, as a plain form post) and the audit
 * log (its page in the URL).
 */

let t: TestApp;
let staffCookie: string;
let readerCookie: string;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
  // The privacy tools are for administrators: the seeded administrator.
  const [, admin] = await seedAccounts(t.app.auth, t.config.site.emailDomain);
  staffCookie = await signInByForm(t, admin!);
  readerCookie = await signInByForm(t, await readerAccount(t));
});
afterAll(async () => {
  await t?.close();
});

/** An address with a contact message held about it. */
async function lead(marker: string) {
  const email = `${marker}-${Date.now()}@example.org`;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/contact/submit',
    payload: contactPayload({ email, company: `${marker} SARL` }),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return email;
}

const personUrl = (email: string, extra = '') =>
  `/dashboard/leads/person?email=${encodeURIComponent(email)}${extra}`;

/** What the API holds about an address, read as staff. */
async function held(email: string) {
  const answer = await t.app.inject({
    url: `/api/privacy/people?email=${encodeURIComponent(email)}`,
    headers: { cookie: staffCookie },
  });
  return (answer.json() as { data: PersonData }).data;
}

describe('/dashboard/leads/person', () => {
  it('holds what is held about the address in its first HTML', async () => {
    const email = await lead('person-page');
    const page = await getPage(t, personUrl(email), staffCookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const text = shownText(page.body);
    expect(text).toContain('Contact messages: 1');
    expect(text).toContain('person-page SARL');
    expect(text).toContain('Contact form');
    // Erasing asks first: no erasure form until the confirmation is open.
    expect(page.body).not.toContain('value="erase"');
  });

  it('sends a visitor to /login and shows anyone but staff Access Denied, with no data', async () => {
    const email = await lead('person-denied');
    const reader = await expectStaffOnly(t, personUrl(email), readerCookie);
    expect(reader).not.toContain('person-denied SARL');
  });

  it('erases through the confirmation posted without JavaScript', async () => {
    const email = await lead('person-erase');
    const confirm = await getPage(t, personUrl(email, '&confirm=erase'), staffCookie);
    expect(shownText(confirm.body)).toContain(`Yes, erase everything about ${email}`);
    // The erasure's form posts to the person's address (without the confirmation).
    const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*value="erase"/.exec(confirm.body)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${personUrl(email).replace(/&/g, '&amp;')}"`);

    const erased = await postPageForm(t, personUrl(email), staffCookie, { intent: 'erase', email });
    expect(erased.statusCode, erased.body.slice(0, 300)).toBe(200);
    const text = shownText(erased.body);
    expect(text).toContain(PRIVACY_MESSAGES.staffErased);
    // The page read again after the erasure: nothing left, and the erasure logged.
    expect(text).toContain('Contact messages: 0');
    expect(text).toMatch(/: erase by admin@/);
    const after = await held(email);
    expect(Object.values(after.stores).every((records) => records.length === 0)).toBe(true);
  });

  it('erases nothing for a user who is not staff', async () => {
    const email = await lead('person-kept');
    const refused = await postPageForm(t, personUrl(email), readerCookie, {
      intent: 'erase',
      email,
    });
    expect(refused.statusCode).toBe(403);
    expect((await held(email)).stores['contactMessages']).toHaveLength(1);
  });
});

describe('/dashboard/leads/privacy', () => {
  it('holds a page of the log in its first HTML, the page named by the address', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    await t.database.db.insert(privacyAuditLog).values([
      {
        action: 'export',
        actor: 'visitor',
        subjectMasked: 'o***@oldest.example',
        subjectHash: 'oldest',
        summary: {},
        createdAt: old,
      },
      ...Array.from({ length: 50 }, (_, index) => ({
        action: 'erase' as const,
        actor: 'retention' as const,
        subjectMasked: `n***@newer-${index}.example`,
        subjectHash: `newer-${index}`,
        summary: { contactMessages: 1 },
        createdAt: new Date(old.getTime() + (index + 1) * 60_000),
      })),
    ]);
    const first = await getPage(t, '/dashboard/leads/privacy', staffCookie);
    expect(first.statusCode).toBe(200);
    expect(shownText(first.body)).toContain('n***@newer-49.example');
    expect(first.body).not.toContain('o***@oldest.example');
    expect(first.body).toContain('href="/dashboard/leads/privacy?page=2"');

    const second = await getPage(t, '/dashboard/leads/privacy?page=2', staffCookie);
    expect(second.statusCode).toBe(200);
    expect(shownText(second.body)).toContain('o***@oldest.example');
    expect(second.body).not.toContain('n***@newer-49.example');
  });

  it('sends a visitor to /login and shows anyone but staff Access Denied', async () => {
    const reader = await expectStaffOnly(t, '/dashboard/leads/privacy', readerCookie);
    expect(reader).not.toContain('***@');
  });
});
