import * as z from 'zod/mini';
import { apiSuccessSchema } from './api.ts';
import {
  ACCOUNT_LIMITS,
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-messages.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';

export * from './auth-messages.ts';

/**
 * Schemas of the auth and user calls (spec 02 section 7). The server
 * validates requests with them and the account forms check the same rules
 * before sending.
 */

/** Which of the password rule's parts a password misses (empty when it passes). */
export function passwordProblems(password: string): string[] {
  const missing: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) missing.push(`${PASSWORD_MIN_LENGTH}+ characters`);
  if (!/[A-Z]/.test(password)) missing.push('an uppercase letter');
  if (!/[a-z]/.test(password)) missing.push('a lowercase letter');
  if (!/[0-9]/.test(password)) missing.push('a number');
  if (!/[^A-Za-z0-9]/.test(password)) missing.push('a special character');
  return missing;
}

/**
 * Staff are verified addresses in the company domain or one of its
 * subdomains: `a@example.com` and `a@eu.example.com` are, while
 * `a@example.com.evil.test` and `a@notexample.com` are not.
 */
export function isCompanyEmail(email: string, companyDomain: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const company = companyDomain.toLowerCase();
  return domain === company || domain.endsWith(`.${company}`);
}

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

export const accountEmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: AUTH_MESSAGES.emailRequired, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid, abort: true }),
    z.refine(isValidEmail, { error: AUTH_MESSAGES.emailInvalid }),
  );

/** A new password: the spec's four-class rule, enforced here for every caller. */
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

/** Editable profile fields (spec 02 section 5: firstName … location, or avatar '' to remove). */
export const profileUpdateSchema = z.object({
  firstName: z.optional(
    limitedRequired('First name', AUTH_MESSAGES.firstNameRequired, ACCOUNT_LIMITS.name),
  ),
  lastName: z.optional(
    limitedRequired('Last name', AUTH_MESSAGES.lastNameRequired, ACCOUNT_LIMITS.name),
  ),
  email: z.optional(accountEmailSchema),
  phone: z.optional(optionalText('Phone', ACCOUNT_LIMITS.phone)),
  company: z.optional(optionalText('Company', ACCOUNT_LIMITS.company)),
  jobTitle: z.optional(optionalText('Job title', ACCOUNT_LIMITS.jobTitle)),
  city: z.optional(optionalText('City', ACCOUNT_LIMITS.city)),
  country: z.optional(optionalText('Country', ACCOUNT_LIMITS.country)),
  bio: z.optional(optionalText('Bio', ACCOUNT_LIMITS.bio)),
  location: z.optional(optionalText('Location', ACCOUNT_LIMITS.location)),
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
  isAdmin: z.boolean(),
  /** Verified company-domain address, or an administrator. */
  isStaff: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = apiSuccessSchema(
  z.object({ user: publicUserSchema, token: z.string(), expiresAt: z.string() }),
);
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/auth/me: the spec's client reads `data.user`. */
export const userResponseSchema = apiSuccessSchema(z.object({ user: publicUserSchema }));
/** GET /api/users/{id}: the spec's client reads `data` as the user. */
export const userByIdResponseSchema = apiSuccessSchema(publicUserSchema);
/** PUT /api/users/profile and the photo call: the spec's client reads `user` at the top level. */
export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  data: z.object({ user: publicUserSchema }),
});
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const AVATAR_URL_PREFIX = '/api/users/profile/photo/file/';
