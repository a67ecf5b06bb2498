/*
 * The header's and the footer's site links are site settings (administrators
 * change them at /dashboard/settings; their defaults are in
 * shared/site-settings.ts) and come with the root loader's `site`. What
 * stays here is the account's own navigation.
 */

/** The signed-in user's menu in the header; Logout follows these links. */
export const accountMenu = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/profile', label: 'Profile' },
  { to: '/service-catalog', label: 'Service Catalog' },
] as const;

export const accountNav = {
  login: { to: '/login', label: 'Login' },
  register: { to: '/register', label: 'Get Started' },
} as const;
