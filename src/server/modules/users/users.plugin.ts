import fp from 'fastify-plugin';
import { createAvatarStore } from './avatar-store.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

/** Profiles and profile photos: /api/users. */
export const usersModule = fp(
  async (app) => {
    const { config } = app;
    const avatars = createAvatarStore(config, app.log);
    const service = createUsersService({
      db: app.database.db,
      auth: app.auth,
      avatars,
      mail: app.mail,
      site: app.settings.site,
      log: app.log,
      // Every role change is in the audit log, with the role before and after.
      onRoleChange: async (tx, change) => {
        const label = (side: typeof change.from) =>
          `${side.role ?? 'reader'}${side.byDefault ? ' (by default)' : ''}`;
        await app.privacy.audit.record(tx, {
          action: 'role',
          actor: { userId: change.actor.user.id, email: change.actor.user.email },
          subject: change.user.email,
          changes: { role: { from: label(change.from), to: label(change.to) } },
        });
      },
    });
    app.privacy.registerSource(service.personalData);
    await app.register(usersRoutes, {
      prefix: '/api/users',
      service,
      avatars,
      companyDomain: config.site.emailDomain,
    });
  },
  { name: 'users', dependencies: ['settings', 'auth', 'mail', 'privacy'] },
);
