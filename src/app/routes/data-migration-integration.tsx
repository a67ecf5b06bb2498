import type { Route } from './+types/data-migration-integration.ts';
import { landingMeta } from '../components/pages/landing/landing-meta.ts';
import { LandingPage } from '../components/pages/landing/landing-page.tsx';
import { dataMigrationPage as page } from '../content/landing/data-migration-integration.ts';

export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function DataMigrationIntegration() {
  return <LandingPage content={page} />;
}
