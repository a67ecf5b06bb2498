import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { apiErrorSchema } from '../../../shared/api.ts';
import {
  ACCOUNT_LIMITS,
  AUTH_MESSAGES,
  AVATAR_MAX_BYTES,
  photoFileParamsSchema,
  profileResponseSchema,
  profileUpdateSchema,
  roleChangeSchema,
  roleListQuerySchema,
  userByIdResponseSchema,
  userIdParamsSchema,
  type ProfileUpdate,
} from '../../../shared/auth.ts';
import { collectProblems, fieldOrder, problemsOf } from '../../../shared/validation.ts';
import { AppError, Invalid, NotFound } from '../../errors.ts';
import { assertNoNul } from '../../plugins/request-guards.ts';
import { PUBLIC_FILE_CACHE, PUBLIC_REDIRECT_CACHE } from '../../storage.ts';
import { authOf, permissionOnly } from '../../request-auth.ts';
import { ROLE_MESSAGES } from '../../../shared/roles.ts';
import type { UserRow } from '../../db/schema.ts';
import { toPublicUser } from '../auth/auth.service.ts';
import type { AvatarStore } from './avatar-store.ts';
import type { PhotoChange, UsersService } from './users.service.ts';

export interface UsersRoutesOptions {
  service: UsersService;
  avatars: AvatarStore;
  companyDomain: string;
}

/** A success answer whose data the service's types describe. */
const answered = z.looseObject({ success: z.literal(true), message: z.string() });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};

/** The multipart field a photo arrives in. */
const PHOTO_FIELD = 'photo';

interface ProfileForm {
  fields: Record<string, unknown>;
  photo: Buffer | undefined;
}

/**
 * Reads a multipart profile form: text fields and at most one photo, held to
 * AVATAR_MAX_BYTES while streaming so an oversized upload is never buffered.
 */
async function readMultipart(request: FastifyRequest): Promise<ProfileForm> {
  // No prototype: a field named __proto__ is just a field (and then an unknown one).
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === PHOTO_FIELD && data.length > 0) photo = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    assertNoNul(fields);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, AUTH_MESSAGES.photoTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new Invalid(API_MESSAGES.validationFailed);
    }
    throw new Invalid(API_MESSAGES.validationFailed);
  }
  return { fields, photo };
}

function parseProfile(fields: unknown): ProfileUpdate {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw new Invalid(API_MESSAGES.bodyNotObject);
  }
  const parsed = profileUpdateSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems = collectProblems(
    problemsOf(parsed.error.issues),
    fieldOrder(profileUpdateSchema),
    API_MESSAGES.validationFailed,
  );
  throw new Invalid(problems.message, problems);
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const { service, avatars, companyDomain } = options;
  await app.register(multipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: 20,
      parts: 21,
      fieldSize: ACCOUNT_LIMITS.bio * 4,
    },
  });

  const profileAnswer = (user: UserRow, message: string) => {
    const publicUser = toPublicUser(user, companyDomain);
    return { success: true as const, message, user: publicUser, data: { user: publicUser } };
  };

  app.get(
    '/roles',
    {
      ...permissionOnly('users.manage'),
      schema: {
        tags: ['users'],
        summary:
          'Administrators: accounts with their roles, newest first (search by name or address)',
        querystring: roleListQuerySchema,
        response: { 200: answered, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ROLE_MESSAGES.usersLoaded,
      data: await service.roles(authOf(request), request.query),
    }),
  );

  app.put(
    '/:id/role',
    {
      ...permissionOnly('users.manage'),
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['users'],
        summary:
          'Administrators: give an account a role, none (reader) or the default rule (there is always one administrator)',
        params: userIdParamsSchema,
        body: roleChangeSchema,
        response: { 200: answered, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await service.changeRole(authOf(request), request.params.id, request.body);
      return {
        success: true as const,
        message: ROLE_MESSAGES.roleChanged,
        data: { user: toPublicUser(user, companyDomain) },
      };
    },
  );

  app.get(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'A user (oneself, or anyone for an administrator)',
        params: userIdParamsSchema,
        response: { 200: userByIdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = await service.getVisible(authOf(request), request.params.id);
      return {
        success: true as const,
        message: AUTH_MESSAGES.userLoaded,
        data: toPublicUser(user, companyDomain),
      };
    },
  );

  app.put(
    '/profile',
    {
      preHandler: app.requireUser,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['users'],
        summary: 'Update one’s profile (JSON, or multipart with an optional `photo` file)',
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const form = request.isMultipart()
        ? await readMultipart(request)
        : { fields: request.body ?? {}, photo: undefined };
      const fields = parseProfile(form.fields);
      const photo: PhotoChange = form.photo
        ? { kind: 'replace', data: form.photo }
        : { kind: 'keep' };
      const user = await service.updateProfile(authOf(request).user, fields, photo);
      return profileAnswer(user, AUTH_MESSAGES.profileUpdated);
    },
  );

  app.post(
    '/profile/photo',
    {
      preHandler: app.requireUser,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['users'],
        summary: 'Upload a profile photo (multipart, field `photo`, at most 5 MB)',
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (!request.isMultipart()) throw new Invalid(AUTH_MESSAGES.photoRequired);
      const form = await readMultipart(request);
      if (!form.photo) throw new Invalid(AUTH_MESSAGES.photoRequired);
      // Text fields sent along (the profile form sends them with the photo) are saved too.
      const fields = parseProfile(form.fields);
      const user = await service.updateProfile(authOf(request).user, fields, {
        kind: 'replace',
        data: form.photo,
      });
      return profileAnswer(user, AUTH_MESSAGES.photoUpdated);
    },
  );

  app.delete(
    '/profile/photo',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Remove the profile photo',
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = await service.updateProfile(authOf(request).user, {}, { kind: 'remove' });
      return profileAnswer(user, AUTH_MESSAGES.photoRemoved);
    },
  );

  app.get(
    '/profile/photo/file/:filename',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['users'],
        summary: 'A stored profile photo (WebP)',
        params: photoFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { filename } = request.params;
      // With S3_PUBLIC_URL the photo is read from there (the stored address stays this one).
      const url = avatars.publicUrl(filename);
      if (url) return reply.header('cache-control', PUBLIC_REDIRECT_CACHE).redirect(url, 302);
      const file = await avatars.open(filename);
      if (!file) throw new NotFound(AUTH_MESSAGES.photoNotFound);
      // Every upload gets a new name, so a name's content never changes.
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', PUBLIC_FILE_CACHE)
        .send(file.stream);
    },
  );
};
