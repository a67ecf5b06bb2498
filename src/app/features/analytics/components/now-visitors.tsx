import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { ANALYTICS_COPY } from '../content/analytics-copy.ts';

/** How often the screen reads its report again, for the visitors of the last minutes. */
export const NOW_REFRESH_MS = 60_000;

/**
 * While the screen is open, the route's loader is read again every minute
 * (React Router's revalidation), so "now" and today's figures move on;
 * nothing is kept here. Not while the tab is hidden, nor while a reading is
 * still under way.
 */
export function useNowRefresh(active: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      if (latest.current.state === 'idle') void latest.current.revalidate();
    }, NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, [active]);
}

/** "Now: 3 visitors in the last 5 minutes", with a dot that says it is live. */
export function NowVisitors({ count }: { count: number }) {
  return (
    <p
      role="status"
      data-now={count}
      className="inline-flex items-center gap-2 rounded-full border border-green-200 bg-success-50 px-3 py-1.5 text-sm font-semibold text-success-700"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-success-700" />
      {ANALYTICS_COPY.now(count)}
    </p>
  );
}
