/**
 * Every package the browser code imports, optimised when the dev server
 * starts. Left to discover them while the first page loads, Vite
 * re-optimises mid-load and serves React from two bundles (two copies of
 * React: "Invalid hook call"). client-dependencies.test.ts keeps the list in step
 * with the app's imports.
 */
export const CLIENT_DEPENDENCIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router/dom',
  'lucide-react',
  'zod/mini',
  // The staff editor (loaded only on the authoring routes).
  '@tiptap/react',
  '@tiptap/starter-kit',
  '@tiptap/extension-image',
  // The analytics screen's chart (loaded only there, once it has hydrated).
  'uplot',
  // React Router's own imports that its route code pulls in at run time.
  '@remix-run/route-pattern/match',
  '@remix-run/route-pattern/specificity',
  'cookie-es',
];
