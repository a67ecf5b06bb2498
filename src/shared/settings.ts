import * as z from 'zod/mini';
import { apiSuccessSchema } from './api.ts';
import { emailAddressSchema } from './email.ts';
import {
  DIGEST_SCHEDULE_PATTERN,
  isHttpsAddress,
  isPhoneNumber,
  isSiteLinkTarget,
  SETTING_KEYS,
  SETTINGS_LIMITS as L,
  SETTINGS_MESSAGES as M,
  type SettingKey,
  type SettingValues,
} from './settings-messages.ts';
import { isTimeZone } from './time-zones.ts';

/*
 * The one set of rules of the site settings: the screen checks them before
 * posting, the page action and the API check them again (PUT /api/settings
 * validates its body with `settingsUpdateSchema`). No check aborts, so every
 * problem of a form is heard at once.
 */

export * from './settings-messages.ts';

const requiredText = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

const addressLine = z
  .string({ error: M.addressLineTooLong })
  .check(z.trim(), z.maxLength(L.addressLine, M.addressLineTooLong));

const httpsAddress = z
  .string({ error: M.socialInvalid })
  .check(z.trim(), z.refine(isHttpsAddress, M.socialInvalid));

const linkSchema = z.object({
  label: requiredText(M.linkLabelRequired, M.linkLabelTooLong, L.linkLabel),
  href: z
    .string({ error: M.linkTargetInvalid })
    .check(z.trim(), z.refine(isSiteLinkTarget, M.linkTargetInvalid)),
});

const linksSchema = (min: number) =>
  z
    .array(linkSchema, { error: M.navigationEmpty })
    .check(z.minLength(min, M.navigationEmpty), z.maxLength(L.links, M.tooManyLinks));

/** Each setting's rule, by key. */
export const settingSchemas = {
  companyName: requiredText(M.companyNameRequired, M.companyNameTooLong, L.companyName),
  description: requiredText(M.descriptionRequired, M.descriptionTooLong, L.description),
  phone: z
    .string({ error: M.phoneInvalid })
    .check(z.trim(), z.refine(isPhoneNumber, M.phoneInvalid)),
  email: emailAddressSchema({ required: M.emailRequired, invalid: M.emailInvalid }),
  address: z.object({
    street: addressLine,
    city: addressLine,
    region: addressLine,
    postalCode: addressLine,
    country: addressLine,
  }),
  social: z.object({
    linkedin: httpsAddress,
    twitter: httpsAddress,
    facebook: httpsAddress,
    youtube: httpsAddress,
  }),
  navigation: linksSchema(1),
  servicesMenu: linksSchema(0),
  footerColumns: z
    .array(
      z.object({
        heading: requiredText(M.columnHeadingRequired, M.columnHeadingTooLong, L.linkLabel),
        links: linksSchema(1),
      }),
    )
    .check(z.maxLength(L.columns, M.tooManyColumns)),
  ogImage: z.nullable(
    z.object({
      src: z
        .string({ error: M.ogImageInvalid })
        .check(z.trim(), z.refine(isSiteLinkTarget, M.ogImageInvalid)),
      alt: requiredText(M.ogImageAltRequired, M.ogImageAltTooLong, L.alt),
      width: z.optional(z.number().check(z.int(), z.positive())),
      height: z.optional(z.number().check(z.int(), z.positive())),
    }),
  ),
  timeZone: z
    .string({ error: M.timeZoneInvalid })
    .check(z.trim(), z.refine(isTimeZone, M.timeZoneInvalid)),
  digestSchedule: z.string({ error: M.digestScheduleInvalid }).check(
    z.trim(),
    z.refine((value) => DIGEST_SCHEDULE_PATTERN.test(value), M.digestScheduleInvalid),
    z.toLowerCase(),
  ),
  replyTo: emailAddressSchema({ required: M.replyToRequired, invalid: M.replyToInvalid }),
} satisfies { [K in SettingKey]: z.ZodMiniType<SettingValues[K], unknown> };

/**
 * PUT /api/settings: any of the settings, each checked by its own rule; a
 * key the site does not have is refused. All or nothing: one bad field
 * and nothing is saved.
 */
export const settingsUpdateSchema = z.strictObject(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, z.optional(settingSchemas[key])])) as {
    [K in SettingKey]: z.ZodMiniOptional<(typeof settingSchemas)[K]>;
  },
);
export type SettingsUpdate = Partial<SettingValues>;

export const settingKeyParams = z.object({
  key: z.enum(SETTING_KEYS, { error: M.unknownSetting }),
});

/** Who last changed a setting, and when (null for one at its default). */
const changedSchema = z.nullable(z.object({ at: z.string(), byUserId: z.nullable(z.string()) }));

/**
 * GET/PUT/DELETE /api/settings: every setting's value in effect, its default
 * and, for one set in the dashboard (which wins over the environment), who
 * set it and when (null: the default applies).
 */
export const settingsViewSchema = z.object({
  values: z.custom<SettingValues>(),
  defaults: z.custom<SettingValues>(),
  changed: z.record(z.enum(SETTING_KEYS), changedSchema),
});
export type SettingsView = z.infer<typeof settingsViewSchema>;

export const settingsResponseSchema = apiSuccessSchema(settingsViewSchema);
