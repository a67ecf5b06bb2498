import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database, for `app.inject`. Pages are left out
 * unless asked for (they need a production build).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    pages?: boolean;
    crmFetch?: typeof fetch;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'app-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Page tests render with the build the global set-up made.
    ...(options.pages ? { BUILD_DIR: inject('buildDir') } : {}),
    RATE_LIMIT_MAX: '1000',
    LOGIN_RATE_LIMIT_MAX: '1000',
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000',
    // Retries in milliseconds, not minutes, so failure paths run within a test.
    JOB_POLL_MS: '100',
    JOB_RETRY_BASE_MS: '20',
    JOB_MAX_DELAY_MS: '400',
    ...options.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp(config, {
    database,
    pages: options.pages ?? false,
    ...(options.crmFetch ? { crmFetch: options.crmFetch } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
