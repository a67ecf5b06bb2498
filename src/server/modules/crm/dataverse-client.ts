/**
 * A small client for the two things the site needs of Dynamics 365: an OAuth
 * 2.0 client-credentials token from the Microsoft identity platform, and
 * creating a lead through the Dataverse Web API.
 */
export interface DataverseConfig {
  /** The environment, e.g. https://org.crm.dynamics.com. */
  url: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** Default https://login.microsoftonline.com. */
  authorityUrl?: string;
  /** Per request; default 15 s. */
  timeoutMs?: number;
}

export interface LeadInput {
  /** Our contact message's id; it becomes the lead's id. */
  id: string;
  subject: string;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string;
  phone: string | null;
  description: string;
}

/** Worth trying again: 429 (with the server's delay), 5xx, timeouts, network errors. */
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

/** Column lengths of the Dataverse lead table; longer values are refused, so they are cut. */
const LEAD_COLUMNS = {
  subject: 300,
  firstname: 50,
  lastname: 50,
  companyname: 100,
  emailaddress1: 100,
  telephone1: 50,
  description: 2000,
} as const;

/** leadsourcecode option "Web". */
const LEAD_SOURCE_WEB = 8;

/** Cuts to `max` characters without splitting a surrogate pair. */
function cut(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length <= max ? value : characters.slice(0, max).join('');
}

export function leadBody(lead: LeadInput): Record<string, unknown> {
  const values: Record<keyof typeof LEAD_COLUMNS, string | null> = {
    subject: lead.subject,
    firstname: lead.firstName,
    lastname: lead.lastName,
    companyname: lead.company,
    emailaddress1: lead.email,
    telephone1: lead.phone,
    description: lead.description,
  };
  const body: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(values)) {
    if (value) body[column] = cut(value, LEAD_COLUMNS[column as keyof typeof LEAD_COLUMNS]);
  }
  body['leadsourcecode'] = LEAD_SOURCE_WEB;
  return body;
}

/** Retry-After as seconds or an HTTP date; 60 s when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return 60_000;
}

async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as {
      error?: { message?: string } | string;
      error_description?: string;
    };
    if (body.error_description) return body.error_description;
    if (typeof body.error === 'object' && body.error?.message) return body.error.message;
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 300) || response.statusText;
}

export function createDataverseClient(
  config: DataverseConfig,
  deps: { fetch?: typeof fetch; now?: () => number } = {},
) {
  const request = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const base = config.url.replace(/\/+$/, '');
  const authority = (config.authorityUrl ?? 'https://login.microsoftonline.com').replace(
    /\/+$/,
    '',
  );
  const timeoutMs = config.timeoutMs ?? 15_000;
  let cached: { token: string; expiresAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await request(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new CrmRetryLater(`${what}: Dynamics 365 could not be reached (${reason})`);
    }
  }

  async function fetchToken(): Promise<string> {
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
      'Token request',
    );
    if (!response.ok) {
      const message = `Token request refused (${response.status}): ${await errorText(response)}`;
      if (response.status === 429 || response.status >= 500) {
        throw new CrmRetryLater(
          message,
          response.status === 429
            ? retryAfterMs(response.headers.get('retry-after'), now())
            : undefined,
        );
      }
      throw new CrmRejected(message, response.status);
    }
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new CrmRetryLater('Token response without an access token');
    // Renewed a minute early, so a token never expires on its way to the API.
    cached = {
      token: body.access_token,
      expiresAt: now() + (Number(body.expires_in ?? 3599) - 60) * 1000,
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
  async function api(path: string, init: RequestInit, what: string): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const bearer = await token();
      const response = await call(
        `${base}/api/data/v9.2/${path}`,
        {
          ...init,
          headers: {
            accept: 'application/json',
            'odata-maxversion': '4.0',
            'odata-version': '4.0',
            ...init.headers,
            authorization: `Bearer ${bearer}`,
          },
        },
        what,
      );
      if (response.status === 401 && attempt === 1) {
        cached = undefined;
        continue;
      }
      return response;
    }
  }

  async function failure(response: Response, what: string): Promise<never> {
    const message = `${what} failed (${response.status}): ${await errorText(response)}`;
    if (response.status === 429) {
      throw new CrmRetryLater(message, retryAfterMs(response.headers.get('retry-after'), now()));
    }
    if (response.status >= 500 || response.status === 408) throw new CrmRetryLater(message);
    throw new CrmRejected(message, response.status);
  }

  return {
    /**
     * Creates the lead with our message's id as its key (`If-None-Match: *`
     * makes it create-only). A retry after a lost answer gets 412, which
     * means the lead is already there: never a duplicate.
     */
    async upsertLead(lead: LeadInput): Promise<{ leadId: string; created: boolean }> {
      const response = await api(
        `leads(${lead.id})`,
        {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'if-none-match': '*',
          },
          body: JSON.stringify(leadBody(lead)),
        },
        'Lead sync',
      );
      if (response.status === 204 || response.status === 200 || response.status === 201) {
        await response.body?.cancel();
        return { leadId: lead.id, created: true };
      }
      if (response.status === 412) {
        await response.body?.cancel();
        return { leadId: lead.id, created: false };
      }
      return failure(response, 'Lead sync');
    },

    /** A token, then WhoAmI: proves the URL, the tenant and the app registration. */
    async testConnection(): Promise<{ organizationId: string | null }> {
      const response = await api('WhoAmI', { method: 'GET' }, 'Connection test');
      if (!response.ok) return failure(response, 'Connection test');
      const body = (await response.json()) as { OrganizationId?: string };
      return { organizationId: body.OrganizationId ?? null };
    },
  };
}

export type DataverseClient = ReturnType<typeof createDataverseClient>;
