import type { FastifyInstance } from 'fastify';
import { cachedFor, GAUGE_CACHE_MS } from '../../metrics.ts';
import type { JobQueue } from './jobs.service.ts';

/**
 * The queue's gauges, from one grouped read every few seconds: jobs by kind
 * and state (the CRM outbox is the `crm.*` kinds, the mail outbox
 * `mail.send`), and how long each kind's oldest due job has waited.
 */
export function registerJobGauges(app: FastifyInstance, jobs: JobQueue): void {
  const { metrics } = app;
  if (!metrics.enabled) return;
  // Both gauges read the same counts: one query per few seconds, not two.
  const counts = cachedFor(
    GAUGE_CACHE_MS,
    () => jobs.waiting(),
    (err) => {
      app.log.warn({ err }, 'job counts not read for the metrics');
    },
  );
  metrics.gauge(
    'jobs_waiting',
    'Jobs not done yet, by kind and state: scheduled, pending, retrying, running, failed',
    ['kind', 'state'],
    async () =>
      ((await counts()) ?? []).map((row) => ({
        labels: { kind: row.kind, state: row.state },
        value: row.jobs,
      })),
  );
  metrics.gauge(
    'jobs_oldest_waiting_seconds',
    'Seconds the oldest due job of a kind has waited (since it was due, or queued once tried); 0 when none waits',
    ['kind'],
    async () => {
      const oldest = new Map<string, number>();
      for (const row of (await counts()) ?? []) {
        oldest.set(row.kind, Math.max(oldest.get(row.kind) ?? 0, row.oldestSeconds));
      }
      return [...oldest].map(([kind, value]) => ({ labels: { kind }, value }));
    },
  );
}
