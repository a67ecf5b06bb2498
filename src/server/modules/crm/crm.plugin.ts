import fp from 'fastify-plugin';
import { createCrmService, type CrmService } from './crm.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Dynamics 365: leads in, and the staff connection test. */
    crm: CrmService;
  }
}

/** Dynamics 365 when D365_* is configured; tests pass the fetch of a fake Dataverse server. */
export const crmModule = fp<{ fetch?: typeof fetch | undefined }>(
  async (app, options) => {
    app.decorate(
      'crm',
      createCrmService({
        log: app.log.child({ module: 'crm' }),
        dataverse: app.config.dataverse,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    );
  },
  { name: 'crm', decorators: { fastify: ['config'] } },
);
