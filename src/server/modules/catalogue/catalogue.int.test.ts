import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES as M,
  type CatalogueService,
  type CatalogueUser,
  type SelectedService,
  type ServiceInterest,
} from '../../../shared/service-catalogue.ts';
import { publicPages } from '../../../shared/public-pages.ts';
import { jobs, serviceInterestNotices, services, userServices } from '../../db/schema.ts';
import { SEED_SERVICES, seedServices } from '../../db/seed/services.ts';
import { startDataverseServer, type TestDataverseServer } from '../../test/dataverse-server.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountFixtures } from '../auth/auth.fixtures.ts';

let crm: TestDataverseServer;
let smtp: TestSmtpServer;
let t: TestApp;
let a: ReturnType<typeof accountFixtures>;
let offered: CatalogueService[];

interface Account {
  email: string;
  token: string;
  user: { id: string };
}
let ada: Account;
let bob: Account;
let staff: Account;
let admin: Account;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const API = '/api/services';

beforeAll(async () => {
  crm = await startDataverseServer();
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, ADMIN_EMAILS: 'chief@example.net', ...crm.env() },
  });
  a = accountFixtures(t, smtp);
  await seedServices(t.database.db);
  ada = await a.registered('ada');
  bob = await a.registered('bob');
  staff = await a.registered('staff', t.config.site.emailDomain);
  await a.verifyFromMail(staff.email);
  // Leads are for editors and administrators (the domain's default role is author).
  await t.app.auth.setRole(staff.email, 'editor');
  const chief = await a.register({ email: 'chief@example.net', company: 'Contoso' });
  admin = { email: 'chief@example.net', ...(chief.json().data as Omit<Account, 'email'>) };
  await a.verifyFromMail(admin.email);
  offered = (await t.app.inject({ url: `${API}/` })).json().services;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await crm.close();
});

const byKey = (key: string) => {
  const found = offered.find((service) => service.key === key);
  if (!found) throw new Error(`no service ${key}`);
  return found;
};
const list = (userId: string, token?: string) =>
  t.app.inject({ url: `${API}/users/${userId}`, headers: token ? bearer(token) : {} });
