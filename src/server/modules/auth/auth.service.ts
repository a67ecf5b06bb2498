import type { FastifyBaseLogger } from 'fastify';
import { AUTH_LIFETIMES, AUTH_MESSAGES, type RegisterRequest } from '../../../shared/auth.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import type { Database } from '../../db/client.ts';
import { Conflict, Invalid, Unauthorized } from '../../errors.ts';
import {
  passwordChangedNotice,
  resetPasswordMessage,
  verifyEmailMessage,
} from '../mail/mail.templates.ts';
import type { Mailer } from '../mail/mail.types.ts';
import * as repo from './auth.repository.ts';
import type { UserRow } from './auth.repository.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets.ts';

export interface AuthServiceDeps {
  db: Database;
  mailer: Mailer;
  site: SiteSettings;
  /** Lower-cased addresses that are administrators once verified. */
  adminEmails: readonly string[];
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
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

export function createAuthService(deps: AuthServiceDeps) {
  const { db, mailer, site, log } = deps;
  const now = deps.now ?? (() => new Date());
  const adminEmails = new Set(deps.adminEmails);

  async function issueSession(user: UserRow, lifetimeMs: number): Promise<IssuedSession> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + lifetimeMs);
    await repo.createSession(db, { userId: user.id, tokenHash: hashToken(token), expiresAt });
    return { user, token, expiresAt };
  }

  async function issueLinkToken(
    user: UserRow,
    purpose: 'verify_email' | 'reset_password',
  ): Promise<string> {
    const token = newToken();
    const lifetime =
      purpose === 'verify_email' ? AUTH_LIFETIMES.verifyTokenMs : AUTH_LIFETIMES.resetTokenMs;
    // Only the newest link of a kind works: an older e-mail lying around is dead.
    await repo.retireUserTokens(db, user.id, purpose, now());
    await repo.createUserToken(db, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(now().getTime() + lifetime),
    });
    return token;
  }

  /**
   * Mail is sent after the answer is decided and its failure is logged, not
   * shown: the account exists either way and the visitor can ask for a new
   * link. (The durable job queue of the lead-capture work will carry these.)
   */
  function deliver(what: string, send: () => Promise<void>): Promise<void> {
    return send().catch((err: unknown) => log.error({ err, what }, 'could not send e-mail'));
  }

  /** Issues a verification link and mails it; never rejects (failures are logged). */
  function sendVerification(user: UserRow): Promise<void> {
    return deliver('verify-email', async () => {
      const token = await issueLinkToken(user, 'verify_email');
      const link = `${site.baseUrl}/verify-email?token=${encodeURIComponent(token)}`;
      await mailer.send(
        verifyEmailMessage(site, { to: user.email, firstName: user.firstName, link }),
      );
    });
  }

  return {
    async register(input: RegisterRequest): Promise<IssuedSession> {
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await repo.insertUser(db, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company,
          phone: input.phone,
          jobTitle: input.jobTitle,
          city: input.city,
          country: input.country,
          isAdmin: adminEmails.has(input.email),
        });
      } catch (error) {
        if (repo.isUniqueViolation(error)) throw new Conflict(AUTH_MESSAGES.emailTaken);
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
      return deliver('reset-password', async () => {
        const user = await repo.findUserByEmail(db, email);
        if (!user) return;
        const token = await issueLinkToken(user, 'reset_password');
        const link = `${site.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(
          resetPasswordMessage(site, { to: user.email, firstName: user.firstName, link }),
        );
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const used = await repo.consumeUserToken(db, 'reset_password', hashToken(token), now());
      if (!used)
        throw new Invalid(AUTH_MESSAGES.resetInvalid, { errors: [AUTH_MESSAGES.resetInvalid] });
      const user = await db.transaction(async (tx) => {
        const current = await repo.findUserById(tx, used.userId);
        if (!current) return undefined;
        // The link reached this mailbox, which proves the address as a verification link would.
        const proves = current.email === used.email && current.emailVerifiedAt === null;
        const updated = await repo.updateUser(tx, current.id, {
          passwordHash,
          ...(proves ? { emailVerifiedAt: now() } : {}),
        });
        await repo.deleteUserSessions(tx, current.id);
        await repo.retireUserTokens(tx, current.id, 'reset_password', now());
        return updated;
      });
      if (!user)
        throw new Invalid(AUTH_MESSAGES.resetInvalid, { errors: [AUTH_MESSAGES.resetInvalid] });
      void deliver('password-changed', () =>
        mailer.send(passwordChangedNotice(site, { to: user.email, firstName: user.firstName })),
      );
    },

    async verifyEmail(token: string): Promise<UserRow> {
      const used = await repo.consumeUserToken(db, 'verify_email', hashToken(token), now());
      const user = used ? await repo.findUserById(db, used.userId) : undefined;
      // A link sent to an address the account no longer has proves nothing.
      if (!used || !user || user.email !== used.email)
        throw new Invalid(AUTH_MESSAGES.verifyInvalid);
      if (user.emailVerifiedAt) return user;
      return (await repo.updateUser(db, user.id, { emailVerifiedAt: now() })) ?? user;
    },

    /** Sends a new verification link to an unverified account (silently nothing otherwise). */
    async resendVerification(user: UserRow): Promise<'sent' | 'already-verified'> {
      if (user.emailVerifiedAt) return 'already-verified';
      await sendVerification(user);
      return 'sent';
    },

    /** Never rejects: the caller answers the same whether or not the address has an account. */
    resendVerificationTo(email: string): Promise<void> {
      return deliver('resend-verification', async () => {
        const user = await repo.findUserByEmail(db, email);
        if (user && !user.emailVerifiedAt) await sendVerification(user);
      });
    },

    sendVerification,

    /** Marks the configured administrator addresses (ADMIN_EMAILS) at start. */
    async applyAdminEmails(): Promise<void> {
      for (const email of adminEmails) await repo.setAdminByEmail(db, email, true);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
