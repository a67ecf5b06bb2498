import { describe, expect, it } from 'vitest';
import { CAROUSEL_STEP_PX, nextCarouselScroll } from './carousel-scroll.ts';

describe('nextCarouselScroll', () => {
  it('moves 300 px at a time', () => {
    expect(CAROUSEL_STEP_PX).toBe(300);
    expect(nextCarouselScroll(0, 'next', 1000)).toBe(300);
    expect(nextCarouselScroll(300, 'next', 1000)).toBe(600);
    expect(nextCarouselScroll(600, 'previous', 1000)).toBe(300);
  });

  it('stops at the start and at the end', () => {
    expect(nextCarouselScroll(0, 'previous', 1000)).toBe(0);
    expect(nextCarouselScroll(100, 'previous', 1000)).toBe(0);
    expect(nextCarouselScroll(900, 'next', 1000)).toBe(1000);
    expect(nextCarouselScroll(1000, 'next', 1000)).toBe(1000);
  });

  it('stays at 0 when there is nothing to scroll', () => {
    expect(nextCarouselScroll(0, 'next', 0)).toBe(0);
    expect(nextCarouselScroll(0, 'next', -5)).toBe(0);
  });

  it('accepts another step size', () => {
    expect(nextCarouselScroll(0, 'next', 1000, 250)).toBe(250);
  });
});
