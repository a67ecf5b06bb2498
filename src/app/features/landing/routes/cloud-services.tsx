import type { Route } from './+types/cloud-services.ts';
import { DeploymentModelsSection, MigrationGuideSection } from '../components/cloud-sections.tsx';
import { LandingCardsSection } from '../components/landing-cards.tsx';
import { landingMeta } from '../components/landing-meta.ts';
import { LandingPage } from '../components/landing-page.tsx';
import {
  azureServices,
  cloudServicesPage as page,
  deploymentModels,
  migrationGuide,
} from '../content/cloud-services.ts';

export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function CloudServices() {
  return (
    <LandingPage
      content={page}
      extraSections={[
        {
          key: azureServices.id,
          after: 'capabilities',
          render: (tone) => <LandingCardsSection section={azureServices} tone={tone} />,
        },
        {
          key: deploymentModels.id,
          after: 'benefits',
          render: (tone) => <DeploymentModelsSection section={deploymentModels} tone={tone} />,
        },
        {
          key: migrationGuide.id,
          after: 'benefits',
          render: (tone) => <MigrationGuideSection section={migrationGuide} tone={tone} />,
        },
      ]}
    />
  );
}
