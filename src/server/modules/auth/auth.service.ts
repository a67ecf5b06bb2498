import { can, ROLES, type Permission, type RoleChoice } from '../../../shared/roles.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_LIFETIMES, AUTH_MESSAGES, type RegisterRequest } from '../../../shared/auth.ts';
import { isCompanyEmail } from '../../../shared/email.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import type { Database, Executor } from '../../db/client.ts';
import { Conflict, Invalid, Unauthorized } from '../../errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import { passwordChangedNotice, resetPasswordMessage, verifyEmailMessage } from './auth.mails.ts';
import * as repo from './auth.repository.ts';
import { rolesOf } from './public-user.ts';
import type { UserRow } from './auth.repository.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets.ts';

import type { CollectionContext, ConsentRecorder } from '../privacy/privacy.types.ts';

export interface AuthServiceDeps {
  db: Database;
  /** Account e-mails go through the durable job queue (retried while SMTP is down). */
  mail: MailService;
  /** The company's facts as they are now (the site settings), read for each e-mail. */
  site: SiteReader;
  /** Addresses in this domain (or a subdomain of it) belong to staff (COMPANY_EMAIL_DOMAIN). */
  companyDomain: string;
  /** Lower-cased addresses that are administrators once verified. */
  adminEmails: readonly string[];
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Registration records the account's consent in its transaction. */
  consent: ConsentRecorder;
  now?: () => Date;
}

