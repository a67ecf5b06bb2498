import { describe, expect, it } from 'vitest';
import {
  addOns,
  comparisonRows,
  findPlan,
  formatRange,
  formatUsd,
  periodPrice,
  planOfferCatalog,
  plans,
  pricingFaq,
  selectionSummary,
  yearlySaving,
} from './pricing.ts';

const plan = (id: 'basic' | 'professional' | 'enterprise') => {
  const found = findPlan(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe('yearlySaving (12 × monthly max − yearly max)', () => {
  it('computes each plan’s saving from the spec’s prices', () => {
    expect(yearlySaving(plan('basic'))).toBe(12 * 299 - 2990); // 598
    expect(yearlySaving(plan('basic'))).toBe(598);
    expect(yearlySaving(plan('professional'))).toBe(12 * 999 - 9990); // 1998
    expect(yearlySaving(plan('enterprise'))).toBe(12 * 2499 - 24990); // 4998
  });

  it('follows the prices it is given', () => {
    expect(
      yearlySaving({ prices: { monthly: { min: 1, max: 100 }, yearly: { min: 1, max: 1000 } } }),
    ).toBe(200);
    expect(
      yearlySaving({ prices: { monthly: { min: 1, max: 10 }, yearly: { min: 1, max: 120 } } }),
    ).toBe(0);
  });
});

describe('plans', () => {
  it('carry the spec’s prices (USD) in order basic, professional, enterprise', () => {
    expect(plans.map((p) => [p.id, p.prices])).toEqual([
      ['basic', { monthly: { min: 199, max: 299 }, yearly: { min: 1990, max: 2990 } }],
      ['professional', { monthly: { min: 499, max: 999 }, yearly: { min: 4990, max: 9990 } }],
      ['enterprise', { monthly: { min: 1499, max: 2499 }, yearly: { min: 14990, max: 24990 } }],
    ]);
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['professional']);
  });

  it('has a comparison value for every plan in every row', () => {
    for (const row of comparisonRows)
      expect(Object.keys(row.values).sort()).toEqual(['basic', 'enterprise', 'professional']);
  });

  it('finds nothing for no selection', () => {
    expect(findPlan(null)).toBeUndefined();
  });
});

describe('price formatting', () => {
  it('shows ranges with thousands separators and the period', () => {
    expect(formatUsd(14990)).toBe('$14,990');
    expect(formatRange({ min: 199, max: 299 })).toBe('$199 - $299');
    expect(periodPrice(plan('basic'), 'monthly')).toBe('$199 - $299 /month');
    expect(periodPrice(plan('enterprise'), 'yearly')).toBe('$14,990 - $24,990 /year');
  });

  it('summarises a selection with plan, period and price', () => {
    expect(selectionSummary(plan('professional'), 'yearly')).toBe(
      'Professional plan, billed yearly: $4,990 - $9,990 /year',
    );
  });
});

describe('add-ons and FAQ', () => {
  it('lists the spec’s add-ons with their service keys and monthly prices', () => {
    expect(addOns.map((a) => [a.key, a.name, a.price])).toEqual([
      ['custom-power-apps-development', 'Custom Power Apps Development', 200],
      ['power-platform', 'Power Platform Training', 250],
      ['data-migration-integration', 'Data Migration & Integration', 150],
      ['premium-support-hours', 'Premium Support Hours', 100],
    ]);
  });

  it('states the 30-day money-back guarantee and no setup fee', () => {
    const text = pricingFaq.map((item) => `${item.question} ${item.answer}`).join(' ');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toMatch(/no setup fee/i);
  });
});

describe('planOfferCatalog', () => {
  it('offers each plan with monthly and yearly price ranges in USD', () => {
    const catalog = planOfferCatalog() as {
      '@type': string;
      itemListElement: Array<{
        name: string;
        priceSpecification: Array<{ minPrice: number; maxPrice: number; unitCode: string }>;
      }>;
    };
    expect(catalog['@type']).toBe('OfferCatalog');
    expect(catalog.itemListElement.map((offer) => offer.name)).toEqual([
      'Basic plan',
      'Professional plan',
      'Enterprise plan',
    ]);
    expect(catalog.itemListElement[2]?.priceSpecification).toEqual([
      expect.objectContaining({ minPrice: 1499, maxPrice: 2499, unitCode: 'MON' }),
      expect.objectContaining({ minPrice: 14990, maxPrice: 24990, unitCode: 'ANN' }),
    ]);
  });
});
