import type { Route } from './+types/sales.ts';
import { landingMeta } from '../components/pages/landing/landing-meta.ts';
import { LandingPage } from '../components/pages/landing/landing-page.tsx';
import { salesPage as page } from '../content/landing/sales.ts';

export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function Sales() {
  return <LandingPage content={page} />;
}
