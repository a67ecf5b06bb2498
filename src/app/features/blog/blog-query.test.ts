import { describe, expect, it } from 'vitest';
import { pagerPages } from '../../components/ui/list-navigation.tsx';
import { isFiltered, listHref, readListFilters } from './blog-query.ts';

const read = (query: string) => readListFilters(new URLSearchParams(query));

describe('the list address', () => {
  it('reads category, search, sort and page', () => {
    expect(read('category=power-automate&search=%20flows%20&sort=liked&page=2')).toEqual({
      category: 'power-automate',
      search: 'flows',
      sort: 'liked',
      page: 2,
    });
  });

  it('reads what it cannot use as the defaults', () => {
    expect(read('category=gardening&sort=random&page=0')).toEqual({
      category: undefined,
      search: '',
      sort: 'latest',
      page: 1,
    });
    expect(read('page=1.5').page).toBe(1);
    expect(read(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('counts a category or a search as a filter, not a sort', () => {
    expect(isFiltered(read('sort=popular'))).toBe(false);
    expect(isFiltered(read('category=canvas-apps'))).toBe(true);
    expect(isFiltered(read('search=apps'))).toBe(true);
  });

  it('writes each view one address, defaults left out', () => {
    expect(listHref({})).toBe('/blog');
    expect(listHref({ sort: 'latest', page: 1, search: '' })).toBe('/blog');
    expect(listHref({ category: 'dynamics-365' })).toBe('/blog?category=dynamics-365');
    expect(listHref({ category: 'pcf-controls', search: 'a b&c', sort: 'popular', page: 3 })).toBe(
      '/blog?category=pcf-controls&search=a+b%26c&sort=popular&page=3',
    );
    // Reading the address back gives the same filters.
    expect(read(listHref({ search: 'a b&c', sort: 'liked' }).split('?')[1]!)).toMatchObject({
      search: 'a b&c',
      sort: 'liked',
    });
  });
});

describe('the pager', () => {
  it('lists every page when there are few', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pagerPages(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pagerPages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerPages(19, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(pagerPages(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
});
