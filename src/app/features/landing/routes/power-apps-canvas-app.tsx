import type { Route } from './+types/power-apps-canvas-app.ts';
import { landingMeta } from '../components/landing-meta.ts';
import { LandingPage } from '../components/landing-page.tsx';
import { powerAppsCanvasPage as page } from '../content/power-apps-canvas-app.ts';

export function meta({ matches }: Route.MetaArgs) {
  return landingMeta(matches, page);
}

export default function PowerAppsCanvasApp() {
  return <LandingPage content={page} />;
}
