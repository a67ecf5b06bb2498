import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api.ts';
import {
  SETTINGS_MESSAGES as M,
  settingKeyParams,
  settingsResponseSchema,
  settingsUpdateSchema,
  type SettingsUpdate,
} from '../../../shared/settings.ts';
import { authOf, permissionOnly } from '../../request-auth.ts';
import type { SettingsService } from './settings.service.ts';

const answers = {
  200: settingsResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

/** Administrators: read, change and reset the site settings (`/api/settings`). */
export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user, role } = authOf(request);
    return { userId: user.id, email: user.email, role };
  };

  app.get(
    '/',
    {
      ...permissionOnly('settings.manage'),
      schema: {
        tags: ['settings'],
        summary: 'Administrators: every site setting in effect, its default and whether it is set',
        response: answers,
      },
    },
    async () => ({ success: true as const, message: M.read, data: await service.view() }),
  );

  app.put(
    '/',
    {
      ...permissionOnly('settings.manage'),
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['settings'],
        summary:
          'Administrators: change the settings sent (all or nothing); each wins over the environment from then on',
        body: settingsUpdateSchema,
        response: answers,
      },
    },
    async (request) => {
      const { view, changed } = await service.update(
        request.body as SettingsUpdate,
        actorOf(request),
      );
      return {
        success: true as const,
        message: changed.length > 0 ? M.saved : M.unchanged,
        data: view,
      };
    },
  );

  app.delete(
    '/:key',
    {
      ...permissionOnly('settings.manage'),
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['settings'],
        summary: 'Administrators: reset a setting to its default (the environment’s value)',
        params: settingKeyParams,
        response: answers,
      },
    },
    async (request) => ({
      success: true as const,
      message: M.reset,
      data: (await service.reset(request.params.key, actorOf(request))).view,
    }),
  );
};
