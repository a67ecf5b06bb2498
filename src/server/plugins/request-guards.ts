import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../shared/api-messages.ts';
import { Invalid } from '../errors.ts';

/** A host name or IP address, with an optional port: what a Host header may hold. */
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** `%00`, or a raw NUL, anywhere in the request target. */
const hasNul = (url: string) => url.includes('\u0000') || /%00/.test(url);

/**
 * Checks every request passes before any route sees it, so no module has to
 * remember them:
 * - the target is a path on this site (not `http://other/…` or `*`) and the
 *   Host header names a host and a valid port, or the request is refused with
 *   400 instead of failing later when an address is built from them;
 * - no NUL byte in the address, in a JSON field or a field name (PostgreSQL
 *   text cannot hold one, so it would fail as a 500 deep inside a query);
 * - a JSON body is an object (every call takes one or none).
 * Multipart forms are read by their routes, which check their fields with
 * `assertNoNul`.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/') || !isHost(request.host)) {
      throw new Invalid(API_MESSAGES.badRequest);
    }
    if (hasNul(request.url)) throw new Invalid(API_MESSAGES.nulCharacter);
  });

  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (body === undefined || !isParsedJson(request)) return;
    if (body === null) throw new Invalid(API_MESSAGES.bodyRequired);
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new Invalid(API_MESSAGES.bodyNotObject);
    }
    assertNoNul(body);
  });
}

/**
 * The shape alone lets through what no address can be built from (a port past
 * 65535, `1.2.3.4.5`, which ends in a number but is no IPv4 address), so the
 * URL parser the pages use has the last word.
 */
function isHost(host: string | undefined): boolean {
  return typeof host === 'string' && HOST.test(host) && URL.canParse(`http://${host}/`);
}

/** Pages receive their body as a stream and multipart bodies are read later. */
function isParsedJson(request: FastifyRequest): boolean {
  const body = request.body as { pipe?: unknown } | null;
  return !(body && typeof body === 'object' && typeof body.pipe === 'function');
}

/** Refuses a NUL byte in any string or key of a parsed value, however deep. */
export function assertNoNul(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) throw new Invalid(API_MESSAGES.nulCharacter);
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) throw new Invalid(API_MESSAGES.nulCharacter);
        pending.push(child);
      }
    }
  }
}
