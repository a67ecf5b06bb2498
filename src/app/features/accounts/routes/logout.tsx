import { redirect } from 'react-router';
import type { Route } from './+types/logout.ts';
import * as authApi from '../../../lib/api/auth.ts';
import { serverSend } from '../../../lib/forms/page-forms.ts';
import { sessionContext } from '../../../lib/request-context.ts';

/**
 * Logout: ends the session on the server (revoked, not only forgotten) and
 * removes this browser's cookie, then goes home. Only a POST from this site
 * signs out (the CSRF check guards it); a visit to /logout changes nothing.
 */
export async function action({ context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  if (session.user) await authApi.logout(serverSend(context));
  return redirect('/', { headers: { 'Set-Cookie': session.end() } });
}

export function loader() {
  return redirect('/');
}
