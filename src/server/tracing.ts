import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import type * as SdkTrace from '@opentelemetry/sdk-trace';

/*
 * OpenTelemetry traces, off unless an OTLP endpoint is set (the standard
 * OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). When
 * off, nothing is loaded and every helper below runs its work directly: no
 * span, no context, no cost. When on, the SDK is loaded once per process
 * (the API's provider is global) and spans carry no personal data: routes
 * by pattern, statements without their values, hosts without paths.
 */

export interface TracingSettings {
  /** The full traces endpoint (`…/v1/traces`). */
  endpoint: string;
  protocol: 'http/protobuf' | 'http/json';
  serviceName: string;
}

const tracer = trace.getTracer('consultancy-site');
let on = false;
let started: Promise<Tracing> | undefined;

export interface Tracing {
  /** Sends the spans ended so far (tests; shutdown). */
  flush(): Promise<void>;
}

/** Whether spans are being recorded (the SDK is loaded and registered). */
export const tracingOn = () => on;

/**
 * Loads the SDK and registers it as the process's provider, exporting in
 * batches to the endpoint; the same answer for every later call (one
 * provider per process, whatever the apps).
 */
export function startTracing(settings: TracingSettings | undefined): Promise<Tracing> | undefined {
  if (!settings) return undefined;
  started ??= register(settings);
  return started;
}

async function register(settings: TracingSettings): Promise<Tracing> {
  const [sdk, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources] =
    await Promise.all([
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
    ]);
  const { OTLPTraceExporter } =
    settings.protocol === 'http/json'
      ? await import('@opentelemetry/exporter-trace-otlp-http')
      : await import('@opentelemetry/exporter-trace-otlp-proto');
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': settings.serviceName }),
    sampler: samplerFromEnvironment(sdk),
    spanProcessors: [
      new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: settings.endpoint }) }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  on = true;
  return { flush: () => provider.forceFlush() };
}

type Sdk = typeof SdkTrace;

/**
 * OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG as the specification
 * names them (always_on, always_off, traceidratio and their parentbased_
 * forms); the default follows the caller's decision, else records all.
 */
function samplerFromEnvironment(sdk: Sdk) {
  const name = process.env['OTEL_TRACES_SAMPLER'] ?? 'parentbased_always_on';
  const ratio = Number(process.env['OTEL_TRACES_SAMPLER_ARG'] ?? '1');
  const root = name.endsWith('always_off')
    ? new sdk.AlwaysOffSampler()
    : name.endsWith('traceidratio')
      ? new sdk.TraceIdRatioBasedSampler(Number.isFinite(ratio) ? ratio : 1)
      : new sdk.AlwaysOnSampler();
  return name.startsWith('parentbased_') ? new sdk.ParentBasedSampler({ root }) : root;
}

/**
 * Runs `work` in a span of its own, a child of the active one (the
 * request's, the job's), ended when the work settles and marked as an error
 * if it throws. Tracing off: runs `work` and nothing else.
 */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!on) return work(undefined);
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      failed(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Marks a span as failed with the error's name (its message may carry personal data). */
export function failed(span: Span, err: unknown): void {
  const name = err instanceof Error ? err.name : 'Error';
  span.setStatus({ code: SpanStatusCode.ERROR, message: name });
  span.setAttribute('error.type', name);
}

/**
 * Starts a span only inside a trace (a request's, a job's): a database
 * query outside one (the job worker's polling) makes no trace of its own.
 * Answers what to call when it ends; tracing off, or no trace, a no-op.
 */
export function childSpan(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
): (err?: unknown) => void {
  if (!on) return NO_END;
  const parent = context.active();
  if (!trace.getSpan(parent)) return NO_END;
  const span = tracer.startSpan(name, { kind, attributes }, parent);
  return (err) => {
    if (err !== undefined) failed(span, err);
    span.end();
  };
}
const NO_END = () => {};

/** The active trace as a `traceparent` header for an outgoing call; none when tracing is off. */
export function traceHeaders(): Record<string, string> {
  if (!on) return {};
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The trace and span of the active context, for every log line written inside it. */
export function traceIdsForLog(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

export { SpanKind, context, propagation, trace, tracer };
