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
  // Pages whose content arrives with later work (blog, accounts) show their
  // heading and navigation until then.
  ...['/blog', '/login', '/register'].map((path) =>
    route(path, 'routes/stub-page.tsx', { id: `stub${path}` }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