export interface IssuedSession {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

export interface Authenticated {
  user: UserRow;
  tokenHash: string;
}

/** Told, in its transaction, that an account has just proven its address. */
export type VerifiedListener = (tx: Executor, user: UserRow) => Promise<void>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, mail, site: readSite, companyDomain, log } = deps;
  const now = deps.now ?? (() => new Date());
  const adminEmails = new Set(deps.adminEmails);
  const verifiedListeners: VerifiedListener[] = [];

  async function issueSession(user: UserRow, lifetimeMs: number): Promise<IssuedSession> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + lifetimeMs);
    await repo.createSession(db, { userId: user.id, tokenHash: hashToken(token), expiresAt });
    return { user, token, expiresAt };
  }

  async function issueLinkToken(
    executor: Executor,
    user: UserRow,
    purpose: 'verify_email' | 'reset_password',
  ): Promise<string> {
    const token = newToken();
    const lifetime =
      purpose === 'verify_email' ? AUTH_LIFETIMES.verifyTokenMs : AUTH_LIFETIMES.resetTokenMs;
    // Only the newest link of a kind works: an older e-mail lying around is dead.
    await repo.retireUserTokens(executor, user.id, purpose, now());
    await repo.createUserToken(executor, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(now().getTime() + lifetime),
    });
    return token;
  }

  /**
   * The link's token and its e-mail are stored in one transaction and the
   * job queue delivers the e-mail (retrying while the mail server is away).
   * A failure to store is logged, not shown: the account exists either way
   * and the visitor can ask for a new link.
   */
  function deliver(what: string, store: (tx: Executor) => Promise<void>): Promise<void> {
    return db
      .transaction(store)
      .then(() => mail.flush())
      .catch((err: unknown) => log.error({ err, what }, 'could not queue e-mail'));
  }

  /** Issues a verification link and queues its e-mail; never rejects (failures are logged). */
  function sendVerification(user: UserRow): Promise<void> {
    return deliver('verify-email', async (tx) => {
      const token = await issueLinkToken(tx, user, 'verify_email');
      const site = await readSite(tx);
      const link = `${site.baseUrl}/verify-email?token=${encodeURIComponent(token)}`;
      await mail.queue(tx, verifyEmailMessage(site, { to: user.email, link }), user.id);
    });
  }

  return {
    async register(input: RegisterRequest, context: CollectionContext): Promise<IssuedSession> {
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const stored = await repo.insertUser(tx, {
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            company: input.company,
            phone: input.phone,
            jobTitle: input.jobTitle,
            city: input.city,
            country: input.country,
            role: adminEmails.has(input.email) ? 'administrator' : null,
          });
          await deps.consent.record(tx, { email: stored.email, purpose: 'account', ...context });
          return stored;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(AUTH_MESSAGES.emailTaken);
        throw error;
      }
      const session = await issueSession(user, AUTH_LIFETIMES.sessionMs);
      void sendVerification(user);
      return session;
    },

    async login(email: string, password: string, rememberMe: boolean): Promise<IssuedSession> {
      const user = await repo.findUserByEmail(db, email);
      // Unknown address and wrong password cost the same time and read the same.
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw new Unauthorized(AUTH_MESSAGES.invalidCredentials);
      await repo.deleteExpiredSessions(db, now());
      return issueSession(
        user,
        rememberMe ? AUTH_LIFETIMES.rememberedSessionMs : AUTH_LIFETIMES.sessionMs,
      );
    },

    /** The user behind a bearer token, if the session exists and has not expired. */
    async authenticate(token: string): Promise<Authenticated | undefined> {
      const tokenHash = hashToken(token);
      const found = await repo.findSession(db, tokenHash, now());
      return found ? { user: found.user, tokenHash } : undefined;
    },

    async logout(tokenHash: string): Promise<void> {
      await repo.deleteSession(db, tokenHash);
    },

    /**
     * Answers at once and the same way for every address; the look-up, the
     * token and the e-mail happen afterwards, so neither the answer nor its
     * timing tells whether an account exists.
     */
    forgotPassword(email: string): Promise<void> {
      return deliver('reset-password', async (tx) => {
        const user = await repo.findUserByEmail(tx, email);
        if (!user) return;
        const token = await issueLinkToken(tx, user, 'reset_password');
        const site = await readSite(tx);
        const link = `${site.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mail.queue(tx, resetPasswordMessage(site, { to: user.email, link }), user.id);
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const used = await repo.consumeUserToken(db, 'reset_password', hashToken(token), now());
      if (!used)
        throw new Invalid(AUTH_MESSAGES.resetInvalid, { errors: [AUTH_MESSAGES.resetInvalid] });
      const user = await db.transaction(async (tx) => {
        const current = await repo.findUserById(tx, used.userId);
        // A link mailed to an address the account has since left must not
        // work: that mailbox may now belong to someone else.
        if (!current || current.email !== used.email) return undefined;
        // The link reached this mailbox, which proves the address as a verification link would.
        const proves = current.emailVerifiedAt === null;
        const updated = await repo.updateUser(tx, current.id, {
          passwordHash,
          ...(proves ? { emailVerifiedAt: now() } : {}),
        });
        await repo.deleteUserSessions(tx, current.id);
        await repo.retireUserTokens(tx, current.id, 'reset_password', now());
        if (updated) {
          await mail.queue(
            tx,
            passwordChangedNotice(await readSite(tx), { to: updated.email }),
            updated.id,
          );
        }
        return updated;
      });
      if (!user)
        throw new Invalid(AUTH_MESSAGES.resetInvalid, { errors: [AUTH_MESSAGES.resetInvalid] });
      mail.flush();
    },

    async verifyEmail(token: string): Promise<UserRow> {
      const verified = await db.transaction(async (tx) => {
        const used = await repo.consumeUserToken(tx, 'verify_email', hashToken(token), now());
        const user = used ? await repo.findUserById(tx, used.userId) : undefined;
        // A link sent to an address the account no longer has proves nothing.
        if (!used || !user || user.email !== used.email) return undefined;
        if (user.emailVerifiedAt) return user;
        const updated = (await repo.updateUser(tx, user.id, { emailVerifiedAt: now() })) ?? user;
        for (const listener of verifiedListeners) await listener(tx, updated);
        return updated;
      });
      if (!verified) throw new Invalid(AUTH_MESSAGES.verifyInvalid);
      mail.flush();
      return verified;
    },

    /**
     * Another module's work for when an account proves its address (the
     * catalogue tells the company of interest it held back), run in the
     * verification's transaction.
     */
    onEmailVerified(listener: VerifiedListener): void {
      verifiedListeners.push(listener);
    },

    /**
     * Whether an address speaks for the company: one in its domain, or the
     * address of a staff or administrator account. Whoever types one must be
     * signed in as it to be trusted (comments).
     */
    async isStaffAddress(email: string): Promise<boolean> {
      if (isCompanyEmail(email, companyDomain)) return true;
      const user = await repo.findUserByEmail(db, email);
      return user !== undefined && rolesOf(user, companyDomain).isStaff;
    },

    /**
     * The verified accounts whose role holds a permission (the editors a
     * submitted draft is announced to): their id, address and first name.
     */
    async staffWith(
      permission: Permission,
      executor: Executor = db,
    ): Promise<Array<{ id: string; email: string; firstName: string }>> {
      const roles = ROLES.filter((role) => can(role, permission));
      const rows = await repo.verifiedWithRoles(
        executor,
        roles,
        can('author', permission) ? companyDomain : null,
      );
      return rows
        .filter((user) => can(rolesOf(user, companyDomain).role, permission))
        .map((user) => ({ id: user.id, email: user.email, firstName: user.firstName }));
    },

    /** The id of the account an address holds, when there is one (a person's data in other tables). */
    async accountIdOf(email: string, executor: Executor = db): Promise<string | undefined> {
      return (await repo.findUserByEmail(executor, email))?.id;
    },

    /** An account's address and first name, when it exists (an e-mail to its holder). */
    async contactOf(
      id: string,
      executor: Executor = db,
    ): Promise<{ id: string; email: string; firstName: string } | undefined> {
      const user = await repo.findUserById(executor, id);
      return user && { id: user.id, email: user.email, firstName: user.firstName };
    },

    /** Sends a new verification link to an unverified account (silently nothing otherwise). */
    async resendVerification(user: UserRow): Promise<'sent' | 'already-verified'> {
      if (user.emailVerifiedAt) return 'already-verified';
      await sendVerification(user);
      return 'sent';
    },

    /** Never rejects: the caller answers the same whether or not the address has an account. */
    resendVerificationTo(email: string): Promise<void> {
      return repo
        .findUserByEmail(db, email)
        .then(async (user) => {
          if (user && !user.emailVerifiedAt) await sendVerification(user);
        })
        .catch((err: unknown) => log.error({ err }, 'could not look up the address to resend to'));
    },

    sendVerification,

    /** Makes the configured administrator addresses (ADMIN_EMAILS) administrators at start. */
    async applyAdminEmails(): Promise<void> {
      for (const email of adminEmails) await repo.setRoleByEmail(db, email, 'administrator');
    },

    /**
     * `npm run user:admin`: makes the account an administrator, or (revoked)
     * returns it to the default rule; false when no account has the address.
     */
    setAdmin(email: string, isAdmin: boolean): Promise<boolean> {
      return repo.setRoleByEmail(db, email, isAdmin ? 'administrator' : null);
    },

    /** An account's role by the site's rule (public-user.ts), with the company's domain. */
    rolesOf: (user: UserRow) => rolesOf(user, companyDomain),

    /** Gives the account at an address a role (null: the default rule); false when there is none. */
    setRole(email: string, role: RoleChoice | null): Promise<boolean> {
      return repo.setRoleByEmail(db, email, role);
    },

    /**
     * Creates a verified account unless the address is taken (the demo
     * accounts of a new installation); true when it was created.
     */
    async ensureAccount(account: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      company: string;
      /** The role it is given (null: the default rule). */
      role: RoleChoice | null;
    }): Promise<boolean> {
      return repo.insertUserUnlessTaken(db, {
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        company: account.company,
        role: account.role,
        emailVerifiedAt: now(),
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

// How other modules show and judge a user: the public shape and the roles.
export { rolesOf, toPublicUser } from './public-user.ts';
