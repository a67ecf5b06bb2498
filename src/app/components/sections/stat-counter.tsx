import { useEffect, useState } from 'react';
import { useViewState } from './reveal.tsx';

/** Counters animate over 2000 ms with ease-out. */
export const STAT_ANIMATION_MS = 2000;

import type { StatItem } from '../../lib/content-types.ts';

/** Cubic ease-out: fast start, gentle stop. */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false)
  );
}

/**
 * A number that counts up from 0 over 2 s once it scrolls into view. The
 * server HTML and screen readers get the final value; with reduced motion it
 * is shown at once.
 */
export function StatCounter({ item, className }: { item: StatItem; className?: string }) {
  const { ref, state } = useViewState<HTMLDivElement>(0.4);
  const [animated, setAnimated] = useState<number | null>(null);

  useEffect(() => {
    if (state !== 'seen' || prefersReducedMotion()) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / STAT_ANIMATION_MS);
      setAnimated(Math.round(item.value * easeOut(t)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [state, item.value]);

  // Between "seen" and the first animation frame the counter would flash its
  // final figure; keep it at 0 until the animation takes over.
  const waiting =
    (state === 'outside' || (state === 'seen' && animated === null)) && !prefersReducedMotion();
  const value = animated ?? (waiting ? 0 : item.value);

  return (
    <div ref={ref} className={className}>
      <p
        className="text-4xl font-bold text-brand-700 tabular-nums sm:text-5xl"
        aria-hidden="true"
        data-testid="stat-value"
      >
        {item.prefix}
        {value}
        {item.suffix}
      </p>
      <p className="mt-1 font-medium text-muted">
        <span className="sr-only">
          {item.prefix}
          {item.value}
          {item.suffix}{' '}
        </span>
        {item.label}
      </p>
    </div>
  );
}
