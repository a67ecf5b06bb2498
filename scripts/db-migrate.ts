/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadConfig, loadDotEnv } from '../src/server/config.ts';
import { openDatabase, pgliteDirFor } from '../src/server/db/client.ts';

loadDotEnv();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirFor(config.dataDir),
  poolMax: 1,
});
try {
  await database.migrate();
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
}
