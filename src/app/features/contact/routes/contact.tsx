import {
  ArrowRight,
  CalendarClock,
  Clock,
  ExternalLink,
  Mail,
  MapPin,
  Phone,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/contact.ts';
import { formatAddress, telHref } from '../../../../shared/site-settings.ts';
import { OfficeMap } from '../components/office-map.tsx';
import { FaqAccordion } from '../../../components/sections/faq-accordion.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  contactFaqs,
  contactForm,
  contactHero,
  contactHours,
  contactMeta,
  contactSchedule,
} from '../content/contact.ts';
import {
  ContactForm,
  contactFormAction,
  leadFormsAction,
  leadFormsClientAction,
  useLeadDialogs,
} from '../../leads/public.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { useSite } from '../../../lib/site.ts';
import { faqPage } from '../../../lib/structured-data.ts';

/** The contact form and the Schedule a Meeting dialog post here, from any page. */
export const action = leadFormsAction(contactFormAction('contact_page'));
export const clientAction = leadFormsClientAction;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: contactMeta.title,
    description: contactMeta.description,
    keywords: contactMeta.keywords,
    canonical: '/contact',
    breadcrumbs: [{ name: 'Contact Us', path: '/contact' }],
    structuredData: faqPage(contactFaqs),
  });
}

function DetailCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <h3 className="text-lg">{title}</h3>
        <div className="mt-1 break-words text-muted">{children}</div>
      </div>
    </li>
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const { openMeeting } = useLeadDialogs();
  const address = formatAddress(site.address);
  const mapUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

  return (
    <>
      <PageHero
        eyebrow={contactHero.eyebrow}
        title={contactHero.title}
        description={contactHero.description}
        actions={
          <>
            <Button variant="inverse" size="lg" onClick={() => openMeeting('contact_page')}>
              <CalendarClock aria-hidden="true" className="size-5" />
              {contactSchedule.button}
            </Button>
            <a
              href={`#${contactForm.id}`}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white"
            >
              Send us a Message
            </a>
          </>
        }
      />

      <section aria-labelledby="contact-details-heading" className="section bg-surface">
        <div className="container-page">
          <h2 id="contact-details-heading" className="text-3xl sm:text-4xl">
            Contact details
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <DetailCard icon={Phone} title="Phone">
              <a href={telHref(site.phone)} className="font-medium text-brand-700 hover:underline">
                {site.phone}
              </a>
            </DetailCard>
            <DetailCard icon={Mail} title="Email">
              <a
                href={`mailto:${site.email}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {site.email}
              </a>
            </DetailCard>
            <DetailCard icon={MapPin} title="Address">
              <address className="not-italic">{address}</address>
            </DetailCard>
            <DetailCard icon={Clock} title="Office hours">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3">
                {contactHours.map((entry) => (
                  <div key={entry.days} className="contents">
                    <dt className="font-medium text-ink">{entry.days}</dt>
                    <dd>{entry.hours}</dd>
                  </div>
                ))}
              </dl>
            </DetailCard>
          </ul>
        </div>
      </section>

      <section aria-label="Message and location" className="section bg-white">
        <div className="container-page grid gap-8 lg:grid-cols-5 lg:items-start">
          <Card id={contactForm.id} className="sm:p-8 lg:col-span-3">
            <ContactForm
              source="contact_page"
              title={contactForm.title}
              description={contactForm.description}
              outcome={
                actionData?.kind === 'sent' ||
                (actionData?.kind === 'refused' && 'values' in actionData)
                  ? actionData
                  : undefined
              }
            />
          </Card>

          <div className="grid content-start gap-8 lg:col-span-2">
            <Card>
              <h2 className="text-2xl">Our office</h2>
              <div className="mt-4">
                <OfficeMap />
              </div>
              <address className="mt-4 flex gap-2 not-italic">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="break-words">{address}</span>
              </address>
              <a
                href={mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                Open in OpenStreetMap
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Card>

            <div className="rounded-(--radius-card) border border-brand-100 bg-brand-50 p-6">
              <h2 className="text-2xl">{contactSchedule.title}</h2>
              <p className="mt-2 text-muted">{contactSchedule.description}</p>
              <Button className="mt-5" size="lg" onClick={() => openMeeting('contact_page')}>
                <CalendarClock aria-hidden="true" className="size-5" />
                {contactSchedule.button}
              </Button>
            </div>
          </div>
        </div>
      </section>

      <Section
        id="faq"
        tone="muted"
        eyebrow="FAQ"
        title="Frequently asked questions"
        description="Quick answers before you get in touch."
      >
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={contactFaqs} />
          <p className="mt-8 text-center text-muted">
            Want to know who you will be working with?{' '}
            <Link
              to="/about"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              Learn more about us
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}
