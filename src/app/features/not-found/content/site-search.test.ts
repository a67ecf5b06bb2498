import { describe, expect, it } from 'vitest';
import { publicPages } from '../../../../shared/public-pages.ts';
import { searchablePages, searchPages, searchTerms, suggestionsForPath } from './site-search.ts';

const paths = (pages: Array<{ path: string }>) => pages.map((page) => page.path);

describe('searchablePages', () => {
  it('lists every public page once, by its primary path', () => {
    expect(paths(searchablePages).toSorted()).toEqual(paths(publicPages).toSorted());
  });
});

describe('searchTerms', () => {
  it('splits on anything that is not a letter or digit and lower-cases', () => {
    expect(searchTerms('  Power-Apps, Canvas!! ')).toEqual(['power', 'apps', 'canvas']);
    expect(searchTerms('')).toEqual([]);
  });
});

describe('searchPages', () => {
  it('finds nothing for an empty query', () => {
    expect(searchPages('')).toEqual([]);
    expect(searchPages('   ')).toEqual([]);
  });

  it('matches titles case-insensitively, as the visitor types', () => {
    expect(paths(searchPages('pric'))[0]).toBe('/pricing');
    expect(paths(searchPages('PRICING'))[0]).toBe('/pricing');
  });

  it('needs every word of the query', () => {
    // Power Automate by its title first, then Power Platform by its keyword.
    expect(paths(searchPages('pow aut'))).toEqual([
      '/power-automate',
      '/power-platform-development',
    ]);
    expect(searchPages('power zebra')).toEqual([]);
  });

  it('matches keywords too', () => {
    expect(paths(searchPages('azure'))).toEqual(['/cloud-services']);
    expect(paths(searchPages('faq'))).toContain('/support');
  });

  it('ranks title matches above keyword matches', () => {
    const results = paths(searchPages('crm'));
    expect(results[0]).toBe('/sales');
    expect(results).toContain('/dynamics-365-implementation');
  });

  it('limits the number of results', () => {
    expect(searchPages('power', searchablePages, 2)).toHaveLength(2);
  });
});

describe('suggestionsForPath', () => {
  it('suggests pages named by words in the missing address', () => {
    expect(paths(suggestionsForPath('/pricing-plans-2024'))[0]).toBe('/pricing');
    expect(paths(suggestionsForPath('/services/azure'))).toContain('/cloud-services');
  });

  it('ignores short words, words every address has, and malformed escapes', () => {
    expect(suggestionsForPath('/a/b/xy')).toEqual([]);
    expect(suggestionsForPath('/no-such-page/index.html')).toEqual([]);
    expect(suggestionsForPath('/%E0%A4%A')).toEqual([]);
  });
});
