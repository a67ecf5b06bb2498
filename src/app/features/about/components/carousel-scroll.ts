/** The team carousel scrolls in steps of 300 px. */
export const CAROUSEL_STEP_PX = 300;

/**
 * Where the carousel should scroll to after a press of previous or next:
 * one step from the current position, kept between the start and the end.
 */
export function nextCarouselScroll(
  current: number,
  direction: 'previous' | 'next',
  maxScroll: number,
  step = CAROUSEL_STEP_PX,
): number {
  const target = current + (direction === 'next' ? step : -step);
  return Math.min(Math.max(0, maxScroll), Math.max(0, target));
}
