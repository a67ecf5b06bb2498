import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The browser's session: the same opaque token the API takes as
 * `Authorization: Bearer`, kept in an HttpOnly cookie no page script can
 * read. Over HTTPS (directly, or behind TRUST_PROXY with
 * `X-Forwarded-Proto: https`) it is `__Host-session`: Secure, for this host
 * only, path `/`, so no sibling subdomain can set or shadow it; over plain
 * HTTP (a developer's machine) it is `session`. A secure request reads only
 * the `__Host-` name. SameSite=Lax keeps it off other sites' form posts and
 * sub-requests; the CSRF check (csrf.ts in the auth module) is the second lock.
 */
const SECURE_NAME = '__Host-session';
const PLAIN_NAME = 'session';

/** Token characters: what newToken() makes (base64url), within the bearer rule's bounds. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/** The value of one cookie in a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The session token the request's cookie carries, when it is well formed. */
export function sessionCookieToken(request: FastifyRequest): string | undefined {
  const name = isSecure(request) ? SECURE_NAME : PLAIN_NAME;
  const value = cookieValue(request.headers.cookie, name);
  return value && TOKEN.test(value) ? value : undefined;
}

/**
 * Whether the request carries a session cookie of either name (valid or
 * not): such a request is never answered from the page cache, nor kept in it.
 */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  return (
    cookieValue(header, SECURE_NAME) !== undefined || cookieValue(header, PLAIN_NAME) !== undefined
  );
}

/**
 * The Set-Cookie value that starts a session in this browser. With
 * `expiresAt` ("remember me") it outlives the browser until the session
 * expires on the server; without it, it ends when the browser closes.
 */
export function sessionCookie(request: FastifyRequest, token: string, expiresAt?: Date): string {
  const secure = isSecure(request);
  return [
    `${secure ? SECURE_NAME : PLAIN_NAME}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
    ...(expiresAt ? [`Expires=${expiresAt.toUTCString()}`] : []),
  ].join('; ');
}

/** The Set-Cookie value that removes the session cookie from this browser. */
export function clearedSessionCookie(request: FastifyRequest): string {
  const secure = isSecure(request);
  return [
    `${secure ? SECURE_NAME : PLAIN_NAME}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
    'Max-Age=0',
  ].join('; ');
}

/**
 * The form token of a session (for browsers that send neither Origin nor
 * Sec-Fetch-Site): derived from the session's secret token with a label of
 * its own, so it is as unguessable as the session, changes with it, needs
 * no storage, and does not reveal the session when a page shows it.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

/** Whether a presented form token is the session's (compared in constant time). */
export function isCsrfTokenOf(sessionToken: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
