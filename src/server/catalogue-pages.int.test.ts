import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADD_TO_MY_SERVICES as W } from '../shared/add-to-my-services.ts';
import {
  CATALOGUE_MESSAGES as M,
  type CatalogueService,
  type SelectedService,
} from '../shared/service-catalogue.ts';
import { seedAccounts } from './db/seed-accounts.ts';
import { seedServices } from './db/seed/services.ts';
import { element, elements, textOf } from './test/html.ts';
import { getPage, postPageForm, sessionCookie, signInByForm } from './test/page-session.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The service catalogue read by its loader (/service-catalog and
 * /service-catalog/{userId}) and changed through its action, as a browser
 * without JavaScript does it; and the catalogue's lists on other screens
 * (staff's service interest in the lead inbox, administrators' users on
 * the dashboard), read by those screens' loaders with their filter and page
 * in the address.
 */
const site = usePagesApp();
let offered: CatalogueService[];
let staffCookie: string;
let adminCookie: string;

interface Account {
  email: string;
  cookie: string;
  token: string;
  id: string;
}

const app = () => site.testApp.app;

beforeAll(async () => {
  const t = site.testApp;
  await seedServices(t.database.db);
  offered = (await app().inject({ url: '/api/services/' })).json().services;
  const [staff, admin] = await seedAccounts(t.app.auth, t.config.site.emailDomain);
  staffCookie = await signInByForm(app(), staff!);
  adminCookie = await signInByForm(app(), admin!);
});

