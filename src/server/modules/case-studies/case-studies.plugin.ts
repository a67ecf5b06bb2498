import { reviewNotifier } from '../../content/review-mails.ts';
import fp from 'fastify-plugin';
import { contentImageStore } from '../../content/content-images.ts';
import { loadSigningSecret } from '../../db/signing-secret.ts';
import { caseStudyRoutes, caseStudyStaffRoutes } from './case-studies.routes.ts';
import { createCaseStudiesService, type CaseStudiesService } from './case-studies.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Case studies, for the sitemap and the pages. */
    caseStudies: CaseStudiesService;
  }
}

/**
 * Case studies under /api/enhanced-blog/case-studies (and the spec's staff
 * list at /api/enhanced-blog/user/case-studies). Their images go through the
 * blog's pipeline into the same store, served at /uploads/blogs by the blog.
 * They are commentable (`case-study`): their comments go with them.
 */
export const caseStudiesModule = fp(
  async (app) => {
    const { config } = app;
    const service = createCaseStudiesService({
      db: app.database.db,
      jobs: app.jobs,
      images: contentImageStore(config, app.log),
      secret: await loadSigningSecret(app.database.db, config.signingSecret),
      log: app.log.child({ module: 'case-studies' }),
      onPublicChange: () => void app.pageCache.invalidate('case-studies'),
      remember: app.pageCache.remember,
      revisions: app.revisions.store,
      onPublication: (tx, change) => app.newsletter.publicationChanged(tx, 'case-study', change),
      onReview: reviewNotifier({ mail: app.mail, people: app.auth, site: app.settings.site }),
      sendTest: (item, to) => app.newsletter.testAnnouncement('case-study', item, to),
    });
    app.revisions.registerKind('case-studies', {
      mayOpen: (id, editor) => service.authorize(id, editor, 'open'),
      newPermission: 'content.write',
    });
    app.decorate('caseStudies', service);
    // A case study's page served from the page cache still counts its reader's view.
    app.pageCache.countViews(/^\/case-studies\/([^/]+)$/, (match, visitor) =>
      service.read(decodeURIComponent(match[1]!), visitor),
    );
    app.analytics.registerContent({
      kind: 'case-study',
      pattern: /^\/case-studies\/([^/]+)$/,
      ...service.analyticsContent,
    });
    app.comments.registerTarget('case-study', service.commentTargets);
    service.onRemove((tx, id) => app.comments.removeForContent(tx, 'case-study', id));
    await app.register(caseStudyStaffRoutes, { prefix: '/api/enhanced-blog', service });
    await app.register(caseStudyRoutes, { prefix: '/api/enhanced-blog/case-studies', service });
  },
  {
    name: 'case-studies',
    dependencies: [
      'revisions',
      'settings',
      'jobs',
      'mail',
      'auth',
      'comments',
      'blog',
      'analytics',
    ],
  },
);
