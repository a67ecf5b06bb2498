import { inSpan, tracingOn } from '../tracing.ts';
import { pagePatternsOf } from './page-patterns.ts';
import { IN_PROCESS_CALL } from '../metrics.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppServerEntryModule, PageApi, PageSession } from '../../shared/ssr-contract.ts';
import type { SiteSettings } from '../../shared/site-settings.ts';
import {
  clearedSessionCookie,
  csrfTokenOf,
  sessionCookie,
  sessionCookieToken,
} from '../session-cookie.ts';
import { cachedPageOf, type CachedPage } from './cached-page.ts';
import {
  limitPageBody,
  PAGE_BODY_MAX_BYTES,
  refusePageBody,
  sendPageRefusal,
} from './page-bodies.ts';
import { cacheKeyOf, isStorable, sendCachedPage, type PageCacheServer } from './page-cache.ts';

export interface PagesOptions {
  dev: boolean;
  buildDir: string;
  /** The company's facts as they are now (the site settings), read for each render. */
  site: () => Promise<SiteSettings>;
  /** Rendered pages kept for anonymous visitors (see page-cache.ts). */
  cache: PageCacheServer;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Serves the React app: the Vite build's files (hashed ones cached forever,
 * pre-compressed variants preferred) and every other path rendered on the
 * server by React Router. In dev mode Vite serves the sources with hot reload.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const getRenderer = options.dev
    ? await devRenderer(app)
    : await productionRenderer(app, options.buildDir);

  if (app.metrics.enabled || tracingOn()) {
    app.metrics.labelPagesWith(pagePatternsOf((await getRenderer()).build));
  }

  /** Renders of cacheable pages under way, by cache key: later misses wait for them. */
  const renders = new Map<string, Promise<CachedPage | undefined>>();

  await app.register(async (pages) => {
    // A page request's body (a form post to a route action) is read whole,
    // within the body limit, before React Router sees it. Whatever React
    // Router then does with it (an action reads it; a page without one
    // answers 405 unread), the connection is left clean for the next request
    // on it, and an oversized body is refused with 413 before it is held.
    // Each page's own limit (`pageBodyLimit`: the server's, or a file-taking
    // page's upload limit) is checked as the body arrives; the parser's is
    // the largest any page takes.
    pages.removeAllContentTypeParsers();
    pages.addHook('preParsing', limitPageBody(app.initialConfig.bodyLimit ?? PAGE_BODY_MAX_BYTES));
    pages.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PAGE_BODY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
        const refusal = await refusePageBody(request);
        if (refusal) return sendPageRefusal(request, reply, refusal);
        const { cache } = options;
        const cacheKey = cache.enabled ? cacheKeyOf(request) : undefined;
        let rendered: ((page: CachedPage | undefined) => void) | undefined;
        if (cacheKey !== undefined) {
          const cached = await cache.store.get(cacheKey);
          if (cached) {
            cache.countView(request);
            return sendCachedPage(request, reply, cache, cached, 'hit');
          }
          // One render per page at a time: requests that miss while it runs
          // (a popular page whose minute ran out) wait for it, not render too.
          const pending = renders.get(cacheKey);
          if (pending) {
            // Its minute ran out: the copy that did is served (at most a
            // minute more) while the render runs, so a popular page's
            // expiry costs one visitor a render, not everyone a wait.
            const stale = cache.store.stale(cacheKey);
            if (stale) {
              cache.countView(request);
              return sendCachedPage(request, reply, cache, stale, 'stale');
            }
            const page = await pending;
            if (page) return sendCachedPage(request, reply, cache, page, 'hit');
          } else {
            renders.set(
              cacheKey,
              new Promise((resolve) => {
                rendered = resolve;
              }),
            );
          }
        }
        try {
          return await renderPage(request, reply, cacheKey, (page) => rendered?.(page));
        } finally {
          rendered?.(undefined);
          if (rendered && cacheKey !== undefined) renders.delete(cacheKey);
        }
      },
    });
  });

  /** Renders a page (through React Router), keeping it in the cache when it may be. */
  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheKey: string | undefined,
    kept: (page: CachedPage) => void,
  ) {
    const { cache } = options;
    const epoch = cache.store.begin();
    const { build, handle } = await getRenderer();
    const entry = build.entry.module as unknown as Partial<AppServerEntryModule>;
    const limited: ApiLimit = {};
    const [session, site] = await Promise.all([pageSessionOf(app, request, reply), options.site()]);
    const loadContext = entry.createLoadContext?.({
      nonce: reply.pageNonce,
      site,
      log: request.log,
      api: inProcessApi(app, request, limited, session),
      session,
    });
    const fetchRequest = toFetchRequest(request, reply);
    const response = await inSpan('render page', {}, () =>
      handle(fetchRequest, loadContext as never),
    );
    // A page over a limit says when to come back, as the API call behind it did.
    if (response.status === 429 && !response.headers.has('retry-after')) {
      reply.header('retry-after', limited.retryAfter ?? String(app.config.rateLimit.windowSeconds));
    }
    if (cacheKey !== undefined && request.method === 'GET' && isStorable(response)) {
      // Read whole (the render is complete once its shell is: no loader
      // defers), kept without the nonce, and sent as every later visitor gets it.
      const page = await cachedPageOf(
        await response.text(),
        reply.pageNonce,
        Object.fromEntries(response.headers),
      );
      cache.store.set(cacheKey, page, epoch);
      // Handed to waiting requests only if nothing changed while it rendered.
      if (cache.store.begin() === epoch) kept(page);
      return sendCachedPage(request, reply, cache, page, 'miss');
    }
    return sendFetchResponse(reply, response, isNavigationData(fetchRequest));
  }
}

