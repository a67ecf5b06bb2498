/**
 * A PostgreSQL server that goes away (a restart, a failover, a network cut)
 * must cost the requests under way an answer of 503, not the process: the
 * pool reconnects by itself once the server is back.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/**
 * node-postgres emits `error` on a client the pool has handed out when its
 * connection breaks between queries (a server shutting down ends its
 * sessions, then the socket is reset): with no listener, Node ends the
 * process. The pool listens only while a client is idle, so each client gets
 * a listener of its own when first handed out; the query under way, if any,
 * fails on its own, and the pool drops the broken client when it comes back.
 */
export function keepPoolClientErrorsFromCrashing(
  database: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'warn'>,
): void {
  if (database.driver !== 'postgres') return;
  const pool = (database.db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return;
  const guarded = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', (err) => log.warn({ err }, 'database connection lost while in use'));
  });
}

/**
 * SQLSTATE classes and codes that mean "the database cannot be reached now":
 * 08 connection exceptions, 57P01–57P03 (shut down by an administrator, a
 * crash, or not accepting connections yet), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** Node's own codes for a server that is not there or went away. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What node-postgres says when the server closes a connection under it. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|Client has encountered a connection error)/;

/** True when the error (or one of its causes) says the database is unreachable, not wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 10; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
