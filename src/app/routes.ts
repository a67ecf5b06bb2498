import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { publicPages } from '../shared/public-pages.ts';

/** Route module of each public page, keyed by its primary path (aliases come from src/shared/public-pages.ts). */
const pageModules: Record<string, string> = {
  '/services': 'features/services/routes/services.tsx',
  '/dynamics-365-implementation': 'features/landing/routes/dynamics-365-implementation.tsx',
  '/power-platform-development': 'features/landing/routes/power-platform-development.tsx',
  '/power-automate': 'features/landing/routes/power-automate.tsx',
  '/power-apps-canvas-app': 'features/landing/routes/power-apps-canvas-app.tsx',
  '/sales': 'features/landing/routes/sales.tsx',
  '/microsoft-365': 'features/landing/routes/microsoft-365.tsx',
  '/data-migration-integration': 'features/landing/routes/data-migration-integration.tsx',
  '/cloud-services': 'features/landing/routes/cloud-services.tsx',
  '/consulting-services': 'features/consulting/routes/consulting-services.tsx',
  '/professional-training': 'features/training/routes/professional-training.tsx',
  '/training': 'features/training/routes/training.tsx',
  '/features': 'features/product-features/routes/features.tsx',
  '/pricing': 'features/pricing/routes/pricing.tsx',
  '/about': 'features/about/routes/about.tsx',
  '/contact': 'features/contact/routes/contact.tsx',
  '/support': 'features/support/routes/support.tsx',
  '/docs': 'features/docs/routes/docs.tsx',
  '/privacy-policy': 'features/legal/routes/privacy-policy.tsx',
  '/terms-and-conditions': 'features/legal/routes/terms-and-conditions.tsx',
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
  index('features/home/routes/home.tsx'),
  ...pages,
  // Account screens: rendered on the server for the session's user (its cookie).
  route('/login', 'features/accounts/routes/login.tsx'),
  route('/logout', 'features/accounts/routes/logout.tsx'),
  route('/register', 'features/accounts/routes/register.tsx'),
  route('/forgot-password', 'features/accounts/routes/forgot-password.tsx'),
  route('/reset-password', 'features/accounts/routes/reset-password.tsx'),
  route('/verify-email', 'features/accounts/routes/verify-email.tsx'),
  route('/dashboard', 'features/dashboard/routes/dashboard.tsx'),
  route('/profile', 'features/accounts/routes/profile.tsx'),
  // Newsletter links (double opt-in and unsubscribe): a button press does the change.
  route('/newsletter/subscribe', 'features/newsletter/routes/newsletter-subscribe.tsx'),
  route('/newsletter/confirm', 'features/newsletter/routes/newsletter-confirm.tsx'),
  route('/unsubscribe', 'features/newsletter/routes/unsubscribe.tsx'),
  route('/newsletter/preferences', 'features/newsletter/routes/newsletter-preferences.tsx'),
  // Staff: contact messages and meeting requests.
  route('/dashboard/leads', 'features/lead-inbox/routes/lead-inbox.tsx'),
  route('/dashboard/leads/person', 'features/privacy/routes/person-view.tsx'),
  route('/dashboard/leads/privacy', 'features/privacy/routes/privacy-audit.tsx'),
  route('/privacy/request', 'features/privacy/routes/privacy-request.tsx'),
  route('/privacy/confirm', 'features/privacy/routes/privacy-confirm.tsx'),
  route('/dashboard/comments', 'features/comments/routes/comment-moderation.tsx'),
  route('/dashboard/newsletters', 'features/newsletter/routes/newsletter-dashboard.tsx'),
  route('/dashboard/newsletters/news', 'features/newsletter/routes/newsletter-news.tsx'),
  // Staff: visitors, views and leads (counted without cookies).
  // Administrators: the company's facts, the layout's links, the time zone, the digest, mail.
  route('/dashboard/settings', 'features/settings/routes/site-settings.tsx'),
  route('/dashboard/analytics', 'features/analytics/routes/analytics.tsx'),
  // Administrators: accounts and their editorial roles.
  route('/dashboard/users', 'features/roles/routes/users-roles.tsx'),
  // Reply-notification links (double opt-in and stopping): a button press does the change.
  route(
    '/comments/notifications/confirm',
    'features/comments/routes/reply-notifications-confirm.tsx',
  ),
  route('/comments/notifications', 'features/comments/routes/reply-notifications.tsx'),
  // The blog: reading (public, server-rendered) and authoring (staff).
  route('/blog', 'features/blog/routes/blog-list.tsx'),
  route('/blog/:slug', 'features/blog/routes/blog-post.tsx'),
  route('/blogs/:slug', 'features/blog/routes/blogs-redirect.tsx'),
  route('/create-blog', 'features/blog-authoring/routes/create-blog.tsx'),
  route('/edit-blog/:slug', 'features/blog-authoring/routes/edit-blog.tsx'),
  route('/edit-blog/:slug/history', 'features/blog-authoring/routes/blog-history.tsx'),
  // Case studies: reading (public, server-rendered) and authoring (staff).
  route('/case-studies', 'features/case-studies/routes/case-study-list.tsx'),
  route('/case-studies/:slug', 'features/case-studies/routes/case-study.tsx'),
  route('/create-case-study', 'features/case-study-authoring/routes/create-case-study.tsx'),
  route('/edit-case-study/:slug', 'features/case-study-authoring/routes/edit-case-study.tsx'),
  route(
    '/edit-case-study/:slug/history',
    'features/case-study-authoring/routes/case-study-history.tsx',
  ),
  // The personal service catalogue: one's own, or (administrators) anyone's.
  route('/service-catalog', 'features/catalogue/routes/service-catalog.tsx'),
  route('/service-catalog/:userId', 'features/catalogue/routes/service-catalog.tsx', {
    id: 'service-catalog-user',
  }),
  route('*', 'features/not-found/routes/not-found.tsx'),
] satisfies RouteConfig;
