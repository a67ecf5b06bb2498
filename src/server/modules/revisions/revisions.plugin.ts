import fp from 'fastify-plugin';
import { createRevisionStore, type RevisionStore } from '../../content/revision-store.ts';
import { revisionsRoutes } from './revisions.routes.ts';
import { createRevisionsService, type RevisionsService } from './revisions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Working copies and presence (`registerKind` for each form that has
     * them), and the store the content services keep their revisions in.
     */
    revisions: Pick<RevisionsService, 'registerKind'> & { store: RevisionStore };
  }
}

/** Revisions' store, the writers' working copies and who is editing: /api/drafts. */
export const revisionsModule = fp(
  async (app) => {
    const store = createRevisionStore({ keep: app.config.revisionsKeep });
    const service = createRevisionsService({
      db: app.database.db,
      store,
      accountIdOf: (email, executor) => app.auth.accountIdOf(email, executor),
    });
    app.decorate('revisions', { registerKind: service.registerKind, store });
    app.privacy.registerSource(service.personalData);
    await app.register(revisionsRoutes, { prefix: '/api/drafts', service });
  },
  { name: 'revisions', dependencies: ['privacy', 'auth'] },
);
