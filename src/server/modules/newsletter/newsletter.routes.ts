import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api.ts';
import {
  NEWSLETTER_MESSAGES,
  newsletterStatusParamsSchema,
  newsletterStatusResponseSchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
} from '../../../shared/newsletter.ts';
import type { NewsletterService } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (
  app,
  { service },
) => {
  app.post(
    '/subscribe',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter',
        body: newsletterSubscribeSchema,
        response: {
          200: newsletterSubscribeResponseSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await service.subscribe(request.body);
      return { success: true as const, message: result.message, data: result.subscription };
    },
  );

  app.get(
    '/status/:email',
    {
      // Reads are cheaper than writes but still reveal whether an address is on
      // the list, so they are limited too (more generously).
      config: { rateLimit: app.readRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscription status of an address',
        params: newsletterStatusParamsSchema,
        response: { 200: newsletterStatusResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Personal data: the browser may revalidate it, shared caches may not keep it.
      reply.header('cache-control', 'private, no-cache');
      return {
        success: true as const,
        message: NEWSLETTER_MESSAGES.statusFound,
        data: await service.status(request.params.email),
      };
    },
  );
};
