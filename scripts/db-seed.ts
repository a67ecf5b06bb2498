/** `npm run db:seed`: migrates, then adds the demo content (safe to run again). */
import { formatSeededAccounts } from '../src/server/db/seed-accounts.ts';
import { seed } from '../src/server/db/seed.ts';
import { withConfiguredApp } from './support/configured-app.ts';

await withConfiguredApp(async (app, config) => {
  const { inserted, accounts } = await seed(app.database.db, {
    emailDomain: config.site.emailDomain,
    accounts: app.auth,
  });
  console.log('Seed complete. New rows:', inserted);
  if (accounts.length > 0) console.log(formatSeededAccounts(accounts));
});
