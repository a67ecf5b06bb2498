import type { Route } from './+types/power-automate.ts';
import { landingMeta } from '../components/landing-meta.ts';
import { LandingPage } from '../components/landing-page.tsx';
import { powerAutomatePage as page } from '../content/power-automate.ts';

export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function PowerAutomate() {
  return <LandingPage content={page} />;
}
