import {
  ArrowRight,
  Eye,
  Handshake,
  ShieldCheck,
  Sparkles,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/about.ts';
import { TeamCarousel } from '../components/team-carousel.tsx';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { CardGrid, FeatureCard } from '../../../components/sections/feature-card.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { StatCounter } from '../../../components/sections/stat-counter.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import {
  aboutCta,
  aboutHero,
  aboutMeta,
  aboutMission,
  aboutStats,
  aboutStory,
  aboutTeam,
  aboutTimeline,
  aboutValues,
  showTeam,
  type AboutValue,
} from '../content/about.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: aboutMeta.title,
    description: aboutMeta.description,
    keywords: aboutMeta.keywords,
    canonical: '/about',
    breadcrumbs: [{ name: 'About Us', path: '/about' }],
  });
}

const valueIcons: Record<AboutValue['key'], LucideIcon> = {
  clarity: Eye,
  ownership: ShieldCheck,
  craft: Sparkles,
  partnership: Handshake,
};

export default function About() {
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        description={aboutHero.description}
        actions={
          <>
            <ButtonLink to="/contact" size="lg" variant="inverse">
              Contact Us
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </>
        }
      />

      <section aria-labelledby="story-heading" className="section bg-white">
        <div className="container-page grid gap-10 lg:grid-cols-5 lg:items-start">
          <div className="lg:col-span-3">
            <p className="eyebrow">Since {aboutStory.founded}</p>
            <h2 id="story-heading" className="mt-2 text-3xl sm:text-4xl">
              {aboutStory.title}
            </h2>
            <div className="mt-6 grid gap-4 text-lg text-muted">
              {aboutStory.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <Reveal className="lg:col-span-2">
            <div className="rounded-(--radius-card) bg-gradient-to-br from-brand-800 to-brand-600 p-8 text-white shadow-(--shadow-card)">
              <Target aria-hidden="true" className="size-10 text-brand-200" />
              <h2 className="mt-4 text-2xl text-white">{aboutMission.title}</h2>
              <p className="mt-3 text-lg text-brand-50">{aboutMission.text}</p>
            </div>
          </Reveal>
        </div>
      </section>

      <Section
        id="values"
        tone="muted"
        eyebrow="What we stand for"
        title="Our values"
        description="Four principles guide every project, whatever its size."
      >
        <Reveal>
          <CardGrid columns={4}>
            {aboutValues.map((value) => (
              <FeatureCard
                key={value.key}
                icon={valueIcons[value.key]}
                title={value.title}
                description={value.description}
              />
            ))}
          </CardGrid>
        </Reveal>
      </Section>

      <section aria-labelledby="about-stats-heading" className="border-b border-line bg-white">
        <div className="container-page py-14">
          <h2 id="about-stats-heading" className="sr-only">
            Our company in numbers
          </h2>
          <div className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
            {aboutStats.map((item) => (
              <StatCounter key={item.label} item={item} />
            ))}
          </div>
        </div>
      </section>

      <Section
        id="timeline"
        eyebrow="Our journey"
        title="From 2020 to today"
        description="A few milestones along the way."
      >
        <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-200 pl-8">
          {aboutTimeline.map((entry) => (
            <li key={entry.year} className="relative pb-10 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200"
              />
              <p className="text-sm font-bold text-brand-700">{entry.year}</p>
              <h3 className="mt-1 text-xl">{entry.title}</h3>
              <p className="mt-2 text-muted">{entry.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section
        id="team"
        aria-labelledby="team-heading"
        hidden={!showTeam}
        className="section bg-surface"
      >
        <div className="container-page">
          <h2 id="team-heading" className="text-3xl sm:text-4xl">
            Meet the team
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            The people who design, build, support and teach.
          </p>
          <div className="mt-8">
            <TeamCarousel members={aboutTeam} />
          </div>
        </div>
      </section>

      <CtaBand
        title={aboutCta.title}
        description={aboutCta.description}
        actions={
          <>
            <ButtonLink to="/contact" size="lg" variant="inverse">
              Contact Us
            </ButtonLink>
            <Link
              to="/services"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white"
            >
              Explore our services
            </Link>
          </>
        }
      />
    </>
  );
}
