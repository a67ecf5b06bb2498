import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../shared/api-messages.ts';

/** What a page action reads (`request.formData()`): the bodies a browser's form sends. */
const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

export interface PageBodyRefusal {
  status: 400 | 403 | 415;
  message: string;
}

/**
 * Checks a page request's body before React Router sees it. Every page
 * action reads a form, and `formData()` throws on anything else (JSON, text,
 * no body, a multipart body without its boundary or part headers), which
 * React Router reports as a 500. So a body that is not a form is refused with
 * 415, and a multipart form that cannot be read with 400, for every page and
 * its `.data` twin, whatever the method; a page without an action still
 * answers a form with React Router's 405. A URL-encoded body always parses.
 */
export async function refusePageBody(
  request: FastifyRequest,
): Promise<PageBodyRefusal | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers['content-type'] ?? '';
  const essence = type.split(';')[0]!.trim().toLowerCase();
  if (essence === URLENCODED) return undefined;
  if (essence !== MULTIPART) return { status: 415, message: API_MESSAGES.formRequired };
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  try {
    // The parser the action will use, so what passes here parses there.
    await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    return undefined;
  } catch {
    return { status: 400, message: API_MESSAGES.formMalformed };
  }
}

/**
 * The refusal as a page (the client asked for one), logged as React Router
 * logs its own refusals. The text is fixed, so nothing needs escaping.
 */
export function sendPageRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: PageBodyRefusal,
) {
  const path = request.url.split('?')[0];
  request.log.info(
    { status: refusal.status, method: request.method, path },
    'page request refused',
  );
  const title = STATUS_CODES[refusal.status] ?? 'Bad Request';
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1><p>${refusal.message}</p>` +
    '<p><a href="/">Home</a></p></main></body></html>';
  return reply
    .code(refusal.status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
