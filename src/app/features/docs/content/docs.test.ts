import { describe, expect, it } from 'vitest';
import { publicPages } from '../../../../shared/public-pages.ts';
import {
  allGuides,
  blockTexts,
  docsResultsLabel,
  filterGuides,
  findGuide,
  guideText,
  plainText,
  searchWords,
  textParts,
  type DocsGroup,
} from './docs.ts';
import { docsGroups, loadDocsGuides, popularGuideIds } from './docs-guides.server.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const ids = (groups: DocsGroup[]) => allGuides(groups).map((guide) => guide.id);
const bodyTexts = () => allGuides(docsGroups).flatMap((guide) => guide.body.flatMap(blockTexts));

describe('docs content', () => {
  it('has six groups of two to four guides', () => {
    expect(docsGroups).toHaveLength(6);
    for (const group of docsGroups) {
      expect(group.guides.length, group.id).toBeGreaterThanOrEqual(2);
      expect(group.guides.length, group.id).toBeLessThanOrEqual(4);
    }
  });

  it('gives every group and guide a unique slug, usable as an anchor', () => {
    const all = [...docsGroups.map((group) => group.id), ...ids(docsGroups)];
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // Ids the page itself uses.
    for (const reserved of ['main', 'contents']) expect(all).not.toContain(reserved);
  });

  it('gives every guide a distinct title, a one-line summary and a body of 80 to 200 words', () => {
    const titles = allGuides(docsGroups).map((guide) => guide.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const guide of allGuides(docsGroups)) {
      expect(guide.summary, guide.id).toMatch(/^[^\n]{20,100}$/);
      expect(guide.body.length, guide.id).toBeGreaterThan(0);
      for (const block of guide.body) {
        if (block.kind !== 'paragraph') expect(block.items.length, guide.id).toBeGreaterThan(1);
        for (const text of blockTexts(block)) expect(text.trim(), guide.id).not.toBe('');
      }
      const bodyWords = words(guideText(guide)) - words(guide.title) - words(guide.summary);
      expect(bodyWords, guide.id).toBeGreaterThanOrEqual(80);
      expect(bodyWords, guide.id).toBeLessThanOrEqual(200);
    }
  });

  it('links only to existing guides, public pages or secure external addresses', () => {
    const guideIds = new Set(ids(docsGroups));
    for (const id of popularGuideIds) expect(guideIds).toContain(id);
    for (const guide of allGuides(docsGroups))
      for (const related of guide.related ?? []) {
        expect(guideIds, `${guide.id} → ${related}`).toContain(related);
        expect(related).not.toBe(guide.id);
      }
    const paths = publicPages.map((page) => page.path);
    const links = bodyTexts().flatMap((text) =>
      textParts(text).filter((part) => typeof part !== 'string'),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      if (link.href.startsWith('/')) expect(paths).toContain(link.href);
      else
        expect(link.href).toMatch(
          /^https:\/\/[a-z0-9.-]+\.microsoft\.com(\/|$)|powerapps|powerautomate/,
        );
    }
    // No half-written link markup left in the text a reader sees.
    for (const text of bodyTexts()) expect(plainText(text)).not.toMatch(/\]\(|\[[^\]]*\]/);
  });

  it('is loader data that survives serialisation unchanged (no icon or other component)', () => {
    const data = loadDocsGuides();
    expect(data.groups).toBe(docsGroups);
    expect(data.popularGuideIds).toBe(popularGuideIds);
    expect(JSON.parse(JSON.stringify(data))).toStrictEqual(data);
  });
});

describe('allGuides and findGuide', () => {
  it('read the guides of the groups they are given, in page order', () => {
    const guides = allGuides(docsGroups);
    expect(guides).toHaveLength(22);
    expect(guides[0]?.id).toBe(docsGroups[0]?.guides[0]?.id);
    expect(findGuide('raising-a-support-ticket', docsGroups)?.title).toBe(
      'How to raise a support ticket',
    );
    expect(findGuide('raising-a-support-ticket', docsGroups.slice(0, 1))).toBeUndefined();
    expect(findGuide('no-such-guide', docsGroups)).toBeUndefined();
  });
});

