import * as z from 'zod/mini';
import { apiSuccessSchema } from './api.ts';
import {
  ACCOUNT_LIMITS,
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  passwordProblems,
} from './auth-messages.ts';
import { emailAddressSchema } from './email.ts';
import { ROLE_CHOICES, ROLE_MESSAGES, ROLES } from './roles.ts';

export * from './auth-messages.ts';

/**
 * Schemas of the auth and user calls. The server
 * validates requests with them and the account forms check the same rules
 * before sending.
 */

const limitedRequired = (label: string, message: string, max: number) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message, abort: true }),
      z.maxLength(max, AUTH_MESSAGES.tooLong(label, max)),
    );

/** Optional text: trimmed; an empty value is stored as empty. */
const optionalText = (label: string, max: number) =>
  z._default(
    z
      .string({ error: AUTH_MESSAGES.tooLong(label, max) })
      .check(z.trim(), z.maxLength(max, AUTH_MESSAGES.tooLong(label, max))),
    '',
  );

export const accountEmailSchema = emailAddressSchema({
  required: AUTH_MESSAGES.emailRequired,
  invalid: AUTH_MESSAGES.emailInvalid,
});

/**
 * A new password: at least 8 characters with an uppercase letter, a lowercase
 * letter, a number and a special character, enforced here for every caller.
 */
export const newPasswordSchema = z.string({ error: AUTH_MESSAGES.passwordRequired }).check(
  z.minLength(1, { error: AUTH_MESSAGES.passwordRequired, abort: true }),
  z.maxLength(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong, abort: true }),
  z.refine((value) => passwordProblems(value).length === 0, {
    error: AUTH_MESSAGES.passwordPolicy,
  }),
);

export const registerSchema = z.object({
  firstName: limitedRequired('First name', AUTH_MESSAGES.firstNameRequired, ACCOUNT_LIMITS.name),
  lastName: limitedRequired('Last name', AUTH_MESSAGES.lastNameRequired, ACCOUNT_LIMITS.name),
  email: accountEmailSchema,
  password: newPasswordSchema,
  company: optionalText('Company', ACCOUNT_LIMITS.company),
  phone: optionalText('Phone', ACCOUNT_LIMITS.phone),
  jobTitle: optionalText('Job title', ACCOUNT_LIMITS.jobTitle),
  city: optionalText('City', ACCOUNT_LIMITS.city),
  country: optionalText('Country', ACCOUNT_LIMITS.country),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterRequest = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: accountEmailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .check(
      z.minLength(1, { error: AUTH_MESSAGES.passwordRequired, abort: true }),
      z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials),
    ),
  /** "Remember me": a 30-day session instead of a one-day one. */
  rememberMe: z._default(z.boolean(), false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: accountEmailSchema });

const tokenSchema = z
  .string({ error: AUTH_MESSAGES.tokenRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: AUTH_MESSAGES.tokenRequired, abort: true }),
    z.maxLength(200),
  );

export const resetPasswordSchema = z.object({ token: tokenSchema, password: newPasswordSchema });
export const verifyEmailSchema = z.object({ token: tokenSchema });
/** Signed in: the body may be empty. Signed out: the address to send the link to. */
export const resendVerificationSchema = z.object({ email: z.optional(accountEmailSchema) });

/**
 * A profile field in an update: absent means "leave as it is"; an empty
 * string clears it.
 */
const updatedText = (label: string, max: number) =>
  z.optional(
    z
      .string({ error: AUTH_MESSAGES.tooLong(label, max) })
      .check(z.trim(), z.maxLength(max, AUTH_MESSAGES.tooLong(label, max))),
  );

/**
 * Editable profile fields (firstName … location, or avatar '' to remove the
 * photo). Only the fields sent change.
 */
export const profileUpdateSchema = z.object({
  firstName: z.optional(
    limitedRequired('First name', AUTH_MESSAGES.firstNameRequired, ACCOUNT_LIMITS.name),
  ),
  lastName: z.optional(
    limitedRequired('Last name', AUTH_MESSAGES.lastNameRequired, ACCOUNT_LIMITS.name),
  ),
  email: z.optional(accountEmailSchema),
  phone: updatedText('Phone', ACCOUNT_LIMITS.phone),
  company: updatedText('Company', ACCOUNT_LIMITS.company),
  jobTitle: updatedText('Job title', ACCOUNT_LIMITS.jobTitle),
  city: updatedText('City', ACCOUNT_LIMITS.city),
  country: updatedText('Country', ACCOUNT_LIMITS.country),
  bio: updatedText('Bio', ACCOUNT_LIMITS.bio),
  location: updatedText('Location', ACCOUNT_LIMITS.location),
  /** An empty string removes the photo; any other value is ignored (photos are uploaded). */
  avatar: z.optional(z.string().check(z.maxLength(500))),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const userIdParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) });
export const photoFileParamsSchema = z.object({
  filename: z.string().check(z.maxLength(100)),
});

/** A user as the API returns it; never holds secrets. */
export const publicUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  jobTitle: z.string(),
  city: z.string(),
  country: z.string(),
  bio: z.string(),
  location: z.string(),
  /** Address of the photo (`/api/users/profile/photo/file/{filename}`), or null. */
  avatar: z.nullable(z.string()),
  emailVerified: z.boolean(),
  /** The administrator role. */
  isAdmin: z.boolean(),
  /** Any editorial role (by default, a verified company-domain address is an author). */
  isStaff: z.boolean(),
  /** The editorial role (shared/roles.ts), or null: a reader. */
  role: z.nullable(z.enum(ROLES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = apiSuccessSchema(
  z.object({ user: publicUserSchema, token: z.string(), expiresAt: z.string() }),
);
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/auth/me: the user under `data.user`. */
export const userResponseSchema = apiSuccessSchema(z.object({ user: publicUserSchema }));
/** GET /api/users/{id}: `data` is the user. */
export const userByIdResponseSchema = apiSuccessSchema(publicUserSchema);
/**
 * PUT /api/users/profile and the photo call: the user under `data.user` like every other
 * answer, and also at the top level as `user` for clients that read it there.
 */
export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  data: z.object({ user: publicUserSchema }),
});
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const AVATAR_URL_PREFIX = '/api/users/profile/photo/file/';

/** PUT /api/users/{id}/role: a role, 'reader' (none), or 'default' (the company-domain rule). */
export const roleChangeSchema = z.object({
  role: z.enum([...ROLE_CHOICES, 'default'], ROLE_MESSAGES.roleInvalid),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** GET /api/users/roles: a page of accounts, optionally those matching a name or address. */
export const roleListQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(200))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});

/** An account as the users screen lists it. */
export interface RoleListEntry {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** What the account can do now (null: a reader). */
  role: (typeof ROLES)[number] | null;
  /** Whether its role follows the default rule (none given by an administrator). */
  byDefault: boolean;
  createdAt: string;
}

export interface RoleList {
  users: RoleListEntry[];
  page: number;
  pages: number;
  total: number;
}
