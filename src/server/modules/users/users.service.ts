import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  type ProfileUpdate,
  type RoleChange,
  type RoleList,
} from '../../../shared/auth.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { assertCan, type RequestAuth } from '../../request-auth.ts';
import { ROLE_MESSAGES, type Role } from '../../../shared/roles.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PersonalDataSource } from '../privacy/privacy.types.ts';
import { emailChangedNotice } from './users.mails.ts';
import * as repo from './users.repository.ts';
import { toAvatarWebp } from './avatar-images.ts';
import type { AvatarStore } from './avatar-store.ts';

/** What a role change tells (the audit log), in its transaction. */
export type RoleChangeListener = (
  tx: Transaction,
  change: {
    actor: RequestAuth;
    user: UserRow;
    from: { role: Role | null; byDefault: boolean };
    to: { role: Role | null; byDefault: boolean };
  },
) => Promise<void>;

/** Accounts per page of the users screen. */
const ROLE_PAGE_SIZE = 50;

export interface UsersServiceDeps {
  /** Told in the transaction of every role change (the audit log). */
  onRoleChange?: RoleChangeListener;
  db: Database;
  auth: AuthService;
  avatars: AvatarStore;
  mail: MailService;
  /** The company's facts as they are now (the site settings), read for each e-mail. */
  site: SiteReader;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What a profile save may carry besides the fields: a new photo, or its removal. */
export type PhotoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; data: Buffer };

export function createUsersService(deps: UsersServiceDeps) {
  const { db, auth, avatars, mail, site: readSite, log, onRoleChange } = deps;

  return {
    /**
     * The account of an address, for the privacy module: an export lists its
     * fields (never the password's hash); an erasure deletes it with its
     * sessions, links and selections (the database's cascades) and, once
     * committed, its photo.
     */
    personalData: {
      name: 'account',
      async export(executor, email) {
        const user = await repo.findByEmail(executor, email);
        if (!user) return [];
        const { passwordHash: _secret, avatarFile, ...fields } = user;
        return [
          {
            ...fields,
            hasPhoto: avatarFile !== null,
            emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
            createdAt: user.createdAt.toISOString(),
            updatedAt: user.updatedAt.toISOString(),
          },
        ];
      },
      async erase(tx, email) {
        const user = await repo.deleteByEmail(tx, email);
        if (!user) return { count: 0 };
        await mail.forget(tx, { subjectIds: [user.id] });
        return { count: 1, afterCommit: () => avatars.remove(user.avatarFile) };
      },
    } satisfies PersonalDataSource,

    /** Accounts with their roles, newest first (administrators). */
    async roles(
      actor: RequestAuth,
      query: { search?: string | undefined; page: number },
    ): Promise<RoleList> {
      assertCan(actor, 'users.manage');
      const { rows, total } = await repo.rolePage(db, { ...query, limit: ROLE_PAGE_SIZE });
      return {
        users: rows.map((user) => {
          const { role, verified } = auth.rolesOf(user);
          return {
            id: user.id,
            name: `${user.firstName} ${user.lastName}`.trim(),
            email: user.email,
            emailVerified: verified,
            role,
            byDefault: user.role === null,
            createdAt: user.createdAt.toISOString(),
          };
        }),
        page: query.page,
        pages: Math.max(1, Math.ceil(total / ROLE_PAGE_SIZE)),
        total,
      };
    },

    /**
     * An administrator gives an account a role, none ('reader') or the
     * default rule back. Only a verified address holds a role; the last
     * administrator cannot lose theirs (there is always one). Takes effect
     * on the account's next request, on every instance (roles are read with
     * the session each time), and goes in the audit log.
     */
    async changeRole(actor: RequestAuth, id: string, change: RoleChange): Promise<UserRow> {
      assertCan(actor, 'users.manage');
      const given = change.role === 'default' ? null : change.role;
      return db.transaction(async (tx) => {
        const user = await repo.lockUser(tx, id);
        if (!user) throw new NotFound(AUTH_MESSAGES.userNotFound);
        const before = auth.rolesOf(user);
        const after = auth.rolesOf({ ...user, role: given });
        if (given !== null && given !== 'reader' && !before.verified) {
          throw new Invalid(ROLE_MESSAGES.unverified, { errors: [ROLE_MESSAGES.unverified] });
        }
        if (before.isAdmin && !after.isAdmin && (await repo.otherAdministrators(tx, id)) === 0) {
          throw new Conflict(ROLE_MESSAGES.lastAdministrator);
        }
        await repo.setRole(tx, id, given);
        await onRoleChange?.(tx, {
          actor,
          user,
          from: { role: before.role, byDefault: user.role === null },
          to: { role: after.role, byDefault: given === null },
        });
        return { ...user, role: given };
      });
    },

    /** A user's record: only its owner or an administrator may read it. */
    async getVisible(requester: { user: UserRow; isAdmin: boolean }, id: string) {
      if (requester.user.id !== id && !requester.isAdmin) throw new Forbidden();
      const user = await repo.findUser(db, id);
      if (!user) throw new NotFound(AUTH_MESSAGES.userNotFound);
      return user;
    },

    async updateProfile(user: UserRow, fields: ProfileUpdate, photo: PhotoChange) {
      // The image is checked and re-encoded before anything is written.
      const newPhoto = photo.kind === 'replace' ? await toAvatarWebp(photo.data) : undefined;
      const removePhoto = photo.kind === 'remove' || fields.avatar === '';
      const savedName = newPhoto ? await avatars.save(newPhoto) : undefined;

      const { avatar: _ignored, email, ...rest } = fields;
      const emailChanged = email !== undefined && email !== user.email;
      let updated: UserRow | undefined;
      try {
        updated = await repo.updateProfile(db, user.id, {
          ...rest,
          ...(emailChanged ? { email, emailVerifiedAt: null } : {}),
          ...(savedName ? { avatarFile: savedName } : removePhoto ? { avatarFile: null } : {}),
        });
      } catch (error) {
        await avatars.remove(savedName ?? null);
        if (isUniqueViolation(error)) throw new Conflict(AUTH_MESSAGES.emailTaken);
        throw error;
      }
      if (!updated) {
        await avatars.remove(savedName ?? null);
        throw new NotFound(AUTH_MESSAGES.userNotFound);
      }
      if (savedName || removePhoto) await avatars.remove(user.avatarFile);
      if (emailChanged) {
        // Staff status rests on a verified address: a new one must be proved again.
        void auth.sendVerification(updated);
        // To the old address: if the change was not the owner's doing, they hear of it there.
        void readSite()
          .then((site) =>
            mail.queue(
              db,
              emailChangedNotice(site, { to: user.email, newEmail: updated.email }),
              user.id,
            ),
          )
          .then(() => mail.flush())
          .catch((err: unknown) => log.error({ err }, 'could not queue e-mail-changed notice'));
      }
      return updated;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
