import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface BuiltFeed {
  xml: string;
  /** Weak, as the answer may be compressed; a matching If-None-Match answers 304. */
  etag: string;
}

export interface FeedCacheOptions {
  /** The published posts' version; it changes whenever the feed's content may have. */
  version: () => Promise<string>;
  build: () => Promise<string>;
  log: FastifyBaseLogger;
}

/**
 * The feed built once per version of the published posts and served from
 * memory. A request only asks for the version (cheap, and itself cached by
 * the blog service); a 304 never builds. Concurrent requests for a new
 * version share one build, and a failed build is not kept.
 */
export function createFeedCache(options: FeedCacheOptions): () => Promise<BuiltFeed> {
  let current: { version: string; feed: Promise<BuiltFeed> } | undefined;
  return async () => {
    const version = await options.version();
    if (current?.version !== version) {
      const feed = options.build().then((xml) => {
        options.log.debug({ version }, 'rss feed built');
        return { xml, etag: `W/"${createHash('sha1').update(xml).digest('base64url')}"` };
      });
      const entry = { version, feed };
      current = entry;
      feed.catch(() => {
        if (current === entry) current = undefined;
      });
    }
    return current.feed;
  };
}
