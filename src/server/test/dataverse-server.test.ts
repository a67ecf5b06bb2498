import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDataverseServer, type TestDataverseServer } from './dataverse-server.ts';

/**
 * The fake must behave like Dataverse where the client depends on it, or the
 * client's tests prove nothing: these speak raw HTTP to it.
 */
let crm: TestDataverseServer;
beforeEach(async () => {
  crm = await startDataverseServer({ tokenLifetimeSeconds: 600 });
});
afterEach(async () => {
  await crm.close();
});

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

async function tokenResponse(fields: Record<string, string> = {}) {
  return fetch(`${crm.url}/${crm.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: crm.clientId,
      client_secret: crm.clientSecret,
      scope: `${crm.url}/.default`,
      ...fields,
    }),
  });
}
async function token(): Promise<string> {
  return ((await (await tokenResponse()).json()) as { access_token: string }).access_token;
}
function patch(bearer: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${crm.url}/api/data/v9.2/leads(${ID})`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json; charset=utf-8',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

describe('the local Dataverse', () => {
  it('issues client-credentials tokens and refuses wrong credentials like the identity platform', async () => {
    const ok = await tokenResponse();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    const wrong = await tokenResponse({ client_secret: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const scope = await tokenResponse({ scope: 'https://elsewhere/.default' });
    expect(scope.status).toBe(400);
    expect(crm.tokenRequests).toBe(3);
  });

  it('creates only with If-None-Match: *, updates without it, and reads a lead back', async () => {
    const bearer = await token();
    const created = await patch(bearer, { lastname: 'Lovelace' }, { 'if-none-match': '*' });
    expect(created.status).toBe(204);
    expect(created.headers.get('odata-entityid')).toBe(`${crm.url}/api/data/v9.2/leads(${ID})`);
    const again = await patch(bearer, { lastname: 'Other' }, { 'if-none-match': '*' });
    expect(again.status).toBe(412);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBeTruthy();
    expect((await patch(bearer, { firstname: 'Ada' })).status).toBe(204);

    const read = await fetch(`${crm.url}/api/data/v9.2/leads(${ID})`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(await read.json()).toEqual({ leadid: ID, lastname: 'Lovelace', firstname: 'Ada' });
    expect(crm.createdLeads).toBe(1);
    expect(crm.leadRequests).toBe(3);
  });

  it('answers 401 with an OData error without a valid token, and after revocation', async () => {
    const missing = await patch('made-up', { lastname: 'x' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: { message: 'Unauthorized' } });
    const bearer = await token();
    crm.revokeTokens();
    expect((await patch(bearer, { lastname: 'x' })).status).toBe(401);
    expect(crm.leads.size).toBe(0);
  });

  it('refuses a value longer than its column and a body that is not an object', async () => {
    const bearer = await token();
    const long = await patch(bearer, { description: 'd'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { message: string } }).error.message).toContain(
      "'description'",
    );
    expect((await patch(bearer, ['not', 'an', 'object'])).status).toBe(400);
    expect(crm.leads.size).toBe(0);
  });

  it('fails, drops answers and goes down on request', async () => {
    const bearer = await token();
    crm.failNext(1, { status: 429, retryAfterSeconds: 7 });
    const throttled = await patch(bearer, { lastname: 'x' });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('7');

    crm.dropResponseNext(1);
    await expect(patch(bearer, { lastname: 'x' })).rejects.toThrow();
    expect(crm.leads.has(ID)).toBe(true);

    crm.down();
    await expect(token()).rejects.toThrow();
    crm.up();
    expect((await patch(bearer, { lastname: 'y' })).status).toBe(204);
  });
});
