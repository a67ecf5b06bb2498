import type { Route } from './+types/data-migration-integration.ts';
import { landingMeta } from '../components/landing-meta.ts';
import { LandingPage } from '../components/landing-page.tsx';
import { dataMigrationPage as page } from '../content/data-migration-integration.ts';

export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function DataMigrationIntegration() {
  return <LandingPage content={page} />;
}
