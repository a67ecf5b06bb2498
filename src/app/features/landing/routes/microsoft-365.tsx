import type { Route } from './+types/microsoft-365.ts';
import { landingMeta } from '../components/landing-meta.ts';
import { LandingPage } from '../components/landing-page.tsx';
import { microsoft365Page as page } from '../content/microsoft-365.ts';

export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function Microsoft365() {
  return <LandingPage content={page} />;
}
