import fp from 'fastify-plugin';
import { meetingsRoutes } from './meetings.routes.ts';
import { createMeetingsService } from './meetings.service.ts';

/** Meeting requests: the dialog's call and the staff calls. */
export const meetingsModule = fp(
  async (app) => {
    const service = createMeetingsService({
      db: app.database.db,
      mail: app.mail,
      settings: app.settings.current,
      log: app.log,
      consent: app.privacy.consent,
      analytics: app.analytics,
    });
    app.privacy.registerSource(service.personalData);
    await app.register(meetingsRoutes, { prefix: '/api/meetings', service });
  },
  { name: 'meetings', dependencies: ['settings', 'mail', 'auth', 'privacy', 'analytics'] },
);
