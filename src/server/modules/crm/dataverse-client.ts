import { inSpan, SpanKind, traceHeaders } from '../../tracing.ts';

/**
 * A small client for the two things the site needs of Dynamics 365: an OAuth
 * 2.0 client-credentials token from the Microsoft identity platform, and
 * creating a lead through the Dataverse Web API.
 */
export interface DataverseConfig {
  url: string; // the environment, e.g. https://org.crm.dynamics.com
  tenantId: string;
  clientId: string;
  clientSecret: string;
  authorityUrl?: string; // default https://login.microsoftonline.com
  timeoutMs?: number; // per request, answer body included; default 15 s
}

export interface LeadInput {
  id: string; // our contact message's id; it becomes the lead's id
  subject: string;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string;
  phone: string | null;
  description: string;
}

/**
 * Worth trying again: 429 (after the server's delay), 5xx, 408, a 401 that a
 * fresh token did not cure, timeouts, network errors. `delayMs` is undefined
 * when the server named no delay: the caller's own back-off applies.
 */
export class CrmRetryLater extends Error {
  override name = 'CrmRetryLater';
  readonly delayMs: number | undefined;
  constructor(message: string, delayMs?: number) {
    super(message);
    this.delayMs = delayMs;
  }
}

/** Refused for good (bad credentials, a field Dataverse rejects): retrying cannot help. */
export class CrmRejected extends Error {
  override name = 'CrmRejected';
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/**
 * Lead column, our field, and the column's length in Dataverse: longer values
 * are refused there (400, a permanent failure), so they are cut here.
 */
const LEAD_COLUMNS: [column: string, field: Exclude<keyof LeadInput, 'id'>, max: number][] = [
  ['subject', 'subject', 300],
  ['firstname', 'firstName', 50],
  ['lastname', 'lastName', 50],
  ['companyname', 'company', 100],
  ['emailaddress1', 'email', 100],
  ['telephone1', 'phone', 50],
  ['description', 'description', 2000],
];
/** leadsourcecode option "Web". */
const LEAD_SOURCE_WEB = 8;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Dataverse counts a column's length in UTF-16 code units (SQL nvarchar), so
 * the cut is made there, one unit earlier when it would split a surrogate pair.
 */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const last = value.charCodeAt(max - 1);
  return value.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * The lead's columns; a missing company or phone is left out rather than sent
 * blank, or, with `clearMissing` (an update: a PATCH leaves out columns
 * unchanged), sent as null so the lead loses what the record no longer has.
 */
export function leadBody(
  lead: LeadInput,
  { clearMissing = false }: { clearMissing?: boolean } = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [column, field, max] of LEAD_COLUMNS) {
    const value = lead[field]?.trim();
    if (value) body[column] = cut(value, max);
    else if (clearMissing) body[column] = null;
  }
  body['leadsourcecode'] = LEAD_SOURCE_WEB;
  return body;
}

/** Retry-After as delta-seconds or an HTTP date (RFC 9110), else `fallback`. */
function retryAfterMs(header: string | null, now: number, fallback: number | undefined) {
  const value = header?.trim();
  if (value && /^\d+$/.test(value)) return Number(value) * 1000;
  const date = value ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? fallback : Math.max(0, date - now);
}

/** The reason the identity platform or Dataverse gave, short enough for a log line. */
async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let said = text;
  try {
    // OAuth errors carry error_description; OData ones { error: { code, message } }.
    const body = JSON.parse(text) as {
      error?: { message?: string } | string;
      error_description?: string;
    };
    const error = typeof body.error === 'object' ? body.error.message : body.error;
    said = body.error_description || error || text;
  } catch {
    // Not JSON (a proxy's error page): the raw text says more than nothing.
  }
  return said.slice(0, 500) || response.statusText;
}

function reason(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return 'no answer in time';
  // undici says only "fetch failed"; the cause names ECONNREFUSED and the like.
  return err.cause instanceof Error ? err.cause.message : err.message;
}

const ODATA_HEADERS = {
  accept: 'application/json',
  'odata-maxversion': '4.0',
  'odata-version': '4.0',
};
type ApiInit = { method: string; headers?: Record<string, string>; body?: string };

