import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { formatAddress, telHref } from '../../../shared/site-settings.ts';
import { useSite } from '../../lib/site.ts';
import { BrandMark } from './brand-mark.tsx';
import { SiteLink } from './site-link.tsx';
import { SocialLinks } from './social-icons.tsx';

export function SiteFooter() {
  const site = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="container-page grid grid-cols-2 gap-10 py-14 lg:grid-cols-6">
        <div className="col-span-2">
          <Link to="/" className="inline-flex items-center gap-2 rounded-lg font-bold text-white">
            <BrandMark className="size-8" />
            <span className="text-lg">{site.companyName}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6">{site.description}</p>
          <address className="mt-5 grid gap-2 text-sm not-italic">
            <span className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {formatAddress(site.address)}
            </span>
            <a href={telHref(site.phone)} className="flex gap-2 hover:text-white">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {site.phone}
            </a>
            <a href={`mailto:${site.email}`} className="flex gap-2 hover:text-white">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {site.email}
            </a>
          </address>
          <SocialLinks
            className="mt-5 -ml-2 flex"
            linkClassName="text-slate-300 hover:bg-white/10 hover:text-white"
          />
        </div>
        {site.footerColumns.map((column, columnIndex) => (
          <nav key={`${columnIndex}-${column.heading}`} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
            <ul className="mt-4 grid gap-2 text-sm">
              {column.links.map((link, index) => (
                <li key={`${index}-${link.href}`}>
                  <SiteLink link={link} className="hover:text-white hover:underline" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* The year can differ between server and browser at midnight on 31 December. */}
        <p className="container-page pt-6 pb-24 text-sm sm:pb-6" suppressHydrationWarning>
          © {year} {site.companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
