import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { LandingCard, LandingSectionIntro } from '../content/types.ts';
import { CheckList } from '../../../components/sections/check-list.tsx';
import { CardGrid } from '../../../components/sections/feature-card.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import type { SectionTone } from '../../../components/sections/section.tsx';
import { LandingSection } from './landing-section.tsx';

/** A capability or service card: icon, optional category label, title, text, points, link. */
export function LandingCardView({ card }: { card: LandingCard }) {
  const Icon = card.icon;
  return (
    <div className="flex h-full flex-col rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)">
      <div className="mb-4 flex items-start justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {card.label ? (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <span className="sr-only">Category: </span>
            {card.label}
          </span>
        ) : null}
      </div>
      <h3 className="text-lg">{card.title}</h3>
      <p className="mt-2 text-muted">{card.description}</p>
      {card.points?.length ? <CheckList items={card.points} className="mt-4 text-sm" /> : null}
      {card.link ? (
        <Link
          to={card.link.to}
          className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand-700 hover:underline"
        >
          {card.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

/** Four cards sit in one row; other counts in rows of three. */
export function columnsFor(count: number): 3 | 4 {
  return count % 4 === 0 ? 4 : 3;
}

/** A page band of cards (capabilities, additional services, use cases, Azure services). */
export function LandingCardsSection({
  section,
  tone,
}: {
  section: LandingSectionIntro & { id: string; cards: LandingCard[] };
  tone: SectionTone;
}) {
  return (
    <LandingSection intro={section} tone={tone}>
      <Reveal>
        <CardGrid columns={columnsFor(section.cards.length)}>
          {section.cards.map((card) => (
            <LandingCardView key={card.title} card={card} />
          ))}
        </CardGrid>
      </Reveal>
    </LandingSection>
  );
}
