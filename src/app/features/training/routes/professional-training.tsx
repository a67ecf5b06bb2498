import { ArrowDown, BarChart3, BookOpen, CalendarCheck, Clock, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/professional-training.ts';
import { ScrollToSectionLink } from '../../../components/partials/scroll-to-section.tsx';
import { outlineOnDarkClasses } from '../../../components/partials/on-dark.ts';
import { CheckList } from '../../../components/sections/check-list.tsx';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { CardGrid, FeatureCard } from '../../../components/sections/feature-card.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { Testimonials } from '../../../components/sections/testimonials.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { IconFact } from '../../../components/ui/icon-fact.tsx';
import {
  certificationTracks,
  deliveryFormats,
  PROFESSIONAL_PROGRAMS_ID,
  professionalPrograms,
  professionalTestimonials,
  professionalTrainingPage as page,
  whyChooseProfessionalTraining,
} from '../content/professional-training.ts';
import { useLeadDialogs } from '../../leads/public.ts';
import { copyPageMeta } from '../../../lib/seo.ts';
import { educationalOrganization } from '../../../lib/structured-data.ts';
import { AddToMyServices } from '../../catalogue/public.ts';

export function meta({ matches }: Route.MetaArgs) {
  return copyPageMeta(matches, page, {
    breadcrumb: 'Professional Training',
    structuredData: (site) =>
      educationalOrganization(site, {
        path: page.path,
        courses: professionalPrograms.map((program) => ({
          name: program.title,
          description: program.description,
        })),
      }),
  });
}

export default function ProfessionalTraining() {
  const { openMeeting } = useLeadDialogs();
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        description={page.description}
        actions={
          <>
            <ScrollToSectionLink targetId={PROFESSIONAL_PROGRAMS_ID}>
              {page.exploreLabel}
              <ArrowDown aria-hidden="true" className="size-5" />
            </ScrollToSectionLink>
            <Link to={page.catalogHref} className={outlineOnDarkClasses}>
              <BookOpen aria-hidden="true" className="size-5" />
              {page.catalogLabel}
            </Link>
            <AddToMyServices landingPath="/professional-training" />
          </>
        }
      />

      <Section
        id={PROFESSIONAL_PROGRAMS_ID}
        eyebrow="Programs"
        title="Professional training programs"
        description="Four role-based programs, each mapped to the Microsoft certification exams for that role."
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {professionalPrograms.map((program) => (
            <li key={program.title}>
              <Reveal className="h-full">
                <FeatureCard
                  icon={program.icon}
                  title={program.title}
                  description={program.description}
                >
                  <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
                    <IconFact icon={Clock} label="Duration">
                      {program.duration}
                    </IconFact>
                    <IconFact icon={BarChart3} label="Level">
                      {program.level}
                    </IconFact>
                    <IconFact icon={Users} label="Who it is for" className="sm:col-span-3">
                      {program.audience}
                    </IconFact>
                  </dl>
                  <CheckList items={program.highlights} className="mt-4 text-sm" />
                  <p className="mt-5 text-sm font-semibold text-ink">
                    Prepares for:{' '}
                    <span className="font-normal text-muted">{program.exams.join(', ')}</span>
                  </p>
                </FeatureCard>
              </Reveal>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="why-choose"
        tone="muted"
        eyebrow="Why us"
        title="Why choose our professional training"
      >
        <CheckList
          items={whyChooseProfessionalTraining}
          columns={2}
          className="mx-auto max-w-4xl"
        />
      </Section>

      <Section
        id="delivery-formats"
        eyebrow="Delivery"
        title="Four delivery formats"
        description="Learn in the way that suits your team: together in a room, online, a mix of both or at your own pace."
      >
        <CardGrid columns={4}>
          {deliveryFormats.map((format) => (
            <FeatureCard
              key={format.title}
              icon={format.icon}
              title={format.title}
              description={format.description}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        id="certifications"
        tone="muted"
        eyebrow="Certification"
        title="Certification exam preparation"
        description="Our programs cover the skills measured in these Microsoft certification exams, grouped by track."
      >
        <CardGrid columns={3}>
          {certificationTracks.map((track) => (
            <div
              key={track.track}
              className="rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
            >
              <h3 className="text-lg">{track.track}</h3>
              <ul className="mt-4 grid gap-3">
                {track.exams.map((exam) => (
                  <li key={exam.code} className="flex items-start gap-3">
                    <span className="inline-flex min-w-18 shrink-0 justify-center rounded-md bg-brand-600 px-2 py-1 text-sm font-bold text-white">
                      {exam.code}
                    </span>
                    <span className="text-sm text-muted">{exam.subject}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </CardGrid>
      </Section>

      <Section id="testimonials" eyebrow="Testimonials" title="What participants say">
        <Testimonials items={professionalTestimonials} />
      </Section>

      <CtaBand
        title="Invest in your team’s Microsoft expertise"
        description="Talk to us about the right program, format and dates for your team, or compare the options in our catalog."
        actions={
          <>
            <Button
              variant="inverse"
              size="lg"
              onClick={() => openMeeting('professional-training')}
            >
              <CalendarCheck aria-hidden="true" className="size-5" />
              Plan Your Training
            </Button>
            <Link to="/contact" className={outlineOnDarkClasses}>
              Contact Us
            </Link>
          </>
        }
      />
    </>
  );
}
