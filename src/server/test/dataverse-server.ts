import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface StoredLead {
  id: string;
  body: Record<string, unknown>;
}

type Failure = { status: 429; retryAfterSeconds: number } | { status: 400 | 500 | 503 };

/**
 * A local stand-in for Dynamics 365: the Microsoft identity platform's token
 * endpoint and the Dataverse Web API's lead upsert, spoken over real HTTP,
 * with switches for the failures the sync must survive (429 with
 * Retry-After, 5xx, a lost answer, the whole service down).
 */
export async function startDataverseServer(
  options: {
    tenantId?: string;
    clientId?: string;
    clientSecret?: string;
    tokenLifetimeSeconds?: number;
  } = {},
) {
  const tenantId = options.tenantId ?? 'tenant-test';
  const clientId = options.clientId ?? 'client-test';
  const clientSecret = options.clientSecret ?? 'secret-test';
  const leads = new Map<string, StoredLead>();
  const tokens = new Map<string, number>();
  const failures: Failure[] = [];
  let dropResponses = 0;
  let isDown = false;
  const sockets = new Set<Socket>();
  const state = { tokenRequests: 0, leadRequests: 0, createdLeads: 0 };

  const json = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };
  const odataError = (
    res: ServerResponse,
    status: number,
    message: string,
    headers?: Record<string, string>,
  ) => json(res, status, { error: { code: `0x${status}`, message } }, headers);

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function authorised(req: IncomingMessage): boolean {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const expires = match ? tokens.get(match[1]!) : undefined;
    return expires !== undefined && expires > Date.now();
  }

  const server = createServer(async (req, res) => {
    if (isDown) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);

    if (req.method === 'POST' && url.pathname === `/${tenantId}/oauth2/v2.0/token`) {
      state.tokenRequests += 1;
      const form = new URLSearchParams(body);
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret ||
        !form.get('scope')?.endsWith('/.default')
      ) {
        json(res, 401, {
          error: 'invalid_client',
          error_description: 'AADSTS7000215: Invalid client secret provided.',
        });
        return;
      }
      const token = randomUUID();
      const lifetime = options.tokenLifetimeSeconds ?? 3599;
      tokens.set(token, Date.now() + lifetime * 1000);
      json(res, 200, { token_type: 'Bearer', expires_in: lifetime, access_token: token });
      return;
    }

    if (url.pathname === '/api/data/v9.2/WhoAmI' && req.method === 'GET') {
      if (!authorised(req)) return odataError(res, 401, 'Unauthorized');
      json(res, 200, {
        UserId: randomUUID(),
        BusinessUnitId: randomUUID(),
        OrganizationId: 'org-test-0001',
      });
      return;
    }

    const lead = /^\/api\/data\/v9\.2\/leads\(([0-9a-f-]{36})\)$/.exec(url.pathname);
    if (lead) {
      const id = lead[1]!;
      if (req.method === 'GET') {
        if (!authorised(req)) return odataError(res, 401, 'Unauthorized');
        const found = leads.get(id);
        return found
          ? json(res, 200, { leadid: id, ...found.body })
          : odataError(res, 404, 'Not found');
      }
      if (req.method !== 'PATCH') return odataError(res, 405, 'Method not allowed');
      state.leadRequests += 1;
      if (!authorised(req)) return odataError(res, 401, 'Unauthorized');
      const failure = failures.shift();
      if (failure?.status === 429) {
        return odataError(
          res,
          429,
          'Number of requests exceeded the limit of 6000 over time window of 300 seconds.',
          {
            'retry-after': String(failure.retryAfterSeconds),
          },
        );
      }
      if (failure) return odataError(res, failure.status, 'Generic SQL error.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return odataError(res, 400, 'Invalid JSON');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return odataError(res, 400, 'The body must be a JSON object');
      }
      const exists = leads.has(id);
      if (exists && req.headers['if-none-match'] === '*') {
        return odataError(res, 412, 'A record with matching key values already exists.');
      }
      leads.set(id, {
        id,
        body: { ...(leads.get(id)?.body ?? {}), ...(parsed as Record<string, unknown>) },
      });
      if (!exists) state.createdLeads += 1;
      if (dropResponses > 0) {
        // The lead is stored, but the answer never arrives (a lost response).
        dropResponses -= 1;
        req.socket.destroy();
        return;
      }
      res.writeHead(204, { 'odata-entityid': `${url.origin}/api/data/v9.2/leads(${id})` });
      res.end();
      return;
    }
    odataError(res, 404, 'Resource not found');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (isDown) socket.destroy();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    tenantId,
    clientId,
    clientSecret,
    leads,
    get tokenRequests() {
      return state.tokenRequests;
    },
    get leadRequests() {
      return state.leadRequests;
    },
    /** How many PATCHes created a lead (a duplicate would show as more leads than messages). */
    get createdLeads() {
      return state.createdLeads;
    },
    /** The environment for the app under test (token endpoint and Web API on one server). */
    env(): Record<string, string> {
      return {
        D365_URL: url,
        D365_AUTHORITY_URL: url,
        D365_TENANT_ID: tenantId,
        D365_CLIENT_ID: clientId,
        D365_CLIENT_SECRET: clientSecret,
      };
    },
    failNext(count: number, failure: Failure) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    dropResponseNext(count = 1) {
      dropResponses += count;
    },
    /** Every connection is cut until up(). */
    down() {
      isDown = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      isDown = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close').catch(() => {});
    },
  };
}

export type TestDataverseServer = Awaited<ReturnType<typeof startDataverseServer>>;