const add = (userId: string, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/users/${userId}`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
const remove = (userId: string, serviceId: string, token?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `${API}/users/${userId}/${serviceId}`,
    headers: token ? bearer(token) : {},
  });
const stored = (userId: string) =>
  t.database.db.select().from(userServices).where(eq(userServices.userId, userId));

/** Runs the queue until nothing waits for this user (their e-mail and their CRM sync). */
async function settle(subjectId: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.app.jobs.drain();
    const waiting = await t.database.db.select().from(jobs).where(eq(jobs.subjectId, subjectId));
    if (waiting.every((job) => job.status === 'failed')) return;
    if (Date.now() > deadline) throw new Error(`jobs of ${subjectId} did not settle`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET /api/services/', () => {
  it('lists the active services without a session, each with key, category and landing page', async () => {
    const response = await t.app.inject({ url: `${API}/` });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; services: CatalogueService[] };
    expect(body.success).toBe(true);
    expect(body.services.length).toBeGreaterThanOrEqual(12);
    expect(body.services.map((service) => service.key)).toEqual(SEED_SERVICES.map((s) => s.key));
    for (const service of body.services) {
      expect(service).toMatchObject({ isActive: true });
      expect(service.title && service.description && service.category).toBeTruthy();
    }
    // The pricing page's add-ons are services under the same keys.
    for (const key of [
      'custom-power-apps-development',
      'power-platform',
      'data-migration-integration',
      'premium-support-hours',
    ]) {
      expect(byKey(key).landingPath).toMatch(/^\/(pricing|data-migration-integration)$/);
    }
    // Each page with "Add to my services" finds exactly one service by its own path.
    for (const landing of [
      '/dynamics-365-implementation',
      '/power-platform-development',
      '/power-automate',
      '/power-apps-canvas-app',
      '/sales',
      '/microsoft-365',
      '/data-migration-integration',
      '/cloud-services',
      '/consulting-services',
      '/professional-training',
      '/training',
    ]) {
      expect(
        body.services.filter((s) => s.landingPath === landing),
        landing,
      ).toHaveLength(1);
    }
    // Every card links to a page the site serves.
    const paths = new Set(publicPages.flatMap((page) => [page.path, ...(page.aliases ?? [])]));
    for (const service of body.services) expect(paths).toContain(service.landingPath);
  });

  it('no longer offers an inactive service, and refuses to add it', async () => {
    const [retired] = await t.database.db
      .insert(services)
      .values({
        key: `retired-${Date.now()}`,
        title: 'Retired offer',
        description: 'No longer sold.',
        category: 'Consulting',
        landingPath: '/services',
        isActive: false,
      })
      .returning();
    const response = await t.app.inject({ url: `${API}/` });
    expect(response.json().services.map((s: CatalogueService) => s.id)).not.toContain(retired!.id);
    const refused = await add(ada.user.id, ada.token, { serviceIds: [retired!.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: M.unknownServices });
  });
});

describe("a user's own catalogue", () => {
  it('adds services with notes, answers the full list, and never duplicates one', async () => {
    const dynamics = byKey('dynamics-365-implementation');
    const automate = byKey('power-automate');
    const first = await add(ada.user.id, ada.token, {
      serviceIds: [dynamics.id, automate.id],
      notes: '  Go-live before April  ',
    });
    expect(first.statusCode).toBe(200);
    const body = first.json() as { success: boolean; services: SelectedService[]; message: string };
    expect(body).toMatchObject({ success: true, message: M.added(2) });
    expect(body.services.map((s) => [s.key, s.notes])).toEqual([
      ['dynamics-365-implementation', 'Go-live before April'],
      ['power-automate', 'Go-live before April'],
    ]);

    const again = await add(ada.user.id, ada.token, {
      serviceIds: [dynamics.id, dynamics.id],
      notes: 'Second thoughts',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(M.added(0));
    expect(await stored(ada.user.id)).toHaveLength(2);
    // The first note stays: adding again changes nothing.
    expect(again.json().services[0]).toMatchObject({
      key: dynamics.key,
      notes: 'Go-live before April',
    });

    const read = await list(ada.user.id, ada.token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json()).toMatchObject({ success: true });
    expect(read.json().services).toEqual(body.services);
  });

  it('removes a service and answers the rest; removing it twice is 404', async () => {
    const training = byKey('professional-training');
    await add(ada.user.id, ada.token, { serviceIds: [training.id] });
    const before = (await stored(ada.user.id)).length;
    const removed = await remove(ada.user.id, training.id, ada.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: M.removed });
    expect(removed.json().services.map((s: SelectedService) => s.id)).not.toContain(training.id);
    expect(await stored(ada.user.id)).toHaveLength(before - 1);
    const twice = await remove(ada.user.id, training.id, ada.token);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ success: false, message: M.notSelected });
    expect((await remove(ada.user.id, 'not-a-uuid', ada.token)).statusCode).toBe(404);
  });

  it('refuses bad input with 4xx in the spec’s shape and changes nothing', async () => {
    const before = await stored(ada.user.id);
    const real = byKey('cloud-services').id;
    const cases: Array<[unknown, string]> = [
      [{ serviceIds: [] }, M.serviceIdsRequired],
      [{ serviceIds: 'cloud' }, M.serviceIdsInvalid],
      [{ serviceIds: [42] }, M.serviceIdsInvalid],
      [{ serviceIds: ['not-an-id'] }, M.unknownServices],
      [{}, M.serviceIdsInvalid],
      [{ serviceIds: [real], notes: 'x'.repeat(CATALOGUE_LIMITS.notes + 1) }, M.notesTooLong],
      [{ serviceIds: [real], notes: 7 }, M.notesInvalid],
      [
        { serviceIds: Array.from({ length: CATALOGUE_LIMITS.serviceIds + 1 }, () => real) },
        M.tooManyServices,
      ],
      // One unknown id among real ones: nothing is added.
      [{ serviceIds: [real, '00000000-0000-4000-8000-000000000000'] }, M.unknownServices],
    ];
    for (const [payload, message] of cases) {
      const response = await add(ada.user.id, ada.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const answer = response.json();
      expect(answer.success).toBe(false);
      expect([answer.message, ...(answer.errors ?? [])]).toContain(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${API}/users/${ada.user.id}`,
      headers: { ...bearer(ada.token), 'content-type': 'application/json' },
      payload: '{"serviceIds": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await stored(ada.user.id)).toEqual(before);
  });
});

