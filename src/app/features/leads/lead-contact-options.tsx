import { Mail, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { telHref } from '../../../shared/site-settings.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useSite } from '../../lib/site.ts';

/**
 * What the lead dialogs offer until their forms arrive (the lead-capture
 * work replaces this with the meeting form and the contact form): the real
 * ways to reach the team, with the source carried to the contact page.
 */
export function LeadContactOptions({
  source,
  purpose,
}: {
  source: string;
  purpose: 'meeting' | 'message';
}) {
  const site = useSite();
  return (
    <div className="grid gap-3">
      <a href={telHref(site.phone)} className={buttonClasses('outline', 'lg', 'justify-start')}>
        <Phone aria-hidden="true" className="size-5" />
        Call {site.phone}
      </a>
      <a
        href={`mailto:${site.email}?subject=${encodeURIComponent(purpose === 'meeting' ? 'Meeting request' : 'Enquiry')}`}
        className={buttonClasses('outline', 'lg', 'justify-start')}
      >
        <Mail aria-hidden="true" className="size-5" />
        Email {site.email}
      </a>
      <Link
        to={`/contact?source=${encodeURIComponent(source)}`}
        className={buttonClasses('primary', 'lg', 'justify-start')}
      >
        <MessageSquare aria-hidden="true" className="size-5" />
        Send us a message
      </Link>
    </div>
  );
}
