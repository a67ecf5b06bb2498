import { describe, expect, it } from 'vitest';
import { SERVICE_TAB_IDS, serviceOfferings, serviceProcess } from './services.ts';

describe('services content', () => {
  it('has the four tabs with the spec’s durations, starting prices and landing pages', () => {
    expect(
      serviceOfferings.map((s) => [s.id, s.duration, s.startingPrice, s.landing.path]),
    ).toEqual([
      ['dynamics365', '8-12 weeks', '$25,000', '/dynamics-365-implementation'],
      ['powerplatform', '4-8 weeks', '$15,000', '/power-platform-development'],
      ['consulting', '2-6 weeks', '$150/hour', '/consulting-services'],
      ['training', '1-5 days', '$2,500/day', '/professional-training'],
    ]);
    expect(serviceOfferings.map((s) => s.id)).toEqual([...SERVICE_TAB_IDS]);
  });

  it('keeps the JSON-LD price in step with the displayed one', () => {
    for (const offering of serviceOfferings) {
      const shown = Number(offering.startingPrice.replace(/[$,]/g, '').split('/')[0]);
      expect(offering.price.amount).toBe(shown);
      expect(offering.features.length).toBeGreaterThan(0);
      expect(offering.benefits.length).toBeGreaterThan(0);
    }
  });

  it('describes a four-step process', () => {
    expect(serviceProcess).toHaveLength(4);
  });
});