/**
 * The session of the browser a page is rendered for. A cookie whose session
 * has ended (logout elsewhere, a password reset, expiry) is removed in this
 * answer, so the browser's next pages come from the page cache again.
 */
async function pageSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PageSession & { token: string | undefined }> {
  const token = sessionCookieToken(request);
  const user = token || request.headers.authorization ? await app.pageUser(request) : null;
  if (token && !user) reply.header('set-cookie', clearedSessionCookie(request));
  return {
    user,
    token: user ? token : undefined,
    csrfToken: user && token ? csrfTokenOf(token) : null,
    start: (issued, expiresAt) =>
      sessionCookie(request, issued, expiresAt ? new Date(expiresAt) : undefined),
    end: () => clearedSessionCookie(request),
  };
}

/** The longest wait any API call of one page request was told (its 429's Retry-After). */
interface ApiLimit {
  retryAfter?: string;
}

/**
 * The page a request is for, as an address on the site: its path without
 * the query or the data request's `.data`. A path that does not read as one
 * (`//x`, `/\\[`) names the home page.
 */
function pageAddress(url: string, baseUrl: string): string {
  const raw = url.split('?')[0] ?? '/';
  const path = raw === '/_root.data' ? '/' : raw.replace(/\.data$/, '');
  try {
    const address = new URL(path, baseUrl);
    if (address.origin === new URL(baseUrl).origin) return address.href;
  } catch {
    // Not a path: the home page below.
  }
  return new URL('/', baseUrl).href;
}

/**
 * The API as a page action sees it: the request goes through Fastify's own
 * router (validation, limits, error shape) without leaving the process,
 * from the visitor's address so per-client limits count it. A 429's
 * Retry-After is kept in `limited`, for the page's own answer.
 */
