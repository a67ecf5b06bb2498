import { useRouteLoaderData } from 'react-router';
import { defaultSiteSettings, type SiteSettings } from '../../shared/site-settings.ts';

/** The company facts, as the root loader received them from the server. */
export function useSite(): SiteSettings {
  const data = useRouteLoaderData('root') as { site?: SiteSettings } | undefined;
  return data?.site ?? defaultSiteSettings;
}
