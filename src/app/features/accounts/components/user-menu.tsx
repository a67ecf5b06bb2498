import { LayoutDashboard, ListChecks, LogOut, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import type { PublicUser } from '../../../../shared/auth.ts';
import { accountMenu } from '../../../components/layout/navigation.ts';
import { DisclosureMenu } from '../../../components/ui/menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSessionUser } from '../session/auth-context.ts';
import { LogoutButton } from './logout-button.tsx';

const icons = {
  '/dashboard': LayoutDashboard,
  '/profile': UserRound,
  '/service-catalog': ListChecks,
} as const;

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 hover:text-brand-700';

/** The signed-in user's picture, or their initials when there is none (or it fails to load). */
export function UserAvatar({ user, className }: { user: PublicUser; className?: string }) {
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800',
        className,
      )}
    >
      {initials}
      {user.avatar ? (
        <img
          src={user.avatar}
          alt=""
          width={64}
          height={64}
          className="absolute inset-0 size-full object-cover"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      ) : null}
    </span>
  );
}

/** The header's menu for a signed-in user: Dashboard, Profile, Service Catalog, Logout. */
export function UserMenu() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <DisclosureMenu
      align="end"
      label={
        <>
          <UserAvatar user={user} className="size-8 text-xs" />
          <span className="max-w-32 truncate">{user.firstName}</span>
          <span className="sr-only">: account menu</span>
        </>
      }
      buttonClassName="min-h-11 gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-ink hover:bg-brand-50"
    >
      {(close) => (
        <div>
          <p className="border-b border-line px-3 pt-1 pb-2 text-xs text-muted">
            Signed in as
            <span className="block truncate text-sm font-medium text-ink">{user.email}</span>
          </p>
          <ul className="mt-1">
            {accountMenu.map((link) => {
              const Icon = icons[link.to];
              return (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={() => close()} className={itemClass}>
                    <Icon aria-hidden="true" className="size-4" />
                    {link.label}
                  </NavLink>
                </li>
              );
            })}
            <li>
              <LogoutButton className={itemClass} onSent={close}>
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </LogoutButton>
            </li>
          </ul>
        </div>
      )}
    </DisclosureMenu>
  );
}
