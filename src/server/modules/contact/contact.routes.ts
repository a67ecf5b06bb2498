import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema, apiSuccessSchema } from '../../../shared/api.ts';
import { staffOnly } from '../auth/auth.guards.ts';
import {
  CONTACT_MESSAGES,
  contactMessageIdParamsSchema,
  contactMessageSchema,
  contactStatsSchema,
  contactStatusUpdateSchema,
  contactSubmitResponseSchema,
  contactSubmitSchema,
  d365SyncSchema,
  recentMessagesQuerySchema,
} from '../../../shared/contact.ts';
import { pageInfoSchema } from '../../../shared/meetings.ts';
import type { CrmService } from '../crm/crm.service.ts';
import type { ContactService } from './contact.service.ts';
import type { ContactSync } from './contact.sync.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const contactRoutes: FastifyPluginAsyncZod<{
  service: ContactService;
  sync: ContactSync;
  crm: CrmService;
}> = async (app, { service, sync, crm }) => {
  app.post(
    '/submit',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['contact'],
        summary: 'Send a contact message (contact page, pricing, support, chat)',
        body: contactSubmitSchema,
        response: { 200: contactSubmitResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const stored = await service.submit(request.body);
      return {
        success: true as const,
        message: CONTACT_MESSAGES.submitted,
        data: {
          id: stored.id,
          estimatedResponseTime: CONTACT_MESSAGES.estimatedResponseTime,
          submittedAt: stored.submittedAt,
        },
      };
    },
  );

  app.get(
    '/message/:id',
    {
      ...staffOnly,
      schema: {
        tags: ['contact'],
        summary: 'One contact message (staff)',
        params: contactMessageIdParamsSchema,
        response: { 200: apiSuccessSchema(contactMessageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Message retrieved.',
      data: await service.get(request.params.id),
    }),
  );

  app.patch(
    '/message/:id/status',
    {
      ...staffOnly,
      schema: {
        tags: ['contact'],
        summary: 'Change the status of a contact message (staff)',
        params: contactMessageIdParamsSchema,
        body: contactStatusUpdateSchema,
        response: { 200: apiSuccessSchema(contactMessageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Message status updated.',
      data: await service.setStatus(request.params.id, request.body.status),
    }),
  );

  app.get(
    '/stats',
    {
      ...staffOnly,
      schema: {
        tags: ['contact'],
        summary: 'Counts of contact messages by status, sync status and source (staff)',
        response: { 200: apiSuccessSchema(contactStatsSchema), ...errors },
      },
    },
    async () => ({
      success: true as const,
      message: 'Contact statistics retrieved.',
      data: await service.stats(),
    }),
  );

  app.get(
    '/messages/recent',
    {
      ...staffOnly,
      schema: {
        tags: ['contact'],
        summary: 'Contact messages, newest first, with filters and paging (staff)',
        querystring: recentMessagesQuerySchema,
        response: {
          200: apiSuccessSchema(
            z.object({ messages: z.array(contactMessageSchema), pagination: pageInfoSchema }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Recent messages retrieved.',
      data: await service.recent(request.query),
    }),
  );

  app.get(
    '/test/d365',
    {
      ...staffOnly,
      schema: {
        tags: ['contact'],
        summary: 'Check the Dynamics 365 configuration and credentials (staff)',
        response: {
          200: z.object({
            success: z.boolean(),
            message: z.string(),
            error: z.optional(z.string()),
          }),
          ...errors,
        },
      },
    },
    async () => crm.test(),
  );

  app.post(
    '/sync/d365',
    {
      ...staffOnly,
      schema: {
        tags: ['contact'],
        summary: 'Queue a Dynamics 365 sync or retry of one message (staff)',
        body: d365SyncSchema,
        response: {
          200: apiSuccessSchema(
            z.object({
              messageId: z.string(),
              status: z.enum(['queued', 'already-queued', 'already-synced']),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await sync.trigger(request.body.action, request.body.messageId);
      return {
        success: true as const,
        message: result.message,
        data: { messageId: request.body.messageId, status: result.status },
      };
    },
  );
};
