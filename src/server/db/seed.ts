import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';
import { appMeta, newsletterSubscriptions } from './schema.ts';
import { formatSeededAccounts, seedAccounts, type SeededAccount } from './seed-accounts.ts';

/**
 * Demo content a new installation starts with. Idempotent: every insert is
 * keyed on a natural unique column and skips rows that already exist, so it
 * can run any number of times. Later features add their own content here.
 */
export async function seed(
  db: Database,
  options: { emailDomain: string },
): Promise<{ inserted: Record<string, number>; accounts: SeededAccount[] }> {
  const inserted: Record<string, number> = {};
  const demoSubscribers = await db
    .insert(newsletterSubscriptions)
    .values([
      {
        email: 'demo.subscriber@example.org',
        firstName: 'Demo',
        lastName: 'Subscriber',
        source: 'seed',
        status: 'active',
        subscribedAt: new Date(),
      },
    ])
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  inserted['newsletter_subscriptions'] = demoSubscribers.length;
  const accounts = await seedAccounts(db, options.emailDomain);
  inserted['users'] = accounts.length;
  return { inserted, accounts };
}

const SEEDED_KEY = 'seeded_at';
/** Databases seeded before accounts existed get their demo accounts once, too. */
const ACCOUNTS_SEEDED_KEY = 'accounts_seeded_at';

async function claim(db: Database, key: string): Promise<boolean> {
  const claimed = await db
    .insert(appMeta)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}

/**
 * `npm start` seeds a new database once. The marker rows are claimed first,
 * so when several instances start together only one of them seeds. The demo
 * accounts' passwords go to standard output once, never to the log.
 */
export async function seedIfEmpty(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
  options: { emailDomain: string; print?: (text: string) => void },
) {
  const print = options.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  if (await claim(db, SEEDED_KEY)) {
    await claim(db, ACCOUNTS_SEEDED_KEY);
    const { inserted, accounts } = await seed(db, options);
    log.info({ inserted }, 'seeded demo content into the new database');
    if (accounts.length > 0) print(formatSeededAccounts(accounts));
  } else if (await claim(db, ACCOUNTS_SEEDED_KEY)) {
    const accounts = await seedAccounts(db, options.emailDomain);
    log.info({ inserted: { users: accounts.length } }, 'seeded demo accounts');
    if (accounts.length > 0) print(formatSeededAccounts(accounts));
  }
}
