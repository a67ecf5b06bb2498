import { useRouteLoaderData } from 'react-router';
import type { PublicUser } from '../../../../shared/auth.ts';

export type { PublicUser };

/**
 * The browser's session as every screen reads it: the root loader's answer,
 * which the server fills in from the HttpOnly session cookie (no page script
 * can read the cookie, and no token is kept in the browser). A page kept in
 * the page cache was rendered for nobody, so an anonymous visitor's session
 * is the cached page's own; a signed-in visitor's pages are rendered for them.
 * After a sign-in, a logout or a profile change (each a route action), the
 * root loader runs again and every reader sees the new user.
 */
export interface SessionData {
  user: PublicUser | null;
  /** The session's form token (`CSRF_FIELD`): null when signed out. */
  csrfToken: string | null;
}

const SIGNED_OUT: SessionData = { user: null, csrfToken: null };

export function useSession(): SessionData {
  const root = useRouteLoaderData('root') as Partial<SessionData> | undefined;
  return { user: root?.user ?? null, csrfToken: root?.csrfToken ?? SIGNED_OUT.csrfToken };
}

/** The signed-in user, or null. */
export const useSessionUser = (): PublicUser | null => useSession().user;
