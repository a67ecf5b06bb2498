import { AVATAR_URL_PREFIX, type PublicUser } from '../../../shared/auth.ts';
import { isCompanyEmail, isValidEmail } from '../../../shared/email.ts';
import type { UserRow } from './auth.repository.ts';

/**
 * Roles follow from stored facts at every request, never from a stored flag
 * the client could have influenced: staff is a verified address in the
 * company domain (unverified, anyone could register one and become staff);
 * an administrator, also staff, is the isAdmin flag on a verified address,
 * so registering an address listed in ADMIN_EMAILS without owning the
 * mailbox gives nothing.
 */
export function rolesOf(user: UserRow, companyDomain: string) {
  // A stored address that is not one canonical mailbox (written before the
  // strict rule) proves nothing: mail for it may have gone somewhere else.
  const verified = user.emailVerifiedAt !== null && isValidEmail(user.email);
  const isAdmin = verified && user.isAdmin;
  const isStaff = isAdmin || (verified && isCompanyEmail(user.email, companyDomain));
  return { verified, isAdmin, isStaff };
}

export function toPublicUser(user: UserRow, companyDomain: string): PublicUser {
  const { verified, isAdmin, isStaff } = rolesOf(user, companyDomain);
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
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
