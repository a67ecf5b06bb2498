import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema, apiSuccessSchema } from '../../../shared/api.ts';
import { NotFound } from '../../errors.ts';
import { permissionOnly } from '../../request-auth.ts';
import type { JobQueue } from './jobs.service.ts';

const failedJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  subjectId: z.nullable(z.string()),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  updatedAt: z.string(),
});

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Staff view of the delivery queue: counts, the jobs that ran out of
 * attempts (an e-mail the server kept refusing, a lead the CRM rejected)
 * and a retry for each. Payloads are never returned: they hold e-mail bodies.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ queue: JobQueue }> = async (app, { queue }) => {
  const guard = permissionOnly('leads.read');
  app.addHook('onRequest', guard.onRequest);
  app.addHook('onSend', guard.onSend);

  app.get(
    '/failed',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Jobs that ran out of attempts, newest first (staff)',
        response: {
          200: apiSuccessSchema(
            z.object({
              jobs: z.array(failedJobSchema),
              counts: z.object({ pending: z.number(), running: z.number(), failed: z.number() }),
            }),
          ),
          ...errors,
        },
      },
    },
    async () => {
      const [failed, counts] = await Promise.all([queue.failed(), queue.counts()]);
      return {
        success: true as const,
        message: 'Failed jobs retrieved.',
        data: {
          jobs: failed.map((job) => ({
            id: job.id,
            kind: job.kind,
            subjectId: job.subjectId,
            attempts: job.attempts,
            lastError: job.lastError,
            updatedAt: job.updatedAt.toISOString(),
          })),
          counts,
        },
      };
    },
  );

  app.post(
    '/:id/retry',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Put a failed job back in line (staff)',
        params: z.object({ id: z.string().check(z.uuid({ error: 'Job not found' })) }),
        response: {
          200: apiSuccessSchema(z.object({ id: z.string() })),
          400: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const retried = await queue.retry(app.database.db, request.params.id);
      if (!retried) throw new NotFound('No failed job with this id.');
      queue.wake();
      return {
        success: true as const,
        message: 'The job will run again shortly.',
        data: { id: request.params.id },
      };
    },
  );
};
