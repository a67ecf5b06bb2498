import { redirect, type RouterContextProvider } from 'react-router';
import type { PublicUser } from '../../../shared/auth.ts';
import { can, type Permission } from '../../../shared/roles.ts';
import { sessionContext } from '../request-context.ts';

/**
 * A staff screen's loader gate: a signed-out visitor is sent to /login; a
 * signed-in user who is not staff, or whose role lacks the screen's
 * permission, gets null (the screen shows its Access Denied panel and reads
 * nothing); the others get their user. The API checks every call again.
 */
export function staffOf(
  context: Readonly<RouterContextProvider>,
  permission?: Permission,
): PublicUser | null {
  const { user } = context.get(sessionContext);
  if (!user) throw redirect('/login');
  if (!user.isStaff) return null;
  return !permission || can(user.role, permission) ? user : null;
}

/** What a staff screen's loader answers a user who is not staff: nothing to show. */
export const NOT_STAFF = { denied: true } as const;

/**
 * The page a list's address names (`?page=`), 1 when it names none or one
 * the API would refuse (a hand-edited link still shows the list).
 */
export function pageOf(url: URL, last: number): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= last ? page : 1;
}
