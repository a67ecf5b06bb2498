import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema, apiSuccessSchema } from '../../../shared/api.ts';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  NEWSLETTER_SEND_KINDS,
} from '../../../shared/newsletter-delivery.ts';
import { sendCsv } from '../../csv.ts';
import { leadContext } from '../../lead-context.ts';
import { authOf, permissionOnly, provenAddressOf, staffOnly } from '../../request-auth.ts';
import { collectionContext } from '../privacy/privacy.service.ts';
import type { Delivery } from './newsletter.delivery.ts';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_STATUSES,
  newsletterLinkResponseSchema,
  newsletterLinkSchema,
  newsletterNewsSchema,
  newsletterPreferencesResponseSchema,
  newsletterPreferencesUpdateSchema,
  newsletterStatusParamsSchema,
  newsletterStatusQuerySchema,
  newsletterStatusResponseSchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
} from '../../../shared/newsletter.ts';
import { SUBSCRIBER_COLUMNS } from './newsletter.csv.ts';
import type { NewsletterService } from './newsletter.service.ts';

const staffAnswers = { 200: z.unknown(), 401: apiErrorSchema, 403: apiErrorSchema };
const sendParams = z.object({ id: z.uuid(D.sendNotFound) });
/** The staff's subscribers list: a page, all or one status (the export takes the status). */
const subscribersQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  status: z.optional(z.enum(NEWSLETTER_STATUSES)),
});

export const newsletterRoutes: FastifyPluginAsyncZod<{
  service: NewsletterService;
  delivery: Delivery;
}> = async (app, { service, delivery }) => {
  app.get(
    '/preferences',
    {
      config: { rateLimit: app.readRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: "A subscriber's preferences (email and the signed token from any newsletter)",
        querystring: newsletterLinkSchema,
        response: {
          200: newsletterPreferencesResponseSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        message: D.preferencesLoaded,
        data: await service.preferences(request.query.email, request.query.token),
      };
    },
  );

  app.put(
    '/preferences',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: "Saves a subscriber's four preferences",
        body: newsletterPreferencesUpdateSchema,
        response: {
          200: newsletterPreferencesResponseSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: D.preferencesSaved,
      data: await service.savePreferences(request.body),
    }),
  );

  app.get(
    '/audience',
    {
      ...staffOnly,
      schema: {
        tags: ['newsletter'],
        summary: 'Staff: confirmed subscribers a send of this kind would reach now',
        querystring: z.object({ kind: z.enum(NEWSLETTER_SEND_KINDS) }),
        response: {
          ...staffAnswers,
          200: apiSuccessSchema(z.object({ recipients: z.number() })),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: D.audienceCounted,
      data: { recipients: await delivery.audience(request.query.kind) },
    }),
  );

  app.get(
    '/sends',
    {
      ...permissionOnly('newsletter.send'),
      schema: {
        tags: ['newsletter'],
        summary: 'Staff: the newest sends with their recipients counted by status',
        response: staffAnswers,
      },
    },
    async () => ({
      success: true as const,
      message: D.sendsLoaded,
      data: { sends: await delivery.list() },
    }),
  );

  app.get(
    '/subscribers',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['newsletter'],
        summary: 'Staff: subscribers, newest first, with their status and preferences',
        querystring: subscribersQuery,
        response: { ...staffAnswers, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: D.subscribersLoaded,
      data: await service.subscribers(request.query.page, request.query.status),
    }),
  );

  app.get(
    '/subscribers/export.csv',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['newsletter'],
        summary:
          'Staff: every subscriber (all or one status), newest first, as CSV (UTF-8 with BOM)',
        querystring: z.omit(subscribersQuery, { page: true }),
        response: { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCsv(reply, {
        name: 'newsletter-subscribers',
        columns: SUBSCRIBER_COLUMNS,
        batches: service.exportSubscribers(request.query.status),
      }),
  );

  app.post(
    '/news',
    {
      ...permissionOnly('newsletter.send'),
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['newsletter'],
        summary:
          'Staff: send industry news to the subscribers who asked for it (or a test to oneself)',
        body: newsletterNewsSchema,
        response: {
          ...staffAnswers,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await delivery.news(request.body, authOf(request).user.email, authOf(request));
      return {
        success: true as const,
        message: result.message,
        data: { recipients: result.recipients },
      };
    },
  );

  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/sends/:id/${action}`,
      {
        ...permissionOnly('newsletter.send'),
        schema: {
          tags: ['newsletter'],
          summary: `Staff: ${action} a send`,
          params: sendParams,
          response: {
            ...staffAnswers,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        await delivery[action](request.params.id, authOf(request));
        return {
          success: true as const,
          message: action === 'pause' ? D.sendPaused : D.sendResumed,
        };
      },
    );
  }

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
      const result = await service.subscribe(
        request.body,
        leadContext(request, app.config.site.baseUrl),
      );
      return { success: true as const, message: result.message, data: result.subscription };
    },
  );

  app.post(
    '/confirm',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription (the button on the page the e-mailed link opens)',
        body: newsletterLinkSchema,
        response: { 200: newsletterLinkResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await service.confirm(
        request.body.email,
        request.body.token,
        collectionContext(request, app.config.site.baseUrl),
      );
      return {
        success: true as const,
        message: result.message,
        data: { email: request.body.email, status: result.status },
      };
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe an address (email and the signed token from its link)',
        body: newsletterLinkSchema,
        response: { 200: newsletterLinkResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await service.unsubscribe(
        request.body.email,
        request.body.token,
        collectionContext(request, app.config.site.baseUrl),
      );
      return {
        success: true as const,
        message: result.message,
        data: { email: request.body.email, status: result.status },
      };
    },
  );

  // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click`
  // as a form to the List-Unsubscribe address; the address and token are in its query.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    oneClick.post(
      '/unsubscribe/one-click',
      {
        config: { rateLimit: app.writeRateLimit },
        schema: {
          tags: ['newsletter'],
          summary: 'One-click unsubscribe (RFC 8058), called by mail clients',
          querystring: newsletterLinkSchema,
          response: { 200: newsletterLinkResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        const result = await service.unsubscribe(
          request.query.email,
          request.query.token,
          collectionContext(request, app.config.site.baseUrl),
        );
        return {
          success: true as const,
          message: result.message,
          data: { email: request.query.email, status: result.status },
        };
      },
    );
  });

  app.get(
    '/status/:email',
    {
      preHandler: app.optionalUser,
      // Whether an address is on the list is itself worth guarding: each
      // look-up, of a known or an unknown address alike, counts against the
      // client address's limit for public calls.
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['newsletter'],
        summary:
          "Subscription status of an address (its preferences only with the preferences link's token or to its signed-in owner)",
        params: newsletterStatusParamsSchema,
        querystring: newsletterStatusQuerySchema,
        response: { 200: newsletterStatusResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Personal data: the browser may revalidate it, shared caches may not keep it.
      reply.header('cache-control', 'private, no-cache');
      reply.header('vary', 'Authorization');
      return {
        success: true as const,
        message: NEWSLETTER_MESSAGES.statusFound,
        data: await service.status(request.params.email, {
          token: request.query.token,
          ownerEmail: provenAddressOf(request),
        }),
      };
    },
  );
};
