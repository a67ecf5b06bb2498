import { isbot } from 'isbot';
import { ANALYTICS_LIMITS, type DeviceClass } from '../../../shared/analytics-messages.ts';
import { primaryPathOf } from '../../../shared/public-pages.ts';

/*
 * What a page request counts as: whether it is a view at all (the counting
 * rules), and what a view keeps of it. Pure functions of the request's
 * parts, so the rules are tested without a server.
 */

/** What the counting rules read of a request and its answer. */
export interface CountedRequest {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** What a view keeps of its request (the visitor's hash is added by the counter). */
export interface ViewFacts {
  path: string;
  referrerHost: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: DeviceClass;
}

const header = (headers: CountedRequest['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** React Router's data request for a page (a client-side navigation): `/blog.data`, `/_.data` for `/`. */
const DATA_SUFFIX = '.data';

/** The page a request shows: its path, without a data request's suffix or a trailing slash. */
export function pagePathOf(url: string): { path: string; data: boolean } {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  const data = pathname.endsWith(DATA_SUFFIX);
  let path = data ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
  if (data && path.endsWith('/_')) path = path.slice(0, -1);
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return { path, data };
}

/**
 * Whether a request is a page view to count: a GET of a public page
 * (`isPublicPage`) answered 200 or 304, from a browser that is not a bot,
 * not a prefetch, and not asking not to be tracked (Do Not Track, Global
 * Privacy Control). A client-side navigation's data request counts when it
 * leads somewhere other than the page it was made from; the same page's
 * data again is a revalidation after a form was sent, not a view.
 */
export function isCountedView(
  request: CountedRequest,
  isPublicPage: (path: string) => boolean,
  siteHosts: ReadonlySet<string>,
): boolean {
  if (request.method !== 'GET') return false;
  if (request.status !== 200 && request.status !== 304) return false;
  // The cheap tests first: most requests are assets and API calls.
  const { path, data } = pagePathOf(request.url);
  if (!isPublicPage(path)) return false;
  const { headers } = request;
  if (header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1') return false;
  const purpose = `${header(headers, 'sec-purpose') ?? ''} ${header(headers, 'purpose') ?? ''} ${header(headers, 'x-moz') ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  const userAgent = header(headers, 'user-agent');
  if (!userAgent || isBot(userAgent)) return false;
  if (data) {
    const from = sameSiteReferrer(request, siteHosts);
    if (!from) return false;
    const target = new URL(request.url, 'http://site');
    target.searchParams.delete('_routes');
    if (from.pathname === path && from.search === target.search) return false;
  }
  return true;
}

/**
 * What a user agent is (a bot; a phone, tablet or desktop), worked out once
 * per user agent: a busy site sees the same few hundred again and again.
 */
const agents = new Map<string, { bot: boolean; device: DeviceClass }>();
function agentOf(userAgent: string) {
  let agent = agents.get(userAgent);
  if (agent === undefined) {
    if (agents.size >= 2000) agents.clear();
    agent = { bot: isbot(userAgent), device: deviceClassOf(userAgent) };
    agents.set(userAgent, agent);
  }
  return agent;
}
const isBot = (userAgent: string) => agentOf(userAgent).bot;

/** Whether a host is the site's own: a configured one, or the one the request was sent to. */
function isSiteHost(host: string, request: CountedRequest, siteHosts: ReadonlySet<string>) {
  return siteHosts.has(host) || host === header(request.headers, 'host')?.toLowerCase();
}

function sameSiteReferrer(request: CountedRequest, siteHosts: ReadonlySet<string>) {
  const url = parseUrl(header(request.headers, 'referer'));
  return url && isSiteHost(url.host.toLowerCase(), request, siteHosts) ? url : undefined;
}

function parseUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Search engines and social sites: the only referrers whose full address is
 * kept (a search's or a share's address says which one brought the visit;
 * any other site's full address could name a private page).
 */
const SEARCH_AND_SOCIAL =
  /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|search\.yahoo\.com|yandex\.[a-z.]+|baidu\.com|ecosia\.org|search\.brave\.com|startpage\.com|qwant\.com|linkedin\.com|lnkd\.in|facebook\.com|fb\.me|instagram\.com|t\.co|twitter\.com|x\.com|reddit\.com|youtube\.com|threads\.net|bsky\.app|mastodon\.social|xing\.com|pinterest\.[a-z.]+|news\.ycombinator\.com)$/;

/** Cuts a value to its limit, dropping control characters; empty means none. */
export function clip(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const text = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (text === '') return null;
  return text.length > max ? text.slice(0, max) : text;
}

/** The device class a user agent names: phone, tablet or desktop. */
export function deviceOf(userAgent: string | undefined): DeviceClass {
  return userAgent ? agentOf(userAgent).device : 'desktop';
}

function deviceClassOf(ua: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d|(Android(?!.*Mobile))/i.test(ua)) {
    return 'tablet';
  }
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'phone';
  return 'desktop';
}

/** What a counted view keeps: the page, where it came from, its campaign and the device. */
export function viewFactsOf(request: CountedRequest, siteHosts: ReadonlySet<string>): ViewFacts {
  const { path } = pagePathOf(request.url);
  // Most views have no query string: no address to parse.
  const query = request.url.includes('?')
    ? new URL(request.url, 'http://site').searchParams
    : undefined;
  const referer = parseUrl(header(request.headers, 'referer'));
  const host = referer?.host.toLowerCase();
  const external = host !== undefined && !isSiteHost(host, request, siteHosts);
  const referrerHost = external
    ? clip(host.replace(/^www\./, ''), ANALYTICS_LIMITS.referrerHost)
    : null;
  return {
    path: clip(primaryPathOf(path), ANALYTICS_LIMITS.path) ?? '/',
    referrerHost,
    referrer:
      external && referrerHost && SEARCH_AND_SOCIAL.test(referrerHost)
        ? clip(
            `${referer!.origin}${referer!.pathname}${referer!.search}`,
            ANALYTICS_LIMITS.referrer,
          )
        : null,
    utmSource: clip(query?.get('utm_source')?.toLowerCase(), ANALYTICS_LIMITS.utm),
    utmMedium: clip(query?.get('utm_medium')?.toLowerCase(), ANALYTICS_LIMITS.utm),
    utmCampaign: clip(query?.get('utm_campaign'), ANALYTICS_LIMITS.utm),
    device: deviceOf(header(request.headers, 'user-agent')),
  };
}
