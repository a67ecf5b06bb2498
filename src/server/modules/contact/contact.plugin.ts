import fp from 'fastify-plugin';
import { clamdScanner } from '../../clamd.ts';
import { chatFileStore } from './contact.files.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';
import { createContactSync } from './contact.sync.ts';

/**
 * Contact messages: the form's call, the chat's upload, the staff calls
 * (with the download of a message's files) and the Dynamics 365 sync.
 */
export const contactModule = fp(
  async (app) => {
    const sync = createContactSync({
      db: app.database.db,
      jobs: app.jobs,
      crm: app.crm,
      analytics: app.analytics,
    });
    const service = createContactService({
      db: app.database.db,
      mail: app.mail,
      sync,
      files: chatFileStore(app.config, app.log),
      scanner: app.config.clamav ? clamdScanner(app.config.clamav) : undefined,
      site: app.settings.site,
      log: app.log,
      consent: app.privacy.consent,
      analytics: app.analytics,
    });
    app.privacy.registerSource(service.personalData);
    await app.register(contactRoutes, { prefix: '/api/contact', service, sync, crm: app.crm });
  },
  {
    name: 'contact',
    dependencies: ['settings', 'jobs', 'mail', 'crm', 'auth', 'privacy', 'analytics'],
  },
);