describe('permissions (spec 02 roles)', () => {
  it('answers 401 with the spec’s words without a token, and changes nothing', async () => {
    const id = byKey('microsoft-365').id;
    for (const response of [
      await list(ada.user.id),
      await add(ada.user.id, undefined, { serviceIds: [id] }),
      await remove(ada.user.id, id),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: M.noToken });
    }
    const expired = await list(ada.user.id, 'x'.repeat(43));
    expect(expired.statusCode).toBe(401);
  });

  it("refuses another user's list with 403 'forbidden', reading and changing, and changes nothing", async () => {
    const before = await stored(ada.user.id);
    const target = before[0]!.serviceId;
    const read = await list(ada.user.id, bob.token);
    const write = await add(ada.user.id, bob.token, { serviceIds: [byKey('cloud-services').id] });
    const badWrite = await add(ada.user.id, bob.token, { serviceIds: 'nonsense' });
    const erase = await remove(ada.user.id, target, bob.token);
    for (const response of [read, write, badWrite, erase]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toContain('forbidden');
    }
    // Staff are not administrators: no reading other people's catalogues.
    expect((await list(ada.user.id, staff.token)).statusCode).toBe(403);
    expect(await stored(ada.user.id)).toEqual(before);
  });

  it("lets an administrator read anyone's list, but not change it", async () => {
    const read = await list(ada.user.id, admin.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().services.length).toBe((await stored(ada.user.id)).length);
    const write = await add(ada.user.id, admin.token, { serviceIds: [byKey('cloud-services').id] });
    expect(write.statusCode).toBe(403);
    expect((await list('not-a-user', admin.token)).statusCode).toBe(404);
    expect((await list('00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(404);
  });
});

/** A new account whose address is verified (the buying signals need a proven address). */
async function verified(prefix: string): Promise<Account> {
  const person = await a.registered(prefix);
  await a.verifyFromMail(person.email);
  return person;
}

const interestMails = (email: string) =>
  smtp.messages.filter(
    (m) => m.subject.startsWith('Service interest from') && m.text.includes(email),
  );

describe('buying signals', () => {
  it('e-mails the company once per addition with who, which services and the notes', async () => {
    const person = await verified('buyer');
    const picked = [byKey('data-migration-integration'), byKey('cloud-services')];
    const response = await add(person.user.id, person.token, {
      serviceIds: picked.map((s) => s.id),
      notes: 'About 40,000 records in the old CRM',
    });
    expect(response.statusCode).toBe(200);
    await settle(person.user.id);
    const mails = () =>
      smtp.messages.filter((m) => m.subject.startsWith('Service interest from Test User'));
    await smtp.waitFor(() => mails().some((m) => m.text.includes(person.email)));
    const mine = mails().filter((m) => m.text.includes(person.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.to).toContain(t.config.site.email);
    expect(mine[0]!.text).toContain('Data Migration & Integration');
    expect(mine[0]!.text).toContain('Azure Cloud Services');
    expect(mine[0]!.text).toContain('About 40,000 records in the old CRM');
    expect(mine[0]!.text).toContain(`/service-catalog/${person.user.id}`);
    // Adding the same services again is no new signal.
    await add(person.user.id, person.token, { serviceIds: [picked[0]!.id] });
    await settle(person.user.id);
    expect(mails().filter((m) => m.text.includes(person.email))).toHaveLength(1);
  });

  it("creates the user's Dynamics 365 lead and updates it with every change, idempotently", async () => {
    const person = await verified('crmlead');
    await add(person.user.id, person.token, {
      serviceIds: [byKey('power-apps-canvas-app').id],
      notes: 'Inspections app',
    });
    await settle(person.user.id);
    const lead = () => crm.leads.get(person.user.id.toLowerCase());
    expect(lead()?.body).toMatchObject({ emailaddress1: person.email });
    expect(String(lead()?.body['description'])).toContain(
      'Power Apps Canvas Apps (Power Platform): Inspections app',
    );

    await add(person.user.id, person.token, { serviceIds: [byKey('consulting-services').id] });
    await settle(person.user.id);
    const description = String(lead()?.body['description']);
    expect(description).toContain('Power Apps Canvas Apps');
    expect(description).toContain('Consulting Services');

    await remove(person.user.id, byKey('power-apps-canvas-app').id, person.token);
    await settle(person.user.id);
    expect(String(lead()?.body['description'])).not.toContain('Power Apps Canvas Apps');
    expect([...crm.leads.keys()].filter((id) => id === person.user.id.toLowerCase())).toHaveLength(
      1,
    );
  });

  it('retries through a CRM outage until the lead is written', async () => {
    const person = await verified('outage');
    crm.failNext(1, { status: 503 });
    await add(person.user.id, person.token, { serviceIds: [byKey('live-training').id] });
    await settle(person.user.id, 20_000);
    expect(String(crm.leads.get(person.user.id.toLowerCase())?.body['description'])).toContain(
      'Live Training Sessions',
    );
  });
});

describe('buying signals need a proven address and come once a day', () => {
  it('sends nothing for an unverified account; its verification sends what it selected, once', async () => {
    const person = await a.registered('unproven');
    const picked = [byKey('consulting-services'), byKey('live-training')];
    for (const service of picked) {
      const added = await add(person.user.id, person.token, {
        serviceIds: [service.id],
        notes: 'Team of twelve',
      });
      expect(added.statusCode).toBe(200);
    }
    await settle(person.user.id);
    expect(interestMails(person.email)).toHaveLength(0);
    expect(crm.leads.get(person.user.id.toLowerCase())).toBeUndefined();

    await a.verifyFromMail(person.email);
    await settle(person.user.id);
    await smtp.waitFor(() => interestMails(person.email).length > 0);
    const [mail, ...more] = interestMails(person.email);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('Consulting Services');
    expect(mail!.text).toContain('Live Training Sessions');
    expect(mail!.text).toContain('Team of twelve');
    expect(String(crm.leads.get(person.user.id.toLowerCase())?.body['description'])).toContain(
      'Live Training Sessions',
    );
  });

  it('e-mails the company once a day per service however often it is removed and added, while the CRM lead follows every change', async () => {
    const person = await verified('cycler');
    const service = byKey('cloud-services');
    const lead = () => String(crm.leads.get(person.user.id.toLowerCase())?.body['description']);
    for (let cycle = 0; cycle < 4; cycle++) {
      expect(
        (await add(person.user.id, person.token, { serviceIds: [service.id] })).statusCode,
      ).toBe(200);
      await settle(person.user.id);
      expect(lead()).toContain('Azure Cloud Services');
      expect((await remove(person.user.id, service.id, person.token)).statusCode).toBe(200);
      await settle(person.user.id);
      expect(lead()).not.toContain('Azure Cloud Services');
    }
    await smtp.waitFor(() => interestMails(person.email).length > 0);
    expect(interestMails(person.email)).toHaveLength(1);

    // A day later the same service is news again.
    await t.database.db
      .update(serviceInterestNotices)
      .set({ notifiedAt: sql`${serviceInterestNotices.notifiedAt} - interval '1 day 1 second'` })
      .where(eq(serviceInterestNotices.userId, person.user.id));
    await add(person.user.id, person.token, { serviceIds: [service.id] });
    await settle(person.user.id);
    await smtp.waitFor(() => interestMails(person.email).length > 1);
    expect(interestMails(person.email)).toHaveLength(2);
  });
});

describe('staff and administrator views', () => {
  it('lists service interest for staff, newest first, filterable by service', async () => {
    const anonymous = await t.app.inject({ url: `${API}/interest` });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `${API}/interest`, headers: bearer(ada.token) })).statusCode,
    ).toBe(403);

    const response = await t.app.inject({ url: `${API}/interest`, headers: bearer(staff.token) });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.interest as ServiceInterest[];
    expect(rows.length).toBeGreaterThan(0);
    const times = rows.map((row) => Date.parse(row.addedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(rows.find((row) => row.email === ada.email)).toMatchObject({
      serviceTitle: 'Dynamics 365 Implementation',
      notes: 'Go-live before April',
    });

    const automate = byKey('power-automate');
    const filtered = await t.app.inject({
      url: `${API}/interest?serviceId=${automate.id}`,
      headers: bearer(staff.token),
    });
    const only = filtered.json().data.interest as ServiceInterest[];
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((row) => row.serviceId === automate.id)).toBe(true);
    const bad = await t.app.inject({
      url: `${API}/interest?serviceId=x`,
      headers: bearer(staff.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists users with their catalogue sizes for administrators only', async () => {
    expect(
      (await t.app.inject({ url: `${API}/users`, headers: bearer(staff.token) })).statusCode,
    ).toBe(403);
    const response = await t.app.inject({ url: `${API}/users`, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const users = response.json().data.users as CatalogueUser[];
    const mine = users.find((user) => user.id === ada.user.id);
    expect(mine).toMatchObject({
      email: ada.email,
      serviceCount: (await stored(ada.user.id)).length,
    });
    expect(users.find((user) => user.id === bob.user.id)?.serviceCount).toBe(0);
  });
});

describe('changes are limited per account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // RATE_LIMIT_MAX 2: two registrations per address, six catalogue changes per account.
    limited = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
    await seedServices(limited.database.db);
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past the limit, wherever the account signs in from', async () => {
    const register = async (prefix: string) => {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Rate',
          lastName: 'Limited',
          email: a.email(prefix),
          password: a.password,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { token: string; user: { id: string } };
    };
    const [first, second] = [await register('limited-one'), await register('limited-two')];
    const [service] = (await limited.app.inject({ url: `${API}/` })).json()
      .services as CatalogueService[];
    const change = (who: { token: string; user: { id: string } }, remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: `${API}/users/${who.user.id}`,
        headers: bearer(who.token),
        payload: { serviceIds: [service!.id] },
        remoteAddress,
      });
    for (let i = 0; i < 6; i++) {
      expect((await change(first, '198.51.100.30')).statusCode).toBe(200);
    }
    for (const address of ['198.51.100.30', '198.51.100.31']) {
      const refused = await change(first, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().success).toBe(false);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another account behind the same address has its own allowance.
    expect((await change(second, '198.51.100.30')).statusCode).toBe(200);
  });
});
