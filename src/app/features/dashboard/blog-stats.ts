import type { BlogSummary } from '../../../shared/blog.ts';

export interface BlogTotals {
  blogs: number;
  views: number;
  likes: number;
}

/** The dashboard's tiles: how many posts the author has, and their views and likes together. */
export function blogTotals(blogs: readonly BlogSummary[]): BlogTotals {
  return blogs.reduce(
    (totals, blog) => ({
      blogs: totals.blogs + 1,
      views: totals.views + (Number.isFinite(blog.views) ? blog.views : 0),
      likes: totals.likes + (Number.isFinite(blog.likes) ? blog.likes : 0),
    }),
    { blogs: 0, views: 0, likes: 0 },
  );
}

/** Most recently changed first. */
export function byUpdatedDesc<T extends { updatedAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}
