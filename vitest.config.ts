import { availableParallelism } from 'node:os';
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
    // The files of a worker share one module graph: each builds its own app, database and
    // servers, and no module keeps state between them, so re-importing the whole server for
    // every file (a third of the phase's time) bought nothing. Halves the integration run.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core to itself
    // (cores − 1: one file at a time on a 2-core machine), but these files
    // spend much of their time waiting on PostgreSQL, SMTP, Redis and the
    // S3 stand-in, and every file has its own database, servers and Redis
    // keys, so two at once share nothing.
    maxWorkers: Math.max(2, availableParallelism()),
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
