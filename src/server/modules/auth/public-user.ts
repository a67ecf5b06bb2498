import { AVATAR_URL_PREFIX, type PublicUser } from '../../../shared/auth.ts';
import { isCompanyEmail, isValidEmail } from '../../../shared/email.ts';
import { roleOf, type Role } from '../../../shared/roles.ts';
import type { UserRow } from './auth.repository.ts';

/**
 * A role follows from stored facts at every request (so a change is seen
 * on the next request, on every instance), and only on a verified address:
 * registering an address in the company domain, or one listed in
 * ADMIN_EMAILS, without owning the mailbox gives nothing. The role an
 * administrator gave the account wins ('reader': none); without one, a
 * company-domain address is an author and anyone else a reader. Staff are
 * those with a role; administrators are those with that one.
 */
export function rolesOf(user: UserRow, companyDomain: string) {
  // A stored address that is not one canonical mailbox (written before the
  // strict rule) proves nothing: mail for it may have gone somewhere else.
  const verified = user.emailVerifiedAt !== null && isValidEmail(user.email);
  const given = user.role ?? (isCompanyEmail(user.email, companyDomain) ? 'author' : 'reader');
  const role: Role | null = verified ? roleOf(given) : null;
  return { verified, role, isAdmin: role === 'administrator', isStaff: role !== null };
}

export function toPublicUser(user: UserRow, companyDomain: string): PublicUser {
  const { verified, role, isAdmin, isStaff } = rolesOf(user, companyDomain);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    company: user.company,
    phone: user.phone,
    jobTitle: user.jobTitle,
    city: user.city,
    country: user.country,
    bio: user.bio,
    location: user.location,
    avatar: user.avatarFile ? `${AVATAR_URL_PREFIX}${user.avatarFile}` : null,
    emailVerified: verified,
    isAdmin,
    isStaff,
    role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
