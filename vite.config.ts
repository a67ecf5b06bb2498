import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** React, React DOM and React Router: loaded by every page, changed only by upgrades. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
              // One framework chunk instead of three that every page loads
              // together: it compresses better as one file and stays cached
              // across deployments that change only application code.
              groups: [{ name: 'framework', test: FRAMEWORK, priority: 20 }],
            },
          },
        },
      },
    },
  },
});
