import type { DatabaseHandle } from '../db/client.ts';
import { childSpan, SpanKind, tracingOn } from '../tracing.ts';
import type { Metrics } from '../metrics.ts';

/*
 * The database's figures: how long queries take (by driver and kind of
 * statement, never by statement: no unbounded labels), the pool's
 * connections, and whether the instance is ready (what /readyz answers).
 */

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete']);

/** A statement's kind: its first word when it is one of the four, else `other`. */
export function operationOf(statement: string): string {
  const word = /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? word : 'other';
}

/**
 * A span for each query made inside a trace (a request's, a job's): the
 * statement as sent, with `$1` placeholders and never the values. Tracing
 * off: no observer at all.
 */
export function traceQueries(database: DatabaseHandle): void {
  if (!tracingOn()) return;
  database.observeQueries((statement) => {
    const operation = operationOf(statement);
    return childSpan(`db ${operation}`, SpanKind.CLIENT, {
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      'db.query.text': statement,
    });
  });
}

export function observeDatabase(database: DatabaseHandle, metrics: Metrics): void {
  if (!metrics.enabled) return;
  const timer = metrics.histogram(
    'db_query_duration_seconds',
    'Time a database query took, by driver and kind of statement',
    ['driver', 'operation'],
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  const { driver } = database;
  database.observeQueries((statement) => {
    const started = performance.now();
    return () => {
      timer.observe(
        { driver, operation: operationOf(statement) },
        (performance.now() - started) / 1000,
      );
    };
  });
  if (database.poolState()) {
    metrics.gauge(
      'db_pool_connections',
      'Connections of the database pool: in use, idle, and requests waiting for one',
      ['state'],
      () => {
        const state = database.poolState();
        return state
          ? [
              { labels: { state: 'in_use' }, value: state.inUse },
              { labels: { state: 'idle' }, value: state.idle },
              { labels: { state: 'waiting' }, value: state.waiting },
            ]
          : [];
      },
    );
  }
  metrics.gauge(
    'app_ready',
    'Whether this instance is ready (1) or not (0): what /readyz answers',
    [],
    async () => {
      try {
        await database.ping();
        return [{ value: 1 }];
      } catch {
        return [{ value: 0 }];
      }
    },
  );
}
