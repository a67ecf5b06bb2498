import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDataverseServer, type TestDataverseServer } from '../../test/dataverse-server.ts';
import {
  createDataverseClient,
  CrmRejected,
  CrmRetryLater,
  leadBody,
  type DataverseConfig,
  type LeadInput,
} from './dataverse-client.ts';

let crm: TestDataverseServer;
const extra: TestDataverseServer[] = [];

beforeEach(async () => {
  crm = await startDataverseServer();
});
afterEach(async () => {
  await Promise.all([crm, ...extra.splice(0)].map((server) => server.close()));
});

const configFor = (server: TestDataverseServer): DataverseConfig => ({
  url: server.url,
  authorityUrl: server.url,
  tenantId: server.tenantId,
  clientId: server.clientId,
  clientSecret: server.clientSecret,
});

let counter = 0;
const lead = (fields: Partial<LeadInput> = {}): LeadInput => {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`,
    subject: 'Website enquiry from Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical Engines Ltd',
    email: 'ada@example.org',
    phone: '+44 20 7946 0000',
    description: 'We would like a Power Apps pilot.',
    ...fields,
  };
};

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome))
    throw new Error(`expected a rejection, got ${JSON.stringify(outcome)}`);
  expect(outcome.error).toBeInstanceOf(Error);
  return outcome.error as Error;
}

describe('leadBody', () => {
  it('maps the fields to lead columns and tags the source as Web', () => {
    expect(leadBody(lead({ id: '00000000-0000-4000-8000-00000000ffff' }))).toEqual({
      subject: 'Website enquiry from Ada Lovelace',
      firstname: 'Ada',
      lastname: 'Lovelace',
      companyname: 'Analytical Engines Ltd',
      emailaddress1: 'ada@example.org',
      telephone1: '+44 20 7946 0000',
      description: 'We would like a Power Apps pilot.',
      leadsourcecode: 8,
    });
  });

  it('leaves out a missing company or phone instead of sending null or blanks', () => {
    const body = leadBody(lead({ company: null, phone: '   ' }));
    expect(body).not.toHaveProperty('companyname');
    expect(body).not.toHaveProperty('telephone1');
  });

  it('cuts to the column length in UTF-16 units without splitting an emoji', () => {
    // 1999 letters then an emoji (2 units): 2001 units, so the emoji must go whole.
    const description = `${'a'.repeat(1999)}😀 more`;
    expect(leadBody(lead({ description }))['description']).toBe('a'.repeat(1999));
    const emojis = '😀'.repeat(2000);
    const cut = String(leadBody(lead({ description: emojis }))['description']);
    expect(cut).toBe('😀'.repeat(1000));
    expect(String(leadBody(lead({ firstName: 'é'.repeat(80) }))['firstname'])).toHaveLength(50);
  });
});

describe('the Dataverse client against the local Dataverse', () => {
  it('creates the lead under our id with the columns cut to length and the OData headers', async () => {
    const input = lead({
      company: 'C'.repeat(150),
      subject: 'S'.repeat(400),
      description: 'd'.repeat(3000),
    });
    const result = await createDataverseClient(configFor(crm)).upsertLead(input);

    expect(result).toEqual({ leadId: input.id, created: true });
    const stored = crm.leads.get(input.id)?.body;
    expect(stored).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
      companyname: 'C'.repeat(100),
      subject: 'S'.repeat(300),
      emailaddress1: 'ada@example.org',
      telephone1: '+44 20 7946 0000',
      leadsourcecode: 8,
    });
    expect(String(stored?.['description'])).toBe('d'.repeat(2000));
    expect(crm.lastLeadHeaders).toMatchObject({
      'if-none-match': '*',
      'odata-maxversion': '4.0',
      'odata-version': '4.0',
      'content-type': 'application/json; charset=utf-8',
      accept: 'application/json',
    });
  });

  it('never overwrites or duplicates a lead that is already there', async () => {
    const client = createDataverseClient(configFor(crm));
    const input = lead();
    await client.upsertLead(input);
    const again = await client.upsertLead({ ...input, firstName: 'Changed' });
    expect(again).toEqual({ leadId: input.id, created: false });
    expect(crm.leads.get(input.id)?.body['firstname']).toBe('Ada');
    expect(crm.createdLeads).toBe(1);
  });

  it('asks for one token for many leads, also when they are sent at once', async () => {
    const client = createDataverseClient(configFor(crm));
    await Promise.all([lead(), lead(), lead(), lead(), lead()].map((l) => client.upsertLead(l)));
    await client.upsertLead(lead());
    await client.testConnection();
    expect(crm.tokenRequests).toBe(1);
    expect(crm.leads.size).toBe(6);
  });

  it('renews the token a minute before it expires', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const client = createDataverseClient(configFor(crm), { now: () => now });
    await client.upsertLead(lead());
    now += 3538_000; // 3599 s lifetime: still a minute and a second left.
    await client.upsertLead(lead());
    expect(crm.tokenRequests).toBe(1);
    now += 2_000;
    await client.upsertLead(lead());
    expect(crm.tokenRequests).toBe(2);
  });

  it('never reuses a token that has no more than the minute of margin left', async () => {
    const shortLived = await startDataverseServer({ tokenLifetimeSeconds: 60 });
    extra.push(shortLived);
    const client = createDataverseClient(configFor(shortLived));
    await client.upsertLead(lead());
    await client.upsertLead(lead());
    expect(shortLived.tokenRequests).toBe(2);
    expect(shortLived.leads.size).toBe(2);
  });

  it('gets a fresh token once when the API answers 401, and the lead goes through', async () => {
    const client = createDataverseClient(configFor(crm));
    await client.upsertLead(lead());
    crm.revokeTokens();
    const input = lead();
    expect(await client.upsertLead(input)).toEqual({ leadId: input.id, created: true });
    expect(crm.tokenRequests).toBe(2);
    expect(crm.leads.has(input.id)).toBe(true);
  });

  it('tries a fresh token only once when the API keeps answering 401', async () => {
    crm.failNext(2, { status: 401 });
    const error = await rejection(createDataverseClient(configFor(crm)).upsertLead(lead()));
    expect(error).toBeInstanceOf(CrmRetryLater);
    expect(error.message).toContain('401');
    expect(crm.leadRequests).toBe(2);
    expect(crm.tokenRequests).toBe(2);
  });

  it('waits as long as a 429 Retry-After asks', async () => {
    crm.failNext(1, { status: 429, retryAfterSeconds: 7 });
    const client = createDataverseClient(configFor(crm));
    const error = await rejection(client.upsertLead(lead()));
    expect(error).toBeInstanceOf(CrmRetryLater);
    expect((error as CrmRetryLater).delayMs).toBe(7000);
    expect(error.message).toContain('429');
    expect(error.message).toContain('Number of requests exceeded the limit');
    const input = lead();
    expect(await client.upsertLead(input)).toEqual({ leadId: input.id, created: true });
  });

  it('reads Retry-After as an HTTP date, and waits a minute when a 429 names no delay', async () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const client = createDataverseClient(configFor(crm), { now: () => now });
    crm.failNext(1, { status: 429, retryAfter: new Date(now + 30_000).toUTCString() });
    crm.failNext(1, { status: 429 });
    const dated = await rejection(client.upsertLead(lead()));
    expect((dated as CrmRetryLater).delayMs).toBe(30_000);
    const bare = await rejection(client.upsertLead(lead()));
    expect((bare as CrmRetryLater).delayMs).toBe(60_000);
  });

  it('treats a 500 as worth retrying with the caller’s own back-off', async () => {
    crm.failNext(1, { status: 500 });
    const error = await rejection(createDataverseClient(configFor(crm)).upsertLead(lead()));
    expect(error).toBeInstanceOf(CrmRetryLater);
    expect((error as CrmRetryLater).delayMs).toBeUndefined();
    expect(error.message).toContain('500');
  });

  it('refuses for good a lead Dataverse rejects, with Dataverse’s reason', async () => {
    crm.failNext(1, { status: 400 });
    const error = await rejection(createDataverseClient(configFor(crm)).upsertLead(lead()));
    expect(error).toBeInstanceOf(CrmRejected);
    expect((error as CrmRejected).status).toBe(400);
    expect(error.message).toContain('Generic SQL error.');
  });

  it('after a lost answer, the retry finds the lead: one lead, created false', async () => {
    const client = createDataverseClient(configFor(crm));
    const input = lead();
    crm.dropResponseNext(1);
    expect(await rejection(client.upsertLead(input))).toBeInstanceOf(CrmRetryLater);
    expect(crm.leads.has(input.id)).toBe(true);
    expect(await client.upsertLead(input)).toEqual({ leadId: input.id, created: false });
    expect(crm.createdLeads).toBe(1);
    expect(crm.leadRequests).toBe(2);
  });

  it('gives up on a request that hangs and asks for a retry', async () => {
    crm.stallNext(1);
    const client = createDataverseClient({ ...configFor(crm), timeoutMs: 200 });
    const error = await rejection(client.upsertLead(lead()));
    expect(error).toBeInstanceOf(CrmRetryLater);
    expect(error.message).toContain('no answer in time');
  });

  it('reports a CRM that cannot be reached as worth retrying, and syncs once it is back', async () => {
    const client = createDataverseClient(configFor(crm));
    crm.down();
    const error = await rejection(client.upsertLead(lead()));
    expect(error).toBeInstanceOf(CrmRetryLater);
    expect((error as CrmRetryLater).delayMs).toBeUndefined();
    expect(error.message).toContain('could not be reached');
    crm.up();
    expect((await client.upsertLead(lead())).created).toBe(true);
  });

  it('refuses a wrong secret with the identity platform’s reason and never shows the secret', async () => {
    const client = createDataverseClient({ ...configFor(crm), clientSecret: 'wrong-secret-x1' });
    const error = await rejection(client.upsertLead(lead()));
    expect(error).toBeInstanceOf(CrmRejected);
    expect((error as CrmRejected).status).toBe(401);
    expect(error.message).toContain('Invalid client secret');
    expect(error.message).not.toContain('wrong-secret-x1');
    expect(crm.leadRequests).toBe(0);
  });

  it('retries when the identity platform itself is unavailable', async () => {
    crm.failTokenNext(1, { status: 503, retryAfterSeconds: 5 });
    const client = createDataverseClient(configFor(crm));
    const error = await rejection(client.upsertLead(lead()));
    expect(error).toBeInstanceOf(CrmRetryLater);
    expect((error as CrmRetryLater).delayMs).toBe(5000);
    expect((await client.upsertLead(lead())).created).toBe(true);
  });

  it('keeps the token and the secret out of error messages even when a server echoes them', async () => {
    let bearer = '';
    // A proxy in front of Dataverse that quotes the request back in its error.
    const echoing: typeof fetch = async (input, init) => {
      if (!String(input).includes('/leads(')) return fetch(input, init);
      bearer = new Headers(init?.headers).get('authorization')?.slice('Bearer '.length) ?? '';
      return Response.json(
        { error: { message: `Bad request with token ${bearer} from ${crm.clientSecret}` } },
        { status: 400 },
      );
    };
    const error = await rejection(
      createDataverseClient(configFor(crm), { fetch: echoing }).upsertLead(lead()),
    );
    expect(bearer).not.toBe('');
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain(bearer);
    expect(error.message).not.toContain(crm.clientSecret);
  });

  it('refuses an id that is not a GUID without sending anything', async () => {
    const error = await rejection(
      createDataverseClient(configFor(crm)).upsertLead(lead({ id: 'x)/../accounts(1' })),
    );
    expect(error).toBeInstanceOf(CrmRejected);
    expect(crm.tokenRequests + crm.leadRequests).toBe(0);
  });
});

describe('testConnection', () => {
  it('returns the organisation from WhoAmI', async () => {
    expect(await createDataverseClient(configFor(crm)).testConnection()).toEqual({
      organizationId: 'org-test-0001',
    });
  });

  it('names the problem: a wrong tenant, client or an unreachable CRM', async () => {
    const wrongTenant = await rejection(
      createDataverseClient({ ...configFor(crm), tenantId: 'nobody' }).testConnection(),
    );
    expect(wrongTenant).toBeInstanceOf(CrmRejected);
    expect(wrongTenant.message).toContain("Tenant 'nobody' not found");

    const wrongClient = await rejection(
      createDataverseClient({ ...configFor(crm), clientId: 'someone-else' }).testConnection(),
    );
    expect(wrongClient).toBeInstanceOf(CrmRejected);
    expect(wrongClient.message).toContain('Application not found');

    crm.down();
    const unreachable = await rejection(createDataverseClient(configFor(crm)).testConnection());
    expect(unreachable).toBeInstanceOf(CrmRetryLater);
    expect(unreachable.message).toMatch(/^Token request: Dynamics 365 could not be reached/);
  });
});
