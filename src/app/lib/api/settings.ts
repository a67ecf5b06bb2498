/* Administrators' site settings (/dashboard/settings reads and writes through its route). */
import type { SettingKey, SettingsUpdate, SettingsView } from '../../../shared/settings.ts';
import { browserSend, type Send } from './request.ts';

/** Every setting in effect, its default and whether it is set here. */
export const siteSettings = (send: Send = browserSend) =>
  send<SettingsView>('GET', '/api/settings', undefined);

/** Sets the settings sent (all or nothing); one equal to the value in effect is left as it is. */
export const saveSiteSettings = (update: SettingsUpdate, send: Send = browserSend) =>
  send<SettingsView>('PUT', '/api/settings', update);

/** "Reset to default": the environment's value applies again. */
export const resetSiteSetting = (key: SettingKey, send: Send = browserSend) =>
  send<SettingsView>('DELETE', `/api/settings/${encodeURIComponent(key)}`, undefined);
