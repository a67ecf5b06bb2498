/*
 * Revisions of authored content and the writers' working copies (autosaves):
 * their kinds of change, limits, words and the shapes the API answers. No
 * schema library here: the edit screens import it.
 */

/** What made a revision. */
export const REVISION_CHANGES = [
  'created',
  'updated',
  'published',
  'unpublished',
  'scheduled',
  /** A scheduled item's time came. */
  'went-live',
  /** An earlier revision brought back as a writer's working copy. */
  'restored',
  /** A writer's unsaved working copy (one per writer and item, folded into their next save). */
  'autosave',
] as const;
export type RevisionChange = (typeof REVISION_CHANGES)[number];

/** What has working copies: the two kinds of content and the industry-news e-mail. */
export const DRAFT_KINDS = ['blog', 'case-studies', 'industry-news'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];
/** The kinds of content that keep revisions (a sent e-mail has none). */
export type RevisedKind = Exclude<DraftKind, 'industry-news'>;
/** The item part of a working copy's address for an item not created yet. */
export const NEW_ITEM = 'new';

export const REVISION_LIMITS = {
  /** Revisions kept per item unless REVISIONS_KEEP says otherwise; published ones always stay. */
  keepDefault: 100,
  /** The largest working copy, as JSON (a long post with its fields). */
  draftBytes: 1_000_000,
  /** How long after the last change the form saves its working copy. */
  autosaveDelayMs: 3000,
  /** The longest a change waits while the writer keeps typing without a pause. */
  autosaveMaxWaitMs: 15_000,
  /** How often an open edit screen tells the server it is still open. */
  presenceEveryMs: 30_000,
  /** Someone who said so within this long is still editing. */
  presenceSeconds: 75,
  /** The longest wait between two tries of a working copy that could not be saved. */
  retryMaxMs: 30_000,
} as const;

export const REVISION_MESSAGES = {
  listed: 'Revisions loaded',
  loaded: 'Revision loaded',
  notFound: 'Revision not found',
  restored: 'Restored as your working copy: save or publish it to make it live',
  draftSaved: 'Working copy saved',
  draftLoaded: 'Working copy loaded',
  draftDiscarded: 'Working copy discarded',
  draftTooLarge: 'The working copy is too large to save',
  presence: 'Editors listed',
  /** 412: the item changed after the writer opened it. */
  stale:
    'Someone else saved this after you opened it. See their change, then save again to overwrite it.',
  badIfMatch: 'If-Match must be the version the edit started from, as its ETag gives it',
} as const;

/** A revision in an item's history (newest first). */
export interface RevisionSummary {
  id: string;
  change: RevisionChange;
  /** The item's version this revision is (a save), or the one an autosave started from. */
  version: number | null;
  /** Readers saw this version. */
  published: boolean;
  savedAt: string;
  savedBy: { id: string; name: string } | null;
  /** The title it had, to tell revisions apart in the list. */
  title: string;
}

/**
 * A revision with what it holds: the item's authored fields as the edit
 * screen reads them (`item`), or a writer's form as they left it (`draft`,
 * an autosave).
 */
export interface RevisionDetail extends RevisionSummary {
  format: 'item' | 'draft';
  snapshot: Record<string, unknown>;
}

/** A writer's working copy of an item (or of a new one) as the form left it. */
export interface WorkingCopy {
  draft: Record<string, unknown>;
  /** The item's version the copy started from (null: a new item). */
  baseVersion: number | null;
  savedAt: string;
}

/** Someone else with the same item open. */
export interface OtherEditor {
  id: string;
  name: string;
  /** When they last said so. */
  seenAt: string;
}

/** The 412 answer's details: who saved the item, when, and its version now. */
export interface StaleDetails {
  version: number;
  savedAt: string;
  savedBy: string | null;
}

// The field naming the authoring forms' background posts (its own module: the root reads it).
export { DRAFT_INTENT_FIELD } from './draft-intent.ts';
/** An autosave's form, as JSON. */
export const DRAFT_FIELD = 'draft';

/** An ETag of an item's version, as answered and as If-Match takes it back. */
export const versionTag = (version: number) => `"v${version}"`;

/** The version an If-Match header names (`"v3"`, `W/"v3"` or `3`); undefined when none, NaN when unreadable. */
export function versionFromIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?v?(\d{1,9})"?\s*$/.exec(header);
  return match ? Number(match[1]) : Number.NaN;
}
