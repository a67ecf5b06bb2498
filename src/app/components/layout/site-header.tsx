import { Mail, Menu, Phone, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { telHref } from '../../../shared/site-settings.ts';
import { cn } from '../../lib/cn.ts';
import { useSite } from '../../lib/site.ts';
import { DisclosureMenu } from '../ui/menu.tsx';
import { BrandMark } from './brand-mark.tsx';
import { SiteLink } from './site-link.tsx';
import { SocialLinks } from './social-icons.tsx';
import { useHeaderVisibility } from './use-header-visibility.ts';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-700',
    isActive ? 'text-brand-700' : 'text-ink',
  );

/**
 * The site's header. What it shows of the visitor's account comes from the
 * root (the accounts feature's), so the layout imports no feature:
 * `account` sits beside the menu button from the sm breakpoint up, and
 * `mobileAccount` in the phone menu, given the call that closes it.
 */
export function SiteHeader({
  account,
  mobileAccount,
}: {
  account: ReactNode;
  mobileAccount: (closeMenu: () => void) => ReactNode;
}) {
  const site = useSite();
  const { hidden, shadow } = useHeaderVisibility();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const mobileOpen = openOnPath === pathname;
  const mobilePanelId = useId();
  // The first link (Home, by default) comes before the Services menu, the others after it.
  const [first, ...rest] = site.navigation;
  const services = site.servicesMenu;

  return (
    <header
      className={cn(
        'sticky top-0 z-40 bg-white transition-[transform,box-shadow] duration-300',
        hidden && !mobileOpen && '-translate-y-full',
        shadow && 'shadow-md',
      )}
    >
      <div className="bg-brand-900 text-sm text-white">
        <div className="container-page flex min-h-10 items-center justify-between gap-4">
          <div className="flex min-w-0 flex-wrap items-center gap-x-5">
            <a
              href={telHref(site.phone)}
              className="inline-flex items-center gap-1.5 py-2 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              <span>{site.phone}</span>
            </a>
            <a
              href={`mailto:${site.email}`}
              className="hidden items-center gap-1.5 py-2 hover:underline sm:inline-flex"
            >
              <Mail aria-hidden="true" className="size-4" />
              <span>{site.email}</span>
            </a>
          </div>
          <SocialLinks className="hidden sm:flex" linkClassName="text-white hover:bg-white/10" />
        </div>
      </div>

      <div className="border-b border-line">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-lg font-bold text-ink"
            aria-label={`${site.companyName} home`}
          >
            <BrandMark className="size-8" />
            <span className="text-lg">{site.companyName}</span>
          </Link>

          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {first ? <SiteLink link={first} nav className={navLinkClass} /> : null}
            {services.length > 0 ? (
              <DisclosureMenu
                label="Services"
                buttonClassName="rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700"
              >
                {(close) => (
                  <ul>
                    {services.map((link, index) => (
                      <li key={`${index}-${link.href}`}>
                        <SiteLink
                          link={link}
                          nav
                          onClick={() => close()}
                          className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-700"
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </DisclosureMenu>
            ) : null}
            {rest.map((link, index) => (
              <SiteLink key={`${index}-${link.href}`} link={link} nav className={navLinkClass} />
            ))}
          </nav>

          <div className="flex items-center gap-2">
            {/* On phones these live in the menu panel. */}
            <div className="hidden items-center gap-2 sm:flex">{account}</div>
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
              aria-expanded={mobileOpen}
              aria-controls={mobilePanelId}
              aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setOpenOnPath(mobileOpen ? null : pathname)}
            >
              {mobileOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          </div>
        </div>
      </div>

      <div
        id={mobilePanelId}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-6.5rem)] overflow-y-auto border-b border-line bg-white lg:hidden"
      >
        <nav aria-label="Mobile" className="container-page grid gap-1 py-4">
          {site.navigation.map((link, index) => (
            <SiteLink key={`${index}-${link.href}`} link={link} nav className={navLinkClass} />
          ))}
          {services.length > 0 ? (
            <p className="mt-3 px-3 text-xs font-semibold tracking-wide text-muted uppercase">
              Services
            </p>
          ) : null}
          {services.map((link, index) => (
            <SiteLink key={`${index}-${link.href}`} link={link} nav className={navLinkClass} />
          ))}
          {mobileAccount(() => setOpenOnPath(null))}
          <a
            href={`mailto:${site.email}`}
            className="mt-4 inline-flex items-center gap-2 px-3 py-2 text-sm text-muted"
          >
            <Mail aria-hidden="true" className="size-4" />
            {site.email}
          </a>
          <SocialLinks
            className="flex px-2"
            linkClassName="text-muted hover:bg-slate-100 hover:text-ink"
          />
        </nav>
      </div>
    </header>
  );
}
