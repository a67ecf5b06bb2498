import { CSRF_FIELD } from '../../../../shared/session-messages.ts';
import { useSession } from '../session/auth-context.ts';

/**
 * The session's form token as a hidden field: the proof a form comes from
 * this site for a browser that sends neither Origin nor Sec-Fetch-Site.
 * Nothing for a signed-out visitor (a cached page stays the same bytes).
 */
export function CsrfField() {
  const { csrfToken } = useSession();
  return csrfToken ? <input type="hidden" name={CSRF_FIELD} value={csrfToken} /> : null;
}
