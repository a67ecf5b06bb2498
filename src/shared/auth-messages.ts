import { tooLong } from './validation.ts';
/**
 * Texts, limits and timings of the account side. Plain values only, so the
 * header and the session code can use them without pulling a schema library
 * into every page.
 */

import { SESSION_MESSAGES } from './session-messages.ts';

export const AUTH_TIMINGS = {
  /** Login success waits this long before going to /dashboard. */
  loginRedirectMs: 1000,
  /** Reset success waits this long before going to /login. */
  resetRedirectMs: 3000,
  /** 'Profile updated successfully!' stays this long. */
  profileSuccessMs: 3000,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it is given; a cap keeps one request from costing seconds. */
export const PASSWORD_MAX_LENGTH = 128;

export const ACCOUNT_LIMITS = {
  name: 100,
  company: 200,
  phone: 40,
  jobTitle: 100,
  city: 100,
  country: 100,
  bio: 1000,
  location: 200,
} as const;

/** Largest avatar upload: 5 MB. */
export const AVATAR_MAX_BYTES = 5_242_880;
/** Side of the square WebP an avatar is stored as. */
export const AVATAR_SIZE_PX = 256;

/** Lifetimes of the secrets the server hands out. */
export const AUTH_LIFETIMES = {
  sessionMs: 24 * 60 * 60 * 1000,
  rememberedSessionMs: 30 * 24 * 60 * 60 * 1000,
  resetTokenMs: 60 * 60 * 1000,
  verifyTokenMs: 48 * 60 * 60 * 1000,
} as const;

export const AUTH_MESSAGES = {
  // What the screens show.
  ...SESSION_MESSAGES,
  profileUpdated: 'Profile updated successfully!',
  emailChangedNote: (email: string) =>
    `We sent a verification link to ${email}. Please confirm your new address.`,
  profileUpdateFailed: 'Profile update failed',
  // When a form's action could not be reached at all (the network, a proxy's error page).
  loginUnexpected: 'An unexpected error occurred.',
  registerNetwork: 'Registration failed. Please check your connection and try again.',
  profileUpdateRetry: 'Failed to update profile. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetNoToken: 'Invalid reset link. Please request a new password reset.',
  passwordsDoNotMatch: 'Passwords do not match',
  dashboardLoadFailed: 'Unable to load user data',
  authenticationRequired: 'Authentication Required',
  // The password rule, enforced by the server.
  passwordHint:
    'At least 8 characters with uppercase, lowercase, a number and a special character.',
  passwordPolicy:
    'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a number and a special character.',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  // Field checks.
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  termsRequired: 'Please accept the Terms and Conditions and the Privacy Policy',
  tokenRequired: 'The link is missing its token.',
  tooLong,
  // Server answers.
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email address already exists.',
  signInRequired: 'Authentication required. Please log in.',
  sessionExpired: 'Your session has expired. Please log in again.',
  staffOnly: 'Access denied, team members only',
  adminOnly: 'Only administrators can do this.',
  userNotFound: 'User not found.',
  meLoaded: 'Current user loaded.',
  userLoaded: 'User loaded.',
  forgotPasswordSent:
    'If an account exists for this email address, we have sent a link to reset your password. Please check your inbox.',
  resetSuccess: 'Your password has been reset. You can now sign in with your new password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  verifySuccess: 'Your email address has been verified. Thank you!',
  verifyInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  verificationSent:
    'If this address still needs verifying, we have sent a new verification link. Please check your inbox.',
  alreadyVerified: 'Your email address is already verified.',
  photoRequired: 'Please choose a photo to upload.',
  photoNotImage: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
  photoTooLarge: 'Image size should be less than 5MB',
  photoUpdated: 'Profile photo updated successfully!',
  photoRemoved: 'Profile photo removed.',
  photoNotFound: 'Photo not found.',
  verifyBanner: 'Please verify your email address. We sent you a link when you registered.',
} as const;

/** Page titles and short texts of the account screens that the server and tests share. */
export const ACCESS_DENIED = {
  title: 'Access Denied',
  /** The staff guard's refusal; it names the company, so a deployer's name shows. */
  text: (companyName: string) =>
    `You don't have permission to access this page. Only ${companyName} team members can access this feature.`,
  contentRestrictedTitle: 'Content Management Restricted',
  contentRestrictedText: 'Content management is available to company-domain users only.',
} as const;

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
