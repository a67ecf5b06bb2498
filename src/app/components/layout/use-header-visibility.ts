import { useEffect, useState } from 'react';

/** Thresholds of the header's scroll behaviour (see useHeaderVisibility). */
export const HEADER_HIDE_AFTER_PX = 100;
export const HEADER_MIN_DELTA_PX = 3;
export const HEADER_SHADOW_AFTER_PX = 50;
export const HEADER_REAPPEAR_MS = 150;

export interface HeaderScrollState {
  hidden: boolean;
  shadow: boolean;
}

/** The pure rule, kept apart from the DOM so it can be tested directly. */
export function nextHeaderState(
  previousY: number,
  y: number,
  wasHidden: boolean,
): HeaderScrollState {
  const delta = y - previousY;
  let hidden = wasHidden;
  if (Math.abs(delta) >= HEADER_MIN_DELTA_PX) {
    hidden = delta > 0 && y > HEADER_HIDE_AFTER_PX;
  }
  if (y <= HEADER_HIDE_AFTER_PX && delta < 0) hidden = false;
  return { hidden, shadow: y > HEADER_SHADOW_AFTER_PX };
}

/**
 * Hides the header while the visitor scrolls down past 100 px (by at least
 * 3 px), shows it again on scroll up or 150 ms after scrolling stops, and
 * adds a shadow past 50 px.
 */
export function useHeaderVisibility(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ hidden: false, shadow: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    let current: HeaderScrollState = { hidden: false, shadow: false };

    const apply = (next: HeaderScrollState) => {
      if (next.hidden !== current.hidden || next.shadow !== current.shadow) {
        current = next;
        setState(next);
      }
    };

    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const next = nextHeaderState(lastY, y, current.hidden);
        if (Math.abs(y - lastY) >= HEADER_MIN_DELTA_PX) lastY = y;
        apply(next);
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => apply({ ...current, hidden: false }), HEADER_REAPPEAR_MS);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A page opened part-way down (reload, back) needs its shadow at once.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(idleTimer);
      cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
