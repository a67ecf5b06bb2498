import { defineConfig } from 'vitest/config';

/**
 * `*.test.ts` are unit tests (no database). `*.int.test.ts` are integration
 * tests through buildApp(): they run on PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it).
 */
const integration = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['src/**/*.int.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    globalSetup: [
      `src/server/test/global-setup-${driver}.ts`,
      'src/server/test/global-setup-build.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      integration('integration:pglite', 'pglite'),
      ...(process.env['TEST_DATABASE_URL']
        ? [integration('integration:postgres', 'postgres')]
        : []),
    ],
  },
});
