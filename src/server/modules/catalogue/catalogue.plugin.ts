import fp from 'fastify-plugin';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';

/**
 * The personal service catalogue under /api/services: the services on offer,
 * each user's selection, and the buying signals an addition sends (an e-mail
 * to the company and the user's Dynamics 365 lead, both through the job queue).
 */
export const catalogueModule = fp(
  async (app) => {
    const service = createCatalogueService({
      db: app.database.db,
      mail: app.mail,
      jobs: app.jobs,
      crm: app.crm,
      site: app.settings.site,
      consent: app.privacy.consent,
      analytics: app.analytics,
    });
    app.privacy.registerSource(service.personalData);
    app.auth.onEmailVerified((tx, user) => service.announceInterest(tx, user.id));
    await app.register(catalogueRoutes, { prefix: '/api/services', service });
  },
  {
    name: 'catalogue',
    dependencies: ['settings', 'jobs', 'mail', 'crm', 'auth', 'privacy', 'analytics'],
  },
);
