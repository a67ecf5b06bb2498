/**
 * Values by key (a relative URL) that are fresh for `ttlMs` after they were
 * written and kept past that, stale, so a caller can revalidate them or fall
 * back on them when a request fails. At most `maxEntries` are kept: writing
 * one more drops the entry written (or rewritten) longest ago. The browser's
 * read caches are built on it (response-cache.ts, the blog pages' data).
 */
export interface ExpiringStoreOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock, in milliseconds (Date.now unless a test gives its own). */
  now?: () => number;
}

export interface ExpiringStore<T> {
  /** The entry under `key` and whether it is still fresh; undefined when there is none. */
  read(key: string): { value: T; fresh: boolean } | undefined;
  /** Stores `value` under `key` as new: fresh again and the last to be dropped. */
  write(key: string, value: T): void;
  /** Drops every entry whose key starts with `prefix` (all entries without one). */
  drop(prefix?: string): void;
}

export function createExpiringStore<T>({
  ttlMs,
  maxEntries,
  now = () => Date.now(),
}: ExpiringStoreOptions): ExpiringStore<T> {
  // A Map iterates in insertion order, so its first key is always the oldest entry.
  const entries = new Map<string, { value: T; at: number }>();
  return {
    read(key) {
      const entry = entries.get(key);
      return entry && { value: entry.value, fresh: now() - entry.at < ttlMs };
    },
    write(key, value) {
      entries.delete(key);
      entries.set(key, { value, at: now() });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    drop(prefix = '') {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
