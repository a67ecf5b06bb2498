import { Link, NavLink } from 'react-router';
import { accountMenu, accountNav } from '../../../components/layout/navigation.ts';
import { navLinkClass } from '../../../components/layout/site-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useSessionUser } from '../session/auth-context.ts';
import { LogoutButton, useLogoutNotice } from './logout-button.tsx';
import { SignedInMenu } from './signed-in-extras.tsx';

/*
 * What the site header shows of the visitor's account; the root hands these
 * to SiteHeader. Only the user is read: an anonymous visitor's empty session
 * re-renders nothing. Server rendering does not know the user, so it shows
 * the signed-out links until the session is read.
 */

/**
 * Beside the menu button (sm and up): the user's menu, or Login and Register.
 * Always rendered (hidden on phones), so it also says 'Logged out' once a
 * logout from either menu has gone through.
 */
export function HeaderAccount() {
  const user = useSessionUser();
  useLogoutNotice();
  if (user) return <SignedInMenu />;
  return (
    <>
      <Link to={accountNav.login.to} className={buttonClasses('ghost', 'sm')}>
        {accountNav.login.label}
      </Link>
      <Link to={accountNav.register.to} className={buttonClasses('primary', 'sm')}>
        {accountNav.register.label}
      </Link>
    </>
  );
}

/** In the phone menu: the account's links and Logout (which closes the menu), or Login and Register. */
export function MobileHeaderAccount({ closeMenu }: { closeMenu: () => void }) {
  const user = useSessionUser();
  if (!user) {
    return (
      <div className="mt-4 grid grid-cols-2 gap-2 px-1">
        <Link to={accountNav.login.to} className={buttonClasses('outline', 'md')}>
          {accountNav.login.label}
        </Link>
        <Link to={accountNav.register.to} className={buttonClasses('primary', 'md')}>
          {accountNav.register.label}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mt-3 px-3 text-xs font-semibold tracking-wide text-muted uppercase">
        {user.firstName} {user.lastName}
      </p>
      {accountMenu.map((link) => (
        <NavLink key={link.to} to={link.to} className={navLinkClass}>
          {link.label}
        </NavLink>
      ))}
      <LogoutButton
        onSent={closeMenu}
        className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700"
      >
        Logout
      </LogoutButton>
    </>
  );
}
