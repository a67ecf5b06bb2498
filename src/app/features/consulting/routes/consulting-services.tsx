import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/consulting-services.ts';
import { outlineOnDarkClasses } from '../../../components/partials/on-dark.ts';
import { CheckList } from '../../../components/sections/check-list.tsx';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { CardGrid, FeatureCard } from '../../../components/sections/feature-card.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { ProcessSteps } from '../../../components/sections/process-steps.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { Testimonials } from '../../../components/sections/testimonials.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  consultingPage as page,
  consultingProcess,
  consultingTestimonials,
  expertiseAreas,
  expertiseCards,
  MEETING_SOURCE_CONSULTING,
  whyChooseConsulting,
} from '../content/consulting.ts';
import { useLeadDialogs } from '../../leads/public.ts';
import { copyPageMeta } from '../../../lib/seo.ts';
import { service } from '../../../lib/structured-data.ts';
import { AddToMyServices } from '../../catalogue/public.ts';

export function meta({ matches }: Route.MetaArgs) {
  return copyPageMeta(matches, page, {
    breadcrumb: 'Consulting Services',
    structuredData: (site) =>
      service(site, {
        name: page.title,
        description: page.metaDescription,
        path: page.path,
        serviceType: page.serviceType,
      }),
  });
}

function ScheduleConsultationButton() {
  const { openMeeting } = useLeadDialogs();
  return (
    <Button variant="inverse" size="lg" onClick={() => openMeeting(MEETING_SOURCE_CONSULTING)}>
      <CalendarCheck aria-hidden="true" className="size-5" />
      Schedule Consultation
    </Button>
  );
}

export default function ConsultingServices() {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        description={page.description}
        actions={
          <>
            <ScheduleConsultationButton />
            <Link to="/services" className={outlineOnDarkClasses}>
              Explore All Services
            </Link>
            <AddToMyServices landingPath="/consulting-services" />
          </>
        }
      />

      <Section
        id="expertise"
        eyebrow="What we do"
        title="Our consulting expertise"
        description="Four ways we help organisations get more from their Microsoft investment."
      >
        <CardGrid columns={4}>
          {expertiseCards.map((card) => (
            <Reveal key={card.title} className="h-full">
              <FeatureCard icon={card.icon} title={card.title} description={card.description} />
            </Reveal>
          ))}
        </CardGrid>
      </Section>

      <Section id="why-choose" tone="muted" eyebrow="Why us" title="Why choose our consultants">
        <CheckList items={whyChooseConsulting} columns={2} className="mx-auto max-w-4xl" />
      </Section>

      <Section
        id="areas-of-expertise"
        eyebrow="Technology"
        title="Areas of expertise"
        description="Deep, hands-on knowledge across the Microsoft cloud."
      >
        <CardGrid columns={4}>
          {expertiseAreas.map((area) => (
            <FeatureCard
              key={area.title}
              icon={area.icon}
              title={area.title}
              description={area.description}
            >
              <CheckList items={area.topics} className="mt-4 text-sm" />
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="process"
        tone="muted"
        eyebrow="How we work"
        title="Our consulting process"
        description="A proven six-step approach that turns ideas into measurable results."
      >
        <ProcessSteps steps={consultingProcess} />
      </Section>

      <Section id="testimonials" eyebrow="Testimonials" title="What our clients say">
        <Testimonials items={consultingTestimonials} />
      </Section>

      <CtaBand
        title="Ready to plan your next step?"
        description="Book a free consultation with one of our senior consultants. We will listen to your goals and suggest a practical way forward."
        actions={
          <>
            <ScheduleConsultationButton />
            <Link to="/contact" className={outlineOnDarkClasses}>
              Contact Us
            </Link>
          </>
        }
      />
    </>
  );
}
