/**
 * Pages of approved comments as visitors see them, kept in memory. A key names
 * the content's comments version, so a change (which moves the version on, in
 * the database) makes every instance miss and read afresh: no invalidation
 * message is needed, and a stale page can never be served. Entries of old
 * versions are never read again and leave as the oldest when the cache is full.
 */
export interface CommentPageCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createCommentPageCache<T>(maxEntries: number): CommentPageCache<T> {
  // A Map iterates in insertion order: the first key is the least recently used.
  const entries = new Map<string, T>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
  };
}
