import type { BlogSummary } from '../../../../shared/blog.ts';
import { BlogGrid } from './blog-card.tsx';

/** Up to three articles to read next (related ones, or the latest when a post is missing). */
export function SuggestedPosts({
  id,
  title,
  posts,
}: {
  id: string;
  title: string;
  posts: readonly BlogSummary[];
}) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">
        <BlogGrid posts={posts} />
      </div>
    </section>
  );
}
