import { appendFile, chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';
import { appMeta, newsletterSubscriptions } from './schema.ts';
import { seedBlogPosts } from './seed/seed-blog.ts';
import { seedCaseStudies } from './seed/seed-case-studies.ts';
import { seedServices } from './seed/services.ts';
import {
  formatSeededAccounts,
  seedAccounts,
  type AccountCreator,
  type SeededAccount,
} from './seed-accounts.ts';

/**
 * Demo content a new installation starts with. Idempotent: every insert is
 * keyed on a natural unique column and skips rows that already exist, so it
 * can run any number of times. Later features add their own content here.
 */
export async function seed(
  db: Database,
  options: { emailDomain: string; accounts: AccountCreator },
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
  const accounts = await seedAccounts(options.accounts, options.emailDomain);
  inserted['users'] = accounts.length;
  inserted['posts'] = await seedBlogPosts(db, options.emailDomain);
  inserted['case_studies'] = await seedCaseStudies(db, options.emailDomain);
  inserted['services'] = await seedServices(db);
  return { inserted, accounts };
}

const SEEDED_KEY = 'seeded_at';
/** Databases seeded before accounts existed get their demo accounts once, too. */
const ACCOUNTS_SEEDED_KEY = 'accounts_seeded_at';
/** Databases seeded before the blog existed get its demo posts once, too. */
const BLOG_SEEDED_KEY = 'blog_seeded_at';
/** Databases seeded before case studies existed get theirs once, too. */
const CASE_STUDIES_SEEDED_KEY = 'case_studies_seeded_at';
/** Databases seeded before the service catalogue existed get its services once, too. */
const SERVICES_SEEDED_KEY = 'services_seeded_at';

async function claim(db: Database, key: string): Promise<boolean> {
  const claimed = await db
    .insert(appMeta)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}

/** Where the demo accounts' passwords go when standard output is not a terminal. */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';

export interface SeedOutput {
  /** A terminal: the passwords are shown there, once. Anything else may be a log file. */
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Shows the new accounts' passwords once, to the person starting the server:
 * on the terminal, or (when standard output is a pipe or a log file, where
 * they would be kept and shipped) in a file under DATA_DIR that only its
 * owner can read, whose path is printed instead.
 */
async function announceAccounts(accounts: SeededAccount[], dataDir: string, output: SeedOutput) {
  if (accounts.length === 0) return;
  const text = `${formatSeededAccounts(accounts)}\n`;
  if (output.isTTY) {
    output.write(text);
    return;
  }
  const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
  await mkdir(dataDir, { recursive: true });
  await appendFile(file, text, { mode: 0o600 });
  // appendFile's mode applies only to a new file; an older one is narrowed too.
  await chmod(file, 0o600);
  output.write(
    `\nDemo accounts created. Their passwords are in ${file} (readable only by its owner).\n`,
  );
}

/**
 * `npm start` seeds a new database once. The marker rows are claimed first,
 * so when several instances start together only one of them seeds. The demo
 * accounts' passwords are shown once (see announceAccounts), never logged.
 */
export async function seedIfEmpty(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
  options: {
    emailDomain: string;
    dataDir: string;
    accounts: AccountCreator;
    output?: SeedOutput;
  },
) {
  const output = options.output ?? process.stdout;
  if (await claim(db, SEEDED_KEY)) {
    await claim(db, ACCOUNTS_SEEDED_KEY);
    await claim(db, BLOG_SEEDED_KEY);
    await claim(db, CASE_STUDIES_SEEDED_KEY);
    await claim(db, SERVICES_SEEDED_KEY);
    const { inserted, accounts } = await seed(db, options);
    log.info({ inserted }, 'seeded demo content into the new database');
    await announceAccounts(accounts, options.dataDir, output);
  } else if (await claim(db, ACCOUNTS_SEEDED_KEY)) {
    const accounts = await seedAccounts(options.accounts, options.emailDomain);
    log.info({ inserted: { users: accounts.length } }, 'seeded demo accounts');
    await announceAccounts(accounts, options.dataDir, output);
  }
  if (await claim(db, BLOG_SEEDED_KEY)) {
    const added = await seedBlogPosts(db, options.emailDomain);
    log.info({ inserted: { posts: added } }, 'seeded demo blog posts');
  }
  if (await claim(db, CASE_STUDIES_SEEDED_KEY)) {
    const added = await seedCaseStudies(db, options.emailDomain);
    log.info({ inserted: { case_studies: added } }, 'seeded demo case studies');
  }
  if (await claim(db, SERVICES_SEEDED_KEY)) {
    const added = await seedServices(db);
    log.info({ inserted: { services: added } }, 'seeded the service catalogue');
  }
}
