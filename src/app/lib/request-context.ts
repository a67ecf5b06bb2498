import { createContext } from 'react-router';
import type { SiteSettings } from '../../shared/site-settings.ts';
import type { PageApi, PageLogger, PageSession } from '../../shared/ssr-contract.ts';

/** Values the server puts in the router context for each page request. */
export const nonceContext = createContext<string>('');
export const siteContext = createContext<SiteSettings>();
/** The server's logger for this request; the console when rendering outside the server. */
export const logContext = createContext<PageLogger>({
  info: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
});
/** The in-process API of the server (page actions); rendering outside the server has none. */
export const apiContext = createContext<PageApi>(() =>
  Promise.reject(new Error('no API outside the server')),
);
/** The browser's session (its cookie); rendering outside the server has none. */
export const sessionContext = createContext<PageSession>({
  user: null,
  csrfToken: null,
  start: () => {
    throw new Error('no session outside the server');
  },
  end: () => {
    throw new Error('no session outside the server');
  },
});
