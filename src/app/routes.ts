import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { publicPages } from '../shared/public-pages.ts';

/** Route module of each public page, keyed by its primary path (aliases come from src/shared/public-pages.ts). */
const pageModules: Record<string, string> = {
  '/services': 'routes/services.tsx',
  '/dynamics-365-implementation': 'routes/dynamics-365-implementation.tsx',
  '/power-platform-development': 'routes/power-platform-development.tsx',
  '/power-automate': 'routes/power-automate.tsx',
  '/power-apps-canvas-app': 'routes/power-apps-canvas-app.tsx',
  '/sales': 'routes/sales.tsx',
  '/microsoft-365': 'routes/microsoft-365.tsx',
  '/data-migration-integration': 'routes/data-migration-integration.tsx',
  '/cloud-services': 'routes/cloud-services.tsx',
  '/consulting-services': 'routes/consulting-services.tsx',
  '/professional-training': 'routes/professional-training.tsx',
  '/training': 'routes/training.tsx',
  '/features': 'routes/features.tsx',
  '/pricing': 'routes/pricing.tsx',
  '/about': 'routes/about.tsx',
  '/contact': 'routes/contact.tsx',
  '/support': 'routes/support.tsx',
  '/docs': 'routes/docs.tsx',
  '/privacy-policy': 'routes/privacy-policy.tsx',
  '/terms-and-conditions': 'routes/terms-and-conditions.tsx',
};

const pages = publicPages.flatMap((page) => {
  const file = pageModules[page.path];
  if (!file) return [];
  // An alias serves the same module under its own route id; the module's
  // meta points the canonical link at the primary path.
  return [
    route(page.path, file),
    ...(page.aliases ?? []).map((alias) => route(alias, file, { id: `alias${alias}` })),
  ];
});

export default [
  index('routes/home.tsx'),
  ...pages,
  // Account screens (issue 4): rendered on the server without the user,
  // filled in once the browser has read the session.
  route('/login', 'routes/login.tsx'),
  route('/register', 'routes/register.tsx'),
  route('/forgot-password', 'routes/forgot-password.tsx'),
  route('/reset-password', 'routes/reset-password.tsx'),
  route('/verify-email', 'routes/verify-email.tsx'),
  route('/dashboard', 'routes/dashboard.tsx'),
  route('/profile', 'routes/profile.tsx'),
  // Newsletter links (double opt-in and unsubscribe): a button press does the change.
  route('/newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('/unsubscribe', 'routes/unsubscribe.tsx'),
  // Staff: contact messages and meeting requests.
  route('/dashboard/leads', 'routes/lead-inbox.tsx'),
  // Pages whose content arrives with later work (the blog) show their
  // heading and navigation until then.
  route('/blog', 'routes/stub-page.tsx', { id: 'stub/blog' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
