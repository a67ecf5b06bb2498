import type { SiteSettings } from '../../../shared/site-settings.ts';
import { oneLine, renderEmail, type MailMessage } from '../mail/mail.service.ts';
import type { ServiceRow } from './catalogue.repository.ts';

export interface InterestedPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
}

export function fullName(person: Pick<InterestedPerson, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * To the company, once per addition: who picked which services and the note
 * they left, with Reply-To set to them. A buying signal, so it names the
 * catalogue where staff can see the whole selection.
 */
export function serviceInterestNotification(
  site: SiteSettings,
  person: InterestedPerson,
  added: Pick<ServiceRow, 'title' | 'category'>[],
  notes: string,
): MailMessage {
  const name = fullName(person);
  const content = renderEmail(site, {
    preheader: `${name} added ${added.map((service) => service.title).join(', ')}`,
    heading: `${name} is interested in ${added.length === 1 ? 'a service' : `${added.length} services`}`,
    paragraphs: [
      `Name: ${name}`,
      `Email: ${person.email}`,
      ...(person.company ? [`Company: ${person.company}`] : []),
      ...(person.phone ? [`Phone: ${person.phone}`] : []),
      'Added to their service catalogue:',
      ...added.map((service) => `• ${service.title} (${service.category})`),
      notes ? `Notes: ${notes}` : 'No notes.',
      `User ID: ${person.id}`,
    ],
    action: {
      label: 'Open their service catalogue',
      href: `${site.baseUrl}/service-catalog/${person.id}`,
    },
  });
  return {
    to: site.email,
    replyTo: person.email,
    subject: oneLine(
      `Service interest from ${name}: ${added.map((service) => service.title).join(', ')}`,
    ).slice(0, 200),
    ...content,
  };
}