async function registered(company = 'Fabrikam Foods'): Promise<Account> {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.org`;
  const made = await app().inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Bea', lastName: 'Buyer', email, password: 'Buyer-pass-1', company },
  });
  expect(made.statusCode, made.body).toBe(201);
  const { token, user } = made.json().data as { token: string; user: { id: string } };
  return { email, token, id: user.id, cookie: sessionCookie(token) };
}

const byKey = (key: string) => {
  const found = offered.find((service) => service.key === key);
  if (!found) throw new Error(`no service ${key}`);
  return found;
};

async function selectionOf(account: Account): Promise<SelectedService[]> {
  const answer = await app().inject({
    url: `/api/services/users/${account.id}`,
    headers: { authorization: `Bearer ${account.token}` },
  });
  return answer.json().services;
}

async function addByApi(account: Account, keys: string[], notes = '') {
  const answer = await app().inject({
    method: 'POST',
    url: `/api/services/users/${account.id}`,
    headers: { authorization: `Bearer ${account.token}` },
    payload: { serviceIds: keys.map((key) => byKey(key).id), notes },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The titles of the selected services' cards in a page's HTML. */
function cardTitles(html: string): string[] {
  if (!html.includes('aria-label="Selected services"')) return [];
  const list = element(html, 'aria-label="Selected services"');
  return elements(list, 'h2').map(textOf);
}

describe('the catalogue in its first HTML', () => {
  it("holds the user's selected services with their notes", async () => {
    const owner = await registered();
    const empty = await getPage(app(), '/service-catalog', owner.cookie);
    expect(empty.statusCode).toBe(200);
    expect(textOf(empty.body)).toContain(M.emptyTitle);

    await addByApi(owner, ['power-automate', 'power-apps-canvas-app'], 'Thirty field engineers');
    const page = await getPage(app(), '/service-catalog', owner.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(cardTitles(page.body).sort()).toEqual(
      ['Power Apps Canvas Apps', 'Power Automate Workflows'].sort(),
    );
    expect(textOf(page.body)).toContain(`${M.notesPrefix} Thirty field engineers`);
    expect(textOf(page.body)).toContain(M.ownSubtitle);
    expect(page.body).not.toContain('Loading services');
    // Each card's Remove is a form the browser posts itself.
    expect(page.body).toContain('aria-label="Remove Power Automate Workflows"');
  });

  it('sends a visitor with no id to /login, and shows Access Denied for anyone else’s', async () => {
    const owner = await registered();
    await addByApi(owner, ['power-automate']);

    const visitor = await getPage(app(), '/service-catalog');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login');

    const anonymous = await getPage(app(), `/service-catalog/${owner.id}`);
    expect(textOf(anonymous.body)).toContain(M.accessDeniedTitle);
    expect(cardTitles(anonymous.body)).toEqual([]);

    const stranger = await registered();
    const denied = await getPage(app(), `/service-catalog/${owner.id}`, stranger.cookie);
    expect(denied.statusCode).toBe(403);
    expect(textOf(denied.body)).toContain(M.accessDeniedTitle);
    expect(textOf(denied.body)).toContain(M.accessDeniedText);
    expect(denied.body).not.toContain('Power Automate Workflows');
  });

  it('shows an administrator anyone’s catalogue, read only', async () => {
    const owner = await registered();
    await addByApi(owner, ['power-automate']);
    const page = await getPage(app(), `/service-catalog/${owner.id}`, adminCookie);
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).toContain(M.otherSubtitle(owner.id));
    expect(cardTitles(page.body)).toEqual(['Power Automate Workflows']);
    expect(page.body).not.toContain('aria-label="Remove ');
    expect(page.body).not.toContain(`>${M.addServices}<`);
  });

  it('opens the Add Services form from the address (?add), without JavaScript', async () => {
    const owner = await registered();
    await addByApi(owner, ['power-automate']);
    const page = await getPage(app(), '/service-catalog?add=1', owner.cookie);
    const form = element(page.body, 'data-testid="service-options"');
    expect(form).toContain(`value="${byKey('power-apps-canvas-app').id}"`);
    // What is selected already is not offered again.
    expect(form).not.toContain(`value="${byKey('power-automate').id}"`);
    expect(page.body).toContain('name="notes"');
  });
});

describe('the catalogue’s forms without JavaScript', () => {
  it('catalogue add: the ticked services and the note are added, and the form closes', async () => {
    const owner = await registered();
    const ticked = [byKey('power-automate').id, byKey('power-apps-canvas-app').id];
    const posted = await postPageForm(app(), '/service-catalog?add=1', owner.cookie, {
      intent: 'add',
      serviceIds: ticked,
      notes: '  Live by June  ',
    });
    // Back to the catalogue (no ?add), so a reload does not post again.
    expect(posted.statusCode, posted.body).toBe(302);
    expect(posted.headers.location).toBe('/service-catalog');
    const selection = await selectionOf(owner);
    expect(selection.map((service) => service.id).sort()).toEqual([...ticked].sort());
    expect(selection.every((service) => service.notes === 'Live by June')).toBe(true);
    const page = await getPage(app(), '/service-catalog', owner.cookie);
    expect(cardTitles(page.body)).toHaveLength(2);
  });

  it('says what is wrong when nothing was ticked, with the form still open', async () => {
    const owner = await registered();
    const posted = await postPageForm(app(), '/service-catalog?add=1', owner.cookie, {
      intent: 'add',
      notes: 'Nothing ticked',
    });
    expect(posted.statusCode).toBe(400);
    expect(textOf(posted.body)).toContain(M.serviceIdsRequired);
    expect(posted.body).toContain('data-testid="service-options"');
    expect(await selectionOf(owner)).toEqual([]);
  });

  it('remove: the service leaves the catalogue', async () => {
    const owner = await registered();
    await addByApi(owner, ['power-automate', 'power-apps-canvas-app']);
    const posted = await postPageForm(app(), '/service-catalog', owner.cookie, {
      intent: 'remove',
      serviceId: byKey('power-apps-canvas-app').id,
    });
    expect(posted.statusCode).toBe(200);
    expect(cardTitles(posted.body)).toEqual(['Power Automate Workflows']);
    expect((await selectionOf(owner)).map((service) => service.key)).toEqual(['power-automate']);
  });

  it('cannot change another user’s catalogue (the action sends them to sign in)', async () => {
    const owner = await registered();
    const stranger = await registered();
    const posted = await postPageForm(app(), `/service-catalog/${owner.id}`, stranger.cookie, {
      intent: 'add',
      serviceIds: byKey('power-automate').id,
    });
    expect(posted.statusCode).toBe(302);
    expect(posted.headers.location).toBe('/login');
    expect(await selectionOf(owner)).toEqual([]);
  });

  it("a landing page's “Add to my services” adds the page's service", async () => {
    const owner = await registered();
    const landing = await getPage(app(), '/power-automate', owner.cookie);
    const form = element(landing.body, 'action="/service-catalog"');
    expect(form).toContain('name="landingPath" value="/power-automate"');

    const fields = { intent: 'landing', landingPath: '/power-automate' };
    const added = await postPageForm(app(), '/service-catalog', owner.cookie, fields);
    expect(added.statusCode).toBe(200);
    expect(textOf(added.body)).toContain(W.added);
    expect(cardTitles(added.body)).toEqual(['Power Automate Workflows']);
    const again = await postPageForm(app(), '/service-catalog', owner.cookie, fields);
    expect(textOf(again.body)).toContain(W.already);

    const visitor = await postPageForm(app(), '/service-catalog', '', fields);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login?next=%2Fpower-automate');
  });
});

describe('the catalogue’s lists on other screens', () => {
  it("staff's service interest is in the lead inbox's first HTML, narrowed by the address", async () => {
    const owner = await registered('Contoso Interest');
    await addByApi(owner, ['power-automate'], 'A note for the team');
    const all = await getPage(app(), '/dashboard/leads', staffCookie);
    const list = element(all.body, 'aria-label="Service interest"');
    expect(textOf(list)).toContain(owner.email);
    expect(textOf(list)).toContain('Notes: A note for the team');

    const other = byKey('power-apps-canvas-app').id;
    const narrowed = await getPage(app(), `/dashboard/leads?interestService=${other}`, staffCookie);
    expect(narrowed.body).toMatch(new RegExp(`<option[^>]*value="${other}"[^>]*selected`));
    expect(narrowed.body).not.toContain(owner.email);
    const same = byKey('power-automate').id;
    const kept = await getPage(app(), `/dashboard/leads?interestService=${same}`, staffCookie);
    expect(textOf(element(kept.body, 'aria-label="Service interest"'))).toContain(owner.email);
  });

  it("administrators' users list is in the dashboard's first HTML, a page at a time", async () => {
    const owner = await registered('Users List Ltd');
    await addByApi(owner, ['power-automate']);
    const page = await getPage(app(), '/dashboard', adminCookie);
    const users = element(page.body, 'aria-labelledby="users-heading"');
    const row = elements(users, 'tr').find((tr) => tr.includes(owner.email));
    expect(row).toBeDefined();
    expect(textOf(row!)).toContain('Users List Ltd');
    expect(row).toContain(`href="/service-catalog/${owner.id}"`);
    // A page past the users holds none of them (the page comes from the address).
    const past = await getPage(app(), '/dashboard?usersPage=9999', adminCookie);
    expect(element(past.body, 'aria-labelledby="users-heading"')).not.toContain(owner.email);
    // Staff who are not administrators get no users list.
    const staff = await getPage(app(), '/dashboard', staffCookie);
    expect(staff.body).not.toContain('id="users-heading"');
  });
});
