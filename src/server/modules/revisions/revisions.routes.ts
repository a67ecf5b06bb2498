import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '../../../shared/api.ts';
import { DRAFT_KINDS, REVISION_LIMITS, REVISION_MESSAGES as M } from '../../../shared/revisions.ts';
import { authOf, staffOnly } from '../../request-auth.ts';
import type { RevisionsService } from './revisions.service.ts';

const params = z.object({
  kind: z.enum(DRAFT_KINDS),
  item: z.string().check(z.minLength(1), z.maxLength(100)),
});

const editors = z.array(z.object({ id: z.string(), name: z.string(), seenAt: z.string() }));

const answers = (data: Record<string, z.ZodMiniType>) => ({
  200: z.object({ success: z.literal(true), message: z.string(), ...data }),
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
});

const draftBody = z.object({
  /** The form as the writer left it (the edit screen's own shape). */
  draft: z.record(z.string(), z.unknown()),
  /** The item's version the writer started from; null for a new item. */
  baseVersion: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1)))),
});

/**
 * Autosaves come every few seconds from each open form: they have their own
 * limit per session (not the address's write limit, which a whole office
 * shares), high enough for typing and low enough to stop a flood.
 */
const autosaveRateLimit = {
  max: 90,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => {
    const credential = request.headers.authorization ?? request.headers.cookie ?? request.ip;
    return `autosave:${createHash('sha256').update(credential).digest('base64url').slice(0, 22)}`;
  },
};

/** Working copies and presence: `/api/drafts/{kind}/{item}` (item: an id, or `new`). */
export const revisionsRoutes: FastifyPluginAsyncZod<{ service: RevisionsService }> = async (
  app,
  { service },
) => {
  const editorOf = (request: FastifyRequest) => {
    const { user, role } = authOf(request);
    return { id: user.id, role };
  };

  app.get(
    '/:kind/:item',
    {
      ...staffOnly,
      config: { rateLimit: autosaveRateLimit },
      schema: {
        tags: ['revisions'],
        summary:
          "Staff: the caller's working copy of an item (or of a new one) and who else is editing it",
        params,
        response: answers({
          draft: z.nullable(
            z.object({
              draft: z.record(z.string(), z.unknown()),
              baseVersion: z.nullable(z.number()),
              savedAt: z.string(),
            }),
          ),
          editors,
        }),
      },
    },
    async (request) => {
      const { kind, item } = request.params;
      const found = await service.workingCopy(kind, item, editorOf(request));
      return { success: true as const, message: M.draftLoaded, ...found };
    },
  );

  app.put(
    '/:kind/:item',
    {
      ...staffOnly,
      bodyLimit: REVISION_LIMITS.draftBytes + 4096,
      config: { rateLimit: autosaveRateLimit },
      schema: {
        tags: ['revisions'],
        summary: "Staff: save the caller's working copy (an autosave): nothing readers see changes",
        params,
        body: draftBody,
        response: answers({ savedAt: z.string() }),
      },
    },
    async (request) => {
      const { kind, item } = request.params;
      const { draft, baseVersion } = request.body;
      const saved = await service.saveWorkingCopy(
        kind,
        item,
        editorOf(request),
        draft,
        baseVersion ?? null,
      );
      return { success: true as const, message: M.draftSaved, ...saved };
    },
  );

  app.delete(
    '/:kind/:item',
    {
      ...staffOnly,
      config: { rateLimit: autosaveRateLimit },
      schema: {
        tags: ['revisions'],
        summary: "Staff: discard the caller's working copy",
        params,
        response: answers({}),
      },
    },
    async (request) => {
      const { kind, item } = request.params;
      await service.discardWorkingCopy(kind, item, editorOf(request));
      return { success: true as const, message: M.draftDiscarded };
    },
  );

  app.post(
    '/:kind/:item/presence',
    {
      ...staffOnly,
      config: { rateLimit: autosaveRateLimit },
      schema: {
        tags: ['revisions'],
        summary: 'Staff: say the caller has the edit screen open; answers who else has',
        params,
        body: z.optional(z.object({ leaving: z.optional(z.boolean()) })),
        response: answers({ editors }),
      },
    },
    async (request) => {
      const { kind, item } = request.params;
      const editor = editorOf(request);
      if (request.body?.leaving) {
        await service.absent(kind, item, editor);
        return { success: true as const, message: M.presence, editors: [] };
      }
      return {
        success: true as const,
        message: M.presence,
        editors: await service.present(kind, item, editor),
      };
    },
  );
};
