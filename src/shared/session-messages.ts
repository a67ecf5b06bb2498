/*
 * What the session code in every page's first bundle needs: the forms'
 * token field and the toasts of sign-in, registration and logout. Kept apart
 * from the other account texts (auth-messages.ts re-exports them) so a
 * visitor's first load carries only these.
 */

/**
 * The hidden field of a signed-in visitor's forms that carries the session's
 * form token: the proof of origin for browsers that send neither Origin nor
 * Sec-Fetch-Site (every current browser sends one of them).
 */
export const CSRF_FIELD = 'csrf';

export const SESSION_MESSAGES = {
  crossSite:
    'This request did not come from this site, so it was refused. Reload the page and try again.',
  loginSuccess: 'Login successful!',
  registerSuccess: 'Registration successful!',
  logoutSuccess: 'Logged out successfully',
  loginFailed: 'Login failed',
  registerFailed: 'Registration failed',
} as const;
