import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { stubPages } from './content/stub-pages.ts';

export default [
  index('routes/home.tsx'),
  // Pages whose content arrives with later work show their heading and
  // navigation; each gets its own route id so it can be replaced one by one.
  ...stubPages.map((page) => route(page.path, 'routes/stub-page.tsx', { id: `stub${page.path}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
