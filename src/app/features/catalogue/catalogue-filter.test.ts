import { describe, expect, it } from 'vitest';
import type { CatalogueService } from '../../../shared/service-catalogue.ts';
import { categoriesOf, servicesToAdd } from './catalogue-filter.ts';

const service = (
  id: string,
  title: string,
  category: string,
  description = '',
): CatalogueService => ({
  id,
  key: id,
  title,
  description,
  category,
  isActive: true,
  landingPath: '/services',
});

const all = [
  service('a', 'Dynamics 365 Sales', 'Dynamics 365', 'Pipeline and forecasting'),
  service('b', 'Power Automate Workflows', 'Power Platform', 'Approvals automated'),
  service('c', 'Power Apps Canvas Apps', 'Power Platform', 'Mobile apps for field work'),
  service('d', 'Professional Training', 'Training', 'Courses for Dynamics 365 users'),
];

describe('the Add Services list', () => {
  it('offers the distinct categories in order', () => {
    expect(categoriesOf(all)).toEqual(['Dynamics 365', 'Power Platform', 'Training']);
  });

  it('searches title and description case-insensitively', () => {
    expect(servicesToAdd(all, new Set(), 'dynamics', '').map((s) => s.id)).toEqual(['a', 'd']);
    expect(servicesToAdd(all, new Set(), 'FIELD WORK', '').map((s) => s.id)).toEqual(['c']);
    expect(servicesToAdd(all, new Set(), '  ', '').map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by the exact category and hides what is already selected', () => {
    expect(servicesToAdd(all, new Set(['b']), '', 'Power Platform').map((s) => s.id)).toEqual([
      'c',
    ]);
    expect(servicesToAdd(all, new Set(), '', 'Power')).toEqual([]);
    expect(servicesToAdd(all, new Set(), 'apps', 'Training')).toEqual([]);
  });
});
