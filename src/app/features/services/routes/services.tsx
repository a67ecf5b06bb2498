import { ArrowRight, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/services.ts';
import { outlineOnDark } from '../../../components/partials/outline-on-dark.ts';
import { ServiceTabPanel } from '../components/service-tab-panel.tsx';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { ProcessSteps } from '../../../components/sections/process-steps.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { Testimonials } from '../../../components/sections/testimonials.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import {
  serviceOfferings,
  serviceProcess,
  servicesHero,
  servicesMeta,
  serviceTestimonials,
  type ServiceTabId,
} from '../content/services.ts';
import { useLeadDialogs } from '../../leads/public.ts';
import { absoluteUrl } from '../../../lib/url.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { service } from '../../../lib/structured-data.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    ...servicesMeta,
    canonical: '/services',
    breadcrumbs: [{ name: 'Services', path: '/services' }],
    structuredData: (site) =>
      serviceOfferings.map((offering) => ({
        ...service(site, {
          name: offering.title,
          description: offering.description,
          path: offering.landing.path,
        }),
        offers: {
          '@type': 'Offer',
          url: absoluteUrl(site.baseUrl, '/services'),
          priceSpecification: {
            '@type': offering.price.unit ? 'UnitPriceSpecification' : 'PriceSpecification',
            priceCurrency: 'USD',
            minPrice: offering.price.amount,
            ...(offering.price.unit
              ? { unitCode: offering.price.unit, unitText: offering.price.unitText }
              : {}),
          },
        },
      })),
  });
}

export default function Services() {
  const [tabId, setTabId] = useState<ServiceTabId>('dynamics365');
  const { openMeeting } = useLeadDialogs();
  return (
    <>
      <PageHero
        eyebrow={servicesHero.eyebrow}
        title={servicesHero.title}
        description={servicesHero.description}
        actions={
          <>
            <ButtonLink to="/contact" size="lg" variant="inverse">
              Contact Us
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <button type="button" className={outlineOnDark} onClick={() => openMeeting('services')}>
              <CalendarClock aria-hidden="true" className="size-5" />
              Schedule a Meeting
            </button>
          </>
        }
      />

      <Section
        id="offerings"
        eyebrow="What we do"
        title="Services built around your goals"
        description="Choose a service to see what it includes, the benefits, how long it takes and where prices start."
      >
        <Tabs
          label="Services"
          value={tabId}
          onChange={setTabId}
          items={serviceOfferings.map((offering) => ({
            id: offering.id,
            label: offering.label,
            content: <ServiceTabPanel offering={offering} />,
          }))}
        />
      </Section>

      <Section
        id="process"
        tone="muted"
        eyebrow="How we work"
        title="A proven four-step process"
        description="Every engagement follows the same clear path, so you always know what happens next."
      >
        <Reveal>
          <ProcessSteps steps={serviceProcess} className="lg:grid-cols-4" />
        </Reveal>
      </Section>

      <Section
        id="testimonials"
        eyebrow="Testimonials"
        title="What our clients say"
        description="Organisations like yours on working with our team."
      >
        <Reveal>
          <Testimonials items={serviceTestimonials} />
        </Reveal>
      </Section>

      <CtaBand
        title="Ready to start your project?"
        description="Tell us about your goals and we will recommend the right service, timeline and budget."
        actions={
          <>
            <ButtonLink to="/contact" size="lg" variant="inverse">
              Contact Us
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <Link to="/pricing" className={outlineOnDark}>
              View pricing plans
            </Link>
          </>
        }
      />
    </>
  );
}
