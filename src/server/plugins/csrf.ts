import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_FIELD, SESSION_MESSAGES } from '../../shared/session-messages.ts';
import { Forbidden } from '../errors.ts';
import { bearerToken } from '../modules/auth/auth.guards.ts';
import { isCsrfTokenOf, sessionCookieToken } from '../session-cookie.ts';
import { sendPageRefusal } from './page-bodies.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Cross-site request forgery. A browser sends the session cookie with any
 * request to this site, so a request the cookie signs in must prove it comes
 * from a page of this site:
 * - `Sec-Fetch-Site` (every current browser): `same-origin`, or `none` (the
 *   visitor typed it); `same-site` is refused, a sibling subdomain is not us;
 * - else `Origin`: this site's origin (the request's own, or SITE_URL's);
 * - else (a browser that sends neither) the session's form token, in the
 *   form's `csrf` field or an `X-CSRF-Token` header.
 * A bearer request is an API client's, not a browser's, and is not checked.
 * A page form posted from another site is refused even without a session
 * (it would sign the visitor in to someone else's account); the API without
 * a session is open to any client, as the spec's calls are.
 */
export function registerCsrfCheck(app: FastifyInstance, siteUrl: string): void {
  const siteOrigin = new URL(siteUrl).origin;

  app.addHook('preHandler', async (request, reply) => {
    // Only a bearer token stands in for the cookie (guards read it first); any
    // other Authorization header leaves the cookie as the session, so it is checked.
    if (SAFE.has(request.method) || bearerToken(request) !== undefined) return;
    const sessionToken = sessionCookieToken(request);
    const api = isApi(request.url);
    if (api && !sessionToken) return;
    const origin = originVerdict(request, siteOrigin);
    if (origin === 'same') return;
    if (origin === 'unknown' && !sessionToken) return;
    if (origin === 'unknown' && isCsrfTokenOf(sessionToken!, await presentedToken(request, api))) {
      return;
    }
    if (api) throw new Forbidden(SESSION_MESSAGES.crossSite);
    return sendPageRefusal(request, reply, { status: 403, message: SESSION_MESSAGES.crossSite });
  });
}

/** What the browser's own headers say of where the request comes from. */
function originVerdict(request: FastifyRequest, siteOrigin: string): 'same' | 'other' | 'unknown' {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    return fetchSite === 'same-origin' || fetchSite === 'none' ? 'same' : 'other';
  }
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return 'unknown';
  const own = `${request.protocol}://${request.host}`;
  return origin === own || origin === siteOrigin ? 'same' : 'other';
}

/** The form token a request presents: its header, or (a page's form) its field. */
async function presentedToken(request: FastifyRequest, api: boolean): Promise<string | undefined> {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  if (api || !Buffer.isBuffer(request.body)) return undefined;
  const type = request.headers['content-type'] ?? '';
  try {
    const form = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': type },
    }).formData();
    const value = form.get(CSRF_FIELD);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
