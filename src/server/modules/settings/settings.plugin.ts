import fp from 'fastify-plugin';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site settings in effect (`current()`, `site()`): every module reads
     * them when it uses them, so a change applies at once on every instance;
     * `onChange` for what must change with them.
     */
    settings: Pick<SettingsService, 'current' | 'site' | 'onChange'>;
  }
}

/**
 * The site settings administrators edit at /dashboard/settings. Registered
 * before the other modules (mail and every page read them); its routes take
 * the administrator's guard and the audit log when a request comes, as
 * `staffOnly` does, since the auth and privacy modules come later.
 */
export const settingsModule = fp(
  async (app) => {
    const { config } = app;
    const service = createSettingsService({
      db: app.database.db,
      environment: {
        site: config.site,
        timeZone: config.companyTimeZone,
        digestSchedule: config.newsletter.digestSchedule,
        replyTo: config.site.email,
      },
      remember: (key, read) => app.pageCache.remember(key, read),
      invalidate: (reason) => app.pageCache.invalidate(reason),
      audit: async (tx, change) => {
        await app.privacy.audit.record(tx, {
          action: 'setting',
          actor: change.actor,
          changes: change.changes,
        });
      },
      log: app.log.child({ module: 'settings' }),
    });
    app.decorate('settings', service);
    await app.register(settingsRoutes, { prefix: '/api/settings', service });
  },
  { name: 'settings' },
);