export function createDataverseClient(
  config: DataverseConfig,
  deps: { fetch?: typeof fetch; now?: () => number } = {},
) {
  const request = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const base = config.url.replace(/\/+$/, '');
  const authority = config.authorityUrl?.replace(/\/+$/, '') ?? 'https://login.microsoftonline.com';
  const timeoutMs = config.timeoutMs ?? 15_000;
  let cached: { token: string; expiresAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  /** Messages end up in logs and the admin screen: the secret and tokens never do. */
  const redact = (text: string, bearer?: string) =>
    [config.clientSecret, bearer].reduce<string>(
      (safe, secret) => (secret ? safe.replaceAll(secret, '[redacted]') : safe),
      text,
    );

  /**
   * One call, as a span of the job that makes it (host and method only: the
   * path names records), carrying the trace as `traceparent`.
   */
  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    const { host } = new URL(url);
    const method = init.method ?? 'GET';
    return inSpan(
      `crm ${method}`,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'http.request.method': method, 'server.address': host },
      },
      async (span) => {
        try {
          const headers = { ...(init.headers as Record<string, string>), ...traceHeaders() };
          const response = await request(url, {
            ...init,
            headers,
            signal: AbortSignal.timeout(timeoutMs),
          });
          span?.setAttribute('http.response.status_code', response.status);
          return response;
        } catch (err) {
          throw new CrmRetryLater(`${what}: Dynamics 365 could not be reached (${reason(err)})`);
        }
      },
    );
  }

  async function readJson<T>(response: Response, what: string): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch (err) {
      throw new CrmRetryLater(`${what}: the answer could not be read (${reason(err)})`);
    }
  }

  /**
   * 429, 5xx and 408 pass. A 401 with a `bearer` is the Web API's, after a
   * fresh token: the app is not (yet) an application user in Dynamics, which an
   * admin can fix there, so retry. Without one it is the identity platform's:
   * tenant, client or secret wrong, which only new settings fix.
   */
  async function failure(response: Response, what: string, bearer?: string): Promise<Error> {
    const { status, headers } = response;
    const message = redact(`${what} failed (${status}): ${await errorText(response)}`, bearer);
    const delay = (fallback?: number) => retryAfterMs(headers.get('retry-after'), now(), fallback);
    if (status === 429) return new CrmRetryLater(message, delay(60_000));
    if (status >= 500 || status === 408 || (status === 401 && bearer)) {
      return new CrmRetryLater(message, delay());
    }
    return new CrmRejected(message, status);
  }

  async function fetchToken(): Promise<string> {
    const what = 'Token request';
    const response = await call(
      `${authority}/${encodeURIComponent(config.tenantId)}/oauth2/v2.0/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: config.clientId,
          client_secret: config.clientSecret,
          scope: `${base}/.default`,
        }),
      },
      what,
    );
    if (!response.ok) throw await failure(response, what);
    const body = await readJson<{ access_token?: unknown; expires_in?: unknown }>(response, what);
    if (typeof body.access_token !== 'string' || !body.access_token) {
      throw new CrmRetryLater(`${what}: the answer held no access token`);
    }
    const lifetime = Number(body.expires_in);
    // Renewed a minute early, so a token never expires on its way to the API.
    cached = {
      token: body.access_token,
      expiresAt: now() + ((Number.isFinite(lifetime) ? lifetime : 3599) - 60) * 1000,
    };
    return body.access_token;
  }

  /** The cached token, or one fresh request shared by every caller that needs it now. */
  function token(): Promise<string> {
    if (cached && cached.expiresAt > now()) return Promise.resolve(cached.token);
    inFlight ??= fetchToken().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  /** An authorised Web API call; a 401 drops the token and tries once more with a new one. */
  async function api(path: string, init: ApiInit, what: string) {
    for (let attempt = 1; ; attempt += 1) {
      const bearer = await token();
      const headers = { ...ODATA_HEADERS, ...init.headers, authorization: `Bearer ${bearer}` };
      const response = await call(`${base}/api/data/v9.2/${path}`, { ...init, headers }, what);
      if (response.status !== 401 || attempt > 1) return { response, bearer };
      await response.body?.cancel();
      // Only this token: another caller may already have cached a fresh one.
      if (cached?.token === bearer) cached = undefined;
    }
  }

  return {
    /**
     * Creates the lead with our message's id as its key (`If-None-Match: *`
     * makes it create-only). A retry after a lost answer gets 412, which
     * means the lead is already there: never a duplicate. With `update`, the
     * same PATCH without the header creates the lead or overwrites its fields
     * (a lead that mirrors something that changes, such as a user's chosen
     * services): sending it twice leaves the same lead.
     */
    async upsertLead(
      lead: LeadInput,
      { update = false }: { update?: boolean } = {},
    ): Promise<{ leadId: string; created: boolean }> {
      const what = 'Lead sync';
      if (!GUID.test(lead.id)) {
        // It becomes part of the URL; anything but a GUID is a bug, not a CRM outage.
        throw new CrmRejected(`${what}: lead id ${JSON.stringify(lead.id)} is not a GUID`, 400);
      }
      const { response, bearer } = await api(
        `leads(${lead.id})`,
        {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            ...(update ? {} : { 'if-none-match': '*' }),
          },
          body: JSON.stringify(leadBody(lead, { clearMissing: update })),
        },
        what,
      );
      if (response.ok || response.status === 412) {
        await response.body?.cancel();
        return { leadId: lead.id, created: response.status !== 412 };
      }
      throw await failure(response, what, bearer);
    },

    /** A token, then WhoAmI: proves the URL, the tenant and the app registration. */
    async testConnection(): Promise<{ organizationId: string | null }> {
      const what = 'Connection test';
      const { response, bearer } = await api('WhoAmI', { method: 'GET' }, what);
      if (!response.ok) throw await failure(response, what, bearer);
      const body = await readJson<{ OrganizationId?: unknown }>(response, what);
      return {
        organizationId: typeof body.OrganizationId === 'string' ? body.OrganizationId : null,
      };
    },
  };
}

export type DataverseClient = ReturnType<typeof createDataverseClient>;