describe('textParts and plainText', () => {
  it('splits text around [label](href) links', () => {
    expect(textParts('Go to [the portal](https://example.com/a) or [Support](/support).')).toEqual([
      'Go to ',
      { label: 'the portal', href: 'https://example.com/a' },
      ' or ',
      { label: 'Support', href: '/support' },
      '.',
    ]);
    expect(textParts('No links here.')).toEqual(['No links here.']);
  });

  it('ignores markup whose address is neither https nor a site path', () => {
    expect(textParts('[x](javascript:alert(1))')).toEqual(['[x](javascript:alert(1))']);
  });

  it('keeps only the link labels in plain text', () => {
    expect(plainText('Open [make.powerapps.com](https://make.powerapps.com) now')).toBe(
      'Open make.powerapps.com now',
    );
  });
});

const guide = (id: string, title: string, summary: string, text: string) => ({
  id,
  title,
  summary,
  body: [{ kind: 'paragraph' as const, text }],
});

const groups: DocsGroup[] = [
  {
    id: 'getting-started',
    title: 'Group one',
    description: '',
    guides: [
      guide('mfa', 'Setting up MFA', 'Register the Authenticator app.', 'Scan the QR code.'),
      guide('teams', 'Teams files', 'Where files are stored.', 'Chat files live in OneDrive.'),
    ],
  },
  {
    id: 'working-with-support',
    title: 'Group two',
    description: '',
    guides: [
      guide('ticket', 'Raising a ticket', 'One request per issue.', 'Reply on the e-mail thread.'),
      guide('roles', 'Security roles', 'What people can see.', 'Roles are cumulative.'),
    ],
  },
];

describe('filterGuides', () => {
  it('returns every group and guide for a blank search', () => {
    expect(filterGuides(groups, '')).toEqual(groups);
    expect(filterGuides(groups, '   ')).toEqual(groups);
  });

  it('matches the title, the summary or the body, ignoring case', () => {
    expect(ids(filterGuides(groups, 'mfa'))).toEqual(['mfa']);
    expect(ids(filterGuides(groups, 'AUTHENTICATOR'))).toEqual(['mfa']);
    expect(ids(filterGuides(groups, 'onedrive'))).toEqual(['teams']);
  });

  it('needs every word of the search, in any order', () => {
    expect(ids(filterGuides(groups, 'ticket raising'))).toEqual(['ticket']);
    expect(ids(filterGuides(groups, 'ticket roles'))).toEqual([]);
  });

  it('ignores hyphens and curly apostrophes, so "email" finds "e-mail"', () => {
    expect(ids(filterGuides(groups, 'email'))).toEqual(['ticket']);
    expect(searchWords(' Sign-in  organisation’s ')).toEqual(['signin', "organisation's"]);
  });

  it('keeps the original order and drops groups left empty', () => {
    const result = filterGuides(groups, 'files');
    expect(result.map((group) => group.id)).toEqual(['getting-started']);
    expect(ids(filterGuides(groups, 'the'))).toEqual(['mfa', 'ticket']);
  });

  it('returns nothing when no guide contains the words', () => {
    expect(filterGuides(groups, 'quantum blockchain')).toEqual([]);
  });

  it('does not change the groups it was given', () => {
    const before = JSON.stringify(groups);
    filterGuides(groups, 'mfa');
    expect(JSON.stringify(groups)).toBe(before);
  });

  it('finds real guides by words only in their body', () => {
    expect(ids(filterGuides(docsGroups, 'QR code'))).toEqual([
      'setting-up-multifactor-authentication',
    ]);
    expect(ids(filterGuides(docsGroups, 'resubmit'))).toEqual(['troubleshooting-a-failed-flow']);
    // Named items (terms) are searched too.
    expect(ids(filterGuides(docsGroups, 'nonbusiness'))).toEqual(['data-loss-prevention-policies']);
  });
});

describe('docsResultsLabel', () => {
  it('describes all, some and no results', () => {
    expect(docsResultsLabel(22, 22, '')).toBe('Showing all 22 guides');
    expect(docsResultsLabel(3, 22, 'flow')).toBe('3 of 22 guides match your search');
    expect(docsResultsLabel(0, 22, 'zzz')).toBe('No guides match your search');
  });
});
