import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { context, failed, propagation, SpanKind, trace, tracer, tracingOn } from '../tracing.ts';

/*
 * A span per request when tracing is on: the caller's trace continued (its
 * `traceparent`), named by method and route pattern (never the raw path or
 * query, which may name a person), with the status it was answered. The
 * work of the request runs inside it, so its queries, e-mails, CRM calls and
 * log lines belong to it. Tracing off: no hook at all.
 */

const spans = new WeakMap<FastifyRequest, Span>();

export function registerRequestTracing(app: FastifyInstance): void {
  if (!tracingOn()) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer.startSpan(
      request.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
      parent,
    );
    spans.set(request, span);
    context.with(trace.setSpan(parent, span), done);
  });
  // The body is read between the two hooks, in the socket's own context:
  // the handler is entered in the request's again.
  app.addHook('preHandler', (request, _reply, done) => {
    const span = spans.get(request);
    if (!span) return done();
    context.with(trace.setSpan(context.active(), span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      const route = app.metrics.routeOf(request);
      span.updateName(`${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) failed(span, new Error(`HTTP ${reply.statusCode}`));
      span.end();
      spans.delete(request);
    }
    done();
  });
}
