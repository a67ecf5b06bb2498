import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
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

/** What the HTTP figures are labelled with: a bounded set each. */
interface RequestLabels {
  route: string;
  method: string;
  status_class: string;
}

/** The methods a label may name; anything else is `other` (a client may send any word). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The catch-all route every page request matches (labelled by its React Router pattern instead). */
const PAGES_ROUTE = '/*';

/** The route pattern a request matched (pages are their catch-all); none matched: `unmatched`. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern === undefined ? 'unmatched' : pattern;
}

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

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
  const labelNames = ['route', 'method', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status class',
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const bytes = new Counter({
    name: 'http_response_bytes_total',
    help: 'Bytes of answer bodies sent, as their content-length says, by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'page_cache_answers_total',
    help: 'Page requests by what the page cache did: hit, stale, miss, or bypass (signed in, not cacheable)',
    labelNames: ['result'],
    registers: [registry],
  });
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

  /**
   * Each label set's instruments, found once: prom-client hashes a label
   * object on every `inc`, a cost every cached page would pay four times.
   * Bounded as the labels are (route patterns × methods × status classes).
   */
  const series = new Map<
    string,
    {
      requests: Counter.Internal;
      duration: Histogram.Internal<string>;
      bytes: Counter.Internal;
    }
  >();
  const seriesOf = (route: string, requestMethod: string, status: number) => {
    const method = METHODS.has(requestMethod) ? requestMethod : 'other';
    const key = `${route} ${method} ${Math.floor(status / 100)}`;
    let found = series.get(key);
    if (!found) {
      const labels: RequestLabels = { route, method, status_class: statusClass(status) };
      found = {
        requests: requests.labels(labels),
        duration: duration.labels(labels),
        bytes: bytes.labels({ route }),
      };
      series.set(key, found);
    }
    return found;
  };
  const cacheAnswers = new Map(
    ['hit', 'stale', 'miss', 'bypass'].map((result) => [result, pageCache.labels({ result })]),
  );

  // A plain callback, not an async function: no promise for every answer.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.headers[IN_PROCESS_CALL.header] !== IN_PROCESS_CALL.value) {
      const route = routeLabel(request);
      const page = route === PAGES_ROUTE;
      const found = seriesOf(
        page ? patterns.routeOf(request, route) : route,
        request.method,
        reply.statusCode,
      );
      found.requests.inc();
      found.duration.observe(reply.elapsedTime / 1000);
      const length = Number(reply.getHeader('content-length'));
      if (length > 0) found.bytes.inc(length);
      if (page && (request.method === 'GET' || request.method === 'HEAD')) {
        const header = reply.getHeader('x-page-cache');
        cacheAnswers.get(typeof header === 'string' ? header : 'bypass')?.inc();
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
