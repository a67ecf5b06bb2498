import type { Role } from '../../../shared/roles.ts';
import type { SettingKey } from '../../../shared/settings-messages.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import type { Executor } from '../../db/client.ts';

/**
 * The settings in effect: the environment's, with what administrators set
 * at /dashboard/settings over them. Read it where it is used, through
 * `app.settings.current()` (or a module's `site` reader), never once at
 * start: a change applies at once on every instance.
 */
export interface CurrentSettings {
  /** What pages and e-mails show of the company (header, footer, JSON-LD, mail layout). */
  site: SiteSettings;
  /** The IANA zone staff work in (meeting times, the weekly digest's time). */
  timeZone: string;
  /** When the weekly digest goes ("mon 09:00", in `timeZone`). */
  digestSchedule: string;
  /** The Reply-To of every e-mail that does not carry its own. */
  replyTo: string;
}

/**
 * How a module reads the company's facts as they are now (the settings
 * service's `site`). Inside a transaction, pass it: the read then goes
 * through it, never on another connection the transaction could block.
 */
export type SiteReader = (executor?: Executor) => Promise<SiteSettings>;

/** The same for every setting in effect (the settings service's `current`). */
export type SettingsReader = (executor?: Executor) => Promise<CurrentSettings>;

/** Who changed the settings: a signed-in administrator. */
export interface SettingsActor {
  userId: string;
  email: string;
  /** Their role: only one holding `settings.manage` may change the settings. */
  role: Role | null;
}

/** One save or reset, as the modules that follow the settings hear of it. */
export interface SettingsChange {
  actor: SettingsActor;
  /** Each changed setting's value in effect before and after. */
  changes: Partial<Record<SettingKey, { from: unknown; to: unknown }>>;
  before: CurrentSettings;
  after: CurrentSettings;
}

/**
 * Called in the transaction of every change (a save or a reset) after the
 * rows are written: what a module must change with it (the newsletter
 * queues the next digest for a new schedule). A throw undoes the change.
 */
export type SettingsListener = (tx: Executor, change: SettingsChange) => Promise<void>;
