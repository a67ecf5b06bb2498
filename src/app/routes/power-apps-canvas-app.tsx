import type { Route } from './+types/power-apps-canvas-app.ts';
import { landingMeta } from '../components/pages/landing/landing-meta.ts';
import { LandingPage } from '../components/pages/landing/landing-page.tsx';
import { powerAppsCanvasPage as page } from '../content/landing/power-apps-canvas-app.ts';

export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function PowerAppsCanvasApp() {
  return <LandingPage content={page} />;
}
