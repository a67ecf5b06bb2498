import {
  ArrowRight,
  Briefcase,
  Building2,
  CalendarClock,
  CircleCheck,
  GraduationCap,
  Rocket,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/home.ts';
import { ClientLogoCard } from '../components/client-logo.tsx';
import { HeroVisual } from '../components/hero-visual.tsx';
import { StartJourneyLink } from '../components/start-journey-link.tsx';
import { WatchDemoButton } from '../components/watch-demo.tsx';
import { CheckList } from '../../../components/sections/check-list.tsx';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { CardGrid, FeatureCard } from '../../../components/sections/feature-card.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { StatCounter } from '../../../components/sections/stat-counter.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import {
  homeClients,
  homeCta,
  homeHero,
  homeMeta,
  homeServices,
  homeStats,
  homeWhyChoose,
  type HomeService,
} from '../content/home.ts';
import { useLeadDialogs } from '../../leads/public.ts';
import { NewsletterSignup } from '../../newsletter/public.ts';
import { HydrateOnView } from '../../../lib/hydration/hydrate-on-view.tsx';
import { pageMeta, siteFromMatches } from '../../../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(matches, {
    title: `${site?.companyName ?? ''} | ${homeMeta.titleSuffix}`,
    description: homeMeta.description,
    keywords: homeMeta.keywords,
    canonical: '/',
  });
}

const serviceIcons: Record<HomeService['key'], LucideIcon> = {
  dynamics365: Building2,
  powerplatform: Workflow,
  training: GraduationCap,
  consulting: Briefcase,
};

export default function Home() {
  const { openMeeting } = useLeadDialogs();

  return (
    <>
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        description={
          <>
            {homeHero.description}
            <span className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-base text-white">
              {homeHero.highlights.map((item) => (
                <span key={item} className="inline-flex items-center gap-2">
                  <CircleCheck aria-hidden="true" className="size-5 text-brand-200" />
                  {item}
                </span>
              ))}
            </span>
          </>
        }
        actions={
          <>
            <ButtonLink to="/contact" size="lg" variant="inverse">
              Get Started
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <WatchDemoButton />
          </>
        }
        aside={<HeroVisual />}
      />

      <section aria-labelledby="home-stats-heading" className="border-b border-line bg-white">
        <div className="container-page py-12">
          <h2 id="home-stats-heading" className="sr-only">
            Our track record
          </h2>
          <div className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
            {homeStats.map((item) => (
              <StatCounter key={item.label} item={item} />
            ))}
          </div>
        </div>
      </section>

      {/* Below the fold on a phone: hydrated when the visitor gets near (HydrateOnView). */}
      <HydrateOnView>
        <Section
          id="services"
          eyebrow="What we do"
          title="Microsoft solutions, delivered end to end"
          description="From the first workshop to go-live and beyond, one team takes care of your Microsoft business applications."
        >
          <Reveal>
            <CardGrid columns={4}>
              {homeServices.map((service) => (
                <FeatureCard
                  key={service.key}
                  icon={serviceIcons[service.key]}
                  title={service.title}
                  description={service.description}
                >
                  <Link
                    to={service.to}
                    className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand-700 hover:underline"
                  >
                    Learn more<span className="sr-only"> about {service.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </FeatureCard>
              ))}
            </CardGrid>
          </Reveal>
        </Section>
      </HydrateOnView>

      <HydrateOnView>
        <Section
          id="why-choose-us"
          tone="muted"
          eyebrow="Why choose us"
          title={homeWhyChoose.title}
          description={homeWhyChoose.description}
        >
          <Reveal className="mx-auto max-w-4xl rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) sm:p-10">
            <CheckList items={homeWhyChoose.items} columns={2} />
          </Reveal>
        </Section>
      </HydrateOnView>

      <HydrateOnView>
        <Section
          id="clients"
          eyebrow="Our clients"
          title="Trusted by growing organisations"
          description="Logistics, education, healthcare and manufacturing teams run their day-to-day work on solutions we built with them."
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {homeClients.map((client) => (
              <ClientLogoCard key={client.name} client={client} />
            ))}
          </ul>
        </Section>
      </HydrateOnView>

      <HydrateOnView>
        <CtaBand
          title={homeCta.consultation.title}
          description={homeCta.consultation.description}
          actions={
            <>
              <Button variant="inverse" size="lg" onClick={() => openMeeting('homepage')}>
                <CalendarClock aria-hidden="true" className="size-5" />
                {homeCta.consultation.button}
              </Button>
              <StartJourneyLink className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white">
                <Rocket aria-hidden="true" className="size-5" />
                {homeCta.journey.button}
              </StartJourneyLink>
            </>
          }
        />
      </HydrateOnView>

      <HydrateOnView>
        <section className="container-page section" aria-label="Newsletter">
          <NewsletterSignup
            variant="card"
            source="homepage"
            showNameFields
            className="mx-auto max-w-3xl"
          />
        </section>
      </HydrateOnView>
    </>
  );
}
