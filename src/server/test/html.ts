/**
 * Minimal reading of server-rendered HTML: what a crawler sees before any
 * script runs. Enough for the tags React emits; not a general HTML parser.
 */

export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The value of an attribute of one tag, entities decoded. */
export function attribute(tag: string | undefined, name: string): string | undefined {
  const match = tag ? new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag) : null;
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

/** Every `<meta>` or `<link>` tag of the document's head. */
export function headTags(html: string, tagName: 'meta' | 'link'): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return head.match(new RegExp(`<${tagName}\\b[^>]*>`, 'gi')) ?? [];
}

/** The first `<meta>` or `<link>` tag of the head that matches a pattern. */
export function headTag(html: string, pattern: RegExp): string | undefined {
  return [...headTags(html, 'meta'), ...headTags(html, 'link')].find((tag) => pattern.test(tag));
}

/** The content of `<meta name=…>` or `<meta property=…>`. */
export function metaContent(
  html: string,
  key: 'name' | 'property',
  value: string,
): string | undefined {
  const tag = headTags(html, 'meta').find((candidate) => attribute(candidate, key) === value);
  return tag ? attribute(tag, 'content') : undefined;
}

/** The href of every canonical link (a page should have exactly one). */
export function canonicalHrefs(html: string): string[] {
  return headTags(html, 'link')
    .filter((tag) => attribute(tag, 'rel') === 'canonical')
    .map((tag) => attribute(tag, 'href') ?? '');
}

/** The page's one canonical href; fails the test if there is not exactly one. */
export function canonicalHref(html: string): string | undefined {
  const hrefs = canonicalHrefs(html);
  if (hrefs.length !== 1)
    throw new Error(`expected exactly one canonical link, found ${hrefs.length}`);
  return hrefs[0];
}

export function htmlTitle(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

/** Every JSON-LD block, parsed (a parse error fails the test: the JSON must be valid). */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  const blocks = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  return blocks.map((block) => JSON.parse(block[1] ?? 'null') as Record<string, unknown>);
}

/** The text of an HTML fragment, tags removed and entities decoded. */
export function textOf(fragment: string): string {
  return decodeEntities(fragment.replace(/<[^>]+>/g, '')).trim();
}

/** The first element whose opening tag has this attribute (`id="main"`), up to its closing tag. */
export function element(fragment: string, attributeText: string): string {
  const open = new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*\\s${attributeText}[^>]*>`, 'i').exec(fragment);
  if (!open?.[1]) throw new Error(`no element with ${attributeText}`);
  return elements(fragment.slice(open.index), open[1])[0]!;
}

/** The `tag` elements of a fragment that are not inside another `tag` element. */
export function elements(fragment: string, tag: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  let depth = 0;
  let start = 0;
  for (let match = pattern.exec(fragment); match; match = pattern.exec(fragment)) {
    if (match[1]) {
      depth -= 1;
      if (depth === 0) found.push(fragment.slice(start, match.index + match[0].length));
    } else {
      if (depth === 0) start = match.index;
      depth += 1;
    }
  }
  return found;
}

/** What is inside an element (its own opening and closing tags removed). */
export const inner = (element: string) =>
  element.slice(element.indexOf('>') + 1, element.lastIndexOf('<'));

/** The text of every `tag` element of a fragment. */
export const texts = (fragment: string, tag: string) => elements(fragment, tag).map(textOf);
