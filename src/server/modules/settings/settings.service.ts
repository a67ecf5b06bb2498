import { assertCan } from '../../request-auth.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  SETTING_KEYS,
  settingSchemas,
  type SettingKey,
  type SettingsUpdate,
  type SettingsView,
  type SettingValues,
} from '../../../shared/settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import type { Database, Executor } from '../../db/client.ts';
import * as repository from './settings.repository.ts';
import type {
  CurrentSettings,
  SettingsActor,
  SettingsChange,
  SettingsListener,
} from './settings.types.ts';

export type {
  CurrentSettings,
  SettingsChange,
  SettingsListener,
  SiteReader,
} from './settings.types.ts';

export interface SettingsServiceDeps {
  db: Database;
  /** The settings as the environment gives them: every setting's default. */
  environment: CurrentSettings;
  /**
   * Keeps a read in memory until any instance invalidates the pages (the
   * page cache's `remember`): the settings are read once per change, and a
   * change made on another instance is seen by the next request here.
   */
  remember: <T>(key: string, read: () => Promise<T>) => Promise<T>;
  /** Tells every instance that what visitors see has changed (the page cache's `invalidate`). */
  invalidate: (reason: string) => Promise<void>;
  /** Writes the audit entry of a change, in its transaction (the privacy module's audit log). */
  audit: (tx: Executor, change: SettingsChange) => Promise<void>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The stored settings over their defaults, and which are set here. */
interface Loaded {
  values: SettingValues;
  changed: SettingsView['changed'];
  settings: CurrentSettings;
}

/** Every setting's default: what the environment gives (and the layout's links). */
export function defaultsOf(environment: CurrentSettings): SettingValues {
  const { site } = environment;
  return {
    companyName: site.companyName,
    description: site.description,
    phone: site.phone,
    email: site.email,
    address: site.address,
    social: site.social,
    navigation: site.navigation,
    servicesMenu: site.servicesMenu,
    footerColumns: site.footerColumns,
    ogImage: site.ogImage,
    timeZone: environment.timeZone,
    digestSchedule: environment.digestSchedule,
    replyTo: environment.replyTo,
  };
}

function settingsFrom(environment: CurrentSettings, values: SettingValues): CurrentSettings {
  const site: SiteSettings = {
    ...environment.site,
    companyName: values.companyName,
    description: values.description,
    phone: values.phone,
    email: values.email,
    address: values.address,
    social: values.social,
    navigation: values.navigation,
    servicesMenu: values.servicesMenu,
    footerColumns: values.footerColumns,
    ogImage: values.ogImage,
  };
  return {
    site,
    timeZone: values.timeZone,
    digestSchedule: values.digestSchedule,
    replyTo: values.replyTo,
  };
}

/** JSON with every object's keys sorted: two values that mean the same compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The site settings: defaults from the environment, a row per setting an
 * administrator set (which wins from then on), "reset" deletes the row.
 * Reads come from memory, read again after any instance's change; a change
 * is all or nothing, audited in its transaction, heard by the listeners
 * (`onChange`) in it, and then every instance's pages are invalidated.
 */
export function createSettingsService(deps: SettingsServiceDeps) {
  const { db, environment, log } = deps;
  const now = deps.now ?? (() => new Date());
  const defaults = defaultsOf(environment);
  const listeners: SettingsListener[] = [];

  async function load(executor: Executor): Promise<Loaded> {
    const values = { ...defaults } as Record<SettingKey, unknown>;
    const changed = Object.fromEntries(SETTING_KEYS.map((key) => [key, null])) as Loaded['changed'];
    for (const row of await repository.allSettings(executor)) {
      const key = row.key as SettingKey;
      const schema = settingSchemas[key] as (typeof settingSchemas)[SettingKey] | undefined;
      if (!schema) continue;
      // A row the rules no longer accept (written by an older version) is left
      // alone and its default used, rather than shown on every page.
      const parsed = schema.safeParse(row.value);
      if (!parsed.success) {
        log.warn({ key }, 'site setting no longer valid: its default applies');
        continue;
      }
      values[key] = parsed.data;
      changed[key] = { at: row.updatedAt.toISOString(), byUserId: row.updatedBy };
    }
    const typed = values as SettingValues;
    return { values: typed, changed, settings: settingsFrom(environment, typed) };
  }

  const loaded = () => deps.remember('site-settings', () => load(db));

  const viewOf = ({ values, changed }: Loaded): SettingsView => ({ values, defaults, changed });

  /**
   * One change in one transaction (under the settings' lock): the rows
   * written, the audit entry, every listener; then the pages of every
   * instance invalidated. Nothing is written when nothing differs.
   */
  async function change(
    actor: SettingsActor,
    write: (tx: Executor, before: Loaded) => Promise<Partial<SettingValues> | undefined>,
  ): Promise<{ view: SettingsView; changed: SettingKey[] }> {
    const changed = await db.transaction(async (tx) => {
      await repository.lockSettings(tx);
      const before = await load(tx);
      const written = await write(tx, before);
      if (!written) return [];
      const afterValues = { ...before.values, ...written };
      const keys = SETTING_KEYS.filter((key) => key in written);
      const changes: SettingsChange['changes'] = {};
      for (const key of keys) changes[key] = { from: before.values[key], to: afterValues[key] };
      const event: SettingsChange = {
        actor,
        changes,
        before: before.settings,
        after: settingsFrom(environment, afterValues),
      };
      await deps.audit(tx, event);
      for (const listener of listeners) await listener(tx, event);
      return keys;
    });
    if (changed.length > 0) await deps.invalidate('settings');
    return { view: viewOf(await load(db)), changed };
  }

  /**
   * Inside a transaction the caller passes it: the read goes through it (a
   * read on another connection could wait for that very transaction, which
   * PGlite's single connection would never finish), and is not kept.
   */
  const read = (executor?: Executor) => (executor && executor !== db ? load(executor) : loaded());

  return {
    /** The settings in effect now (shared: treat as read-only); pass the transaction inside one. */
    current: async (executor?: Executor): Promise<CurrentSettings> =>
      (await read(executor)).settings,

    /** The company's facts as pages and e-mails show them now; pass the transaction inside one. */
    site: async (executor?: Executor): Promise<SiteSettings> =>
      (await read(executor)).settings.site,

    /** Every setting's value in effect, its default, and whether it is set here. */
    view: async (): Promise<SettingsView> => viewOf(await loaded()),

    /**
     * Sets the settings given (already checked by their rules) that differ
     * from the value in effect; one that equals it is left as it is (at its
     * default, it keeps following the environment).
     */
    async update(input: SettingsUpdate, actor: SettingsActor) {
      assertCan(actor, 'settings.manage');
      return change(actor, async (tx, before) => {
        const written = SETTING_KEYS.filter(
          (key) => input[key] !== undefined && !sameValue(input[key], before.values[key]),
        );
        if (written.length === 0) return undefined;
        const at = now();
        for (const key of written) {
          await repository.putSetting(tx, key, input[key], actor.userId, at);
        }
        return Object.fromEntries(written.map((key) => [key, input[key]]));
      });
    },

    /** "Reset to default": the setting's row goes, and the environment's value applies again. */
    async reset(key: SettingKey, actor: SettingsActor) {
      assertCan(actor, 'settings.manage');
      return change(actor, async (tx) =>
        (await repository.deleteSetting(tx, key)) ? { [key]: defaults[key] } : undefined,
      );
    },

    /** Hears every change, in its transaction (see SettingsListener). */
    onChange(listener: SettingsListener): void {
      listeners.push(listener);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
