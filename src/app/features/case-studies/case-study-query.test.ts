import { describe, expect, it } from 'vitest';
import { caseStudiesHref, readCaseStudyFilters } from './case-study-query.ts';

describe('case-study list addresses', () => {
  it('reads known filters and defaults the rest', () => {
    expect(
      readCaseStudyFilters(new URLSearchParams('industry=retail&search=%20erp%20&page=2')),
    ).toEqual({
      industry: 'retail',
      search: 'erp',
      page: 2,
    });
    expect(readCaseStudyFilters(new URLSearchParams('industry=mining&page=0'))).toEqual({
      industry: undefined,
      search: '',
      page: 1,
    });
  });

  it('gives each view one address, defaults left out', () => {
    expect(caseStudiesHref({})).toBe('/case-studies');
    expect(caseStudiesHref({ industry: 'finance', page: 1 })).toBe(
      '/case-studies?industry=finance',
    );
    expect(caseStudiesHref({ search: 'power apps', page: 3 })).toBe(
      '/case-studies?search=power+apps&page=3',
    );
  });
});
