import { loadConfig, loadDotEnv, type Config } from '../../src/server/config.ts';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from '../../src/server/db/client.ts';

/**
 * For command-line tasks: the database the server would use (.env and the
 * environment), migrated, closed again when the task ends.
 */
export async function withConfiguredDatabase<T>(
  task: (database: DatabaseHandle, config: Config) => Promise<T>,
): Promise<T> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
    poolMax: 1,
  });
  try {
    await database.migrate();
    return await task(database, config);
  } finally {
    await database.close();
  }
}
