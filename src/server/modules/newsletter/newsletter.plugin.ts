import fp from 'fastify-plugin';
import { REVISION_MESSAGES } from '../../../shared/revisions.ts';
import { NotFound } from '../../errors.ts';
import { registerNewsletterGauges } from './newsletter.metrics.ts';
import { createDelivery, type Delivery } from './newsletter.delivery.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';
import { createLinkSigner, loadSigningSecret } from '../../signed-links.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Newsletter delivery, for the content modules that announce what they publish. */
    newsletter: Pick<Delivery, 'publicationChanged' | 'audience' | 'testAnnouncement'>;
  }
}

/** The newsletter: double opt-in, signed links, preferences, and delivery of what is published. */
export const newsletterModule = fp(
  async (app) => {
    const { config } = app;
    const signer = createLinkSigner(await loadSigningSecret(app.database.db, config.signingSecret));
    const service = createNewsletterService({
      db: app.database.db,
      mail: app.mail,
      signer,
      site: app.settings.site,
      consent: app.privacy.consent,
      analytics: app.analytics,
    });
    app.privacy.registerSource(service.personalData);
    const delivery = createDelivery({
      db: app.database.db,
      jobs: app.jobs,
      mail: app.mail,
      settings: app.settings.current,
      baseUrl: config.site.baseUrl,
      emailDomain: config.site.emailDomain,
      log: app.log.child({ module: 'newsletter' }),
      linksFor: service.linksFor,
      batchSize: config.newsletter.batchSize,
      ratePerMinute: config.newsletter.ratePerMinute,
      maxFailures: config.newsletter.maxFailures,
      leaseMs: config.jobs.leaseMs,
      retryBaseMs: config.jobs.retryBaseMs,
      metrics: app.metrics,
    });
    registerNewsletterGauges(app);
    // The industry-news form keeps its writer's working copy; a sent e-mail has no edit screen.
    app.revisions.registerKind('industry-news', {
      mayOpen: () => Promise.reject(new NotFound(REVISION_MESSAGES.notFound)),
      newPermission: 'newsletter.send',
    });
    app.decorate('newsletter', delivery);
    // A new digest schedule or time zone moves the waiting digest with it.
    app.settings.onChange(delivery.settingsChanged);
    // The next weekly digest waits in the job queue (one, whatever the instances).
    app.addHook('onReady', async () => {
      await delivery.scheduleDigest();
    });
    await app.register(newsletterRoutes, { prefix: '/api/newsletter', service, delivery });
  },
  { name: 'newsletter', dependencies: ['settings', 'mail', 'privacy', 'analytics', 'revisions'] },
);
