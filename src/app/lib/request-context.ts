import { createContext } from 'react-router';
import type { SiteSettings } from '../../shared/site-settings.ts';

/** Values the server puts in the router context for each page request. */
export const nonceContext = createContext<string>('');
export const siteContext = createContext<SiteSettings>();
