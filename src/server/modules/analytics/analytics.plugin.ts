import fp from 'fastify-plugin';
import { isPublicPagePath } from '../../../shared/public-pages.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService, type AnalyticsService } from './analytics.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Cookieless analytics: the lead modules record each lead's source
     * through it, the content modules register their item pages.
     */
    analytics: Pick<
      AnalyticsService,
      | 'enabled'
      | 'visitFor'
      | 'attribute'
      | 'leadStored'
      | 'sourcesOf'
      | 'forgetLeads'
      | 'registerContent'
      | 'flush'
      | 'observe'
      | 'rollUpDays'
    >;
  }
}

/**
 * Counts page views as they are answered (an onResponse hook: after the
 * answer has gone, so no page waits for it, and cached pages count too).
 */
export const analyticsModule = fp(
  async (app) => {
    const { analytics, site } = app.config;
    const service = createAnalyticsService({
      db: app.database.db,
      jobs: app.jobs,
      log: app.log.child({ module: 'analytics' }),
      enabled: analytics.enabled,
      siteHosts: [new URL(site.baseUrl).host],
      isPublicPage: isPublicPagePath,
      flushMs: analytics.flushMs,
      flushViews: analytics.flushViews,
      rawDays: analytics.rawDays,
      metrics: app.metrics,
    });
    app.decorate('analytics', service);
    app.privacy.registerRetention(service.retention);
    if (analytics.enabled) {
      // A plain callback, not an async function: no promise for every answer.
      app.addHook('onResponse', (request, reply, done) => {
        service.observe(request, reply.statusCode);
        done();
      });
    }
    app.addHook('onReady', async () => {
      service.start();
      await service.scheduleRollUp();
    });
    app.addHook('onClose', async () => {
      await service.stop();
    });
    await app.register(analyticsRoutes, { prefix: '/api/analytics', service });
  },
  { name: 'analytics', dependencies: ['jobs', 'auth', 'privacy'] },
);
