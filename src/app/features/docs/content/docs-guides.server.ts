/**
 * The guides themselves, for the /docs route's loader only: the server
 * renders the page from them and the browser hydrates from the same data,
 * serialised into the page, so their text is in no JavaScript chunk. The
 * `.server` suffix makes the build fail if browser code imports this file.
 */

import type { DocsGroup } from './guides/blocks.ts';
import { gettingStarted } from './guides/getting-started.ts';
import { powerAppsAndPowerAutomate } from './guides/power-apps-and-power-automate.ts';
import { microsoft365AndTeams } from './guides/microsoft-365-and-teams.ts';
import { dataIntegrationsAndMigration } from './guides/data-integrations-and-migration.ts';
import { securityLicencesAndAdministration } from './guides/security-licences-and-administration.ts';
import { workingWithSupport } from './guides/working-with-support.ts';

/** The topics in page order; each lives in its own file under content/guides/. */
export const docsGroups: DocsGroup[] = [
  gettingStarted,
  powerAppsAndPowerAutomate,
  microsoft365AndTeams,
  dataIntegrationsAndMigration,
  securityLicencesAndAdministration,
  workingWithSupport,
];

/** Guides linked from the page hero: the questions clients ask most. */
export const popularGuideIds = [
  'raising-a-support-ticket',
  'setting-up-multifactor-authentication',
  'troubleshooting-a-failed-flow',
  'adding-a-new-user',
];

/** The /docs route's loader data: strings only, so it serialises as it is. */
export function loadDocsGuides() {
  return { groups: docsGroups, popularGuideIds };
}
