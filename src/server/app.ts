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
import { analyticsModule } from './modules/analytics/analytics.plugin.ts';
import { authModule } from './modules/auth/auth.plugin.ts';
import { blogModule } from './modules/blog/blog.plugin.ts';
import { catalogueModule } from './modules/catalogue/catalogue.plugin.ts';
import { caseStudiesModule } from './modules/case-studies/case-studies.plugin.ts';
import { commentsModule } from './modules/comments/comments.plugin.ts';
import { contactModule } from './modules/contact/contact.plugin.ts';
import { crmModule } from './modules/crm/crm.plugin.ts';
import { jobsModule } from './modules/jobs/jobs.plugin.ts';
import { mailModule } from './modules/mail/mail.plugin.ts';
import type { Mailer } from './modules/mail/mail.types.ts';
import { meetingsModule } from './modules/meetings/meetings.plugin.ts';
import { revisionsModule } from './modules/revisions/revisions.plugin.ts';
import { newsletterModule } from './modules/newsletter/newsletter.plugin.ts';
import { privacyModule } from './modules/privacy/privacy.plugin.ts';
import { settingsModule } from './modules/settings/settings.plugin.ts';
import { usersModule } from './modules/users/users.plugin.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerCsrfCheck } from './plugins/csrf.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerHealth } from './plugins/health.ts';
import { registerMetrics } from './plugins/metrics.ts';
import type { Metrics } from './metrics.ts';
import { observeDatabase, traceQueries } from './plugins/database-metrics.ts';
import { registerRequestTracing } from './plugins/request-tracing.ts';
import { startTracing, traceIdsForLog, tracingOn } from './tracing.ts';
import { observeS3Errors } from './storage-s3.ts';
import { trackInFlight } from './plugins/in-flight.ts';
import { serializeError } from './log-serializers.ts';
import { registerPages } from './plugins/pages.ts';
import { registerPageCache } from './plugins/page-cache.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRedis } from './plugins/redis.ts';
import { registerRefusedBodyDrain } from './plugins/refused-bodies.ts';
import { registerRequestGuards } from './plugins/request-guards.ts';
import {
  hashedContentSecurityPolicy,
  registerSecurityHeaders,
} from './plugins/security-headers.ts';
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
  /** Where log lines go (tests read them); otherwise standard output. */
  logStream?: { write(line: string): void };
}

/** How long shutdown waits for handlers whose client has gone before closing the database. */
const HANDLER_GRACE_MS = 8_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed environment, for every module. */
    config: Config;
    database: DatabaseHandle;
    /** Prometheus metrics: the instruments every module adds (no-ops unless METRICS_TOKEN or METRICS_PORT is set). */
    metrics: Metrics;
  }
}

/** The whole server, ready to listen or to be called with `inject` in tests. */
export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  // Before the logger: with traces on, every log line names its trace.
  await startTracing(config.tracing);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(tracingOn() ? { mixin: traceIdsForLog } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { err: serializeError, error: serializeError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      ...(config.dev && !deps.logStream ? { transport: { target: 'pino-pretty' } } : {}),
    },
    // Node's and Fastify's own refusals (a malformed request line, headers
    // too large, a bad percent-encoding) answer in the API's error shape too.
    clientErrorHandler,
    frameworkErrors: (error, request, reply) => frameworkErrors(error, request, reply),
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
  // An empty JSON body is no body (`fetch` with a JSON content type and no
  // body sends one): a route that needs a body answers "body required"
  // (plugins/errors.ts), one whose body is optional goes on without it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
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
  app.decorate('config', config);
  const inFlight = trackInFlight(app);
  if (!deps.database) {
    app.addHook('onClose', async () => {
      const working = inFlight.count();
      if (working > 0) app.log.info({ working }, 'waiting for handlers still at work');
      const left = await inFlight.drained(HANDLER_GRACE_MS);
      if (left > 0) app.log.warn({ left }, 'closing the database under handlers still at work');
      await database.close();
    });
  }
  await database.migrate();

  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 costs tens of milliseconds per page; 4 keeps most of the gain.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // API reads answer 304 to a matching If-None-Match, and so does a client
  // navigation's `.data` (pages.ts sends it whole). Public pages carry the
  // page cache's own strong ETag; other pages stream with a per-response
  // nonce and have none.
  await app.register(etag, { weak: true });
  const policy = {
    dev: config.dev,
    // Images the bucket's public address serves (a redirect from /uploads/…).
    imageOrigins: config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [],
  };
  await registerSecurityHeaders(app, policy);
  registerRequestGuards(app);
  registerCsrfCheck(app, config.site.baseUrl);
  registerRefusedBodyDrain(app);
  // Before the other routes: every answer is counted, and the plugins and
  // modules below add their instruments (no-ops unless METRICS_TOKEN or
  // METRICS_PORT is set).
  const metrics = registerMetrics(app, config);
  app.decorate('metrics', metrics);
  observeDatabase(database, metrics);
  registerRequestTracing(app);
  traceQueries(database);
  if (config.s3 && metrics.enabled) {
    const s3Errors = metrics.counter(
      's3_errors_total',
      'Calls to the S3 bucket that failed, by operation: put, get, delete',
      ['operation'],
    );
    observeS3Errors(config.s3, (operation) => s3Errors.inc({ operation }));
  }
  await registerRedis(app, config.redisUrl);
  await registerRateLimit(app, { ...config.rateLimit, redisPrefix: config.redisPrefix });
  // Before the modules: their writes clear the cached pages.
  const pageCache = registerPageCache(app, {
    maxBytes: deps.pages === false ? 0 : config.pageCacheBytes,
    dev: config.dev,
    buildDir: config.buildDir,
    site: config.site,
    redisPrefix: config.redisPrefix,
    policy: hashedContentSecurityPolicy(policy),
  });
  await registerApiDocs(app, { title: config.site.companyName });
  await registerHealth(app, database);

  // The modules, in dependency order; each registers its own routes and
  // declares the modules it needs (Fastify refuses to start without them).
  // The settings first: mail and every page read them.
  await app.register(settingsModule);
  await app.register(jobsModule);
  await app.register(mailModule, { mailer: deps.mailer });
  await app.register(privacyModule);
  await app.register(authModule);
  await app.register(usersModule);
  // Before the lead modules (they record each lead's source) and the content ones.
  await app.register(analyticsModule);
  await app.register(crmModule, { fetch: deps.crmFetch });
  await app.register(contactModule);
  await app.register(meetingsModule);
  await app.register(revisionsModule);
  await app.register(newsletterModule);
  await app.register(blogModule);
  await app.register(commentsModule);
  await app.register(caseStudiesModule);
  await app.register(catalogueModule);

  await registerSeoFiles(app, {
    baseUrl: config.site.baseUrl,
    content: [
      async () =>
        (await app.blog.sitemapEntries()).map((post) => ({ ...post, path: `/blog/${post.slug}` })),
      async () =>
        (await app.caseStudies.sitemapEntries()).map((item) => ({
          ...item,
          path: `/case-studies/${item.slug}`,
        })),
    ],
  });

  if (deps.pages !== false) {
    await registerPages(app, {
      dev: config.dev,
      buildDir: config.buildDir,
      site: app.settings.site,
      cache: pageCache,
    });
  }
  return app;
}
