import fp from 'fastify-plugin';
import { loadSigningSecret } from '../../signed-links.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { createPrivacyService, type PrivacyService } from './privacy.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Data protection: the modules that collect personal data record consent
     * through it and register their stores with it (export and erasure);
     * any module records a change worth auditing through `audit.record`.
     */
    privacy: Pick<
      PrivacyService,
      'consent' | 'audit' | 'registerSource' | 'registerRetention' | 'retain'
    >;
  }
}

/** Consent records, a person's export and erasure (by e-mailed link or by staff), the audit log. */
export const privacyModule = fp(
  async (app) => {
    const service = createPrivacyService({
      db: app.database.db,
      mail: app.mail,
      jobs: app.jobs,
      leadRetentionDays: app.config.leadRetentionDays,
      site: app.settings.site,
      secret: await loadSigningSecret(app.database.db, app.config.signingSecret),
      log: app.log.child({ module: 'privacy' }),
    });
    app.decorate('privacy', service);
    app.addHook('onReady', async () => {
      await service.scheduleRetention();
    });
    await app.register(privacyRoutes, { prefix: '/api/privacy', service });
  },
  { name: 'privacy', dependencies: ['settings', 'jobs', 'mail'] },
);
