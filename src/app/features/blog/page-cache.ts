import { createExpiringStore } from '../../lib/api/expiring-store.ts';
import { CONTENT_CHANGED } from '../../lib/api/content-changes.ts';

/**
 * The blog pages' loader data kept in the browser, per page address (path
 * and query), for client-side navigations: the spec's blog read cache of
 * 5 minutes and 100 entries, oldest dropped first. The list's and the post's
 * clientLoaders import this module on their first call (so it is not part of
 * a page's first load) and do not hydrate, so a page's first render is the
 * server's HTML and data.
 */
export const BLOG_PAGE_CACHE = { ttlMs: 300_000, maxEntries: 100 };

const pages = createExpiringStore<unknown>(BLOG_PAGE_CACHE);
// Bumped by every invalidation: data loaded under an older number may predate the write.
let generation = 0;

/** What a clientLoader is given that the cache uses. */
export interface PageLoad<T> {
  request: Request;
  serverLoader: () => Promise<T>;
}

export interface PageCheck<T> {
  /** Whether the data is a complete page, worth keeping. */
  ok(data: T): boolean;
  /** Whether it is a failure to load, for which the stale page is shown instead (default: not ok). */
  failed?(data: T): boolean;
}

/**
 * The page's data from the cache while fresh (unless the page on screen is
 * being reloaded), else from the server, kept when complete. When the server
 * cannot be reached, fails, or answers a failure page, the stale data of this
 * address is shown if there is some. A redirect (a thrown Response) always
 * goes through.
 */
export async function cachedPage<T>(
  { request, serverLoader }: PageLoad<T>,
  { ok, failed = (data) => !ok(data) }: PageCheck<T>,
): Promise<T> {
  const { pathname, search } = new URL(request.url);
  const key = pathname + search;
  const cached = pages.read(key) as { value: T; fresh: boolean } | undefined;
  if (cached?.fresh && !reloading()) return cached.value;
  const started = generation;
  let data: T;
  try {
    data = await serverLoader();
  } catch (error) {
    if (error instanceof Response || !cached) throw error;
    return cached.value;
  }
  if (!ok(data)) return cached && failed(data) ? cached.value : data;
  if (started === generation) pages.write(key, data);
  return data;
}

/**
 * Whether the router is loading the page on screen again (the post's Refresh
 * button, a revalidation after a fetcher's write) rather than navigating:
 * that asks the server even within the 5 minutes. Only a navigation moves the
 * router's `navigation` out of idle before loaders run; HydratedRouter puts
 * its router on `window` (without it, every load counts as a navigation).
 */
function reloading(): boolean {
  const router = (globalThis as { __reactRouterDataRouter?: RouterState }).__reactRouterDataRouter;
  return router?.state.navigation.state === 'idle';
}

interface RouterState {
  state: { navigation: { state: string } };
}

/** The list: kept when it loaded; its failure screen gives way to a stale list. */
export const listPage = <T extends { ok: boolean }>(load: PageLoad<T>) =>
  cachedPage(load, { ok: (page) => page.ok });

/** A post: kept when found; a failure shows the stale post, a missing post is not found. */
export const postPage = <T extends { kind: string }>(load: PageLoad<T>) =>
  cachedPage(load, {
    ok: (page) => page.kind === 'post',
    failed: (page) => page.kind === 'failed',
  });

/** Forgets every blog page: after this browser changed a post (authoring, status, like). */
export function invalidateBlogPages(): void {
  generation += 1;
  pages.drop();
}

// The writers announce their changes (lib/api/content-changes.ts); before this module has
// loaded nothing is kept, so there is nothing to drop.
if (typeof window !== 'undefined') window.addEventListener(CONTENT_CHANGED, invalidateBlogPages);
