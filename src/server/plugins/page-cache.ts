import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPublicPagePath } from '../../shared/public-pages.ts';
import type { SiteSettings } from '../../shared/site-settings.ts';
import type { CachedPage } from './cached-page.ts';
import { carriesSessionCookie } from '../session-cookie.ts';
import { createPageStore, type PageStore } from './page-cache-store.ts';

/** A visitor as a view counter needs it (see server/content/publishing.ts). */
export interface PageVisitor {
  ip: string;
  userAgent: string | undefined;
}

/** Counts a view of the page a cached answer served (its own once-a-day rule applies). */
export type ViewCounter = (match: RegExpExecArray, visitor: PageVisitor) => Promise<unknown>;

export interface PageCache {
  /** Whether pages are cached at all (not in development, not with a zero size). */
  readonly enabled: boolean;
  /**
   * Forgets every cached page here and on every other instance. Call it
   * after a write that changes what visitors see has committed.
   */
  invalidate(reason: string): Promise<void>;
  /** Counts views of pages served from the cache whose path matches. */
  countViews(pattern: RegExp, counter: ViewCounter): void;
  /**
   * A read of what visitors see (a published post and its suggestions, say),
   * kept until the next `invalidate` on any instance or for a page's time in
   * the cache, whichever is first; read every time when pages are not cached.
   * Whoever calls must treat the answer as read-only: it is shared.
   */
  remember<T>(key: string, read: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

/**
 * How long a cached page is served before it is rendered again: the most a
 * view count shown on a page may lag (views change too often to clear every
 * page for each).
 */
export const PAGE_TTL_MS = 60_000;
/** Longer addresses are rendered every time (nobody links to them). */
const MAX_KEY_LENGTH = 1024;

/** Every public page (`isPublicPagePath`): the pages kept for anonymous visitors. */
export const isCachedPath = isPublicPagePath;

export interface PageCacheOptions {
  /** Memory bound in bytes; 0 turns the cache off. */
  maxBytes: number;
  dev: boolean;
  buildDir: string;
  site: SiteSettings;
  redisPrefix: string;
  policy: (scriptHashes: readonly string[]) => string;
}

/**
 * What names one deployment's pages in Redis: the server build's bytes and
 * the site settings (both fixed while a process runs), so a new version or
 * new settings never serve a page rendered by the old ones.
 */
function namespaceOf(buildDir: string, site: SiteSettings): string {
  const hash = createHash('sha256');
  try {
    hash.update(readFileSync(path.join(buildDir, 'server', 'index.js')));
  } catch {
    hash.update('no-build');
  }
  return hash.update(JSON.stringify(site)).digest('base64url').slice(0, 16);
}

/** What the pages plugin serves from: the store, and the views of the pages it served. */
export interface PageCacheServer {
  store: PageStore;
  enabled: boolean;
  /** The Content-Security-Policy of a cached page, from its scripts' hashes. */
  policy: (scriptHashes: readonly string[]) => string;
  countView(request: FastifyRequest): void;
}

/** Decorates `app.pageCache` (modules call `invalidate`); the pages plugin serves from it. */
export function registerPageCache(
  app: FastifyInstance,
  options: PageCacheOptions,
): PageCacheServer {
  const enabled = !options.dev && options.maxBytes > 0;
  const store = createPageStore({
    maxBytes: options.maxBytes,
    ttlMs: PAGE_TTL_MS,
    namespace: namespaceOf(options.buildDir, options.site),
    redis: enabled ? app.redis : undefined,
    redisPrefix: options.redisPrefix,
    log: app.log.child({ plugin: 'page-cache' }),
  });
  const counters: { pattern: RegExp; counter: ViewCounter }[] = [];
  app.decorate('pageCache', {
    enabled,
    invalidate: (reason: string) => (enabled ? store.invalidate(reason) : Promise.resolve()),
    countViews(pattern: RegExp, counter: ViewCounter) {
      counters.push({ pattern, counter });
    },
    remember: (key, read) => (enabled ? store.remember(key, read) : read()),
  } satisfies PageCache);
  if (enabled) {
    app.addHook('onReady', store.start);
    app.addHook('onClose', store.close);
    // A write's answer waits until every instance has been told to forget
    // its pages, so whatever the writer asks next, through any instance, is fresh.
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') await store.settled();
    });
  }
  return { store, enabled, policy: options.policy, countView: viewCounting(counters) };
}

/** The cache key of a page request, or undefined when its answer must not be cached. */
export function cacheKeyOf(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  // A signed-in user's request is never answered from, or into, the cache.
  if (request.headers.authorization !== undefined || carriesSessionCookie(request)) {
    return undefined;
  }
  const url = request.url;
  if (url.length > MAX_KEY_LENGTH) return undefined;
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  return isCachedPath(pathname) ? url : undefined;
}

/**
 * Whether React Router's answer may be kept: a complete 200 HTML page that
 * sets no cookie and that its route did not mark private.
 */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

/** Which encoding of a cached page the client takes: br, gzip or none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

/** Whether If-None-Match names this entity (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a cached page: the stored bytes in the client's encoding, or 304. */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCacheServer,
  page: CachedPage,
  /** hit: from the cache; stale: the copy that ran out, while it renders again; miss: rendered. */
  source: 'hit' | 'stale' | 'miss',
) {
  for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
  reply.header('content-security-policy', cache.policy(page.scriptHashes));
  reply.header('etag', page.etag);
  reply.header('vary', 'Accept-Encoding');
  reply.header('x-page-cache', source);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding ? page[encoding] : page.identity;
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.code(200).send(body);
}

/**
 * A cached answer's page view: the counters registered for its path count it
 * (once per client address, path and day; in the background, so the answer
 * never waits for the database).
 */
function viewCounting(counters: readonly { pattern: RegExp; counter: ViewCounter }[]) {
  /** The day each path and client address was last counted from a cached answer. */
  const counted = new Map<string, string>();
  return (request: FastifyRequest) => {
    const pathname = request.url.split('?', 1)[0]!;
    const matching = counters.flatMap(({ pattern, counter }) => {
      const match = pattern.exec(pathname);
      return match ? [{ match, counter }] : [];
    });
    if (matching.length === 0) return;
    const day = new Date().toISOString().slice(0, 10);
    const seen = `${pathname}|${request.ip}`;
    if (counted.get(seen) === day) return;
    if (counted.size >= COUNTED_MAX) counted.clear();
    counted.set(seen, day);
    const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] };
    for (const { match, counter } of matching) {
      counter(match, visitor).catch((err: unknown) => {
        counted.delete(seen);
        request.log.warn({ err, path: pathname }, 'view of a cached page not counted');
      });
    }
  };
}

const COUNTED_MAX = 100_000;
