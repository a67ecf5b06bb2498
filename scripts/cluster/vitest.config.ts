import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the multi-instance test (multi-instance.cluster.ts),
 * on its own: its file name ends in `.cluster.ts`, so the root config's
 * projects (`*.test.ts`, `*.int.test.ts`) never pick it up, and this config
 * runs nothing else. It starts its own servers, so one file, one worker.
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
