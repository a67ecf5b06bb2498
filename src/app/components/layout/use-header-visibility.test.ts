import { describe, expect, it } from 'vitest';
import { nextHeaderState } from './use-header-visibility.ts';

describe('header scroll rule', () => {
  it('hides when scrolling down past 100 px by at least 3 px', () => {
    expect(nextHeaderState(150, 160, false).hidden).toBe(true);
  });

  it('stays visible while scrolling down above 100 px', () => {
    expect(nextHeaderState(40, 90, false).hidden).toBe(false);
  });

  it('ignores movements under 3 px', () => {
    expect(nextHeaderState(200, 202, false).hidden).toBe(false);
    expect(nextHeaderState(200, 198, true).hidden).toBe(true);
  });

  it('reappears on scroll up', () => {
    expect(nextHeaderState(400, 390, true).hidden).toBe(false);
  });

  it('casts a shadow only past 50 px', () => {
    expect(nextHeaderState(0, 50, false).shadow).toBe(false);
    expect(nextHeaderState(0, 51, false).shadow).toBe(true);
  });
});
