import type { SiteSettings } from './site-settings.ts';

/**
 * What the server hands React Router for each page request. The server
 * build's entry module (`src/app/entry.server.tsx`) turns it into the router
 * context, so server code never imports app code (nor the other way round).
 */
export interface PageRequestValues {
  /** CSP nonce of this response; every inline script must carry it. */
  nonce: string;
  site: SiteSettings;
}

export interface AppServerEntryModule {
  createLoadContext(values: PageRequestValues): unknown;
}
