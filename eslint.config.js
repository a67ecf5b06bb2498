import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './scripts/support/lint-import-cycles.js';

const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One folder per feature (src/app/features/<name>); a feature reaches
 * another only through that feature's public.ts, and so do lib and the
 * root. Shared components import no feature at all: what they show of one
 * is handed in (the root gives the header the account's parts). Read from
 * the folders, so a new feature is covered the day it is created.
 */
const features = subfolders('src/app/features');
const publicFiles = (except) =>
  features.filter((name) => name !== except).map((name) => `./${name}/public.ts`);
const featureZones = [
  ...features.map((name) => ({
    target: `./src/app/features/${name}`,
    from: './src/app/features',
    except: [`./${name}`, ...publicFiles(name)],
    message: 'A feature reaches another feature only through that feature’s public.ts.',
  })),
  {
    target: './src/app/components',
    from: './src/app/features',
    message: 'Shared components import no feature; take what a feature shows as a prop.',
  },
  {
    target: ['./src/app/lib', './src/app/root.tsx', './src/app/entry.server.tsx'],
    from: './src/app/features',
    except: publicFiles(),
    message: 'Shared code reaches a feature only through its public.ts.',
  },
];

/**
 * Server modules (src/server/modules/<name>) reach one another only through
 * the files a module offers: its service, its guards (auth) and its types.
 * Repositories, routes, templates and the rest are the module's own. The
 * composition root (app.ts) registers each module's plugin. Tests may set up
 * state directly and are left out.
 */
const modules = subfolders('src/server/modules');
const moduleFaces = (except) =>
  modules
    .filter((name) => name !== except)
    .flatMap((name) => [
      `./${name}/${name}.service.ts`,
      `./${name}/${name}.guards.ts`,
      `./${name}/${name}.types.ts`,
    ]);
const moduleZones = [
  ...modules.map((name) => ({
    target: `./src/server/modules/${name}`,
    from: './src/server/modules',
    except: [`./${name}`, ...moduleFaces(name)],
    message: 'A module reaches another only through its service, guards or types.',
  })),
  {
    target: [
      './src/server/db',
      './src/server/plugins',
      './src/server/config.ts',
      './src/server/main.ts',
    ],
    from: './src/server/modules',
    except: moduleFaces(),
    message: 'Server code outside the modules uses a module only through its service or types.',
  },
  {
    target: './src/server/app.ts',
    from: './src/server/modules',
    except: [...moduleFaces(), ...modules.map((name) => `./${name}/${name}.plugin.ts`)],
    message: 'The composition root registers modules through their plugins.',
  },
];

const appMustNotImportServer = {
  regex: '^\\.\\.?/(.*/)?server/',
  message: 'src/app must not import src/server; move shared code to src/shared.',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.tmp/',
      'coverage/',
      '.react-router/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Import boundaries: app and server both use shared; never each other.
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appMustNotImportServer] }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  // Content is data: it names no view (shapes live in src/app/lib/content-types.ts).
  {
    files: ['src/app/features/*/content/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appMustNotImportServer,
            {
              regex: '(^|/)(components|routes)/|\\.tsx$',
              message: 'Content files are data: they import no component or route.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**', 'src/server/**/*.fixtures.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: moduleZones }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(.*/)?app/',
              message: 'src/server must not import src/app; move shared code to src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(.*/)?(app|server)/',
              message: 'src/shared imports neither src/app nor src/server.',
            },
          ],
        },
      ],
    },
  },
  // No import cycle between files, feature folders, server modules or the
  // other parts of src (scripts/support/lint-import-cycles.js).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/test/**', 'src/server/**/*.fixtures.ts'],
    plugins: { structure: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'structure/no-import-cycle': 'error' },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
