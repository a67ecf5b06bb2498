import { STOCK_IMAGES } from '../../../shared/blog.ts';
import type { AuthoredValues, FeaturedChoice } from './form-state.ts';

/**
 * Unsaved work mirrored to the browser's local storage while the author
 * types, keyed by the author and the page, so a reload, a closed tab or an
 * expired session never loses a draft. A file chosen for upload cannot be
 * stored; the stock or current image choice is.
 */

export interface StoredDraft<V extends AuthoredValues = AuthoredValues> {
  values: V;
  /** The image choice without a file: a stock id or a current address. */
  image: { kind: 'none' } | { kind: 'stock'; id: string } | { kind: 'current'; address: string };
  /** An upload had been chosen and must be chosen again. */
  hadUpload: boolean;
  savedAt: number;
}

// Named when the blog was the only kind; kept, so drafts already stored are found.
const PREFIX = 'blog-authoring-draft';

export const draftKey = (userId: string, path: string) => `${PREFIX}:${userId}:${path}`;

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function draftOf<V extends AuthoredValues>(
  values: V,
  choice: FeaturedChoice,
  now: number,
): StoredDraft<V> {
  return {
    values,
    image: choice.kind === 'upload' ? { kind: 'none' } : choice,
    hadUpload: choice.kind === 'upload',
    savedAt: now,
  };
}

/** What a form's stored values must hold to be restored: its text fields, lists and rows. */
export interface DraftShape {
  text: readonly string[];
  lists: readonly string[];
  /** Lists of rows (a case study's metrics): each row an object of these text fields. */
  rows?: Readonly<Record<string, readonly string[]>>;
}

/** The text fields every authoring form's draft holds. */
export const AUTHORED_TEXT = [
  'title',
  'slug',
  'excerpt',
  'content',
  'metaTitle',
  'metaDescription',
  'publishAt',
];

const isStrings = (list: unknown) =>
  Array.isArray(list) && list.every((item) => typeof item === 'string');

function fits(values: Partial<Record<string, unknown>>, shape: DraftShape): boolean {
  if (!shape.text.every((field) => typeof values[field] === 'string')) return false;
  if (!shape.lists.every((field) => isStrings(values[field]))) return false;
  return Object.entries(shape.rows ?? {}).every(([field, keys]) => {
    const rows = values[field];
    return (
      Array.isArray(rows) &&
      rows.every(
        (row) =>
          typeof row === 'object' &&
          row !== null &&
          keys.every((key) => typeof (row as Record<string, unknown>)[key] === 'string'),
      )
    );
  });
}

/** A stored draft, if the text is one of this shape (anything else is ignored). */
export function parseDraft<V extends AuthoredValues>(
  raw: string | null,
  shape: DraftShape,
): StoredDraft<V> | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft<V>> | null;
    const values = value?.values as Partial<Record<string, unknown>> | undefined;
    if (!value || !values || typeof value.savedAt !== 'number') return null;
    if (!fits(values, shape)) return null;
    return {
      ...value,
      image: imageOf(value.image),
      hadUpload: value.hadUpload === true,
    } as StoredDraft<V>;
  } catch {
    return null;
  }
}

function imageOf(image: unknown): StoredDraft['image'] {
  const record = (image ?? {}) as Record<string, unknown>;
  if (record['kind'] === 'stock' && STOCK_IMAGES.some((s) => s.id === record['id'])) {
    return { kind: 'stock', id: record['id'] as string };
  }
  if (record['kind'] === 'current' && typeof record['address'] === 'string') {
    return { kind: 'current', address: record['address'] };
  }
  return { kind: 'none' };
}

/** The draft's image as the form's choice. */
export function choiceOfDraft(draft: StoredDraft<AuthoredValues>): FeaturedChoice {
  return draft.image as FeaturedChoice;
}

export function loadDraft<V extends AuthoredValues>(
  key: string,
  shape: DraftShape,
): StoredDraft<V> | null {
  return parseDraft<V>(local()?.getItem(key) ?? null, shape);
}

export function saveDraft(key: string, draft: StoredDraft<AuthoredValues>): void {
  try {
    local()?.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the draft lives on the page only
  }
}

export function clearDraft(key: string): void {
  try {
    local()?.removeItem(key);
  } catch {
    // nothing stored
  }
}
