/**
 * The shape of the documentation guides and the helpers their files are
 * written with. The guides reach the browser as the /docs route's loader
 * data, so they hold only strings: no component, no function.
 */

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'list'; items: string[] }
  /** Named items, such as the severity levels or the DLP connector groups. */
  | { kind: 'terms'; items: Array<{ term: string; text: string }> };

export interface DocsGuide {
  /** Slug, also the in-page anchor (#id). */
  id: string;
  title: string;
  summary: string;
  body: GuideBlock[];
  /** Ids of other guides worth reading next. */
  related?: string[];
}

/** The topics, by slug (also their in-page anchor); each has its icon in components/group-icon.tsx. */
export type DocsGroupId =
  | 'getting-started'
  | 'power-apps-and-power-automate'
  | 'microsoft-365-and-teams'
  | 'data-integrations-and-migration'
  | 'security-licences-and-administration'
  | 'working-with-support';

export interface DocsGroup {
  id: DocsGroupId;
  title: string;
  description: string;
  guides: DocsGuide[];
}

export const p = (text: string): GuideBlock => ({ kind: 'paragraph', text });
export const steps = (...items: string[]): GuideBlock => ({ kind: 'steps', items });
export const list = (...items: string[]): GuideBlock => ({ kind: 'list', items });
export const terms = (...items: Array<[term: string, text: string]>): GuideBlock => ({
  kind: 'terms',
  items: items.map(([term, text]) => ({ term, text })),
});

export const PPAC = '[Power Platform admin centre](https://admin.powerplatform.microsoft.com)';
export const M365_ADMIN = '[Microsoft 365 admin centre](https://admin.microsoft.com)';
