import type { Route } from './+types/power-platform-development.ts';
import { LandingCardsSection } from '../components/landing-cards.tsx';
import { landingMeta } from '../components/landing-meta.ts';
import { LandingPage } from '../components/landing-page.tsx';
import {
  powerPlatformPage as page,
  powerPlatformUseCases,
} from '../content/power-platform-development.ts';

/** Also served at /power-platform (the canonical stays the primary path). */
export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function PowerPlatformDevelopment() {
  return (
    <LandingPage
      content={page}
      extraSections={[
        {
          key: powerPlatformUseCases.id,
          after: 'capabilities',
          render: (tone) => <LandingCardsSection section={powerPlatformUseCases} tone={tone} />,
        },
      ]}
    />
  );
}
