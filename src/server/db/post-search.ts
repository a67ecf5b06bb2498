import { sql, type SQL } from 'drizzle-orm';

/**
 * A post's full-text document, weighted so a match in the title ranks above
 * one in the excerpt or tags, and those above one in the body. Written with
 * every insert and update (the repository and the seed both use this).
 * English stemming: "migrating" finds "migration".
 */
export function postSearchDocument(post: {
  title: string;
  excerpt: string;
  tags: readonly string[];
  keywords: readonly string[];
  bodyText: string;
}): SQL {
  const secondary = [post.excerpt, ...post.tags, ...post.keywords].join(' ');
  return sql`setweight(to_tsvector('english', ${post.title}), 'A') ||
    setweight(to_tsvector('english', ${secondary}), 'B') ||
    setweight(to_tsvector('english', ${post.bodyText}), 'C')`;
}
