import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { isExternalLink, type SiteLink as SiteLinkSetting } from '../../../shared/site-settings.ts';

/**
 * A link of the header's or the footer's navigation (a site setting): a path
 * on this site is a router link (`nav`: one that marks the current page), an
 * https:// address a plain one.
 */
export function SiteLink({
  link,
  className,
  nav,
  onClick,
  children,
}: {
  link: SiteLinkSetting;
  className: string | ((state: { isActive: boolean }) => string);
  nav?: boolean;
  onClick?: () => void;
  children?: ReactNode;
}) {
  const content = children ?? link.label;
  if (isExternalLink(link.href)) {
    const plain = typeof className === 'function' ? className({ isActive: false }) : className;
    return (
      <a href={link.href} className={plain} onClick={onClick}>
        {content}
      </a>
    );
  }
  if (nav) {
    return (
      <NavLink to={link.href} end={link.href === '/'} className={className} onClick={onClick}>
        {content}
      </NavLink>
    );
  }
  const plain = typeof className === 'function' ? className({ isActive: false }) : className;
  return (
    <Link to={link.href} className={plain} onClick={onClick}>
      {content}
    </Link>
  );
}
