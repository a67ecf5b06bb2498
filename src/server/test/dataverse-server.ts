import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface StoredLead {
  id: string;
  body: Record<string, unknown>;
}

/** An answer to fake: `retryAfterSeconds` (or a raw `retryAfter`, e.g. an HTTP date) adds Retry-After. */
export interface Failure {
  status: number;
  retryAfterSeconds?: number;
  retryAfter?: string;
}

const API = '/api/data/v9.2/';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Dataverse's own limits on the lead columns (UTF-16 units), kept here apart
 * from the client's on purpose: a client that forgot to cut would be refused.
 */
const COLUMN_LIMITS: Record<string, number> = {
  subject: 300,
  firstname: 50,
  lastname: 50,
  companyname: 100,
  emailaddress1: 100,
  telephone1: 50,
  description: 2000,
};

/**
 * A local stand-in for Dynamics 365: the Microsoft identity platform's token
 * endpoint and the part of the Dataverse Web API the site uses (lead upsert
 * and read, WhoAmI), spoken over real HTTP, with switches for the failures
 * the sync must survive (429 with Retry-After, 5xx, a lost answer, a hang,
 * revoked tokens, the whole service down).
 */
export interface DataverseServerOptions {
  tenantId?: string;
  clientId?: string;
  clientSecret?: string;
  tokenLifetimeSeconds?: number;
}

