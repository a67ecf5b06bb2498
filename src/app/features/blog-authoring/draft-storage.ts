import { AUTH_STORAGE_KEYS } from '../../../shared/session-messages.ts';
import { STOCK_IMAGES } from '../../../shared/blog.ts';
import type { BlogFormValues, FeaturedChoice } from './blog-form-state.ts';

/**
 * Unsaved work mirrored to the browser's local storage while the author
 * types, keyed by the author and the page, so a reload, a closed tab or an
 * expired session never loses a draft. A file chosen for upload cannot be
 * stored; the stock or current image choice is.
 */

export interface StoredDraft {
  values: BlogFormValues;
  /** The image choice without a file: a stock id or a current address. */
  image: { kind: 'none' } | { kind: 'stock'; id: string } | { kind: 'current'; address: string };
  /** An upload had been chosen and must be chosen again. */
  hadUpload: boolean;
  savedAt: number;
}

const PREFIX = 'blog-authoring-draft';

export const draftKey = (userId: string, path: string) => `${PREFIX}:${userId}:${path}`;

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function draftOf(values: BlogFormValues, choice: FeaturedChoice, now: number): StoredDraft {
  return {
    values,
    image: choice.kind === 'upload' ? { kind: 'none' } : choice,
    hadUpload: choice.kind === 'upload',
    savedAt: now,
  };
}

const TEXT_FIELDS = [
  'title',
  'slug',
  'category',
  'readTime',
  'excerpt',
  'content',
  'metaTitle',
  'metaDescription',
  'authorName',
  'authorBio',
  'publishAt',
] as const;

/** A stored draft, if the text is one (anything else is ignored). */
export function parseDraft(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft> | null;
    const values = value?.values as Partial<Record<string, unknown>> | undefined;
    if (!value || !values || typeof value.savedAt !== 'number') return null;
    if (!TEXT_FIELDS.every((field) => typeof values[field] === 'string')) return null;
    const lists = [values['tags'], values['keywords']];
    if (!lists.every((list) => Array.isArray(list) && list.every((v) => typeof v === 'string'))) {
      return null;
    }
    return {
      ...value,
      image: imageOf(value.image),
      hadUpload: value.hadUpload === true,
    } as StoredDraft;
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
export function choiceOfDraft(draft: StoredDraft): FeaturedChoice {
  return draft.image as FeaturedChoice;
}

export function loadDraft(key: string): StoredDraft | null {
  return parseDraft(local()?.getItem(key) ?? null);
}

export function saveDraft(key: string, draft: StoredDraft): void {
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

/**
 * Auth headers after a save was refused for an expired session: the token the
 * author has since signed in with (in another tab, which writes the same
 * storage), else the page's own session.
 */
export function freshAuthHeaders(fallback: () => Record<string, string>): Record<string, string> {
  const token = local()?.getItem(AUTH_STORAGE_KEYS.token);
  if (token && token !== 'null' && token !== 'undefined') {
    return { authorization: `Bearer ${token}` };
  }
  return fallback();
}
