import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Where an element stands relative to the viewport, as far as the page has
 * seen: 'unknown' until the first observation (server HTML, before
 * hydration), 'outside' while it has not been in view yet, 'seen' once it has.
 */
export type ViewState = 'unknown' | 'outside' | 'seen';

export function useViewState<T extends Element>(threshold = 0.2) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<ViewState>('unknown');
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('seen');
          observer.disconnect();
        } else {
          setState((current) => (current === 'unknown' ? 'outside' : current));
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [threshold]);
  return { ref, state };
}

/**
 * Fades content up as it scrolls into view. Content is visible in the server
 * HTML, without JavaScript and when it starts on screen; only content that
 * starts below the fold is hidden until it arrives. prefers-reduced-motion
 * turns the effect off (app.css).
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const { ref, state } = useViewState<HTMLDivElement>(0.1);
  return (
    <div
      ref={ref}
      className={cn(
        state === 'outside' && 'reveal',
        state === 'seen' && 'reveal reveal-in',
        className,
      )}
    >
      {children}
    </div>
  );
}
