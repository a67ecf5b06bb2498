import { describe, expect, it } from 'vitest';
import type { BlogSummary } from '../../../shared/blog.ts';
import { pickRelated } from './related-posts.ts';
import { shareLinks } from './share-links.ts';

const post = (id: string) => ({ id }) as BlogSummary;
const ids = (posts: BlogSummary[]) => posts.map((p) => p.id);

describe('related articles', () => {
  it('takes the same category first, then shared tags, without repeats or the post itself', () => {
    const sameCategory = [post('b')];
    const byTag = [post('a'), post('b'), post('c'), post('d')];
    expect(ids(pickRelated('a', [sameCategory, byTag]))).toEqual(['b', 'c', 'd']);
  });

  it('stops at three and copes with lists that failed to load', () => {
    expect(
      ids(pickRelated('x', [undefined, [post('1'), post('2'), post('3'), post('4')]])),
    ).toEqual(['1', '2', '3']);
    expect(pickRelated('x', [])).toEqual([]);
  });
});

describe('share links', () => {
  it('carry the encoded address and title to each network', () => {
    const url = 'https://example.com/blog/a-post';
    const title = 'Flows & Apps: 100% better?';
    const links = shareLinks(url, title);
    expect(links.map((link) => link.network)).toEqual(['Facebook', 'Twitter', 'LinkedIn']);
    for (const link of links) {
      const params = [...new URL(link.href).searchParams.values()];
      expect(params, link.network).toContain(url);
      expect(params, link.network).toContain(title);
    }
  });
});
