/**
 * `npm run user:admin -- someone@example.com` makes an account an
 * administrator (`--revoke` returns it to the default rule: a company-domain
 * address is an author). The role takes effect once the address is
 * verified, as for addresses listed in ADMIN_EMAILS.
 */
import { normalizeEmail } from '../src/shared/email.ts';
import { withConfiguredApp } from './support/configured-app.ts';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = normalizeEmail(args.find((arg) => !arg.startsWith('--'))?.trim() ?? '');
if (!email) {
  console.error('Usage: npm run user:admin -- <email> [--revoke]');
  process.exit(2);
}

await withConfiguredApp(async (app) => {
  const found = await app.auth.setAdmin(email, !revoke);
  if (!found) {
    console.error(`No account uses ${email}. Register it first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is ${revoke ? 'no longer' : 'now'} an administrator.`);
  }
});
