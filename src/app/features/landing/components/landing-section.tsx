import type { ReactNode } from 'react';
import type { LandingSectionIntro } from '../content/types.ts';
import { Section, type SectionTone } from '../../../components/sections/section.tsx';

/** A band of a landing page, headed by its content's eyebrow, title and intro. */
export function LandingSection({
  intro,
  tone,
  children,
}: {
  intro: LandingSectionIntro & { id: string };
  tone: SectionTone;
  children: ReactNode;
}) {
  return (
    <Section
      id={intro.id}
      tone={tone}
      eyebrow={intro.eyebrow}
      title={intro.title}
      description={intro.description}
    >
      {children}
    </Section>
  );
}
