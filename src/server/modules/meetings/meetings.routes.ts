import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema, apiSuccessSchema } from '../../../shared/api.ts';
import { sendCsv } from '../../csv.ts';
import { leadContext } from '../../lead-context.ts';
import { authOf, permissionOnly } from '../../request-auth.ts';
import {
  MEETING_MESSAGES,
  meetingIdParamsSchema,
  meetingListQuerySchema,
  meetingRequestSchema,
  meetingSchema,
  meetingScheduleResponseSchema,
  meetingStatsSchema,
  meetingStatusUpdateSchema,
  pageInfoSchema,
} from '../../../shared/meetings.ts';
import { MEETING_COLUMNS } from './meetings.csv.ts';
import type { MeetingsService } from './meetings.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

export const meetingsRoutes: FastifyPluginAsyncZod<{ service: MeetingsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/schedule',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['meetings'],
        summary: 'Ask for a meeting (the Schedule a Meeting dialog and the chat)',
        body: meetingRequestSchema,
        response: { 200: meetingScheduleResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MEETING_MESSAGES.scheduled,
      data: await service.schedule(request.body, leadContext(request, app.config.site.baseUrl)),
    }),
  );

  app.get(
    '/',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['meetings'],
        summary: 'Meeting requests, newest first, with filters and paging (staff)',
        querystring: meetingListQuerySchema,
        response: {
          200: apiSuccessSchema(
            z.object({ meetings: z.array(meetingSchema), pagination: pageInfoSchema }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Meetings retrieved.',
      data: await service.list(request.query),
    }),
  );

  app.get(
    '/export.csv',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['meetings'],
        summary:
          'Every meeting request the filters match, newest first, as CSV (staff; UTF-8 with BOM)',
        querystring: z.omit(meetingListQuerySchema, { page: true, limit: true }),
        response: errors,
      },
    },
    (request, reply) =>
      sendCsv(reply, {
        name: 'meeting-requests',
        columns: MEETING_COLUMNS,
        batches: service.exportMeetings(request.query),
      }),
  );

  app.get(
    '/stats/overview',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['meetings'],
        summary: 'Counts of meeting requests (staff)',
        response: { 200: apiSuccessSchema(meetingStatsSchema), ...errors },
      },
    },
    async () => ({
      success: true as const,
      message: 'Meeting statistics retrieved.',
      data: await service.stats(),
    }),
  );

  app.get(
    '/:id',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['meetings'],
        summary: 'One meeting request (staff)',
        params: meetingIdParamsSchema,
        response: { 200: apiSuccessSchema(meetingSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Meeting retrieved.',
      data: await service.get(request.params.id),
    }),
  );

  app.patch(
    '/:id/status',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['meetings'],
        summary: 'Change the status of a meeting request (staff)',
        params: meetingIdParamsSchema,
        body: meetingStatusUpdateSchema,
        response: { 200: apiSuccessSchema(meetingSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: MEETING_MESSAGES.statusUpdated,
      data: await service.setStatus(request.params.id, request.body.status, authOf(request)),
    }),
  );
};
