import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, type ProfileUpdate } from '../../../shared/auth.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PersonalDataSource } from '../privacy/privacy.types.ts';
import { emailChangedNotice } from './users.mails.ts';
import * as repo from './users.repository.ts';
import { toAvatarWebp } from './avatar-images.ts';
import type { AvatarStore } from './avatar-store.ts';

export interface UsersServiceDeps {
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
  const { db, auth, avatars, mail, site: readSite, log } = deps;

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
