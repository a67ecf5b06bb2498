import type { RoleChoice } from '../../shared/roles.ts';
import { randomBytes } from 'node:crypto';

/** Creates a verified account unless its address is taken (the auth module's `ensureAccount`). */
export interface AccountCreator {
  ensureAccount(account: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    company: string;
    role: RoleChoice | null;
  }): Promise<boolean>;
}

export interface SeededAccount {
  role: 'staff' | 'admin';
  email: string;
  /** Shown once, to the person starting the server; stored only as a hash. */
  password: string;
}

/** A random password that meets the site's own rule (all four character classes). */
function randomPassword(): string {
  return `Aa1!${randomBytes(15).toString('base64url')}`;
}

/**
 * The two accounts a new installation starts with: a verified editor (staff)
 * and a verified administrator in the company domain. The staff account is
 * an editor, not the domain's default author, so the demo shows the whole
 * editorial side (every post, the lead inbox, moderation) without an
 * administrator's powers.
 * Existing addresses are left alone, so running it again creates nothing.
 */
export async function seedAccounts(
  accounts: AccountCreator,
  emailDomain: string,
): Promise<SeededAccount[]> {
  const wanted = [
    { role: 'staff' as const, email: `staff@${emailDomain}`, firstName: 'Demo', lastName: 'Staff' },
    { role: 'admin' as const, email: `admin@${emailDomain}`, firstName: 'Site', lastName: 'Admin' },
  ];
  const created: SeededAccount[] = [];
  for (const account of wanted) {
    const password = randomPassword();
    const added = await accounts.ensureAccount({
      email: account.email,
      password,
      firstName: account.firstName,
      lastName: account.lastName,
      company: 'Our team',
      role: account.role === 'admin' ? 'administrator' : 'editor',
    });
    if (added) created.push({ role: account.role, email: account.email, password });
  }
  return created;
}

/** The once-only notice of the new accounts' passwords (stdout, never the log). */
export function formatSeededAccounts(accounts: SeededAccount[]): string {
  if (accounts.length === 0) return '';
  const lines = accounts.map((a) => `  ${a.role.padEnd(5)}  ${a.email}  password: ${a.password}`);
  return [
    '',
    'Demo accounts created. Their passwords are shown this once; change them after signing in:',
    ...lines,
    '',
  ].join('\n');
}
