import { onDemand, useOnDemand } from '../../../lib/on-demand.ts';
import { useSessionUser } from '../session/auth-context.ts';

/**
 * The header's user menu and the verification banner exist only for
 * signed-in visitors, and server rendering never has one. Their code is
 * fetched once the session turns out to have a user, so the first load of
 * an anonymous visitor (nearly everyone) does not carry it.
 */
const userMenuCode = onDemand(() => import('./user-menu.tsx'));
const bannerCode = onDemand(() => import('./verify-email-banner.tsx'));

/** Reserves the menu button's place while its code arrives, so the header does not jump. */
export function SignedInMenu() {
  const user = useSessionUser();
  const module = useOnDemand(userMenuCode, user !== null, () => {});
  if (!user) return null;
  if (!module) return <span aria-hidden="true" className="inline-block h-11 w-28" />;
  return <module.UserMenu />;
}

export function SignedInBanner() {
  const user = useSessionUser();
  const wanted = user !== null && !user.emailVerified;
  const module = useOnDemand(bannerCode, wanted, () => {});
  return wanted && module ? <module.VerifyEmailBanner /> : null;
}
