import { ArrowDown, CalendarCheck, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/training.ts';
import { ProgramExplorer } from '../components/program-explorer.tsx';
import { outlineOnDarkClasses } from '../../../components/partials/on-dark.ts';
import { ScrollToSectionLink } from '../../../components/partials/scroll-to-section.tsx';
import { CheckList } from '../../../components/sections/check-list.tsx';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { CardGrid, FeatureCard } from '../../../components/sections/feature-card.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { ProcessSteps } from '../../../components/sections/process-steps.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  learningJourney,
  MEETING_SOURCE_TRAINING,
  microsoftCertifications,
  TRAINING_PROGRAMS_ID,
  trainingCta,
  trainingFormats,
  trainingPage,
  trainingPrograms,
  whyChooseTraining,
} from '../content/training.ts';
import { useLeadDialogs } from '../../leads/public.ts';
import { copyPageMeta } from '../../../lib/seo.ts';
import { educationalOrganization } from '../../../lib/structured-data.ts';
import { AddToMyServices } from '../../catalogue/public.ts';

export function meta({ matches }: Route.MetaArgs) {
  return copyPageMeta(matches, trainingPage, {
    breadcrumb: 'Training',
    structuredData: (site) =>
      educationalOrganization(site, {
        path: trainingPage.path,
        courses: trainingPrograms.map((program) => ({
          name: program.title,
          description: program.description,
        })),
      }),
  });
}

const heroFacts = [
  { value: '6', label: 'training programs' },
  { value: '2-5', label: 'days per program' },
  { value: '3', label: 'learning formats' },
  { value: '4', label: 'Microsoft certifications' },
];

export default function Training() {
  const { openMeeting } = useLeadDialogs();
  return (
    <>
      <PageHero
        eyebrow={trainingPage.eyebrow}
        title={trainingPage.heading}
        description={trainingPage.description}
        actions={
          <ScrollToSectionLink targetId={TRAINING_PROGRAMS_ID}>
            Explore Programs
            <ArrowDown aria-hidden="true" className="size-5" />
          </ScrollToSectionLink>
        }
        aside={
          <dl className="grid grid-cols-2 gap-4">
            {heroFacts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col-reverse justify-end rounded-(--radius-card) border border-white/20 bg-white/10 p-5"
              >
                <dt className="mt-1 text-sm text-brand-100">{fact.label}</dt>
                <dd className="text-3xl font-bold text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
        }
      />

      <Section
        id="training-formats"
        eyebrow="How you learn"
        title="Three training formats"
        description="Choose the format that fits your team, your schedule and the way you like to learn."
      >
        <CardGrid columns={3}>
          {trainingFormats.map((format) => (
            <Reveal key={format.format} className="h-full">
              <FeatureCard icon={format.icon} title={format.title} description={format.description}>
                <CheckList items={format.highlights} className="mt-4 text-sm" />
              </FeatureCard>
            </Reveal>
          ))}
        </CardGrid>
      </Section>

      <Section
        id={TRAINING_PROGRAMS_ID}
        tone="muted"
        eyebrow="Programs"
        title="Training programs"
        description="Six programs for Dynamics 365, the Power Platform, Microsoft 365 and business skills. Filter by the format you prefer."
      >
        <ProgramExplorer programs={trainingPrograms} />
      </Section>

      <Section
        id="learning-journey"
        eyebrow="Learning journey"
        title="Your six-step learning journey"
        description="From the first skills assessment to support after the course, every step builds skills your team keeps."
      >
        <ProcessSteps steps={learningJourney} />
      </Section>

      <Section
        id="certifications"
        tone="muted"
        eyebrow="Certification"
        title="Microsoft certifications"
        description="Our programs prepare learners for recognised Microsoft certifications."
      >
        <CardGrid columns={4}>
          {microsoftCertifications.map((certification) => (
            <FeatureCard
              key={certification.exam}
              icon={certification.icon}
              title={certification.name}
              description={certification.description}
            >
              <p className="mt-4 inline-flex self-start rounded-full bg-accent-600 px-3 py-1 text-sm font-semibold text-white">
                Exam {certification.exam}
              </p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="why-choose" eyebrow="Why us" title="Why train with us">
        <CheckList items={whyChooseTraining} columns={2} className="mx-auto max-w-4xl" />
      </Section>

      <CtaBand
        title={trainingCta.title}
        description={trainingCta.description}
        actions={
          <>
            <Button
              variant="inverse"
              size="lg"
              onClick={() => openMeeting(MEETING_SOURCE_TRAINING)}
            >
              <CalendarCheck aria-hidden="true" className="size-5" />
              Enroll Now
            </Button>
            <Link to={trainingPage.catalogHref} className={outlineOnDarkClasses}>
              <FileText aria-hidden="true" className="size-5" />
              Download Catalog
            </Link>
            <AddToMyServices landingPath="/training" />
          </>
        }
      />
    </>
  );
}
