import {
  isSettingKey,
  SETTING_KEYS,
  SETTINGS_MESSAGES,
  type SettingKey,
  type SettingValues,
} from '../../../shared/settings-messages.ts';
import type { FooterColumn, SiteLink } from '../../../shared/site-settings.ts';

/*
 * The settings form as posted: every field named by its path in the
 * settings ("address.city", "navigation.2.href",
 * "footerColumns.0.links.1.label"), the same paths the shared schema's
 * problems name, so each message lands under its field. Zod-free: the
 * screen and its action both read the form with it.
 */

/** The file input of a new share image (uploaded by the action through the posts' image pipeline). */
export const OG_IMAGE_FILE = 'ogImageFile';

/** What a press of one of the form's buttons asks for (its `intent`). */
export type SettingsIntent =
  | { kind: 'save' }
  | { kind: 'reset'; key: SettingKey }
  | { kind: 'edit'; op: 'add' | 'remove' | 'up' | 'down'; path: string };

const LIST_PATH = /^(navigation|servicesMenu|footerColumns|footerColumns\.\d{1,2}\.links)$/;

/** `save`, `reset:<key>`, `add:<list>`, `remove:<item>`, `up:<item>`, `down:<item>`. */
export function intentOf(value: unknown): SettingsIntent {
  const [kind = '', path = ''] = typeof value === 'string' ? value.split(':') : [];
  if (kind === 'reset' && isSettingKey(path)) return { kind: 'reset', key: path };
  if (kind === 'add' && LIST_PATH.test(path)) return { kind: 'edit', op: 'add', path };
  if ((kind === 'remove' || kind === 'up' || kind === 'down') && /\.\d{1,2}$/.test(path)) {
    const list = path.replace(/\.\d{1,2}$/, '');
    if (LIST_PATH.test(list)) return { kind: 'edit', op: kind, path };
  }
  return { kind: 'save' };
}

type Tree = Record<string, unknown> | unknown[];

function put(tree: Tree, path: readonly string[], value: string) {
  let node: Tree = tree;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    const key = /^\d+$/.test(segment) ? Number(segment) : segment;
    const container = node as Record<string | number, unknown>;
    if (last) {
      container[key] = value;
      return;
    }
    container[key] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = container[key] as Tree;
  });
}

const links = (value: unknown): SiteLink[] =>
  Array.isArray(value)
    ? value
        .filter(Boolean)
        .map((link: Partial<SiteLink>) => ({ label: link.label ?? '', href: link.href ?? '' }))
    : [];

/**
 * The settings as the form holds them. Lists are always there (all rows
 * removed is an empty list, not a missing one); a share image without an
 * address is none (the default image).
 */
export function settingsFromForm(
  entries: Iterable<[string, FormDataEntryValue]>,
): Partial<SettingValues> {
  const tree: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const path = name.split('.');
    if (!isSettingKey(path[0]!) || path.length > 5) continue;
    put(tree, path, value);
  }
  const values = Object.fromEntries(
    SETTING_KEYS.filter((key) => tree[key] !== undefined).map((key) => [key, tree[key]]),
  ) as Partial<Record<SettingKey, unknown>>;
  values.navigation = links(tree['navigation']);
  values.servicesMenu = links(tree['servicesMenu']);
  values.footerColumns = (Array.isArray(tree['footerColumns']) ? tree['footerColumns'] : [])
    .filter(Boolean)
    .map((column: Partial<{ heading: string; links: unknown }>) => ({
      heading: column.heading ?? '',
      links: links(column.links),
    }));
  const image = tree['ogImage'] as Record<string, string> | undefined;
  if (image) {
    const size = (text: string | undefined) =>
      text && /^\d+$/.test(text) ? Number(text) : undefined;
    const width = size(image['width']);
    const height = size(image['height']);
    values.ogImage = image['src']
      ? {
          src: image['src'],
          alt: image['alt'] ?? '',
          ...(width ? { width } : {}),
          ...(height ? { height } : {}),
        }
      : null;
  }
  return values as Partial<SettingValues>;
}

const EMPTY_LINK: SiteLink = { label: '', href: '' };

/** The list a path names ("navigation", "footerColumns.1.links"), in `values` (which it changes). */
function listAt(values: Partial<SettingValues>, path: string): unknown[] | undefined {
  const [key, index, field] = path.split('.');
  if (key === 'footerColumns' && index !== undefined && field === 'links') {
    return values.footerColumns?.[Number(index)]?.links;
  }
  const list = values[key as SettingKey];
  return Array.isArray(list) ? list : undefined;
}

/**
 * A row added, removed or moved in one of the lists: what the form shows
 * next (nothing is saved until Save settings).
 */
export function editList(
  values: Partial<SettingValues>,
  intent: Extract<SettingsIntent, { kind: 'edit' }>,
): Partial<SettingValues> {
  const copy = structuredClone(values);
  if (intent.op === 'add') {
    const list = listAt(copy, intent.path);
    if (!list) return copy;
    if (intent.path === 'footerColumns') {
      const column: FooterColumn = { heading: '', links: [{ ...EMPTY_LINK }] };
      list.push(column);
    } else list.push({ ...EMPTY_LINK });
    return copy;
  }
  const at = intent.path.lastIndexOf('.');
  const list = listAt(copy, intent.path.slice(0, at));
  const index = Number(intent.path.slice(at + 1));
  if (!list || index >= list.length) return copy;
  const [row] = list.splice(index, 1);
  if (intent.op === 'up') list.splice(Math.max(0, index - 1), 0, row);
  if (intent.op === 'down') list.splice(Math.min(list.length, index + 1), 0, row);
  return copy;
}

/** A new share image needs its description (the rules check it once it is stored). */
export function imageProblems(chosen: boolean, alt: string): Record<string, string> {
  return chosen && !alt.trim() ? { 'ogImage.alt': SETTINGS_MESSAGES.ogImageAltRequired } : {};
}

/** The first message of each field path, as the form shows one under each input. */
export function firstByPath(
  fieldErrors: Record<string, readonly string[]>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([path, messages]) =>
      messages[0] ? [[path || 'form', messages[0]]] : [],
    ),
  );
}
