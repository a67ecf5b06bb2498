/**
 * `npm run user:admin -- someone@example.com` makes an account an
 * administrator (`--revoke` takes it back). The flag takes effect once the
 * address is verified, as for addresses listed in ADMIN_EMAILS.
 */
import { setAdminByEmail } from '../src/server/modules/auth/auth.repository.ts';
import { isValidEmail } from '../src/shared/email.ts';
import { withConfiguredDatabase } from './support/configured-database.ts';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = args
  .find((arg) => !arg.startsWith('--'))
  ?.trim()
  .toLowerCase();
if (!email || !isValidEmail(email)) {
  console.error('Usage: npm run user:admin -- <email> [--revoke]');
  process.exit(2);
}

await withConfiguredDatabase(async (database) => {
  const found = await setAdminByEmail(database.db, email, !revoke);
  if (!found) {
    console.error(`No account uses ${email}. Register it first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is ${revoke ? 'no longer' : 'now'} an administrator.`);
  }
});
