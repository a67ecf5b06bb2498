import { useCallback, useSyncExternalStore } from 'react';

/**
 * What this browser remembers of the blog, in localStorage: the visitor's
 * bookmarks, the posts it has liked (the server keeps the count and who
 * liked what; this mirrors the visitor's own likes so the button shows them
 * at once) and its anonymous visitor id (like-call.ts). Nothing here is read while
 * rendering on the server: the server's HTML shows every post unmarked, and
 * the marks appear once the page has hydrated.
 */

export const BOOKMARKS_KEY = 'blog:bookmarks';
export const LIKES_KEY = 'blog:liked';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('blog:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, policy): nothing remembered
  }
}

function readList(key: string): string[] {
  try {
    const value: unknown = JSON.parse(readStored(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds or removes one id of a stored list. */
export function setStoredFlag(key: string, id: string, on: boolean) {
  const list = readList(key).filter((item) => item !== id);
  if (on) list.push(id);
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the mark lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * Whether an id is in a stored list, and a setter. Undefined on the server
 * and during hydration, so the first render matches the server's HTML.
 */
export function useStoredFlag(key: string, id: string) {
  const on = useSyncExternalStore(
    subscribe,
    () => readList(key).includes(id),
    () => undefined,
  );
  const set = useCallback((value: boolean) => setStoredFlag(key, id, value), [key, id]);
  return [on, set] as const;
}
