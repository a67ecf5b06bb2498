import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';

/*
 * Prometheus metrics (issue 38, first part): the runtime's defaults
 * (event-loop delay, heap and resident memory, GC pauses) and the HTTP
 * figures, labelled by route pattern, never by raw path, so a thousand
 * unknown addresses add no label value. Nothing is counted, and no hook is
 * added, unless METRICS_TOKEN or METRICS_PORT is set; the endpoint is never
 * public: a bearer token on the main port, or a port of its own bound to
 * loopback (or a private interface).
 */

/** What the HTTP figures are labelled with: a bounded set each. */
interface RequestLabels {
  route: string;
  method: string;
  status_class: string;
}

/** The methods a label may name; anything else is `other` (a client may send any word). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route pattern a request matched (pages are their catch-all); none matched: `unmatched`. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern === undefined ? 'unmatched' : pattern;
}

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The page cache's part in a page's answer: hit, stale, miss, or bypass (never cacheable). */
function cacheResult(request: FastifyRequest, reply: FastifyReply): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (routeLabel(request) !== '/*') return undefined;
  const header = reply.getHeader('x-page-cache');
  return typeof header === 'string' ? header : 'bypass';
}

export interface Metrics {
  registry: Registry;
  /**
   * With METRICS_PORT: serves `GET /metrics` on that port, bound to
   * METRICS_HOST, without a token (the network is the guard); closed with
   * the server. Called once the server listens.
   */
  listen(): Promise<void>;
}

/** The registry with the defaults and the HTTP figures, recorded as each answer is sent. */
export function registerMetrics(app: FastifyInstance, config: Config): Metrics | undefined {
  const { token, port } = config.metrics;
  if (token === undefined && port === undefined) return undefined;
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

  app.addHook('onResponse', async (request, reply) => {
    const labels: RequestLabels = {
      route: routeLabel(request),
      method: METHODS.has(request.method) ? request.method : 'other',
      status_class: statusClass(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    const length = Number(reply.getHeader('content-length'));
    if (Number.isFinite(length) && length > 0) bytes.inc({ route: labels.route }, length);
    const cached = cacheResult(request, reply);
    if (cached) pageCache.inc({ result: cached });
  });

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
      return sendMetrics(reply, registry);
    });
  }
  // The port of its own is made now (hooks cannot be added once the server listens).
  const own = port === undefined ? undefined : Fastify({ logger: false });
  own?.get('/metrics', async (_request, reply) => sendMetrics(reply, registry));
  if (own) {
    app.addHook('onClose', async () => {
      await own.close();
    });
  }
  return {
    registry,
    async listen() {
      if (!own || port === undefined) return;
      await own.listen({ port, host: config.metrics.host });
      app.log.info({ host: config.metrics.host, port }, 'metrics listening');
    },
  };
}

async function sendMetrics(reply: FastifyReply, registry: Registry) {
  const text = await registry.metrics();
  return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
}

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
