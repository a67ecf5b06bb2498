/**
 * `npm run analytics:demo [-- --days=42 --seed=1]`: writes a few weeks of
 * generated views, visits and lead sources, ending today, into the database
 * the server uses (DATA_DIR's PGlite or DATABASE_URL), over the published
 * posts and case studies, and rolls the days up. The same seed gives the
 * same figures; running it again replaces its own rows of those days. Run
 * it while the server is stopped when the database is PGlite (one process
 * at a time), after `npm run db:seed` for posts and case studies to count.
 */
import { writeAnalyticsDemo } from './support/analytics-demo.ts';
import { withConfiguredApp } from './support/configured-app.ts';

function option(name: string, fallback: number, max: number): number {
  const given = process.argv.slice(2).find((arg) => arg.startsWith(`--${name}=`));
  if (given === undefined) return fallback;
  const value = Number(given.slice(name.length + 3));
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} takes a whole number from 1 to ${max}.`);
    process.exit(2);
  }
  return value;
}

const days = option('days', 42, 731);
const seed = option('seed', 1, 2 ** 31 - 1);

await withConfiguredApp(async (app) => {
  const summary = await writeAnalyticsDemo(app.database.db, { days, seed });
  const count = new Intl.NumberFormat('en-GB');
  console.log(
    `Analytics demo (seed ${seed}): ${summary.from} to ${summary.to}, ` +
      `${count.format(summary.visits)} visits, ${count.format(summary.views)} views, ` +
      `${count.format(summary.leads)} leads.`,
  );
});
