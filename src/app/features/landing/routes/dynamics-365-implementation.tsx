import type { Route } from './+types/dynamics-365-implementation.ts';
import { LandingCardsSection } from '../components/landing-cards.tsx';
import { landingMeta } from '../components/landing-meta.ts';
import { LandingPage } from '../components/landing-page.tsx';
import {
  dynamics365AdditionalServices,
  dynamics365Page as page,
} from '../content/dynamics-365-implementation.ts';

/** Also served at /dynamics-365 (the canonical stays the primary path). */
export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function Dynamics365Implementation() {
  return (
    <LandingPage
      content={page}
      extraSections={[
        {
          key: dynamics365AdditionalServices.id,
          after: 'capabilities',
          render: (tone) => (
            <LandingCardsSection section={dynamics365AdditionalServices} tone={tone} />
          ),
        },
      ]}
    />
  );
}
