import { STATUS_CODES } from 'node:http';
import { Transform } from 'node:stream';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../shared/api-messages.ts';
import { AVATAR_MAX_BYTES } from '../../shared/auth-messages.ts';
import { BLOG_LIMITS } from '../../shared/blog.ts';
import { CHAT_UPLOAD_MAX_BYTES, CHAT_UPLOAD_MAX_FILES } from '../../shared/chat-files.ts';

/** What a page action reads (`request.formData()`): the bodies a browser's form sends. */
const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

const MB = 1024 * 1024;

/**
 * The page actions that take files, and the largest multipart body each
 * takes: what its API call accepts (the files at their limit) and room for
 * the text fields (an authoring form's body may be 800 kB of HTML). Every
 * other page body, and any body that is not multipart, keeps the server's
 * body limit (BODY_LIMIT_BYTES). The page's `.data` twin (a fetcher's post)
 * takes the same.
 */
const PAGE_UPLOADS: ReadonlyArray<{ path: RegExp; maxBytes: number }> = [
  // The chat's files: up to five of 10 MB each.
  { path: /^\/contact$/, maxBytes: CHAT_UPLOAD_MAX_FILES * CHAT_UPLOAD_MAX_BYTES + MB },
  // The profile photo.
  { path: /^\/profile$/, maxBytes: AVATAR_MAX_BYTES + MB },
  // The site settings' share image (through the posts' image pipeline).
  { path: /^\/dashboard\/settings$/, maxBytes: BLOG_LIMITS.imageMaxBytes + MB },
  // The featured image and the long fields of a post or a case study.
  {
    path: /^\/(create-blog|create-case-study|edit-blog\/[^/]+|edit-case-study\/[^/]+)$/,
    maxBytes: BLOG_LIMITS.imageMaxBytes + 8 * MB,
  },
];

/** The largest body any page takes: what the page parser reads at most. */
export const PAGE_BODY_MAX_BYTES = Math.max(...PAGE_UPLOADS.map((upload) => upload.maxBytes));

/** How large this page request's body may be. */
export function pageBodyLimit(request: FastifyRequest, bodyLimit: number): number {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== MULTIPART) return bodyLimit;
  const path = request.url.split('?')[0]!.replace(/\.data$/, '');
  const upload = PAGE_UPLOADS.find((candidate) => candidate.path.test(path));
  return Math.max(upload?.maxBytes ?? 0, bodyLimit);
}

/**
 * The pages' `preParsing` hook: a body larger than its page takes is refused
 * with 413 before it is held, by its declared length, or, sent without one,
 * as soon as it passes the limit.
 */
export function limitPageBody(bodyLimit: number) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) => {
    const limit = pageBodyLimit(request, bodyLimit);
    const declared = Number(request.headers['content-length']);
    if (declared > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    // A declared length is held to by Fastify's parser; a body sent in chunks is counted here.
    if (request.headers['content-length'] !== undefined) return payload;
    let received = 0;
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, next) {
          received += chunk.length;
          if (received > limit) next(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
          else next(null, chunk);
        },
      }),
    );
  };
}

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
