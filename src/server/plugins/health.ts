import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { keepPoolClientErrorsFromCrashing } from '../db/postgres-outage.ts';

/** Liveness (process is up) and readiness (it can reach its database). */
export async function registerHealth(app: FastifyInstance, database: DatabaseHandle) {
  // A database that goes away makes the site not ready; it must not end the process.
  keepPoolClientErrorsFromCrashing(database, app.log);
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.headers(noStore);
    return { status: 'ok' };
  });
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    reply.headers(noStore);
    try {
      await database.ping();
      return { status: 'ready', database: database.driver };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', database: database.driver });
    }
  });
}
