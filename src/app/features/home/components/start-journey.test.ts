import { describe, expect, it } from 'vitest';
import { startJourneyHref } from './start-journey.ts';

describe('startJourneyHref', () => {
  it('sends signed-in visitors to the services', () => {
    expect(startJourneyHref(true)).toBe('/services');
  });

  it('sends anonymous visitors to registration', () => {
    expect(startJourneyHref(false)).toBe('/register');
  });
});
