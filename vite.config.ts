import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { CLIENT_DEPENDENCIES } from './scripts/support/client-dependencies.ts';
import { layoutChunkName } from './scripts/support/layout-chunk.ts';

/** React, React DOM and React Router: loaded by every page, changed only by upgrades. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/;

/**
 * The layout group below does not pull dependencies in recursively, which
 * Rolldown allows only if entry chunks may carry extra exports. React Router
 * sets 'exports-only' for every environment; route modules are only ever
 * imported by React Router itself, so extra exports are harmless.
 */
function allowEntrySignatureExtension(): Plugin {
  return {
    name: 'allow-entry-signature-extension',
    enforce: 'post',
    configResolved(config) {
      const client = config.environments['client'];
      if (client) client.build.rollupOptions.preserveEntrySignatures = 'allow-extension';
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), allowEntrySignatureExtension()],
  // Tests start the dev server with a cache of their own, to see a cold start.
  cacheDir: process.env['VITE_CACHE_DIR'] ?? 'node_modules/.vite',
  optimizeDeps: { include: CLIENT_DEPENDENCIES },
  build: {
    // Hashed file names under /assets are served with an immutable cache header.
    assetsDir: 'assets',
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // One framework chunk instead of three that every page loads
                // together: it compresses better as one file and stays cached
                // across deployments that change only application code.
                { name: 'framework', test: FRAMEWORK, priority: 20 },
                // Everything the root layout needs, plus the design system
                // every page uses, in one chunk instead of dozens of tiny
                // shared ones (see scripts/support/layout-chunk.ts).
                { name: layoutChunkName, priority: 10, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
});
