import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '../../../shared/api.ts';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES as M } from '../../../shared/service-catalogue.ts';
import {
  addServicesSchema,
  catalogueSelectionParamsSchema,
  catalogueUserParamsSchema,
  catalogueUsersQuerySchema,
  serviceInterestQuerySchema,
} from '../../../shared/service-catalogue-schemas.ts';
import { sendCsv } from '../../csv.ts';
import { Forbidden, Unauthorized } from '../../errors.ts';
import { leadContext } from '../../lead-context.ts';
import { presentedToken } from '../auth/auth.guards.ts';
import { adminOnly, authOf, permissionOnly, staffOnly } from '../../request-auth.ts';
import { SERVICE_INTEREST_COLUMNS } from './catalogue.csv.ts';
import type { ServiceCatalogue } from './catalogue.service.ts';

const ok = z.looseObject({ success: z.literal(true), message: z.string() });
const answers = {
  200: ok,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The catalogue's calls as spec 02 words them, under `/api/services`. Answers
 * carry `services` at the top level, where the spec's client reads them.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ service: ServiceCatalogue }> = async (
  app,
  { service },
) => {
  /** A session is required; without any token the spec's client's own words answer. */
  async function signedIn(request: FastifyRequest) {
    if (!presentedToken(request)) throw new Unauthorized(M.noToken);
    await app.requireUser(request);
  }
  const personal = {
    onRequest: signedIn,
    onSend: staffOnly.onSend,
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['services'],
        summary: 'The services on offer (no sign-in needed)',
        response: answers,
      },
    },
    async () => ({
      success: true as const,
      message: M.servicesListed,
      services: await service.offered(),
    }),
  );

  app.get(
    '/users/:userId',
    {
      ...personal,
      schema: {
        tags: ['services'],
        summary: "A user's selected services with their notes (own list; administrators any)",
        params: catalogueUserParamsSchema,
        response: answers,
      },
    },
    async (request) => ({
      success: true as const,
      message: M.userServicesListed,
      services: await service.selection(authOf(request), request.params.userId),
    }),
  );

  app.post(
    '/users/:userId',
    {
      ...personal,
      config: { rateLimit: app.accountRateLimit },
      schema: {
        tags: ['services'],
        summary: 'Add services to your own catalogue; answers the full updated list',
        params: catalogueUserParamsSchema,
        body: addServicesSchema,
        response: answers,
      },
      // The owner is checked before the body, so another user's list answers 403 whatever is sent.
      preValidation: async (request: FastifyRequest<{ Params: { userId?: string } }>) => {
        const auth = request.auth;
        if (auth && auth.user.id !== request.params.userId) throw new Forbidden(M.forbidden);
      },
    },
    async (request) => {
      const result = await service.add(
        authOf(request),
        request.params.userId,
        request.body,
        leadContext(request, app.config.site.baseUrl),
      );
      return { success: true as const, message: result.message, services: result.services };
    },
  );

  app.delete(
    '/users/:userId/:serviceId',
    {
      ...personal,
      config: { rateLimit: app.accountRateLimit },
      schema: {
        tags: ['services'],
        summary: 'Remove a service from your own catalogue',
        params: catalogueSelectionParamsSchema,
        response: answers,
      },
    },
    async (request) => {
      const { userId, serviceId } = request.params;
      const result = await service.remove(authOf(request), userId, serviceId);
      return { success: true as const, message: result.message, services: result.services };
    },
  );

  app.get(
    '/interest',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['services'],
        summary: 'Staff: who selected which services, newest first, all or one service',
        querystring: serviceInterestQuerySchema,
        response: answers,
      },
    },
    async (request) => ({
      success: true as const,
      message: M.interestListed,
      data: await service.interest({
        serviceId: request.query.serviceId,
        page: request.query.page ?? 1,
        limit: CATALOGUE_LIMITS.pageSize,
      }),
    }),
  );

  app.get(
    '/interest/export.csv',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['services'],
        summary:
          'Staff: the whole service interest list, all or one service, as CSV (UTF-8 with BOM)',
        querystring: z.omit(serviceInterestQuerySchema, { page: true }),
        response: { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCsv(reply, {
        name: 'service-interest',
        columns: SERVICE_INTEREST_COLUMNS,
        batches: service.exportInterest(request.query.serviceId),
      }),
  );

  app.get(
    '/users',
    {
      ...adminOnly,
      schema: {
        tags: ['services'],
        summary: 'Administrators: the users, newest first, with the size of each catalogue',
        querystring: catalogueUsersQuerySchema,
        response: answers,
      },
    },
    async (request) => ({
      success: true as const,
      message: M.usersListed,
      data: await service.users({
        page: request.query.page ?? 1,
        limit: CATALOGUE_LIMITS.pageSize,
      }),
    }),
  );
};
