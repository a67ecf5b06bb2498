/**
 * Links inside a post's HTML body. Links to posts (/blog/… and the old
 * /blogs/… addresses) stay in the app; every other web link opens in a new
 * tab. The body is marked up while rendering, the same on the server and in
 * the browser, so it works before the page's JavaScript has run and
 * hydrates unchanged.
 */

const BLOG_PATH = /^\/blogs?\/[^/?#]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Stands in for the site's address when it is not known: relative links still resolve. */
const SOME_ORIGIN = 'http://site.invalid';

/** The in-app address of a link to a post (a /blogs/ address made /blog/), or null. */
export function inAppBlogPath(href: string, origin: string = SOME_ORIGIN): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || !BLOG_PATH.test(url.pathname)) return null;
  return `${url.pathname.replace(/^\/blogs\//, '/blog/')}${url.search}${url.hash}`;
}

/** Whether a body link opens in a new tab: web links other than posts and in-page anchors. */
export function opensInNewTab(href: string, origin?: string): boolean {
  const value = href.trim();
  if (!value || value.startsWith('#')) return false;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return false; // mailto:, tel:…
  return inAppBlogPath(value, origin) === null;
}

const ANCHOR = /<a\b([^>]*)>/gi;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const TARGET_OR_REL = /\s(?:target|rel)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The body with `target="_blank" rel="noopener noreferrer"` on every link that leaves the blog. */
export function markExternalLinks(html: string, origin?: string): string {
  return html.replace(ANCHOR, (tag: string, attributes: string) => {
    const match = HREF.exec(attributes);
    if (!match || !opensInNewTab(decode(match[1] ?? match[2] ?? ''), origin)) return tag;
    return `<a${attributes.replace(TARGET_OR_REL, '')} target="_blank" rel="noopener noreferrer">`;
  });
}
