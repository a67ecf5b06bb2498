import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';
import { appMeta, newsletterSubscriptions } from './schema.ts';

/**
 * Demo content a new installation starts with. Idempotent: every insert is
 * keyed on a natural unique column and skips rows that already exist, so it
 * can run any number of times. Later features add their own content here.
 */
export async function seed(db: Database): Promise<{ inserted: Record<string, number> }> {
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
  return { inserted };
}

const SEEDED_KEY = 'seeded_at';

/**
 * `npm start` seeds a new database once. The marker row is claimed first, so
 * when several instances start together only one of them seeds.
 */
export async function seedIfEmpty(db: Database, log: Pick<FastifyBaseLogger, 'info'>) {
  const claimed = await db
    .insert(appMeta)
    .values({ key: SEEDED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  if (claimed.length === 0) return;
  const { inserted } = await seed(db);
  log.info({ inserted }, 'seeded demo content into the new database');
}
