import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the tests that start production servers of their
 * own: several instances behind a proxy (multi-instance.cluster.ts) and the
 * faults (faults.cluster.ts: PostgreSQL restarted under load, kill -9 on
 * PGlite). Their file names end in `.cluster.ts`, so the root config's
 * projects (`*.test.ts`, `*.int.test.ts`) never pick them up, and this config
 * runs nothing else: one file at a time, one worker.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..', '..'),
  test: {
    name: 'cluster',
    include: ['scripts/cluster/**/*.cluster.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
    reporters: ['verbose'],
  },
});
