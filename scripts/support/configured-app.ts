import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, loadDotEnv, type Config } from '../../src/server/config.ts';

/**
 * For command-line tasks: the server's modules on the database the server
 * would use (.env and the environment), without pages or the job worker, so
 * a task goes through the same services as the API. Closed when it ends.
 */
export async function withConfiguredApp<T>(
  task: (app: FastifyInstance, config: Config) => Promise<T>,
): Promise<T> {
  loadDotEnv();
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env, JOBS_WORKER: 'false' });
  const app = await buildApp(config, { pages: false });
  try {
    await app.ready();
    return await task(app, config);
  } finally {
    await app.close();
  }
}
