import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What Fastify publishes around a route handler (its diagnostics tracing channel). */
interface HandlerStore {
  request: FastifyRequest;
  async: boolean;
}

/**
 * Counts the requests whose handlers are still at work, including those
 * whose client has gone: Fastify stops waiting for a request when its
 * connection closes, but the handler goes on (a submission half-way through
 * its transaction). Shutdown waits for them before the database closes, so
 * no handler finds its pool already ended.
 */
export function trackInFlight(app: FastifyInstance) {
  const active = new Map<FastifyRequest, 'waiting' | 'running'>();
  let idle: (() => void) | undefined;
  const done = (request: FastifyRequest) => {
    if (active.delete(request) && active.size === 0) idle?.();
  };

  // Fastify's tracing channel says when a handler starts and when it is done,
  // whether or not an answer could still be sent.
  const channel = diagnostics.tracingChannel<unknown, HandlerStore>('fastify.request.handler');
  const handlers = {
    start: (store: HandlerStore) => {
      if (active.has(store.request)) active.set(store.request, 'running');
    },
    end: (store: HandlerStore) => {
      if (!store.async) done(store.request);
    },
    asyncStart: () => undefined,
    asyncEnd: (store: HandlerStore) => done(store.request),
    error: () => undefined,
  };
  channel.subscribe(handlers);
  app.addHook('onRequest', async (request) => {
    active.set(request, 'waiting');
  });
  // Answered without a handler (not found, refused by a hook or by validation).
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => {
    if (active.get(request) === 'waiting') done(request);
  });

  return {
    /** How many handlers are at work now. */
    count: () => active.size,
    /** Settles when no handler is at work, or after `timeoutMs` (then says how many were left). */
    async drained(timeoutMs: number): Promise<number> {
      const left =
        active.size === 0
          ? 0
          : await new Promise<number>((resolve) => {
              const timer = setTimeout(() => {
                idle = undefined;
                resolve(active.size);
              }, timeoutMs);
              idle = () => {
                clearTimeout(timer);
                idle = undefined;
                resolve(0);
              };
            });
      channel.unsubscribe(handlers);
      return left;
    },
  };
}
