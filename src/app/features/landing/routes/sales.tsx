import type { Route } from './+types/sales.ts';
import { landingMeta } from '../components/landing-meta.ts';
import { LandingPage } from '../components/landing-page.tsx';
import { salesPage as page } from '../content/sales.ts';

export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function Sales() {
  return <LandingPage content={page} />;
}
