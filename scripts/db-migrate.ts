/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { withConfiguredDatabase } from './support/configured-database.ts';

await withConfiguredDatabase(async (database) => {
  console.log(`Migrations applied (${database.driver}).`);
});
