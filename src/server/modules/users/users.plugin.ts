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
