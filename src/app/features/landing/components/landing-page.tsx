import { CircleCheck, Mail, Phone } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { telHref } from '../../../../shared/site-settings.ts';
import type { LandingBenefit, LandingPageContent } from '../content/types.ts';
import { useSite } from '../../../lib/site.ts';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { ProcessSteps } from '../../../components/sections/process-steps.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import type { SectionTone } from '../../../components/sections/section.tsx';
import { AddToMyServices } from '../../catalogue/public.ts';
import { LandingSection } from './landing-section.tsx';
import { LandingActionButton } from './landing-action.tsx';
import { LandingCardsSection } from './landing-cards.tsx';

/** A page-specific band, placed after one of the template's own sections. */
export interface LandingExtraSection {
  key: string;
  after: 'capabilities' | 'process' | 'benefits';
  render: (tone: SectionTone) => ReactNode;
}

/**
 * The service landing page template: hero with its call to action,
 * capability cards, a numbered six-step process, benefits with their
 * figures and a closing call to action with the phone number and e-mail.
 * Page-specific bands plug in after any of the middle sections; bands
 * alternate white and grey in the order they appear.
 */
export function LandingPage({
  content,
  extraSections = [],
}: {
  content: LandingPageContent;
  extraSections?: LandingExtraSection[];
}) {
  const blocks: Array<{ key: string; render: (tone: SectionTone) => ReactNode }> = [];
  const addExtras = (after: LandingExtraSection['after']) =>
    blocks.push(...extraSections.filter((extra) => extra.after === after));

  blocks.push({
    key: 'capabilities',
    render: (tone) => <LandingCardsSection section={content.capabilities} tone={tone} />,
  });
  addExtras('capabilities');
  blocks.push({
    key: 'process',
    render: (tone) => (
      <LandingSection intro={content.process} tone={tone}>
        <ProcessSteps steps={content.process.steps} />
      </LandingSection>
    ),
  });
  addExtras('process');
  blocks.push({
    key: 'benefits',
    render: (tone) => (
      <LandingSection intro={content.benefits} tone={tone}>
        <Reveal>
          <BenefitList items={content.benefits.items} />
        </Reveal>
      </LandingSection>
    ),
  });
  addExtras('benefits');

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.name}
        description={content.hero.description}
        actions={
          <>
            <LandingActionButton
              action={content.hero.primary}
              emphasis="primary"
              demo={content.demo}
            />
            <LandingActionButton
              action={content.hero.secondary}
              emphasis="secondary"
              demo={content.demo}
            />
            <AddToMyServices landingPath={content.path} />
          </>
        }
        aside={<HeroHighlights items={content.hero.highlights} />}
      />
      {blocks.map((block, index) => (
        <Fragment key={block.key}>{block.render(index % 2 === 0 ? 'white' : 'muted')}</Fragment>
      ))}
      <LandingCta content={content} />
    </>
  );
}

function HeroHighlights({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 rounded-(--radius-card) border border-white/20 bg-white/10 p-6 sm:grid-cols-2 sm:p-8 lg:grid-cols-1">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-base font-medium text-white">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function BenefitList({ items }: { items: LandingBenefit[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
        >
          <h3 className="text-lg">
            {item.value ? (
              <span className="mb-2 block text-4xl font-bold text-brand-700 tabular-nums">
                {item.value}
              </span>
            ) : (
              <CircleCheck aria-hidden="true" className="mb-2 size-10 text-accent-600" />
            )}
            {item.title}
          </h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function LandingCta({ content }: { content: LandingPageContent }) {
  const site = useSite();
  const { cta } = content;
  return (
    <CtaBand
      title={cta.title}
      description={cta.description}
      actions={
        <>
          <LandingActionButton action={cta.primary} emphasis="primary" demo={content.demo} />
          <LandingActionButton action={cta.secondary} emphasis="secondary" demo={content.demo} />
        </>
      }
    >
      {cta.note ? <p className="mt-4 text-sm text-brand-50">{cta.note}</p> : null}
      <ul
        aria-label="Contact details"
        className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-lg"
      >
        <li>
          <a
            href={telHref(site.phone)}
            className="inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only">Call </span>
            {site.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex items-center gap-2 font-semibold break-all text-white underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            <span className="sr-only">Email </span>
            {site.email}
          </a>
        </li>
      </ul>
    </CtaBand>
  );
}
