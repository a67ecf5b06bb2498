import { useEffect, useRef, useState } from 'react';

/**
 * Code fetched the first time a visitor needs it (a dialog's content, a
 * video player), so the page's first load does not pay for it. One import is
 * shared by every caller; a failed import is forgotten so the next attempt
 * tries again (React.lazy would keep the failure for good).
 */
export interface OnDemand<T> {
  load(): Promise<T>;
  /** The module once it has arrived. */
  readonly current: T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return loaded;
    },
  };
}

/**
 * The module of `code` once `wanted` has been true (undefined until it has
 * arrived). `onError` runs if the import fails, typically to reset `wanted`
 * and tell the visitor.
 */
export function useOnDemand<T>(
  code: OnDemand<T>,
  wanted: boolean,
  onError: (error: unknown) => void,
): T | undefined {
  const [module, setModule] = useState<{ value: T } | undefined>(() =>
    code.current === undefined ? undefined : { value: code.current },
  );
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    code.load().then(
      (value) => {
        if (live) setModule({ value });
      },
      (error: unknown) => {
        if (live) onErrorRef.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [code, wanted, module]);

  return module?.value;
}

/** What the visitor reads when such code cannot be fetched. */
export const ON_DEMAND_FAILED =
  'This part of the page could not be loaded. Please check your connection and try again.';
