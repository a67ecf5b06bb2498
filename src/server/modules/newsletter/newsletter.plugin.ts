import fp from 'fastify-plugin';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';
import { createLinkSigner, loadSigningSecret } from '../../signed-links.ts';

/** The newsletter with double opt-in and signed links. */
export const newsletterModule = fp(
  async (app) => {
    const signer = createLinkSigner(
      await loadSigningSecret(app.database.db, app.config.signingSecret),
    );
    const service = createNewsletterService({
      db: app.database.db,
      mail: app.mail,
      signer,
      site: app.config.site,
    });
    await app.register(newsletterRoutes, { prefix: '/api/newsletter', service });
  },
  { name: 'newsletter', dependencies: ['mail'] },
);