function inProcessApi(
  app: FastifyInstance,
  request: FastifyRequest,
  limited: ApiLimit,
  session: { token: string | undefined },
): PageApi {
  // The browser's cookie session calls the API as a bearer: the page request
  // itself has passed the CSRF check, and the call never leaves the process.
  const signedIn: Record<string, string> = session.token
    ? { authorization: `Bearer ${session.token}` }
    : {};
  return async ({ method, path, body, headers = {} }) => {
    // A form with files (a profile photo) goes on as the multipart body a browser sends.
    const form = body instanceof FormData ? new Response(body) : undefined;
    const payload = form
      ? Buffer.from(await form.arrayBuffer())
      : body === undefined
        ? undefined
        : JSON.stringify(body);
    const response = await app.inject({
      method,
      url: path,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(payload === undefined
          ? {}
          : { 'content-type': form?.headers.get('content-type') ?? 'application/json' }),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        // The page the form was on, as a browser's own call would name it (consent records keep it).
        referer: pageAddress(request.url, app.config.site.baseUrl),
        ...signedIn,
        ...headers,
        [IN_PROCESS_CALL.header]: IN_PROCESS_CALL.value,
      },
      ...(payload === undefined ? {} : { payload }),
    });
    const retryAfter = response.headers['retry-after'];
    if (response.statusCode === 429 && retryAfter !== undefined) {
      const seconds = String(retryAfter);
      if (Number(seconds) > Number(limited.retryAfter ?? 0)) limited.retryAfter = seconds;
    }
    let answer: unknown;
    try {
      answer = response.json();
    } catch {
      answer = undefined;
    }
    return { status: response.statusCode, body: answer };
  };
}

type RequestHandler = ReturnType<typeof createRequestHandler>;
interface Renderer {
  build: ServerBuild;
  handle: RequestHandler;
}

async function productionRenderer(
  app: FastifyInstance,
  buildDir: string,
): Promise<() => Promise<Renderer>> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`No production build at ${serverEntry}. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    // One route per file found at start, so unknown paths fall through to the pages.
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const relative = path.relative(path.join(buildDir, 'client'), filePath);
      res.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : SHORT);
    },
  });
  const renderer = { build, handle: createRequestHandler(build, 'production') };
  return async () => renderer;
}

async function devRenderer(app: FastifyInstance): Promise<() => Promise<Renderer>> {
  const { createServer } = await import('vite');
  const { default: middie } = await import('@fastify/middie');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  const ssr = vite.environments.ssr as unknown as {
    runner: { import(id: string): Promise<unknown> };
  };
  return async () => {
    // React Router itself is loaded through Vite too, so the router context
    // the app creates and the handler that checks it come from one module.
    const [build, router] = await Promise.all([
      ssr.runner.import('virtual:react-router/server-build') as Promise<ServerBuild>,
      ssr.runner.import('react-router') as Promise<{
        createRequestHandler: typeof createRequestHandler;
      }>,
    ]);
    return { build, handle: router.createRequestHandler(build, 'development') };
  };
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // Concatenate rather than resolve: a path like //evil.example must stay a
  // path on this host, not become another origin.
  const url = new URL(`${request.protocol}://${request.host}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: bytesOf(request.body as Buffer) } : {}),
  });
}

/**
 * A client-side navigation's loader data (`GET /path.data`). No loader
 * streams a promise, so it is complete when the handler answers.
 */
function isNavigationData(request: Request): boolean {
  return request.method === 'GET' && new URL(request.url).pathname.endsWith('.data');
}

/**
 * Sends React Router's answer. Navigation data is sent whole rather than
 * streamed, so @fastify/etag gives it an ETag: once the blog's browser cache
 * (features/blog/page-cache.ts) has expired, the browser's own cache asks
 * again with If-None-Match and unchanged data comes back as a bodiless 304.
 * Pages outside the page cache stream (and carry a nonce of their own), so
 * they have none; cached pages have the cache's (sendCachedPage).
 */
async function sendFetchResponse(reply: FastifyReply, response: Response, whole: boolean) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  // The page's cookies join any the server set (a stale session cookie's removal).
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    const earlier = reply.getHeader('set-cookie');
    reply.header('set-cookie', [
      ...(earlier === undefined ? [] : [earlier].flat().map(String)),
      ...cookies,
    ]);
  }
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  if (!response.body) return reply.send();
  if (whole) return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

/** The buffer's bytes as a fetch body, without copying them. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);
}
