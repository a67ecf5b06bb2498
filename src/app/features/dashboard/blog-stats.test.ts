import { describe, expect, it } from 'vitest';
import type { BlogSummary } from '../../../shared/blog.ts';
import { blogTotals, byUpdatedDesc } from './blog-stats.ts';

const blog = (id: string, views: number, likes: number, updatedAt: string) =>
  ({ id, views, likes, updatedAt, status: 'published' }) as BlogSummary;

describe('the dashboard’s blog figures', () => {
  it('counts the posts and adds up their views and likes', () => {
    const blogs = [
      blog('a', 10, 2, '2030-01-01T00:00:00Z'),
      blog('b', 5, 0, '2030-01-03T00:00:00Z'),
      blog('c', 0, 7, '2030-01-02T00:00:00Z'),
    ];
    expect(blogTotals(blogs)).toEqual({ blogs: 3, views: 15, likes: 9 });
    expect(blogTotals([])).toEqual({ blogs: 0, views: 0, likes: 0 });
  });

  it('lists the most recently changed post first', () => {
    const blogs = [
      blog('a', 0, 0, '2030-01-01T00:00:00Z'),
      blog('b', 0, 0, '2030-01-03T00:00:00Z'),
      blog('c', 0, 0, '2030-01-02T00:00:00Z'),
    ];
    expect(byUpdatedDesc(blogs).map((b) => b.id)).toEqual(['b', 'c', 'a']);
  });
});
