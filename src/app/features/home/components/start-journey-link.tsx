import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../accounts/public.ts';
import { startJourneyHref } from './start-journey.ts';

/**
 * The home page's second call to action: /services when signed in, else
 * /register. Its own component, so the session read after hydration
 * re-renders only this link, not the page.
 */
export function StartJourneyLink({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const { user } = useAuth();
  return (
    <Link to={startJourneyHref(user !== null)} className={className}>
      {children}
    </Link>
  );
}
