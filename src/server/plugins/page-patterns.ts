import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/*
 * A page's React Router pattern (`/blog/:slug`) from its path, for the
 * metrics' and traces' route label: bounded, where the paths are not.
 * Matching costs a fraction of a millisecond, so answers are kept, up to
 * PATTERNS_KEPT paths (then forgotten all at once: a scan of unknown paths
 * cannot grow it).
 */

const PATTERNS_KEPT = 2000;

export function pagePatternsOf(build: Pick<ServerBuild, 'routes'>): (url: string) => string {
  const routes = routeTree(build.routes);
  let kept = new Map<string, string>();
  return (url) => {
    const path = url.split(/[?#]/, 1)[0] ?? '/';
    let pattern = kept.get(path);
    if (pattern === undefined) {
      pattern = patternOf(routes, path);
      if (kept.size >= PATTERNS_KEPT) kept = new Map();
      kept.set(path, pattern);
    }
    return pattern;
  };
}

/** The matched routes' paths joined: `/blog/:slug`, `/` for the home page, `/*` for a page not found. */
function patternOf(routes: RouteObject[], path: string): string {
  // A client navigation's data (`/blog.data`, `/_.data` for `/`) is its page's.
  const page = path.endsWith('.data') ? path.slice(0, -5).replace(/\/_$/, '/') || '/' : path;
  const matches = matchRoutes(routes, page) ?? [];
  const parts = matches.map((match) => match.route.path).filter((part): part is string => !!part);
  const joined = `/${parts.join('/')}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** The build's flat route manifest as the tree `matchRoutes` reads. */
function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  const entries = Object.values(manifest).filter((route) => route !== undefined);
  const objects = new Map(
    entries.map((route) => [
      route.id,
      (route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children: [] }) as RouteObject,
    ]),
  );
  for (const route of entries) {
    const list = children.get(route.parentId) ?? [];
    list.push(objects.get(route.id)!);
    children.set(route.parentId, list);
  }
  for (const [id, object] of objects) {
    if (!object.index) object.children = children.get(id) ?? [];
  }
  return children.get(undefined) ?? [];
}
