import { BLOG_LIMITS, type BlogSummary } from '../../../shared/blog.ts';

/**
 * Suggested articles: the lists in order of preference (same category first,
 * then posts sharing a tag), without the post itself or any post twice, at
 * most three.
 */
export function pickRelated(
  excludeId: string | undefined,
  lists: ReadonlyArray<readonly BlogSummary[] | undefined>,
  max: number = BLOG_LIMITS.suggested,
): BlogSummary[] {
  const seen = new Set(excludeId ? [excludeId] : []);
  const picked: BlogSummary[] = [];
  for (const list of lists) {
    for (const post of list ?? []) {
      if (picked.length >= max) return picked;
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      picked.push(post);
    }
  }
  return picked;
}
