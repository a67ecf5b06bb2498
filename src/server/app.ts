import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from './db/client.ts';
import { registerAuthGuards } from './modules/auth/auth.guards.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createMailer } from './modules/mail/mail.service.ts';
import type { Mailer } from './modules/mail/mail.types.ts';
import * as contactRepository from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createCrmService } from './modules/crm/crm.service.ts';
import { createJobQueue, type JobQueue } from './modules/jobs/job-queue.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createOutbox, registerMailJobs } from './modules/mail/mail.jobs.ts';
import { meetingsRoutes } from './modules/meetings/meetings.routes.ts';
import { createMeetingsService } from './modules/meetings/meetings.service.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts';
import { createLinkSigner, loadSigningSecret } from './modules/newsletter/signed-links.ts';
import { createAvatarStore } from './modules/users/avatar-store.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHealth } from './plugins/health.ts';
import { registerPages } from './plugins/pages.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSeoFiles } from './plugins/seo-files.ts';

export interface AppDependencies {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Leave out the page renderer (API-only tests need no build). */
  pages?: boolean;
  /** An outgoing-mail transport (tests); otherwise SMTP_URL or files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** The fetch the Dynamics 365 client uses (tests); otherwise the global one. */
  crmFetch?: typeof fetch;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mailer: Mailer;
    jobs: JobQueue;
  }
}

/** The whole server, ready to listen or to be called with `inject` in tests. */
export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(config.dev ? { transport: { target: 'pino-pretty' } } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API takes; anything else is a 415, not a guess.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirFor(config.dataDir),
      poolMax: config.databasePoolMax,
    }));
  app.decorate('database', database);
  if (!deps.database) app.addHook('onClose', async () => database.close());
  await database.migrate();

  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 costs tens of milliseconds per page; 4 keeps most of the gain.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // API reads answer 304 to a matching If-None-Match (rendered pages stream
  // and carry a per-response nonce, so they are left out by design).
  await app.register(etag, { weak: true });
  await registerSecurityHeaders(app, { dev: config.dev });
  await registerRateLimit(app, { ...config.rateLimit, redisUrl: config.redisUrl });
  await registerApiDocs(app, { title: config.site.companyName });
  await registerHealth(app, database);
  await registerSeoFiles(app, { baseUrl: config.site.baseUrl });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
  app.decorate('mailer', mailer);
  if (!deps.mailer) app.addHook('onClose', async () => mailer.close());

  // The durable job queue carries every e-mail and the CRM sync; records and
  // their jobs are stored in one transaction.
  const jobs = createJobQueue({
    db: database.db,
    log: app.log.child({ module: 'jobs' }),
    pollMs: config.jobs.pollMs,
    retryBaseMs: config.jobs.retryBaseMs,
    maxDelayMs: config.jobs.maxDelayMs,
    batchSize: 10,
    leaseMs: 5 * 60 * 1000,
  });
  app.decorate('jobs', jobs);
  registerMailJobs(jobs, mailer);
  const outbox = createOutbox(jobs);

  const companyDomain = config.site.emailDomain;
  const auth = createAuthService({
    db: database.db,
    outbox,
    site: config.site,
    adminEmails: config.adminEmails,
    log: app.log,
  });
  await auth.applyAdminEmails();
  registerAuthGuards(app, auth, companyDomain);
  await app.register(authRoutes, {
    prefix: '/api/auth',
    service: auth,
    companyDomain,
    loginLimits: {
      perAddress: config.loginRateLimit.perAddress,
      perAccount: config.loginRateLimit.perAccount,
      windowMs: config.rateLimit.windowSeconds * 1000,
    },
  });
  const avatars = createAvatarStore(config.dataDir);
  const users = createUsersService({
    db: database.db,
    auth,
    avatars,
    outbox,
    site: config.site,
    log: app.log,
  });
  await app.register(usersRoutes, { prefix: '/api/users', service: users, avatars, companyDomain });

  await app.register(jobsRoutes, { prefix: '/api/jobs', queue: jobs });
  const crm = createCrmService({
    db: database.db,
    messages: { find: contactRepository.findMessage, recordSync: contactRepository.recordSync },
    queue: jobs,
    log: app.log.child({ module: 'crm' }),
    dataverse: config.dataverse,
    ...(deps.crmFetch ? { fetch: deps.crmFetch } : {}),
  });
  const contact = createContactService({
    db: database.db,
    queue: jobs,
    crm,
    site: config.site,
    log: app.log,
  });
  await app.register(contactRoutes, { prefix: '/api/contact', service: contact, crm });
  const meetings = createMeetingsService({
    db: database.db,
    queue: jobs,
    site: config.site,
    companyTimeZone: config.companyTimeZone,
    log: app.log,
  });
  await app.register(meetingsRoutes, { prefix: '/api/meetings', service: meetings });

  const signer = createLinkSigner(await loadSigningSecret(database.db, config.signingSecret));
  const newsletter = createNewsletterService({
    db: database.db,
    queue: jobs,
    signer,
    site: config.site,
  });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter', service: newsletter });

  if (config.jobs.worker) {
    app.addHook('onReady', async () => jobs.start());
    // Before the mailer and the database close: jobs under way finish first.
    app.addHook('preClose', async () => jobs.stop());
  }

  if (deps.pages !== false) {
    await registerPages(app, { dev: config.dev, buildDir: config.buildDir, site: config.site });
  }
  return app;
}
