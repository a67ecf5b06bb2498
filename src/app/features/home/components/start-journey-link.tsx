import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../accounts/public.ts';
import { startJourneyHref } from './start-journey.ts';

/**
 * The home page's second call to action: /services when signed in, else
 * /register. Its own component reading only the user, so the session read
 * after hydration re-renders only this link, and only for a signed-in visitor.
 */
export function StartJourneyLink({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const user = useSessionUser();
  return (
    <Link to={startJourneyHref(user !== null)} className={className}>
      {children}
    </Link>
  );
}
