import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiSuccessSchema } from '../../../shared/api.ts';
import {
  ANALYTICS_MESSAGES,
  analyticsExportQuerySchema,
  analyticsRangeQuerySchema,
  analyticsReportSchema,
  contentAnalyticsQuerySchema,
  contentAnalyticsSchema,
} from '../../../shared/analytics.ts';
import * as z from 'zod/mini';
import { sendCsv } from '../../csv.ts';
import { permissionOnly, staffOnly } from '../../request-auth.ts';
import { ANALYTICS_COLUMNS } from './analytics.csv.ts';
import type { AnalyticsService } from './analytics.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The staff's reads of the analytics: the report, one table as CSV, content items' figures. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/report',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['analytics'],
        summary:
          'Visitors, views and leads over a period, with the period before, by page, content, source and device (staff)',
        querystring: analyticsRangeQuerySchema,
        response: { 200: apiSuccessSchema(analyticsReportSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ANALYTICS_MESSAGES.reportRetrieved,
      data: await service.report(request.query),
    }),
  );

  app.get(
    '/export.csv',
    {
      ...staffOnly,
      schema: {
        tags: ['analytics'],
        summary: 'One table of the report, every row, as CSV (staff; UTF-8 with BOM)',
        querystring: analyticsExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { table, ...range } = request.query;
      const { rows, range: period } = await service.table(table, range);
      return sendCsv(reply, {
        name: `analytics-${table}-${period.from}-${period.to}`,
        columns: ANALYTICS_COLUMNS[table],
        batches: (async function* () {
          yield rows;
        })(),
      });
    },
  );

  app.get(
    '/content',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['analytics'],
        summary:
          'Views, visitors, referrers and leads of posts or case studies over a period (staff)',
        querystring: contentAnalyticsQuerySchema,
        response: { 200: apiSuccessSchema(z.array(contentAnalyticsSchema)), ...errors },
      },
    },
    async (request) => {
      const { ids, ...range } = request.query;
      return {
        success: true as const,
        message: ANALYTICS_MESSAGES.contentRetrieved,
        data: await service.contentReport(ids.split(','), range),
      };
    },
  );
};
