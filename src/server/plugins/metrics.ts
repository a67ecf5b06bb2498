import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpTallies } from './http-tallies.ts';
import type { Config } from '../config.ts';
import { UploadRefused } from '../errors.ts';
import {
  cachedFor,
  GAUGE_CACHE_MS,
  IN_PROCESS_CALL,
  type Meter,
  type Metrics,
  type Timer,
} from '../metrics.ts';

/*
 * Prometheus metrics: the runtime's defaults (event-loop delay, heap and
 * resident memory, GC pauses), the HTTP figures, labelled by route pattern,
 * never by raw path, so a thousand unknown addresses add no label value,
 * and the instruments the modules add (their queues, leads, refusals).
 * Nothing is counted, and no hook is added, unless METRICS_TOKEN or
 * METRICS_PORT is set: the modules' instruments are no-ops then. The
 * endpoint is never public: a bearer token on the main port, or a port of
 * its own bound to loopback (or a private interface). The catalogue is in
 * docs/deployment.md.
 */

/** The methods a label may name; anything else is `other` (a client may send any word). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The catch-all route every page request matches (labelled by its React Router pattern instead). */
const PAGES_ROUTE = '/*';

/** The route pattern a request matched (pages are their catch-all); none matched: `unmatched`. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern === undefined ? 'unmatched' : pattern;
}

const NO_METER: Meter = { inc() {} };
const NO_TIMER: Timer = { observe() {} };

/** Metrics off: every instrument is a no-op, and nothing is added to the server. */
function metricsOff(): Metrics {
  const patterns = routePatterns();
  return {
    enabled: false,
    registry: undefined,
    counter: () => NO_METER,
    histogram: () => NO_TIMER,
    gauge() {},
    ...patterns,
    async listen() {},
  };
}

/** A request's route pattern, pages by their React Router pattern once the pages plugin tells how. */
function routePatterns() {
  let pagePattern: ((path: string) => string) | undefined;
  return {
    labelPagesWith(patternOf: (path: string) => string) {
      pagePattern = patternOf;
    },
    /** `route`: the request's Fastify route, when the caller has read it already. */
    routeOf(request: FastifyRequest, route = routeLabel(request)): string {
      return route === PAGES_ROUTE && pagePattern ? pagePattern(request.url) : route;
    },
  };
}

/**
 * The registry with the defaults and the HTTP figures, recorded as each
 * answer is sent; the modules add their own instruments through it.
 */
export function registerMetrics(app: FastifyInstance, config: Config): Metrics {
  const { token, port } = config.metrics;
  if (token === undefined && port === undefined) return metricsOff();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const tallies = new HttpTallies();
  tallies.register(registry);
  const collectTime = new Gauge({
    name: 'metrics_collect_seconds',
    help: 'How long the last scrape took to collect',
    registers: [registry],
  });
  const uploadsRefused = new Counter({
    name: 'uploads_refused_total',
    help: 'Uploaded files refused for what they are, by upload (image, avatar, chat) and file type',
    labelNames: ['upload', 'type'],
    registers: [registry],
  });
  const patterns = routePatterns();

  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof UploadRefused) {
      for (const file of error.refused) uploadsRefused.inc(file);
    }
  });

  // A plain callback, not an async function: no promise for every answer.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.headers[IN_PROCESS_CALL.header] !== IN_PROCESS_CALL.value) {
      const route = routeLabel(request);
      const page = route === PAGES_ROUTE;
      tallies.add(
        page ? patterns.routeOf(request, route) : route,
        METHODS.has(request.method) ? request.method : 'other',
        reply.statusCode,
        reply.elapsedTime / 1000,
        Number(reply.getHeader('content-length')) || 0,
      );
      if (page && (request.method === 'GET' || request.method === 'HEAD')) {
        const header = reply.getHeader('x-page-cache');
        tallies.addCacheAnswer(typeof header === 'string' ? header : 'bypass');
      }
    }
    done();
  });

  const send = async (reply: FastifyReply) => {
    const started = performance.now();
    const text = await registry.metrics();
    collectTime.set((performance.now() - started) / 1000);
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  };
  if (token !== undefined) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Unauthorized');
      }
      return send(reply);
    });
  }
  // The port of its own is made now (hooks cannot be added once the server listens).
  const own = port === undefined ? undefined : Fastify({ logger: false });
  own?.get('/metrics', async (_request, reply) => send(reply));
  if (own) {
    app.addHook('onClose', async () => {
      await own.close();
    });
  }
  const log = app.log.child({ module: 'metrics' });
  return {
    enabled: true,
    registry,
    counter(name, help, labels = [], known = []) {
      const counter = new Counter({ name, help, labelNames: labels, registers: [registry] });
      for (const values of known) counter.inc(values, 0);
      return {
        inc: (values, value) => (values ? counter.inc(values, value) : counter.inc(value)),
      };
    },
    histogram: (name, help, labels, buckets) =>
      new Histogram({ name, help, labelNames: labels, buckets, registers: [registry] }),
    gauge(name, help, labels, read) {
      const cachedRead = cachedFor(
        GAUGE_CACHE_MS,
        async () => read(),
        (err) => {
          log.warn({ err, metric: name }, 'a gauge could not be read; its last values are kept');
        },
      );
      new Gauge({
        name,
        help,
        labelNames: labels,
        registers: [registry],
        async collect() {
          const samples = await cachedRead();
          if (samples === undefined) return;
          this.reset();
          for (const { labels: values, value } of samples) {
            if (values) this.set(values, value);
            else this.set(value);
          }
        },
      });
    },
    ...patterns,
    async listen() {
      if (!own || port === undefined) return;
      await own.listen({ port, host: config.metrics.host });
      app.log.info({ host: config.metrics.host, port }, 'metrics listening');
    },
  };
}

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
