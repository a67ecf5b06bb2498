/**
 * The site settings administrators edit at /dashboard/settings: which there
 * are, their limits and their words. Zod-free, so the screen's refusals and
 * the audit log's labels cost no schema library; the rules are in
 * `settings.ts`.
 */
import type { FooterColumn, ShareImageSetting, SiteLink, SiteSettings } from './site-settings.ts';
import { tooLong } from './validation.ts';

/** Every setting, in the screen's order: one row each in `site_settings` once set. */
export const SETTING_KEYS = [
  'companyName',
  'description',
  'phone',
  'email',
  'address',
  'social',
  'navigation',
  'servicesMenu',
  'footerColumns',
  'ogImage',
  'timeZone',
  'digestSchedule',
  'replyTo',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** What each setting holds. */
export interface SettingValues {
  companyName: string;
  description: string;
  phone: string;
  email: string;
  address: SiteSettings['address'];
  social: SiteSettings['social'];
  navigation: SiteLink[];
  servicesMenu: SiteLink[];
  footerColumns: FooterColumn[];
  ogImage: ShareImageSetting | null;
  /** The IANA zone staff work in (meeting times, the digest's time). */
  timeZone: string;
  /** When the weekly digest goes, in `timeZone`: "mon 09:00". */
  digestSchedule: string;
  /** Where replies to the site's e-mails go (mail whose replies go to a visitor keeps theirs). */
  replyTo: string;
}

export const isSettingKey = (key: string): key is SettingKey =>
  (SETTING_KEYS as readonly string[]).includes(key);

export const SETTINGS_LIMITS = {
  companyName: 100,
  description: 300,
  phone: 30,
  addressLine: 100,
  linkLabel: 40,
  href: 500,
  links: 12,
  columns: 6,
  alt: 200,
} as const;

/** Each setting's name on the screen and in the audit log. */
export const SETTING_LABELS: Readonly<Record<SettingKey, string>> = {
  companyName: 'Company name',
  description: 'Description',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Postal address',
  social: 'Social links',
  navigation: 'Header navigation',
  servicesMenu: 'Header services menu',
  footerColumns: 'Footer columns',
  ogImage: 'Default share image',
  timeZone: 'Time zone',
  digestSchedule: 'Newsletter digest schedule',
  replyTo: 'Reply-to address of e-mails',
};

const L = SETTINGS_LIMITS;

export const SETTINGS_MESSAGES = {
  companyNameRequired: 'Please enter the company name',
  companyNameTooLong: tooLong('Company name', L.companyName),
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: tooLong('Description', L.description),
  phoneInvalid:
    'Please enter a phone number: digits, spaces, brackets, dots or dashes, optionally starting with +',
  emailRequired: 'Please enter the company’s e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  addressLineTooLong: tooLong('Each line of the address', L.addressLine),
  socialInvalid: 'Please enter an https:// address',
  linkLabelRequired: 'Please enter the link’s text',
  linkLabelTooLong: tooLong('A link’s text', L.linkLabel),
  linkTargetInvalid:
    'Please enter a path on this site starting with / (not //), or an https:// address',
  tooManyLinks: `At most ${L.links} links`,
  navigationEmpty: 'Keep at least one link',
  columnHeadingRequired: 'Please enter the column’s heading',
  columnHeadingTooLong: tooLong('A column’s heading', L.linkLabel),
  tooManyColumns: `At most ${L.columns} columns`,
  ogImageInvalid: 'Please choose an image uploaded here, or an https:// address',
  ogImageAltRequired: 'Please describe the image for people who cannot see it',
  ogImageAltTooLong: tooLong('The image’s description', L.alt),
  timeZoneInvalid: 'Please enter a valid time zone, such as Asia/Kolkata',
  digestScheduleInvalid: 'Please enter a weekday and a time, such as "mon 09:00"',
  replyToRequired: 'Please enter the reply-to address',
  replyToInvalid: 'Please enter a valid e-mail address',
  unknownSetting: 'There is no such setting.',
  read: 'Settings retrieved.',
  saved: 'Settings saved.',
  unchanged: 'Nothing to save: every field is as it was.',
  reset: 'Setting reset to its default.',
  /** The screen's fallbacks, when the server gives no message. */
  saveFailed: 'The settings could not be saved. Please try again.',
  loadFailed: 'The settings could not be read. Please try again.',
  /** The screen's answer to an unsaved change of a list (a link added, moved or removed). */
  listEdited: 'Not saved yet: press Save settings to keep the change.',
} as const;

/** The digest's schedule, as NEWSLETTER_DIGEST_SCHEDULE has always been written. */
export const DIGEST_SCHEDULE_PATTERN = /^(mon|tue|wed|thu|fri|sat|sun) ([01]\d|2[0-3]):[0-5]\d$/i;

/**
 * A link's target the site accepts: a path on this site (starting with one
 * `/`; `//host` and a backslash, which browsers read as `/`, would leave it)
 * or an https:// address with a host.
 */
export function isSiteLinkTarget(href: string): boolean {
  if (href.length === 0 || href.length > L.href) return false;
  if (/[\s\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  return isHttpsAddress(href);
}

/** An absolute https:// address with a host. */
export function isHttpsAddress(href: string): boolean {
  if (!href.startsWith('https://') || /[\s\\]/.test(href) || href.length > L.href) return false;
  try {
    return new URL(href).hostname.length > 0;
  } catch {
    return false;
  }
}

/** A phone number as people write one: "+91 891 234 5678", "(0891) 234-5678". */
export function isPhoneNumber(value: string): boolean {
  return (
    value.length <= L.phone &&
    /^\+?[\d\s().-]+$/.test(value) &&
    (value.match(/\d/g)?.length ?? 0) >= 6
  );
}
