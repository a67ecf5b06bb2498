/** `npm run db:seed`: migrates, then adds the demo content (safe to run again). */
import { formatSeededAccounts } from '../src/server/db/seed-accounts.ts';
import { seed } from '../src/server/db/seed.ts';
import { withConfiguredDatabase } from './support/configured-database.ts';

await withConfiguredDatabase(async (database, config) => {
  const { inserted, accounts } = await seed(database.db, { emailDomain: config.site.emailDomain });
  console.log('Seed complete. New rows:', inserted);
  if (accounts.length > 0) console.log(formatSeededAccounts(accounts));
});
