import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiSuccessSchema } from '../../../shared/api.ts';
import {
  auditQuerySchema,
  auditResponseSchema,
  erasureResponseSchema,
  personDataResponseSchema,
  PRIVACY_MESSAGES,
  privacyConfirmSchema,
  privacyPersonQuerySchema,
  privacyRequestSchema,
  type PersonData,
} from '../../../shared/privacy.ts';
import { Invalid } from '../../errors.ts';
import { authOf, permissionOnly } from '../../request-auth.ts';
import type { PrivacyService } from './privacy.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

/** Where the download form of a used or expired link sends the browser back to. */
const LINK_USED_PAGE = '/privacy/confirm?link=used';

/** An export as a file the browser saves: JSON, never cached, named for the day. */
function sendExport(reply: FastifyReply, data: PersonData) {
  const day = data.generatedAt.slice(0, 10);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="personal-data-${day}.json"`)
    .header('cache-control', 'private, no-store')
    .send(JSON.stringify(data, null, 2));
}

export const privacyRoutes: FastifyPluginAsyncZod<{ service: PrivacyService }> = async (
  app,
  { service },
) => {
  app.post(
    '/requests',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['privacy'],
        summary:
          'Ask for a copy or the erasure of what is held about an address (a single-use link is e-mailed to it; the answer is the same for every address)',
        body: privacyRequestSchema,
        response: {
          200: apiSuccessSchema(privacyRequestSchema),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await service.request(request.body.email, request.body.action);
      return { success: true as const, message: PRIVACY_MESSAGES.requested, data: request.body };
    },
  );

  // The e-mailed link's button. The confirmation page posts an erasure as
  // JSON (through its action); an export is a plain form post, so the
  // browser saves the answer as a file, with or without JavaScript.
  await app.register(async (scope) => {
    const confirm = scope.withTypeProvider<ZodTypeProvider>();
    confirm.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    confirm.post(
      '/requests/confirm',
      {
        config: { rateLimit: app.writeRateLimit },
        schema: {
          tags: ['privacy'],
          summary:
            'Carry out a request through its e-mailed link: an export answers with the file, an erasure with what was done',
          body: privacyConfirmSchema,
          response: { 200: erasureResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const fromPage = request.headers['content-type']?.startsWith(
          'application/x-www-form-urlencoded',
        );
        let result: Awaited<ReturnType<PrivacyService['confirm']>>;
        try {
          result = await service.confirm(request.body.token);
        } catch (error) {
          // The page's own form: back to the page, which says the link no longer works.
          if (fromPage && error instanceof Invalid) return reply.redirect(LINK_USED_PAGE, 303);
          throw error;
        }
        if (result.action === 'export') return sendExport(reply, result.data);
        return {
          success: true as const,
          message: PRIVACY_MESSAGES.erased,
          data: { summary: result.summary },
        };
      },
    );
  });

  app.get(
    '/people',
    {
      ...permissionOnly('privacy.manage'),
      schema: {
        tags: ['privacy'],
        summary: 'Everything held about an address, with its consent history (staff)',
        querystring: privacyPersonQuerySchema,
        response: { 200: personDataResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: PRIVACY_MESSAGES.personRead,
      data: await service.person(request.query.email),
    }),
  );

  app.post(
    '/people/export',
    {
      ...permissionOnly('privacy.manage'),
      schema: {
        tags: ['privacy'],
        summary:
          'Download everything held about an address as JSON (staff; written to the audit log)',
        body: privacyPersonQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { user, role } = authOf(request);
      const data = await service.exportFor(request.body.email, {
        actor: 'staff',
        userId: user.id,
        email: user.email,
        role,
      });
      return sendExport(reply, data);
    },
  );

  app.post(
    '/people/erase',
    {
      ...permissionOnly('privacy.manage'),
      schema: {
        tags: ['privacy'],
        summary:
          'Erase or anonymise everything held about an address (staff; written to the audit log)',
        body: privacyPersonQuerySchema,
        response: { 200: erasureResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, role } = authOf(request);
      const summary = await service.erase(request.body.email, {
        actor: 'staff',
        userId: user.id,
        email: user.email,
        role,
      });
      return { success: true as const, message: PRIVACY_MESSAGES.staffErased, data: { summary } };
    },
  );

  app.get(
    '/audit',
    {
      ...permissionOnly('audit.read'),
      schema: {
        tags: ['privacy'],
        summary: 'Every export and erasure, newest first (staff; read only)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: PRIVACY_MESSAGES.auditRead,
      data: await service.auditLog(request.query),
    }),
  );
};
