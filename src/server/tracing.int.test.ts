import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataverseServer, type TestDataverseServer } from './test/dataverse-server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { contactPayload, submitContact } from './modules/leads.fixtures.ts';
import { startTracing } from './tracing.ts';

/**
 * OpenTelemetry traces, exported over OTLP/HTTP to a receiver of a few
 * lines: a contact submission is one trace holding the request, the
 * message's insert and the queued CRM job; statements carry no values and
 * no span names the visitor; every log line of the request names its
 * trace; the CRM call carries it on as `traceparent`.
 */

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

const received: ExportedSpan[] = [];
let receiver: Server;
let crm: TestDataverseServer;
let t: TestApp;
const logLines: string[] = [];
const EMAIL = 'trace.visitor@example.org';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        resourceSpans: Array<{ scopeSpans: Array<{ spans: ExportedSpan[] }> }>;
      };
      for (const resource of body.resourceSpans) {
        for (const scope of resource.scopeSpans) received.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  crm = await startDataverseServer();
  t = await createTestApp({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      LOG_LEVEL: 'debug',
      JOBS_WORKER: 'false',
      ...crm.env(),
    },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  await crm?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Sends the spans ended so far and answers those received. */
async function exported(): Promise<ExportedSpan[]> {
  await (await startTracing(t.config.tracing))!.flush();
  return received;
}
const attribute = (span: ExportedSpan, key: string) =>
  span.attributes.find((entry) => entry.key === key)?.value['stringValue'] as string | undefined;

describe('traces', () => {
  it('make a contact submission one trace: the request, the insert and the queued CRM job', async () => {
    const sent = await submitContact(t, contactPayload({ email: EMAIL }));
    expect(sent.statusCode, sent.body).toBe(200);
    const spans = await exported();

    const request = spans.find((span) => span.name === 'POST /api/contact/submit');
    expect(request, spans.map((span) => span.name).join()).toBeDefined();
    const trace = spans.filter((span) => span.traceId === request!.traceId);
    const insert = trace.find((span) =>
      /^insert into "contact_messages"/.test(attribute(span, 'db.query.text') ?? ''),
    );
    expect(insert, trace.map((span) => span.name).join()).toBeDefined();
    expect(attribute(insert!, 'db.query.text')).toMatch(/\$1/);
    expect(trace.some((span) => span.name === 'job.enqueue crm.sync-contact')).toBe(true);
    // The request's span is the root of them all.
    expect(request!.parentSpanId ?? '').toBe('');

    // Nothing the visitor typed leaves the process.
    const everything = JSON.stringify(spans);
    expect(everything).not.toContain(EMAIL);
    expect(everything).not.toContain(String(contactPayload()['message']));

    // Each log line of the request names its trace.
    const requestLines = logLines
      .map((line) => JSON.parse(line) as { reqId?: string; trace_id?: string; url?: string })
      .filter((line) => line.reqId !== undefined && line.trace_id !== undefined);
    expect(requestLines.some((line) => line.trace_id === request!.traceId)).toBe(true);
  });

  it("carry the CRM job's trace to Dynamics 365 as traceparent", async () => {
    await t.app.jobs.drain();
    const spans = await exported();
    const job = spans.find((span) => span.name === 'job crm.sync-contact');
    expect(job, spans.map((span) => span.name).join()).toBeDefined();
    const traceparent = crm.lastLeadHeaders?.['traceparent'];
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    expect(String(traceparent).split('-')[1]).toBe(job!.traceId);
    const call = spans.find((span) => span.name === 'crm PATCH' && span.traceId === job!.traceId);
    expect(call).toBeDefined();
    expect(JSON.stringify(call)).not.toContain('leads(');
  });
});
