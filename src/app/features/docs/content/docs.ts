/**
 * The documentation hub (/docs): practical guides for clients, grouped by
 * topic, with a text filter. Pure data and functions, so the filter runs the
 * same on the server (?q= without JavaScript) and in the browser.
 *
 * The guides themselves are not here: they are the route's loader data
 * (docs-guides.server.ts), so this module, which the browser loads, carries
 * none of their text, and the functions below take the guides as arguments.
 *
 * Guide text may contain links written as [label](https://… or /path).
 */

import type { DocsGroup, DocsGuide, GuideBlock } from './guides/blocks.ts';

export type { DocsGroup, DocsGroupId, DocsGuide, GuideBlock } from './guides/blocks.ts';

export const docsPage = {
  title: 'Documentation',
  heading: 'Guides for your Microsoft solutions',
  description:
    'Practical, step-by-step guides for Dynamics 365, the Power Platform and Microsoft 365, written by the consultants who implement and support them: from your first sign-in to raising a support ticket.',
  metaDescription:
    'Client documentation: step-by-step guides to Dynamics 365 environments, Power Apps and Power Automate, Microsoft 365 and Teams, data migration, security roles, licences and raising a support ticket.',
  keywords: [
    'Dynamics 365 documentation',
    'Power Platform guides',
    'Power Automate troubleshooting',
    'Microsoft 365 how-to',
    'security roles',
    'support ticket',
  ],
};

export function allGuides(groups: readonly DocsGroup[]): DocsGuide[] {
  return groups.flatMap((group) => group.guides);
}

export function findGuide(id: string, groups: readonly DocsGroup[]) {
  return allGuides(groups).find((guide) => guide.id === id);
}

// ---------------------------------------------------------------------------
// Links inside guide text and the filter

export type TextPart = string | { label: string; href: string };

const LINK = /\[([^\]]+)\]\(((?:https:\/\/|\/)[^)\s]*)\)/g;

/** Splits guide text into plain strings and [label](href) links. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ label: match[1] ?? '', href: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Guide text as a reader sees it (link labels, no markup). */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}

/** The texts of a block, as written (links still marked up). */
export function blockTexts(block: GuideBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'terms':
      return block.items.flatMap((item) => [item.term, item.text]);
    default:
      return block.items;
  }
}

/** Everything a reader of the guide sees: title, summary and body. */
export function guideText(guide: DocsGuide): string {
  const body = guide.body.flatMap(blockTexts);
  return [guide.title, guide.summary, ...body].map(plainText).join(' ');
}

/**
 * Lower case, curly apostrophes as straight ones and hyphens dropped, so
 * "email" finds "e-mail" and "organisation's" finds "organisation’s".
 */
function normalise(text: string): string {
  return text.toLocaleLowerCase().replace(/[‘’]/g, "'").replace(/[-‐]/g, '');
}

/** The words of a search, normalised; an empty list for a blank search. */
export function searchWords(query: string): string[] {
  return normalise(query).split(/\s+/).filter(Boolean);
}

/**
 * The groups with only the guides whose title, summary or body contain every
 * word of the search (case-insensitive), in their original order; groups
 * left without guides are dropped. A blank search returns every guide.
 */
export function filterGuides(groups: readonly DocsGroup[], query: string): DocsGroup[] {
  const words = searchWords(query);
  if (words.length === 0) return groups.map((group) => ({ ...group }));
  return groups
    .map((group) => ({
      ...group,
      guides: group.guides.filter((guide) => {
        const text = normalise(guideText(guide));
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.guides.length > 0);
}

/** The sentence the results counter announces. */
export function docsResultsLabel(count: number, total: number, query: string): string {
  if (searchWords(query).length === 0) return `Showing all ${total} guides`;
  if (count === 0) return 'No guides match your search';
  return `${count} of ${total} guides match your search`;
}