export async function startDataverseServer(options: DataverseServerOptions = {}) {
  const tenantId = options.tenantId ?? 'tenant-test';
  const clientId = options.clientId ?? 'client-test';
  const clientSecret = options.clientSecret ?? 'secret-test';
  const lifetime = options.tokenLifetimeSeconds ?? 3599;
  const leads = new Map<string, StoredLead>();
  const tokens = new Map<string, number>();
  const leadFailures: Failure[] = [];
  const tokenFailures: Failure[] = [];
  const sockets = new Set<Socket>();
  const state = { tokenRequests: 0, leadRequests: 0, createdLeads: 0, dropResponses: 0 };
  let stalls = 0;
  let isDown = false;
  let lastLeadHeaders: IncomingHttpHeaders | undefined;
  let url = '';

  const json = (res: ServerResponse, status: number, body: unknown, failure?: Failure) => {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    const retryAfter = failure?.retryAfter ?? failure?.retryAfterSeconds?.toString();
    if (retryAfter !== undefined) headers['retry-after'] = retryAfter;
    res.writeHead(status, headers);
    res.end(JSON.stringify(body));
  };
  const odataError = (res: ServerResponse, status: number, message: string, failure?: Failure) =>
    json(res, status, { error: { code: `0x8004${status.toString(16)}`, message } }, failure);
  const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
    json(res, status, { error, error_description: description, error_codes: [] });

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

  function issueToken(tenant: string, body: string, res: ServerResponse) {
    state.tokenRequests += 1;
    const failure = tokenFailures.shift();
    if (failure) return json(res, failure.status, { error: 'temporarily_unavailable' }, failure);
    if (tenant !== tenantId) {
      return oauthError(res, 400, 'invalid_request', `AADSTS90002: Tenant '${tenant}' not found.`);
    }
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials') {
      return oauthError(res, 400, 'unsupported_grant_type', 'AADSTS70003: Unsupported grant.');
    }
    if (form.get('client_id') !== clientId) {
      return oauthError(res, 401, 'invalid_client', `AADSTS700016: Application not found.`);
    }
    if (form.get('client_secret') !== clientSecret) {
      const description = 'AADSTS7000215: Invalid client secret provided.';
      return oauthError(res, 401, 'invalid_client', description);
    }
    if (form.get('scope') !== `${url}/.default`) {
      return oauthError(res, 400, 'invalid_scope', 'AADSTS500011: Resource principal not found.');
    }
    const token = randomUUID();
    tokens.set(token, Date.now() + lifetime * 1000);
    json(res, 200, { token_type: 'Bearer', expires_in: lifetime, access_token: token });
  }

  function upsertLead(id: string, req: IncomingMessage, body: string, res: ServerResponse) {
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
      return odataError(res, 415, 'The content type must be application/json.');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return odataError(res, 400, 'Invalid JSON in the request body.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return odataError(res, 400, 'The request body must be a JSON object.');
    }
    const fields = parsed as Record<string, unknown>;
    for (const [column, value] of Object.entries(fields)) {
      const max = COLUMN_LIMITS[column];
      if (max !== undefined && typeof value === 'string' && value.length > max) {
        return odataError(
          res,
          400,
          `The length of the '${column}' attribute of the 'lead' entity exceeded the maximum allowed length of '${max}'.`,
        );
      }
    }
    const existing = leads.get(id);
    if (existing && req.headers['if-none-match'] === '*') {
      return odataError(res, 412, 'A record with matching key values already exists.');
    }
    if (!existing && req.headers['if-match'] === '*') {
      return odataError(res, 404, `lead With Id = ${id} Does Not Exist`);
    }
    // PATCH changes the columns it names and leaves the others.
    leads.set(id, { id, body: { ...existing?.body, ...fields } });
    if (!existing) state.createdLeads += 1;
    if (state.dropResponses > 0) {
      // Stored, but the answer never arrives: a lost response.
      state.dropResponses -= 1;
      req.socket.destroy();
      return;
    }
    res.writeHead(204, { 'odata-entityid': `${url}${API}leads(${id})` });
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (isDown) return void req.socket.destroy();
    const body = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;

    const tokenPath = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(path);
    if (tokenPath && req.method === 'POST') return issueToken(tokenPath[1]!, body, res);
    if (!path.startsWith(API)) return odataError(res, 404, 'Resource not found.');
    const resource = path.slice(API.length);

    if (resource === 'WhoAmI' && req.method === 'GET') {
      if (!authorised(req)) return odataError(res, 401, 'Unauthorized');
      return json(res, 200, {
        UserId: randomUUID(),
        BusinessUnitId: randomUUID(),
        OrganizationId: 'org-test-0001',
      });
    }

    const key = /^leads\(([^)]*)\)$/.exec(resource)?.[1];
    if (key === undefined) return odataError(res, 404, 'Resource not found.');
    if (!GUID.test(key)) return odataError(res, 400, 'Bad Request - Error in query syntax.');
    const id = key.toLowerCase();
    if (req.method === 'GET') {
      if (!authorised(req)) return odataError(res, 401, 'Unauthorized');
      const found = leads.get(id);
      return found
        ? json(res, 200, { leadid: id, ...found.body })
        : odataError(res, 404, `lead With Id = ${id} Does Not Exist`);
    }
    if (req.method !== 'PATCH') return odataError(res, 405, 'Method not allowed.');
    state.leadRequests += 1;
    lastLeadHeaders = req.headers;
    if (!authorised(req)) return odataError(res, 401, 'Unauthorized');
    const failure = leadFailures.shift();
    if (failure) {
      const message =
        failure.status === 429
          ? 'Number of requests exceeded the limit of 6000 over time window of 300 seconds.'
          : 'Generic SQL error.';
      return odataError(res, failure.status, message, failure);
    }
    if (stalls > 0) {
      // Never answered and never stored; close() or the client's timeout ends it.
      stalls -= 1;
      return;
    }
    upsertLead(id, req, body, res);
  }

  const server = createServer((req, res) => {
    // A client that gives up mid-request (a timeout) must not crash the test run.
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.on('connection', (socket) => {
    if (isDown) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Base URL of both the token endpoint (authority) and the Web API. */
    url,
    tenantId,
    clientId,
    clientSecret,
    /** Stored leads by lowercase id. */
    leads,
    get tokenRequests() {
      return state.tokenRequests;
    },
    /** Lead upserts (PATCH) received, failed ones included. */
    get leadRequests() {
      return state.leadRequests;
    },
    /** How many PATCHes created a lead (a duplicate would show as more leads than messages). */
    get createdLeads() {
      return state.createdLeads;
    },
    /** Headers of the last lead upsert, as the server received them (lowercase names). */
    get lastLeadHeaders() {
      return lastLeadHeaders;
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
    /** The next `count` lead upserts are answered with `failure` (after the token check). */
    failNext(count: number, failure: Failure) {
      for (let i = 0; i < count; i += 1) leadFailures.push(failure);
    },
    /** The next `count` token requests are answered with `failure`. */
    failTokenNext(count: number, failure: Failure) {
      for (let i = 0; i < count; i += 1) tokenFailures.push(failure);
    },
    /** The next `count` lead upserts are stored, then the connection is cut unanswered. */
    dropResponseNext(count = 1) {
      state.dropResponses += count;
    },
    /** The next `count` lead upserts are never answered (for client timeouts). */
    stallNext(count = 1) {
      stalls += count;
    },
    /** Every token issued so far stops working (the API answers 401). */
    revokeTokens() {
      tokens.clear();
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
      if (!server.listening) return;
      const closed = once(server, 'close');
      server.close();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

export type TestDataverseServer = Awaited<ReturnType<typeof startDataverseServer>>;
