import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code is not part of a page's first load, for a part the
 * server renders in full (below the fold, or a form opened by a link): it is
 * `React.lazy`, except that on the server the import starts when this module
 * loads, so it has finished before the first request and the part renders
 * inside the first HTML. (A lazy component that suspends there is sent after
 * the shell and moved into place by a script, which a visitor without
 * JavaScript never runs.) In the browser the code is fetched when the part is
 * first rendered; meanwhile the server's HTML stays in place (inside a
 * Suspense boundary) until React hydrates it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function lazyHydrated<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): LazyExoticComponent<C> {
  let loaded: { default: C } | undefined;
  const start = () => load().then((module) => (loaded = module));
  const early = typeof document === 'undefined' ? start() : undefined;
  // A thenable that resolves at once lets React use the module without suspending.
  const ready = (module: { default: C }) =>
    ({
      then: (resolve: (value: { default: C }) => void) => resolve(module),
    }) as unknown as Promise<{ default: C }>;
  return lazy(() => (loaded ? ready(loaded) : (early ?? start())));
}
