import { buildApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { seedIfEmpty } from './db/seed.ts';
import { releaseMemoryWhenIdle } from './memory-release.ts';

/** Grace period for in-flight requests before a forced exit. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Loads the configuration, builds the app, seeds a new database, listens, and stops on signals. */
export async function start() {
  loadDotEnv();
  let config;
  try {
    config = loadConfig(process.env, { dev: process.argv.includes('--dev') });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  if (config.seedOnStart)
    await seedIfEmpty(app.database.db, app.log, {
      emailDomain: config.site.emailDomain,
      dataDir: config.dataDir,
      accounts: app.auth,
    });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await app.metrics.listen();
  releaseMemoryWhenIdle();
}
