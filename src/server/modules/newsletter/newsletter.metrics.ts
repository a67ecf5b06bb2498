import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_SEND_STATUSES } from '../../../shared/newsletter-delivery.ts';
import { cachedFor, GAUGE_CACHE_MS } from '../../metrics.ts';
import { unfinished } from './newsletter.sends.ts';

/**
 * The newsletter's gauges, from one read every few seconds: the sends under
 * way or paused, and their recipients by status (the sent, bounced and
 * failed counters, and so the pace, are counted as recipients are settled).
 */
export function registerNewsletterGauges(app: FastifyInstance): void {
  const { metrics } = app;
  if (!metrics.enabled) return;
  const read = cachedFor(
    GAUGE_CACHE_MS,
    () => unfinished(app.database.db),
    (err) => {
      app.log.warn({ err }, 'newsletter counts not read for the metrics');
    },
  );
  metrics.gauge(
    'newsletter_sends',
    'Newsletter sends not done yet, by status: sending, paused (too many failures; staff resume it)',
    ['status'],
    async () => {
      const counts = (await read())?.sends ?? [];
      // Both statuses always present, so an alert on `paused > 0` has a series to read.
      return NEWSLETTER_SEND_STATUSES.filter((status) => status !== 'done').map((status) => ({
        labels: { status },
        value: counts.find((row) => row.status === status)?.count ?? 0,
      }));
    },
  );
  metrics.gauge(
    'newsletter_recipients',
    'Recipients of the sends not done yet, by status',
    ['status'],
    async () =>
      ((await read())?.recipients ?? []).map((row) => ({
        labels: { status: row.status },
        value: row.count,
      })),
  );
}
