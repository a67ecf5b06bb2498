import { cloudServicesPage } from './cloud-services.ts';
import { dataMigrationPage } from './data-migration-integration.ts';
import { dynamics365Page } from './dynamics-365-implementation.ts';
import { microsoft365Page } from './microsoft-365.ts';
import { powerAppsCanvasPage } from './power-apps-canvas-app.ts';
import { powerAutomatePage } from './power-automate.ts';
import { powerPlatformPage } from './power-platform-development.ts';
import { salesPage } from './sales.ts';
import type { LandingPageContent } from './types.ts';

/** Every service landing page, in the order the services menu lists them. */
export const allLandingPages: readonly LandingPageContent[] = [
  dynamics365Page,
  powerPlatformPage,
  powerAutomatePage,
  powerAppsCanvasPage,
  salesPage,
  microsoft365Page,
  dataMigrationPage,
  cloudServicesPage,
];
