import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './jobs.service.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { registerJobGauges } from './jobs.metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: e-mails and CRM syncs, stored with the records they belong to. */
    jobs: JobQueue;
  }
}

/**
 * The job queue every module hands its deliveries to, its worker (started
 * when the server is ready, stopped before the mailer and the database
 * close) and the staff view of failed jobs.
 */
export const jobsModule = fp(
  async (app) => {
    const { jobs: settings } = app.config;
    const jobs = createJobQueue({
      db: app.database.db,
      log: app.log.child({ module: 'jobs' }),
      pollMs: settings.pollMs,
      retryBaseMs: settings.retryBaseMs,
      maxDelayMs: settings.maxDelayMs,
      batchSize: 10,
      leaseMs: settings.leaseMs,
      metrics: app.metrics,
    });
    app.decorate('jobs', jobs);
    registerJobGauges(app, jobs);
    await app.register(jobsRoutes, { prefix: '/api/jobs', queue: jobs });
    if (settings.worker) {
      app.addHook('onReady', async () => jobs.start());
      app.addHook('preClose', async () => jobs.stop());
    }
  },
  { name: 'jobs', decorators: { fastify: ['config', 'database'] } },
);
