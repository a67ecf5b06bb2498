import { Fragment } from 'react';
import { Link } from 'react-router';

const LINKS = [
  { to: '/dashboard/leads', label: 'Lead inbox' },
  { to: '/dashboard/leads/person', label: 'Find a person' },
  { to: '/dashboard/leads/privacy', label: 'Privacy audit log' },
] as const;

/** The staff's way between the lead inbox and the privacy screens (the current one left out). */
export function PrivacyLinks({ current }: { current: (typeof LINKS)[number]['to'] }) {
  return (
    <nav aria-label="Leads and privacy" className="text-sm">
      {LINKS.filter((link) => link.to !== current).map((link, index) => (
        <Fragment key={link.to}>
          {index > 0 ? ' · ' : null}
          <Link to={link.to} className="font-medium text-brand-700 underline">
            {link.label}
          </Link>
        </Fragment>
      ))}
    </nav>
  );
}
