import type { PublicUser } from './auth.ts';
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
  /** The request's structured logger: what goes wrong while rendering is one log line. */
  log: PageLogger;
  /**
   * The site's own API, called in-process on behalf of this request (same
   * client address, so the same rate limits). Page actions use it: a form
   * posted before the page's JavaScript ran goes through the very route,
   * schema and service the JSON call would.
   */
  api: PageApi;
  /** The browser's session (its HttpOnly cookie), and how a page action starts or ends it. */
  session: PageSession;
}

/**
 * The session of the browser a page is rendered for. The in-process API
 * (`api`) already calls as this user; loaders read `user` to render the
 * signed-in screen in the first HTML. A public page rendered for nobody
 * (user null) is the one the page cache keeps for every anonymous visitor.
 */
export interface PageSession {
  user: PublicUser | null;
  /** The session's form token, for the hidden field of its forms (null when signed out). */
  csrfToken: string | null;
  /**
   * The Set-Cookie value that gives this browser the session an API call
   * issued (sign-in, registration); with `expiresAt` ("remember me") the
   * cookie outlives the browser until then.
   */
  start(token: string, expiresAt?: string): string;
  /** The Set-Cookie value that removes the session cookie (logout, a revoked session). */
  end(): string;
}

export interface PageApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** A JSON value, or a FormData (sent as multipart, as a browser sends a form with files). */
  body?: unknown;
  headers?: Record<string, string>;
}

export type PageApi = (call: PageApiCall) => Promise<{ status: number; body: unknown }>;

/** The part of the server's (pino) logger the page renderer uses. */
export interface PageLogger {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface AppServerEntryModule {
  createLoadContext(values: PageRequestValues): unknown;
}
