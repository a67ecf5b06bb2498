/** `npm run db:seed`: migrates, then adds the demo content (safe to run again). */
import { loadConfig, loadDotEnv } from '../src/server/config.ts';
import { openDatabase, pgliteDirFor } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed.ts';

loadDotEnv();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirFor(config.dataDir),
  poolMax: 1,
});
try {
  await database.migrate();
  const { inserted } = await seed(database.db);
  console.log('Seed complete. New rows:', inserted);
} finally {
  await database.close();
}
